import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Sandbox } from '../../sandbox/open.js';
import { JobsModeChange, JobsQuery } from '../../schemas/jobs.js';
import type { UserRecord } from '../../store/records.js';
import { sandboxOwner, parsed } from './sandbox-access.js';

/**
 * `/_sandbox/jobs`: the sandbox's background work, listed, held (manual mode) and run by hand.
 * Running answers once the work has finished, so a test steps it and reads the outcome at once.
 */
export function registerSandboxJobRoutes(app: FastifyInstance, sandbox: Pick<Sandbox, 'secrets' | 'jobs'>, authenticate: (request: FastifyRequest) => UserRecord): void {
  const owner = sandboxOwner(sandbox, authenticate);
  app.get('/_sandbox/jobs', async (request) => {
    owner(request);
    return { mode: sandbox.jobs.mode, items: sandbox.jobs.list(parsed(JobsQuery, request.query ?? {}, 'query')) };
  });
  app.post('/_sandbox/jobs/mode', async (request) => {
    owner(request);
    const ran = await sandbox.jobs.setMode(parsed(JobsModeChange, request.body).mode);
    return { mode: sandbox.jobs.mode, items: ran };
  });
  app.post('/_sandbox/jobs/run-all', async (request) => {
    owner(request);
    return { mode: sandbox.jobs.mode, items: await sandbox.jobs.runAll() };
  });
  app.post<{ Params: { id: string } }>('/_sandbox/jobs/:id/run', async (request) => {
    owner(request);
    return sandbox.jobs.run(request.params.id);
  });
  // A request waiting on a held job (a website import) would keep the server from closing.
  app.addHook('preClose', async () => {
    await sandbox.jobs.close();
  });
}
