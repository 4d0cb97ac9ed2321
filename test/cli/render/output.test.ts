import stringWidth from 'string-width';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliAgainst, tsvRows } from '../../helpers/cli.js';
import { startSandbox, type Running } from '../../helpers/sandbox.js';

/**
 * What a person sees of a list, and what a script keeps: one sandbox of 45 spaces (one with a title far
 * wider than a terminal), read through the CLI on a pretend terminal of a given width and in a pipe.
 */
let sb: Running;
let cli: ReturnType<typeof cliAgainst>;
let space: string;
/** As long as a title may be (50): wider than what a terminal of 100 columns leaves it beside the other columns. */
const LONG = 'Engineering handbook: onboarding, architecture, on';
const NO_COLOR = { NO_COLOR: '1' };

beforeAll(async () => {
  sb = await startSandbox();
  cli = cliAgainst(sb);
  const admin = sb.client('admin');
  space = (await admin.orgs.createSpace('acme', { title: LONG })).data.id;
  for (let i = 1; i < 45; i++) await admin.orgs.createSpace('acme', { title: `Space ${String(i).padStart(2, '0')}` });
});
afterAll(() => sb.close());

const lines = (stdout: string) => stdout.replace(/\n$/, '').split('\n');

describe('a list on a terminal', () => {
  it.each([100, 60])('is a borderless table under short headers, no line wider than %i columns, the title cut with … and IDs whole', async (columns) => {
    const { code, stdout } = await cli(['spaces', 'list'], { tty: true, columns, env: NO_COLOR });
    expect(code).toBe(0);
    const [header, first] = lines(stdout);
    expect(header).toMatch(/^ID +TITLE +VISIBILITY +PARENT +UPDATED$/);
    expect(stdout).not.toMatch(/[┌│─]/);
    for (const line of lines(stdout)) expect(stringWidth(line)).toBeLessThanOrEqual(columns);
    expect(first!.startsWith(`${space}  Engi`)).toBe(true);
    expect(first).toMatch(/…/);
    expect(first).not.toContain(LONG);
  });

  it('is as wide as it needs on a wide terminal, and 80 columns when the terminal does not say', async () => {
    expect((await cli(['spaces', 'list'], { tty: true, columns: 300, env: NO_COLOR })).stdout).toContain(LONG);
    const unknown = await cli(['spaces', 'list'], { tty: true, columns: 0, env: NO_COLOR });
    for (const line of lines(unknown.stdout)) expect(stringWidth(line)).toBeLessThanOrEqual(80);
  });

  it('shows times relative to now; a pipe and --json keep them ISO', async () => {
    const [, row] = lines((await cli(['spaces', 'list', '--limit', '1'], { tty: true, columns: 100, env: NO_COLOR })).stdout);
    expect(row).toMatch(/less than a minute ago$/);
    const [[, , , , updated]] = tsvRows((await cli(['spaces', 'list', '--limit', '1'])).stdout) as [string[]];
    expect(updated).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/);
    expect(JSON.parse((await cli(['spaces', 'list', '--limit', '1', '--json'])).stdout)[0].updatedAt).toBe(updated);
  });

  it('says on stderr when it stops short of the whole list, and not with --all, --json or in a pipe', async () => {
    const cut = await cli(['spaces', 'list'], { tty: true, env: NO_COLOR });
    expect(lines(cut.stdout)).toHaveLength(31);
    expect(cut.stderr).toBe('Showing 30 of 45 spaces. Use --all or --limit to see more\n');
    expect((await cli(['spaces', 'list', '--limit', '5'], { tty: true })).stderr).toBe('Showing 5 of 45 spaces. Use --all or --limit to see more\n');
    expect((await cli(['spaces', 'list', '--all'], { tty: true, columns: 0 })).stderr).toBe('');
    expect((await cli(['spaces', 'list', '--json'], { tty: true })).stderr).toBe('');
    const piped = await cli(['spaces', 'list', '--limit', '5']);
    expect(tsvRows(piped.stdout)).toHaveLength(5);
    expect(piped.stderr).toBe('');
  });
});

describe('an empty list on a terminal', () => {
  it('says which filters are in effect, and counts the change requests of the other statuses', async () => {
    const created = await cli(['cr', 'create', space, '--subject', 'Rewrite the intro']);
    expect(created.code).toBe(0);
    expect(await cli(['cr', 'list', space], { tty: true })).toEqual({ code: 0, stdout: '', stderr: 'No open change requests (1 draft). Use --status draft\n' });
    const merged = await cli(['cr', 'list', space, '--status', 'merged', '--creator', 'edit'], { tty: true });
    expect(merged.stderr).toBe('No merged change requests matching --creator edit\n');
    expect(await cli(['cr', 'list', space])).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(await cli(['teams', 'list', '--title', 'nobody'], { tty: true })).toMatchObject({ stdout: '', stderr: 'No teams matching --title nobody\n' });
    await cli(['cr', 'create', space]);
    const [open] = tsvRows((await cli(['cr', 'create', space])).stdout);
    await cli(['cr', 'edit', space, open![1]!, '--status', 'open']);
    expect((await cli(['cr', 'list', space, '--status', 'merged'], { tty: true })).stderr).toBe(
      'No merged change requests (2 draft, 1 open). Use --status draft or open\n',
    );
  });
});

