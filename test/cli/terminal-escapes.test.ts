import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { cliAgainst, runCli, tsvRows, type CliOptions } from '../helpers/cli.js';
import { startSandbox, tokenOf, type Running } from '../helpers/sandbox.js';
import { printable, printableBlock } from '../../src/cli/render/terminal-text.js';

/**
 * Titles, subjects, comments and error messages come from the API, so whoever can write one can write
 * terminal control sequences into it. docsctl prints them escaped on a terminal and in a pipe, and
 * exactly as they are in --json.
 */

/** Retitles the window, clears the screen, starts a CSI the C1 way, and reverses what follows, in 34 characters (a space's title may have 50). */
const EVIL = 'Q3 \x1b]0;pwned\x07report\x1b[2J\x9b1m\u202etxt.exe';
/** How it is shown instead. */
const SHOWN = String.raw`Q3 \x1b]0;pwned\x07report\x1b[2J\x9b1m\u202etxt.exe`;

/** What a terminal would obey: C0 controls but tab and newline, DEL, C1 controls, bidi embeddings, overrides and isolates. */
const RAW_CONTROL = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]/;
/** docsctl's own bold headers and green ticks, the only escape sequences it writes on a terminal. */
const OWN_STYLE = /\x1b\[(?:0|1|31|32|35|90)m/g;
const obeyed = (text: string) => text.replace(OWN_STYLE, '');

let sb: Running;
let cli: ReturnType<typeof cliAgainst>;
let space: string;
/**
 * Serves a page of Markdown to import whose heading and lines hold the same, and answers anything else
 * with an error whose message echoes the title, as an API may.
 */
let hostile: http.Server;
let hostileUrl: string;

const PIPE: CliOptions = {};
// Wide enough that no cell is cut short: the whole escaped title is on the line.
const TTY: CliOptions = { tty: true, columns: 200 };

beforeAll(async () => {
  sb = await startSandbox();
  cli = cliAgainst(sb);
  space = (await sb.client('admin').orgs.createSpace('acme', { title: EVIL })).data.id;
  hostile = http.createServer((request, response) => {
    if (request.url === '/evil.md') {
      response.writeHead(200, { 'content-type': 'text/markdown' }).end(`# ${EVIL}\n\nFirst line\x1b[2J\r\nSecond\tline \u2066x\u2069\n`);
      return;
    }
    response.writeHead(409, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { code: 409, message: `a space titled "${EVIL}" exists` } }));
  });
  await new Promise<void>((resolve) => hostile.listen(0, '127.0.0.1', resolve));
  hostileUrl = `http://127.0.0.1:${(hostile.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => hostile.close(resolve));
  await sb.close();
});

describe('control characters from the API', () => {
  it.each([
    ['in a pipe', PIPE],
    ['on a terminal', TTY],
  ])('are escaped in space lists and views %s', async (_where, options) => {
    for (const argv of [
      ['spaces', 'list'],
      ['spaces', 'view', space],
    ]) {
      const { code, stdout, stderr } = await cli(argv, options);
      expect(code).toBe(0);
      expect(obeyed(stdout)).not.toMatch(RAW_CONTROL);
      expect(obeyed(stderr)).not.toMatch(RAW_CONTROL);
      expect(stdout).toContain(SHOWN);
    }
  });

  it("keep a pipe's rows one line each, tab-separated", async () => {
    const { stdout } = await cli(['spaces', 'list']);
    expect(tsvRows(stdout).map((row) => row.slice(0, 2))).toEqual([[space, SHOWN]]);
  });

  it('reach --json and --jq exactly as the API gave them', async () => {
    const view = await cli(['spaces', 'view', space, '--json'], TTY);
    expect(JSON.parse(view.stdout).title).toBe(EVIL);
    expect(view.stdout).toContain(JSON.stringify(EVIL));
    const list = await cli(['spaces', 'list', '--json']);
    expect(JSON.parse(list.stdout)[0].title).toBe(EVIL);
    expect((await cli(['spaces', 'list', '--jq', '.[0].title'])).stdout).toBe(`${EVIL}\n`);
  });

  it('are escaped in change requests and comments', async () => {
    await sb.client('admin').spaces.createChangeRequest(space, { subject: EVIL });
    await sb.client('admin').spaces.postCommentInSpace(space, { body: { markdown: EVIL } });
    for (const argv of [
      ['cr', 'list', space, '--status', 'draft'],
      ['cr', 'view', space, '1'],
      ['comments', 'list', space],
    ]) {
      for (const options of [PIPE, TTY]) {
        const { code, stdout, stderr } = await cli(argv, options);
        expect(code).toBe(0);
        expect(obeyed(stdout + stderr)).not.toMatch(RAW_CONTROL);
        expect(stdout).toContain(SHOWN);
      }
    }
  });

  it("are escaped in page trees, and in a page's Markdown, which keeps its lines and tabs", async () => {
    const imported = await cli(['content', 'import', space, '--source', 'markdown', '--url', `${hostileUrl}/evil.md`]);
    expect(imported.code).toBe(0);
    for (const options of [PIPE, TTY]) {
      const tree = await cli(['content', 'pages', space], options);
      expect(obeyed(tree.stdout)).not.toMatch(RAW_CONTROL);
      expect(tree.stdout).toContain(SHOWN);
    }
    const page = tsvRows((await cli(['content', 'pages', space])).stdout)[0]?.[0];
    assert(page, 'the space lists its page');
    const markdown = await cli(['content', 'page', space, page]);
    // The page reads back as its file, line endings as Git Sync writes them (LF).
    expect(markdown.stdout).toBe(`# ${SHOWN}\n\nFirst line\\x1b[2J\nSecond\tline \\u2066x\\u2069\n`);
    expect(JSON.parse((await cli(['content', 'page', space, page, '--json'])).stdout).markdown).toBe(
      `# ${EVIL}\n\nFirst line\x1b[2J\nSecond\tline \u2066x\u2069\n`,
    );
  });

  it.each([
    ['in a pipe', PIPE],
    ['on a terminal', TTY],
  ])('are escaped in an error message the API sends %s, still on one line', async (_where, options) => {
    const { code, stdout, stderr } = await runCli(['spaces', 'create', '--title', 'Mine'], {
      ...options,
      env: { DOCSCTL_API_URL: hostileUrl, DOCSCTL_TOKEN: tokenOf('admin'), DOCSCTL_ORG: 'acme' },
    });
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(obeyed(stderr)).toBe(`docsctl: a space titled "${SHOWN}" exists (HTTP 409)\n`);
  });

  it('are escaped in the question a destructive command refuses to ask, or in its "not found", when a script passed one as an ID', async () => {
    const { code, stderr } = await cli(['teams', 'remove', 'T1', EVIL]);
    expect(code).toBe(2);
    expect(stderr).toBe(`docsctl: Remove ${SHOWN} from team T1: refusing without --yes when not asked on a terminal\n`);
    const missing = await cli(['spaces', 'delete', EVIL]);
    expect([missing.code, missing.stderr]).toEqual([1, `docsctl: space "${SHOWN}" not found\n`]);
  });
});

describe('printable text', () => {
  it('keeps a line one line and shows every control as an escape', () => {
    expect(printable('a\tb\r\nc\x00\x7f\x85\u2069 é ✓')).toBe('a b c\\x00\\x7f\\x85\\u2069 é ✓');
  });

  it('keeps the tabs and line breaks of a block, but not a carriage return of its own', () => {
    expect(printableBlock('a\tb\r\nc\rd\n\x1b[2J')).toBe('a\tb\r\nc\\x0dd\n\\x1b[2J');
  });

  it('leaves what it printed alone when printed again', () => {
    expect(printable(printable(EVIL))).toBe(SHOWN);
  });
});
