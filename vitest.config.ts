import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The run's folder for temporary files (removed at its end), then the bundle, if it is stale.
    globalSetup: ['test/setup/temp-root.ts', 'test/setup/bundle.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Test files share their workers' module graph (no file leaves global state behind), and
    // three run at once: many wait on processes or sockets, so two cores keep up with three.
    pool: 'threads',
    isolate: false,
    maxWorkers: 3,
  },
});
