import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { run } from '../../src/cli/main.js';
import { rolesSeed, startSandbox, tokenOf, type Running } from '../helpers/sandbox.js';
import { cliAgainst, testIO, type Cli } from '../helpers/cli.js';
import { tempDir } from '../helpers/temp-dirs.js';

/**
 * `--wait`: the spinner says where the work stands, Ctrl-C says how to follow it, a failure says why.
 * The sandbox's translator holds every page until the test lets it go, so a run is running for as long as a test needs.
 */
const current = {} as { sb: Running; cli: Cli; release: () => void };
beforeEach(async () => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  current.release = release;
  current.sb = await startSandbox(rolesSeed(), { translator: async (markdown) => (await held, markdown) });
  current.cli = cliAgainst(current.sb);
});
afterEach(async () => {
  current.release();
  await current.sb.close();
});

const env = () => ({ DOCSCTL_API_URL: current.sb.url, DOCSCTL_TOKEN: tokenOf('admin'), DOCSCTL_ORG: 'acme', NO_COLOR: '1' });

/** A translation of a space with pages, whose runs take until released. */
async function translation(): Promise<string> {
  const space = (await current.sb.client('admin').orgs.createSpace('acme', { title: 'Handbook' })).data;
  expect((await current.cli(['content', 'template', space.id, '--id', 'product-docs'])).code).toBe(0);
  return (
    await current.cli(['translations', 'create', '--source-space', space.id, '--source-language', 'en', '--language', 'fr', '--jq', '.id'])
  ).stdout.trim();
}

const until = async (done: () => boolean) => {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('translations run --wait', () => {
  it('shows on a terminal where the run stands and the seconds gone by, then the translation', async () => {
    const id = await translation();
    const { io, stdout, stderr } = testIO({ tty: true, env: env() });
    const running = run(['translations', 'run', id, '--wait'], io);
    await until(() => stderr().includes(`Translating (translation ${id}): running (`));
    current.release();
    expect(await running).toBe(0);
    expect(stderr()).toMatch(new RegExp(`Translating \\(translation ${id}\\): running \\(\\d+ s\\)`));
    expect(stdout()).toMatch(/^STATUS +completed$/m);
  });

  it('translations view --wait follows a run to its end', async () => {
    const id = await translation();
    expect((await current.cli(['translations', 'run', id])).code).toBe(0);
    const { io, stdout, stderr } = testIO({ env: env() });
    const following = run(['--verbose', 'translations', 'view', id, '--wait'], io);
    // The view's own read, then the first of its polls: it is following a run that is still going on.
    await until(() => stderr().match(new RegExp(`GET \\S+/translations/${id} `, 'g'))?.length === 2);
    current.release();
    expect(await following).toBe(0);
    expect(stdout()).toMatch(/^status\tcompleted$/m);
  });
});

describe('openapi create --wait', () => {
  it('fails with the errors the processing found, on one line', async () => {
    const file = path.join(tempDir('openapi-'), 'broken.yaml');
    fs.writeFileSync(file, 'openapi: 3.0.3\ninfo: [oops\n');
    const { code, stdout, stderr } = await current.cli(['openapi', 'create', '--slug', 'broken', '--source', file, '--wait']);
    expect([code, stdout]).toEqual([1, '']);
    expect(stderr).toMatch(
      /^docsctl: OpenAPI spec broken \(source: sent as text\) could not be processed: PARSE_ERROR: not JSON or YAML: .*line \d+, column \d+\n$/,
    );
  });
});
