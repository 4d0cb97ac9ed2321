import { InvalidArgumentError } from 'commander';
import type { z } from 'zod';
import type { ItemOf, ListOperationId } from '../../client/operation-types.js';
import { pathParams } from '../../schemas/operation.js';
import type { CliContext } from '../context.js';
import { askText, askYesNo, chooseOne, chooseSome, type Choice } from '../interact.js';
import { CliError, EXIT } from '../io.js';
import { canPrompt } from '../settings.js';
import { kebab, words, type Flag } from './flags.js';
import { thing } from './messages.js';

/*
 * What a verb asks a person on a terminal instead of refusing: an argument left out (chosen from a list
 * of the API), a title for what it creates, what to change when an edit names nothing. `canPrompt`
 * decides; without a terminal each is the usage error it always was.
 */

/** Where a person picks an argument from: a list of the API, each item shown by its name and its ID. */
interface Chooser<K extends ListOperationId> {
  from: K;
  name: (item: ItemOf<K>) => string;
  value: (item: ItemOf<K>) => string;
}

const chooser = <K extends ListOperationId>(
  from: K,
  name: (item: ItemOf<K>) => string,
  value = (item: ItemOf<K>) => (item as { id: string }).id,
): Chooser<K> => ({ from, name, value });

/** The arguments a person may leave out on a terminal, by path parameter. */
const CHOOSERS: Record<string, Chooser<ListOperationId>> = {
  spaceId: chooser('listSpacesInOrganizationById', (space) => space.title),
  siteId: chooser('listSites', (site) => site.title),
  collectionId: chooser('listCollectionsInOrganizationById', (collection) => collection.title),
  teamId: chooser('listTeamsInOrganizationById', (team) => team.title),
  changeRequestId: chooser('listChangeRequestsForSpace', (cr) => `#${cr.number} ${cr.subject ?? ''}`.trim()),
  specSlug: chooser(
    'listOpenAPISpecs',
    (spec) => spec.slug,
    (spec) => spec.slug,
  ),
  translationId: chooser('listTranslations', (t) => `${t.source.language} → ${t.language}`),
};

/** At most this many items are offered: a choice longer than that is better made with the ID. */
const MAX_CHOICES = 100;

export const choosable = (param: string) => param in CHOOSERS;

/** The organizations chosen on a terminal, so that a command asks once. */
const chosenOrganization = new WeakMap<CliContext, string>();

/** The organization a command works in: --org, DOCSCTL_ORG or the profile's; else, on a terminal, one of the user's. */
export async function organizationOf(context: CliContext): Promise<string> {
  const given = context.runtime.connection().org ?? chosenOrganization.get(context);
  if (given) return given;
  if (!canPrompt(context.io)) return context.runtime.org();
  const organizations = [];
  for await (const org of context.runtime.client().items('listOrganizationsForAuthenticatedUser', {}, MAX_CHOICES)) organizations.push(org);
  if (!organizations.length) return context.runtime.org();
  const org = await chooseOne(
    context.io,
    'Which organization?',
    organizations.map((o) => ({ name: `${o.title} (${o.id})`, value: o.id })),
  );
  chosenOrganization.set(context, org);
  return org;
}

/** A path parameter's value, chosen from what the API lists (`known`: the parameters given so far, which the list may need). */
async function choose(context: CliContext, param: string, known: Record<string, string>): Promise<string> {
  // Only a choosable parameter may be left out: commander requires every other (command.ts).
  const { from, name, value } = CHOOSERS[param]!;
  const params: Record<string, string> = {};
  for (const p of pathParams((await context.runtime.operations.of(from)).path)) params[p] = p === 'organizationId' ? await organizationOf(context) : known[p]!;
  const choices: Choice[] = [];
  for await (const item of context.runtime.client().items(from, { params } as never, MAX_CHOICES))
    choices.push({ name: `${name(item)} (${value(item)})`, value: value(item) });
  const what = words(thing(param));
  if (!choices.length) throw new CliError(`no ${what} to choose from: give one on the command line`, EXIT.failure);
  return chooseOne(context.io, `Which ${what}?`, choices);
}

/**
 * Fills in the path parameters left out of a command line, in order: on a terminal, those a list can offer are
 * asked for; any other (or any, without a terminal) is commander's usage error, in our words.
 */
export async function askMissing(context: CliContext, positional: string[], optional: string | undefined, args: (string | undefined)[]): Promise<void> {
  const known: Record<string, string> = {};
  for (const [i, param] of positional.entries()) {
    if (param === optional) continue;
    if (args[i] === undefined) {
      if (!canPrompt(context.io)) throw new CliError(`missing required argument '${kebab(thing(param))}'`, EXIT.usage);
      args[i] = await choose(context, param, known);
    }
    known[param] = args[i]!;
  }
}

/** A title for what the verb creates, checked as the API will check it (the question is asked again until it passes). */
export async function askTitle(context: CliContext, field: z.ZodType): Promise<string> {
  return askText(context.io, 'Title:', (value) => {
    const checked = field.safeParse(value);
    return checked.success || (checked.error.issues[0]?.message ?? 'not a title');
  });
}

/** Options as commander would have parsed them from the flags a person picks and answers, for `applyFlags`. */
export async function askChanges(context: CliContext, flags: Flag[]): Promise<Record<string, unknown>> {
  const { io } = context;
  // A field's first flag says what it sets; `--no-…` flags remove a value, which a person asks for by name.
  const fields = flags.filter((flag, i) => flag.target === 'body' && !flag.option.negate && flags.findIndex((f) => f.key === flag.key) === i);
  const chosen = await chooseSome(
    io,
    'What do you want to change?',
    fields.map((flag) => ({ name: `${flag.option.long}  ${flag.option.description}`, short: flag.option.long!, value: flag })),
  );
  const options: Record<string, unknown> = {};
  for (const flag of chosen) {
    const what = words(flag.path.join(' ')).replace(/^./, (c) => c.toUpperCase());
    const label = `${what}:`;
    const choices = flag.option.argChoices;
    if (flag.kind === 'boolean') options[flag.key] = await askYesNo(io, `${what}?`);
    else if (choices)
      options[flag.key] = await chooseOne(
        io,
        label,
        choices.map((c) => ({ name: c, value: c })),
      );
    else options[flag.key] = parsed(flag, await askText(io, flag.kind === 'list' ? `${label} (separated by commas)` : label, (text) => check(flag, text)));
  }
  return options;
}

/** An answer as the flag's own parser reads it; a list's answer is its items, each read as a repeated flag would be. */
function parsed(flag: Flag, text: string): unknown {
  const parse = flag.option.parseArg as ((value: string, previous: unknown) => unknown) | undefined;
  if (!parse) return text;
  if (flag.kind !== 'list') return parse(text, undefined);
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .reduce<unknown>((previous, item) => parse(item, previous), undefined);
}

function check(flag: Flag, text: string): true | string {
  try {
    parsed(flag, text);
    return true;
  } catch (error) {
    if (error instanceof InvalidArgumentError) return error.message;
    throw error;
  }
}

/** Without a terminal, an edit that names nothing is refused, saying what it could name. */
export function nothingToChange(flags: Flag[]): CliError {
  const names = [...new Set(flags.filter((f) => f.target === 'body' && !f.option.negate).map((f) => f.option.long))];
  const shown = names.length > 4 ? [...names.slice(0, 3), '…'] : names;
  return new CliError(`nothing to change: pass ${shown.join(', ')} (or --input FILE)`, EXIT.usage);
}
