import * as z from 'zod';
import { Id, Timestamp } from './common.js';
import { SiteParams } from './site.js';

/** A Slack, Discord or Linear channel name, or a pattern of them: `general`, `support-*`. */
const ChannelPattern = z
  .string()
  .max(256)
  .regex(/^[a-zA-Z0-9_*-]+$/, 'must be a channel name or pattern such as "general" or "support-*"');
const RepositoryPattern = z
  .string()
  .max(256)
  .regex(/^[a-zA-Z0-9._*-]+\/[a-zA-Z0-9._*-]+$/, 'must be "owner/repository", such as "my-org/my-repo" or "my-org/*"');

/** What each platform's channel may be limited to (none given: everything on it), as GitBook's SiteChannelSetup says. */
const SETUP_SETTINGS = {
  'builtin:slack': z.strictObject({ allowedChannels: z.array(ChannelPattern).max(100).optional() }),
  'builtin:discord': z.strictObject({ allowedChannels: z.array(ChannelPattern).max(100).optional() }),
  'builtin:linear': z.strictObject({ allowedTeams: z.array(ChannelPattern).max(100).optional() }),
  'builtin:github': z.strictObject({ allowedRepositories: z.array(RepositoryPattern).max(100).optional() }),
} as const;
export const SiteChannelType = z.enum(['builtin:slack', 'builtin:discord', 'builtin:linear', 'builtin:github']);
export type SiteChannelType = z.infer<typeof SiteChannelType>;
export const SiteChannelRole = z.enum(['collaborator', 'support']);
const SetupSettings = z
  .record(z.string(), z.array(z.string()))
  .describe('what the channel is limited to: allowedChannels, allowedTeams or allowedRepositories, by its type');
export type SiteChannelSettings = z.infer<typeof SetupSettings>;

/** The settings must be the type's own (GitBook's setups are a union told apart by `type`). */
function settingsOfType(body: { type?: SiteChannelType | undefined; setupSettings?: unknown }, ctx: z.RefinementCtx) {
  if (body.type === undefined && body.setupSettings === undefined) return;
  if (body.type === undefined || body.setupSettings === undefined) {
    ctx.addIssue({ code: 'custom', path: [body.type === undefined ? 'type' : 'setupSettings'], message: 'give type and setupSettings together' });
    return;
  }
  const checked = SETUP_SETTINGS[body.type].safeParse(body.setupSettings);
  for (const issue of checked.error?.issues ?? []) ctx.addIssue({ ...issue, path: ['setupSettings', ...issue.path] });
}

export const SiteChannelCreate = z
  .object({ type: SiteChannelType, setupSettings: SetupSettings, role: SiteChannelRole.optional() })
  .superRefine(settingsOfType);
export const SiteChannelUpdate = z
  .object({ type: SiteChannelType.optional(), setupSettings: SetupSettings.optional(), role: SiteChannelRole.optional() })
  .superRefine(settingsOfType);

export const SiteChannel = z.object({
  object: z.literal('site-channel'),
  id: z.string(),
  type: SiteChannelType,
  setupSettings: SetupSettings,
  /** Pending until the platform's app answers for it: in the sandbox, which connects to no platform, always. */
  status: z.enum(['active', 'pending']),
  role: SiteChannelRole,
  answers: z.number().int().min(0),
  createdAt: Timestamp,
  urls: z.object({ location: z.url() }),
});
export const SiteChannelParams = SiteParams.extend({ siteChannelId: Id });
