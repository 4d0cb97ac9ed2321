import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * Tests that run `bin/docsctl` run the bundle in dist/bundle: it is rebuilt before any test when
 * a source is newer, so that no test ever runs a stale one (esbuild takes about a second); once per
 * run at most, and not at all after an `npm run build` with nothing changed since.
 */
export default function setup(): void {
  execFileSync(process.execPath, ['scripts/bundle.mjs', '--if-stale'], { cwd: fileURLToPath(new URL('../..', import.meta.url)), stdio: 'inherit' });
}
