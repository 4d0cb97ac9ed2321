import type { FastifyInstance } from 'fastify';
import type { Sandbox } from '../../sandbox/open.js';
import { JobsModeChange, JobsQuery } from '../../schemas/jobs.js';
import { parsed } from './sandbox-access.js';
import type { ControlRoutes } from './sandbox-control-routes.js';

/**
 * `/_sandbox/jobs`: the sandbox's background work, listed, held (manual mode) and run by hand.
 * Running answers once the work has finished, so a test steps it and reads the outcome at once.
 */
export function registerSandboxJobRoutes(app: FastifyInstance, controls: ControlRoutes, sandbox: Pick<Sandbox, 'jobs'>): void {
  controls.guarded('GET', '/_sandbox/jobs', async (request) => {
    return { mode: sandbox.jobs.mode, items: sandbox.jobs.list(parsed(JobsQuery, request.query ?? {}, 'query')) };
  });
  controls.guarded('POST', '/_sandbox/jobs/mode', async (request) => {
    const ran = await sandbox.jobs.setMode(parsed(JobsModeChange, request.body).mode);
    return { mode: sandbox.jobs.mode, items: ran };
  });
  controls.guarded('POST', '/_sandbox/jobs/run-all', async () => ({ mode: sandbox.jobs.mode, items: await sandbox.jobs.runAll() }));
  controls.guarded<{ Params: { id: string } }>('POST', '/_sandbox/jobs/{id}/run', async (request) => sandbox.jobs.run(request.params.id));
  // A request waiting on a held job (a website import) would keep the server from closing.
  app.addHook('preClose', async () => {
    await sandbox.jobs.close();
  });
}
