import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/** What both tiers share. */
const tier = {
  testTimeout: 30_000,
  hookTimeout: 30_000,
  // Test files share their workers' module graph (no file leaves global state behind), and
  // three run at once: many wait on processes or sockets, so two cores keep up with three.
  pool: 'threads',
  isolate: false,
} satisfies TestProjectInlineConfiguration['test'];

/**
 * Two tiers. `unit` (`npm test`): rules, store, schemas, the server's contract in process, the
 * CLI against a stubbed transport or an in-process sandbox. `e2e` (`npm run test:e2e`): a file
 * named `*.e2e.test.ts`, beside the tests of what it exercises, runs something built or a process
 * of its own: bin/docsctl, `docsctl serve`, kill -9, real shells, Chromium, the package.
 */
export default defineConfig({
  test: {
    // The run's folder for temporary files (removed at its end), for every tier.
    globalSetup: ['test/setup/temp-root.ts'],
    maxWorkers: 3,
    projects: [
      { test: { ...tier, name: 'unit', include: ['test/**/*.test.ts'], exclude: ['test/**/*.e2e.test.ts'] } },
      // The bundle, if it is stale: only what runs the built files needs it.
      // A process started on a busy machine is slow to come up: their tests get twice the time.
      {
        test: { ...tier, name: 'e2e', include: ['test/**/*.e2e.test.ts'], globalSetup: ['test/setup/bundle.ts'], testTimeout: 60_000, hookTimeout: 60_000 },
      },
    ],
  },
});
