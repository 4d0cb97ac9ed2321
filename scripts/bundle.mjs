// Bundles the CLI into dist/bundle so that a command starts by reading a few files instead of
// hundreds. The CLI's own libraries go in; everything else (the sandbox's libraries, and
// jq-wasm, which reads its .wasm file from beside itself) stays in node_modules, loaded only
// by the commands that use it.
import fs from 'node:fs';
import { build } from 'esbuild';

const BUNDLED = new Set(['commander', 'zod', 'undici', 'conf', 'ajv', 'env-paths', 'cli-table3', 'ora', 'inquirer']);
const { dependencies } = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

// Chunks are named by content: a folder left from earlier builds would keep every old one.
fs.rmSync('dist/bundle', { recursive: true, force: true });

await build({
  // Workers are entries of their own: the sandbox starts them by file name, beside the chunk that asks.
  entryPoints: {
    docsctl: 'src/cli/main.ts',
    'markdown-worker': 'src/domain/revisions/markdown/markdown-worker.ts',
    'pdf-worker': 'src/domain/revisions/markdown/pdf-worker.ts',
  },
  outdir: 'dist/bundle',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  external: Object.keys(dependencies).filter((name) => !BUNDLED.has(name)),
  // Bundled CommonJS libraries call require() for Node's own modules.
  banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
  logLevel: 'warning',
});
