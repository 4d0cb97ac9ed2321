import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';

/** A line that names a verb builds that verb alone (main.ts, buildResource): what must still hold. */
describe('a command line naming a verb', () => {
  it('runs it by its name or its alias, and a mistyped one gets the suggestion of every verb', async () => {
    const byName = await runCli(['cr', 'view', '--help']);
    const byAlias = await runCli(['cr', 'get', '--help']);
    expect(byAlias).toEqual(byName);
    expect(byName.stdout).toMatch(/^Usage: docsctl cr view\|get /);
    const mistyped = await runCli(['spaces', 'lst']);
    expect(mistyped.code).toBe(2);
    expect(mistyped.stderr).toMatch(/unknown command 'lst'\s+\(Did you mean list\?\)/);
  });

  it('that is a group builds the whole group', async () => {
    const { code, stdout } = await runCli(['cr', 'reviewers', '--help']);
    expect(code).toBe(0);
    for (const verb of ['add', 'list', 'remove']) expect(stdout).toMatch(new RegExp(`\\n  ${verb} \\[options\\] [<[]space[>\\]] `));
  });
});
