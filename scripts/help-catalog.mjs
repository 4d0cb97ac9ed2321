// The help catalog (src/cli/help-catalog.ts): what the help of every command shows, written from the
// real command tree of a bundle just built, into its folder. `docsctl … --help` then shows it without
// loading the schemas, the client and the profiles that building the real command takes.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Writes the catalog of the bundle in `folder` (its CLI entry, docsctl.js) beside it. */
export async function writeHelpCatalog(folder) {
  const { describeProgram, HELP_CATALOG_FILE } = await import(pathToFileURL(path.join(folder, 'docsctl.js')).href);
  fs.writeFileSync(path.join(folder, HELP_CATALOG_FILE), JSON.stringify(await describeProgram()));
}
