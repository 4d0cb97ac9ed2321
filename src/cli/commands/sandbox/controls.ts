import { SandboxControls } from '../../../client/sandbox-controls.js';
import type { CliContext } from '../../context.js';
import { CliError, EXIT } from '../../io.js';
import { isSandbox } from '../browse.js';

/**
 * Runs `work` with the controls of the sandbox the connection points at (`/_sandbox/…` at the
 * origin of its API URL), and lets go of their connection after. GitBook itself has none: a
 * profile pointing there is refused before anything is sent.
 */
export async function withControls<T>(context: CliContext, work: (controls: SandboxControls) => Promise<T>): Promise<T> {
  const { runtime } = context;
  const { apiUrl, profile } = runtime.connection();
  if (!isSandbox(apiUrl)) {
    throw new CliError(`${apiUrl} is GitBook's API (profile "${profile}"), which has no sandbox controls: switch to a sandbox's profile (docsctl auth switch local) or pass --api-url`, EXIT.usage);
  }
  const { token } = runtime.authenticated();
  const controls = new SandboxControls({
    // A profile may name the API with its `/v1`; the controls sit beside it.
    apiUrl: apiUrl.replace(/\/+$/, '').replace(/\/v1$/, ''),
    token,
    ...runtime.requestLog(),
  });
  try {
    return await work(controls);
  } finally {
    await controls.close();
    await context.output.flush();
  }
}

/** A command's examples, as every docsctl command's help ends. */
export const examples = (...lines: string[]) => ['', 'Examples:', ...lines.map((line) => `  $ ${line}`), ''].join('\n');