describe('colours', () => {
  it('paint statuses on a colour terminal only: not under NO_COLOR or FORCE_COLOR=0, nor in a pipe', async () => {
    await cli(['cr', 'create', space]);
    const argv = ['cr', 'list', space, '--status', 'draft'];
    expect((await cli(argv, { tty: true, columns: 120 })).stdout).toMatch(/\x1b\[90mdraft\x1b\[0m/);
    expect((await cli(argv, { tty: true, env: NO_COLOR })).stdout).not.toMatch(/\x1b\[/);
    expect((await cli(argv, { tty: true, env: { FORCE_COLOR: '0' } })).stdout).not.toMatch(/\x1b\[/);
    expect((await cli(argv, { env: { FORCE_COLOR: '1' } })).stdout).not.toMatch(/\x1b\[/);
  });

  it('make an error red on a terminal, and under FORCE_COLOR in a pipe; a plain line otherwise', async () => {
    const argv = ['spaces', 'view', 'no-such-space'];
    expect((await cli(argv, { tty: true })).stderr).toMatch(/^\x1b\[31mdocsctl: .*not found.*\x1b\[0m\n$/);
    expect((await cli(argv, { env: { FORCE_COLOR: '1' } })).stderr).toMatch(/^\x1b\[31mdocsctl: /);
    expect((await cli(argv)).stderr).toMatch(/^docsctl: [^\x1b]*\n$/);
    expect((await cli(argv, { tty: true, env: NO_COLOR })).stderr).toMatch(/^docsctl: [^\x1b]*\n$/);
  });
});

describe('--json fields and --template', () => {
  it('--json id,title prints only those fields; plain --json, before the command too, prints everything', async () => {
    const picked = JSON.parse((await cli(['spaces', 'list', '--limit', '2', '--json', 'id,title'])).stdout);
    expect(picked).toEqual([
      { id: space, title: LONG },
      { id: expect.any(String), title: 'Space 01' },
    ]);
    expect(JSON.parse((await cli(['spaces', 'view', space, '--json', 'title,parent'])).stdout)).toEqual({ title: LONG, parent: null });
    expect(JSON.parse((await cli(['--json', 'spaces', 'list', '--limit', '1'])).stdout)[0]).toMatchObject({
      object: 'space',
      id: space,
      urls: expect.any(Object),
    });
    expect((await cli(['spaces', 'list', '--limit', '1', '--json', 'id,title', '--jq', '.[].title'])).stdout).toBe(`${LONG}\n`);
  });

  it('refuses an unknown field before sending anything, naming the fields there are', async () => {
    const refused = await cli(['spaces', 'create', '--title', 'Typo', '--json', 'id,tittle']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/^docsctl: --json: unknown field tittle; available: object, id, title, .*visibility/);
    expect(refused.stderr.trim().split('\n')).toHaveLength(1);
    expect((await cli(['spaces', 'list', '--all', '--json', 'title'])).stdout).not.toContain('Typo');
  });

  it('--template fills {{.field}} from each item, a line each, and refuses what it cannot fill', async () => {
    const { stdout } = await cli(['spaces', 'list', '--limit', '2', '--template', '{{.title}} ({{.id}}) {{.urls.app}}']);
    expect(lines(stdout)).toEqual([
      expect.stringMatching(new RegExp(`^${LONG} \\(${space}\\) https?://`)),
      expect.stringMatching(/^Space 01 \(\w+\) https?:\/\//),
    ]);
    expect((await cli(['spaces', 'view', space, '--template', 'title: {{ .title }}{{.nothing}}'])).stdout).toBe(`title: ${LONG}\n`);
    const bad = await cli(['spaces', 'list', '--template', '{{range .}}{{.id}}{{end}}']);
    expect(bad).toMatchObject({ code: 2, stdout: '' });
    expect(bad.stderr).toMatch(/^docsctl: --template: \{\{range \.\}\} is not a field/);
    expect((await cli(['spaces', 'list', '--template', '{{.id}}', '--jq', '.[]'])).code).toBe(2);
  });
});

describe('the pager', () => {
  const PAGER = 'sed "s/^/paged: /"';

  it('takes a terminal list ($DOCSCTL_PAGER, else $PAGER), the notice after it; a pipe never gets one', async () => {
    const paged = await cli(['spaces', 'list', '--limit', '3'], { tty: true, env: { ...NO_COLOR, DOCSCTL_PAGER: PAGER } });
    expect(lines(paged.stdout)).toHaveLength(4);
    for (const line of lines(paged.stdout)) expect(line).toMatch(/^paged: /);
    expect(paged.stderr).toBe('Showing 3 of 45 spaces. Use --all or --limit to see more\n');
    const fallback = await cli(['spaces', 'view', space], { tty: true, env: { ...NO_COLOR, DOCSCTL_PAGER: undefined, PAGER } });
    expect(fallback.stdout).toMatch(/^paged: ID /);
    const piped = await cli(['spaces', 'list', '--limit', '3'], { env: { DOCSCTL_PAGER: PAGER } });
    expect(piped.stdout).not.toMatch(/paged/);
    for (const none of ['', 'cat']) expect((await cli(['spaces', 'list', '--limit', '1'], { tty: true, env: { DOCSCTL_PAGER: none } })).stdout).toMatch(/^ID /);
  });

  it('lets the command end cleanly when the pager quits without reading, and prints the text when there is no such pager', async () => {
    const quit = await cli(['spaces', 'list', '--all'], { tty: true, columns: 0, env: { DOCSCTL_PAGER: 'true' } });
    expect(quit).toEqual({ code: 0, stdout: '', stderr: '' });
    const missing = await cli(['spaces', 'list', '--limit', '1'], { tty: true, env: { ...NO_COLOR, DOCSCTL_PAGER: 'docsctl-no-such-pager 2>/dev/null' } });
    expect(missing.code).toBe(0);
    expect(missing.stdout).toMatch(/^ID +TITLE/);
  });
});
