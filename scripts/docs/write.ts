// `npm run docs`: writes the generated pages of docs/ — the command reference from the help catalog the
// build just wrote, and the coverage of GitBook's API. Run after a change to a command or an operation.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { HelpEntry } from '../../src/cli/help-catalog.js';
import { HELP_CATALOG_FILE } from '../../src/cli/help-catalog.js';
import { apiCoverage } from './api-coverage.js';
import { cliReference } from './cli-reference.js';

// Compiled to dist/scripts/docs/: the repository is three folders up.
const root = fileURLToPath(new URL('../../../', import.meta.url));
const catalog = JSON.parse(fs.readFileSync(path.join(root, 'dist/bundle', HELP_CATALOG_FILE), 'utf8')) as HelpEntry[];
for (const [file, text] of [
  ['docs/cli.md', await cliReference(catalog)],
  ['docs/api-coverage.md', await apiCoverage()],
] as const) {
  fs.writeFileSync(path.join(root, file), text);
  console.log(`wrote ${file}`);
}
