import type { Sandbox } from '../../sandbox/open.js';
import type { ControlHandlers } from '../handler.js';

/**
 * `/_sandbox/jobs`: the sandbox's background work, listed, held (manual mode) and run by hand.
 * Running answers once the work has finished, so a test steps it and reads the outcome at once.
 */
export function jobHandlers(sandbox: Pick<Sandbox, 'jobs'>): Pick<ControlHandlers, 'listJobs' | 'setJobsMode' | 'runAllJobs' | 'runJob'> {
  return {
    listJobs: ({ query }) => ({ mode: sandbox.jobs.mode, items: sandbox.jobs.list(query) }),
    setJobsMode: async ({ body }) => {
      const ran = await sandbox.jobs.setMode(body.mode);
      return { mode: sandbox.jobs.mode, items: ran };
    },
    runAllJobs: async () => ({ mode: sandbox.jobs.mode, items: await sandbox.jobs.runAll() }),
    runJob: ({ params }) => sandbox.jobs.run(params.id),
  };
}
