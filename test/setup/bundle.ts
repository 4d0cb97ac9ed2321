import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * Tests that run `bin/docsctl` run the bundle in dist/bundle: it is rebuilt from the sources
 * before any test, so that no test ever runs a stale one (esbuild takes about a second).
 */
export default function setup(): void {
  execFileSync(process.execPath, ['scripts/bundle.mjs'], { cwd: fileURLToPath(new URL('../..', import.meta.url)), stdio: 'inherit' });
}
