// Bundles the CLI into dist/bundle so that a command starts by reading a few files instead of
// hundreds, and so that the installed package needs only the few libraries that cannot be
// bundled (UNBUNDLABLE): the rest are devDependencies, whose own dependencies (and the Node
// releases those ask for) never reach a user. The library entry (`import … from 'docsctl'`) is
// bundled beside it as index.js, leaving out the packages its declarations name (zod, undici),
// which are installed with it.
//
// `node scripts/bundle.mjs --clean` (prepack) removes the files of earlier builds at once: a
// package holds this build's files only.
//
// `node scripts/bundle.mjs --if-stale` builds only when a source is newer than the bundle (the
// tests' global setup asks so: `npm test` has just built it, `npx vitest run` may not have).
//
// The bundle is used while it is rebuilt (by another run of the tests, by someone running
// bin/docsctl), so it is never missing and never half-written: esbuild writes into a folder of
// its own, and each file is then renamed into dist/bundle, chunks first and entries last. A
// chunk's name holds a hash of its contents, so a new build's chunks sit beside the old ones
// until the entries switch over; the old ones stay for a while after that, for the processes
// that still load them as they go, and a later build removes them.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { writeHelpCatalog } from './help-catalog.mjs';
import { commanderLazySpawn } from './commander-lazy-spawn.mjs';
import { zodInEnglish } from './zod-english.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = path.join(root, 'dist/bundle');
/** What the last build wrote and when it read its sources. */
const MANIFEST = path.join(out, '.build.json');
/** How long the files of an earlier build stay once no build has them. */
const KEEP_MS = 15 * 60_000;
const ENTRIES = {
  // Workers are entries of their own: the sandbox starts them by file name, beside the chunk that asks.
  'markdown-worker': 'src/domain/workers/markdown-worker.ts',
  'pdf-worker': 'src/domain/workers/pdf-worker.ts',
  'spec-worker': 'src/domain/workers/spec-worker.ts',
  // `docsctl/sandbox`: the server's code, shared with the CLI's chunks.
  sandbox: 'src/sandbox-api/index.ts',
  // The CLI last: once it is in place, whatever it loads is.
  docsctl: 'src/cli/main.ts',
};
/** The library entry, built on its own: it shares no chunk with the CLI, which bundles zod and undici. */
const LIBRARY = { index: 'src/index.ts' };

/**
 * `docsctl/sandbox` hands out the library's client, controls and errors: it imports the library entry
 * beside it (dist/bundle/index.js) rather than a copy, so that `instanceof NotFoundError` holds
 * whichever entry the class came from.
 */
const libraryBeside = {
  name: 'library-beside',
  setup(build) {
    build.onResolve({ filter: /\/index\.js$/ }, (args) =>
      path.resolve(args.resolveDir, args.path) === path.join(root, 'src/index.js') ? { path: './index.js', external: true } : undefined,
    );
  },
};

/**
 * Packages that read files from beside themselves, so stay in node_modules: jq-wasm its .wasm
 * file, pdfkit its fonts' metrics (data/*.afm), piscina the worker.js it starts each thread with.
 */
const UNBUNDLABLE = ['jq-wasm', 'pdfkit', 'piscina'];
const { dependencies } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));

const readManifest = () => {
  try {
    return JSON.parse(fs.readFileSync(MANIFEST, 'utf8'));
  } catch {
    return undefined;
  }
};

/** The newest change to what goes into the bundle: the sources, the packages, and this script. */
function newestInput() {
  let newest = 0;
  const visit = (file) => {
    const stat = fs.statSync(file);
    if (stat.isDirectory()) for (const name of fs.readdirSync(file)) visit(path.join(file, name));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const input of [
    'src',
    'package.json',
    'package-lock.json',
    'scripts/bundle.mjs',
    'scripts/help-catalog.mjs',
    'scripts/zod-english.mjs',
    'scripts/commander-lazy-spawn.mjs',
  ]) {
    if (fs.existsSync(path.join(root, input))) visit(path.join(root, input));
  }
  return newest;
}

if (process.argv.includes('--if-stale')) {
  const last = readManifest();
  if (last && newestInput() < last.startedAt && last.files.every((name) => fs.existsSync(path.join(out, name)))) process.exit(0);
}

const startedAt = Date.now();
fs.mkdirSync(path.join(root, 'dist'), { recursive: true });
// The staging folders of builds that were killed.
for (const name of fs.readdirSync(path.join(root, 'dist'))) {
  const folder = path.join(root, 'dist', name);
  if (name.startsWith('.bundle-') && startedAt - fs.statSync(folder).mtimeMs > KEEP_MS) fs.rmSync(folder, { recursive: true, force: true });
}
const staging = fs.mkdtempSync(path.join(root, 'dist/.bundle-'));
try {
  await build({
    absWorkingDir: root,
    entryPoints: ENTRIES,
    outdir: staging,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    external: UNBUNDLABLE,
    // Bundled CommonJS libraries call require() for Node's own modules. The import is renamed: esbuild does not see
    // the banner, and a bundled ES module may import createRequire itself (fflate does).
    banner: { js: "import { createRequire as __bannerCreateRequire } from 'node:module'; const require = __bannerCreateRequire(import.meta.url);" },
    plugins: [zodInEnglish, commanderLazySpawn, libraryBeside],
    logLevel: 'warning',
  });
  // Written from the bundle just built, and put in place with it.
  await writeHelpCatalog(staging);
  await build({
    absWorkingDir: root,
    entryPoints: LIBRARY,
    outdir: staging,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    external: Object.keys(dependencies),
    logLevel: 'warning',
  });
  const entries = [...Object.keys(LIBRARY), ...Object.keys(ENTRIES)].map((name) => `${name}.js`);
  const files = fs.readdirSync(staging);
  fs.mkdirSync(out, { recursive: true });
  for (const name of [...files.filter((name) => !entries.includes(name)), ...entries]) fs.renameSync(path.join(staging, name), path.join(out, name));

  // Files of earlier builds: those the last build wrote are retired now (their time is set to
  // now), and go after KEEP_MS; so do those of a build before the manifest (a folder without one).
  const last = readManifest();
  const now = new Date();
  const clean = process.argv.includes('--clean');
  for (const name of fs.readdirSync(out)) {
    if (files.includes(name) || name === path.basename(MANIFEST)) continue;
    const file = path.join(out, name);
    if (clean) fs.rmSync(file, { force: true });
    else if (!last || last.files.includes(name)) fs.utimesSync(file, now, now);
    else if (now.getTime() - fs.statSync(file).mtimeMs > KEEP_MS) fs.rmSync(file, { force: true });
  }
  const manifest = path.join(staging, path.basename(MANIFEST));
  fs.writeFileSync(manifest, JSON.stringify({ startedAt, files }));
  fs.renameSync(manifest, MANIFEST);
} finally {
  fs.rmSync(staging, { recursive: true, force: true });
}
