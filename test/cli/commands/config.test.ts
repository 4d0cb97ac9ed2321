import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshConfig, tsvRows } from '../../helpers/cli.js';
import { startSandbox, tokenOf, type Running } from '../../helpers/sandbox.js';

/** `docsctl config`, each test with a config directory of its own. */
let sb: Running;
beforeAll(async () => {
  sb = await startSandbox();
  await sb.client('admin').orgs.createSpace('acme', { title: 'Handbook' });
});
afterAll(() => sb.close());

describe('docsctl config', () => {
  it('lists every key with its default, then sets, gets and lists them, in a file only the user can read', async () => {
    const { docsctl, file, stored } = freshConfig();
    expect(await docsctl(['config', 'list'])).toEqual({ code: 0, stdout: 'org=\noutput=table\npager=\neditor=\nprompt=enabled\n', stderr: '' });
    expect(fs.existsSync(file)).toBe(false);
    for (const [key, value] of [
      ['org', 'acme'],
      ['output', 'json'],
      ['pager', 'less -R'],
      ['editor', 'code --wait'],
      ['prompt', 'disabled'],
    ]) {
      expect(await docsctl(['config', 'set', key!, value!])).toEqual({ code: 0, stdout: '', stderr: '' });
      expect(await docsctl(['config', 'get', key!])).toEqual({ code: 0, stdout: `${value}\n`, stderr: '' });
    }
    expect((await docsctl(['config', 'ls'])).stdout).toBe('org=acme\noutput=json\npager=less -R\neditor=code --wait\nprompt=disabled\n');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(stored()).toEqual({
      profiles: { default: { org: 'acme' } },
      settings: { output: 'json', pager: 'less -R', editor: 'code --wait', prompt: 'disabled' },
    });
  });

  it('refuses an unknown key or a value the key does not take, in one line naming the allowed ones, and writes nothing', async () => {
    const { docsctl, file } = freshConfig();
    const keys = 'the keys are org, output, pager, editor, prompt';
    expect(await docsctl(['config', 'get', 'colour'])).toEqual({ code: 2, stdout: '', stderr: `docsctl: unknown key "colour": ${keys}\n` });
    expect(await docsctl(['config', 'set', 'token', 'secret'])).toEqual({ code: 2, stdout: '', stderr: `docsctl: unknown key "token": ${keys}\n` });
    expect(await docsctl(['config', 'set', 'output', 'yaml'])).toEqual({ code: 2, stdout: '', stderr: 'docsctl: output: "yaml" is not one of table, json\n' });
    expect(await docsctl(['config', 'set', 'prompt', 'off'])).toEqual({
      code: 2,
      stdout: '',
      stderr: 'docsctl: prompt: "off" is not one of enabled, disabled\n',
    });
    expect((await docsctl(['config', 'set', 'output'])).code).toBe(2);
    expect(fs.existsSync(file)).toBe(false);
  });

  it('keeps the organization in the profile in use, and clears a key set to nothing', async () => {
    const { docsctl, stored } = freshConfig();
    await docsctl(['config', 'set', 'org', 'acme']);
    await docsctl(['--profile', 'local', 'config', 'set', 'org', 'sandbox-org']);
    expect((await docsctl(['config', 'get', 'org'])).stdout).toBe('acme\n');
    expect((await docsctl(['config', 'get', 'org'], { env: { DOCSCTL_PROFILE: 'local' } })).stdout).toBe('sandbox-org\n');
    await docsctl(['config', 'set', 'pager', 'less']);
    await docsctl(['config', 'set', 'pager', '']);
    await docsctl(['config', 'set', 'org', '']);
    expect((await docsctl(['config', 'list'])).stdout).toBe('org=\noutput=table\npager=\neditor=\nprompt=enabled\n');
    expect(stored().profiles).toEqual({ default: {}, local: { org: 'sandbox-org' } });
  });

  it('gives commands their organization when no --org is given', async () => {
    const { docsctl } = freshConfig();
    const env = { DOCSCTL_API_URL: sb.url, DOCSCTL_TOKEN: tokenOf('admin') };
    expect((await docsctl(['spaces', 'list'], { env })).code).toBe(2);
    await docsctl(['config', 'set', 'org', 'acme']);
    const listed = await docsctl(['spaces', 'list'], { env });
    expect(listed.code).toBe(0);
    expect(tsvRows(listed.stdout).map((row) => row[1])).toEqual(['Handbook']);
    expect((await docsctl(['spaces', 'list', '--org', 'globex'], { env })).stdout).toBe('');
  });

  it('output json: a command given no format flag prints JSON as --json does; --jq still filters', async () => {
    const { docsctl } = freshConfig();
    const env = { DOCSCTL_API_URL: sb.url, DOCSCTL_TOKEN: tokenOf('admin'), DOCSCTL_ORG: 'acme' };
    const rows = (await docsctl(['spaces', 'list'], { env })).stdout;
    await docsctl(['config', 'set', 'output', 'json']);
    const plain = await docsctl(['spaces', 'list'], { env });
    expect(plain.stdout).toBe((await docsctl(['spaces', 'list', '--json'], { env })).stdout);
    expect(JSON.parse(plain.stdout)).toEqual([expect.objectContaining({ object: 'space', title: 'Handbook' })]);
    expect((await docsctl(['spaces', 'list', '--jq', '.[].title'], { env })).stdout).toBe('Handbook\n');
    await docsctl(['config', 'set', 'output', 'table']);
    expect((await docsctl(['spaces', 'list'], { env })).stdout).toBe(rows);
  });
});
