import { SandboxControls } from '../../../client/sandbox-controls.js';
import { sandboxControls, type SandboxControlTable } from '../../../schemas/sandbox-controls.js';
import type { CliContext } from '../../context.js';
import { CliError, EXIT } from '../../io.js';
import type { VerbTable } from '../../verbs/table.js';
import { isSandbox } from '../browse.js';

/**
 * The controls of the sandbox the connection points at (`/_sandbox/…` at the origin of its API URL), for
 * `work`; their connection is let go of after. GitBook itself has none: a profile pointing there is
 * refused before anything is sent.
 */
export async function withControls<T>(context: CliContext, work: (controls: SandboxControls) => Promise<T>): Promise<T> {
  const { runtime } = context;
  const { apiUrl, profile } = runtime.connection();
  if (!isSandbox(apiUrl)) {
    throw new CliError(
      `${apiUrl} is GitBook's API (profile "${profile}"), which has no sandbox controls: switch to a sandbox's profile (docsctl auth switch local) or pass --api-url`,
      EXIT.usage,
    );
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
  }
}

/**
 * The sandbox's controls as a table of verbs (`docsctl sandbox …`): declared in the schemas, so always
 * loaded, and sent as given, for the sandbox to judge and word its refusals as it does for any caller.
 */
export const controlTable: VerbTable<SandboxControlTable> = {
  load: async () => {},
  entry: (id) => sandboxControls[id],
  checksInput: false,
  // The call was parsed from the control's own schemas: its input is the control's.
  send: (context, id, input) => withControls(context, (controls) => controls.call(id, input as never)),
};
