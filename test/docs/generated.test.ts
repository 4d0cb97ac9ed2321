import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeProgram } from '../../src/cli/main.js';
import { apiCoverage } from '../../scripts/docs/api-coverage.js';
import { cliReference } from '../../scripts/docs/cli-reference.js';
import type { HelpEntry } from '../../src/cli/help-catalog.js';

const checkedIn = (file: string) => fs.readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');

// On a mismatch: npm run docs
describe('the generated pages of docs/', () => {
  it('cli.md is the reference the help catalog makes, every command in it', async () => {
    // The catalog as the build writes it: the command tree's description, through JSON.
    const catalog = JSON.parse(JSON.stringify(await describeProgram())) as HelpEntry[];
    const reference = await cliReference(catalog);
    expect(checkedIn('docs/cli.md')).toBe(reference);
    const lines = (entries: HelpEntry[], prefix: string): string[] =>
      entries.filter((e) => !e.name.startsWith('__')).flatMap((e) => [`${prefix} ${e.name}`, ...lines(e.commands ?? [], `${prefix} ${e.name}`)]);
    for (const line of lines(catalog, 'docsctl')) expect(reference).toContain(`## ${line}\n`);
  });

  it('api-coverage.md is what the specs, the operation table and the verbs make', async () => {
    expect(checkedIn('docs/api-coverage.md')).toBe(await apiCoverage());
  });
});
