import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { translatedTitle } from '../../../src/domain/translations/translations.js';
import { commandTranslator } from '../../../src/domain/kernel/translator.js';
import { startSandbox, type Running } from '../../helpers/sandbox.js';

let sb: Running | undefined;
afterEach(async () => {
  await sb?.close();
});

async function translateWith(command: string) {
  sb = await startSandbox(undefined, { translator: commandTranslator(command) });
  const space = (await sb.call('POST', '/v1/orgs/acme/spaces', { body: { title: 'Source' } })).body.id;
  await sb.call('POST', `/v1/spaces/${space}/content/template`, { body: { id: 'knowledge-base' } });
  const translation = (await sb.call('POST', '/v1/orgs/acme/translations', { body: { source: { space, language: 'en' }, language: 'de' } })).body;
  const run = async () => {
    expect((await sb!.call('POST', `/v1/orgs/acme/translations/${translation.id}/run`)).status).toBe(204);
    // Closing the sandbox waits for its background work: here, polling is simpler.
    for (let i = 0; i < 200; i++) {
      const current = (await sb!.call('GET', `/v1/orgs/acme/translations/${translation.id}`)).body;
      if (current.status === 'completed') return current;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error('no end to the run');
  };
  return { run };
}

describe('translation runs through a translator command', () => {
  it('pipes each page through the command, with the target language in the environment', async () => {
    const { run } = await translateWith('printf "[$DOCSCTL_TARGET_LANGUAGE] "; tr a-z A-Z');
    const done = await run();
    const pages = (await sb!.call('GET', `/v1/spaces/${done.result.space}/content/pages`)).body.pages;
    expect(pages.map((p: { title: string }) => p.title)).toEqual(['[de] WELCOME', '[de] ONBOARDING', '[de] HOW WE WORK', '[de] FAQ']);
    expect(pages[3].markdown).toBe('# [de] FAQ\n\n[de] ## WHERE DO I ASK A QUESTION?\n\nIN THE TEAM CHANNEL.\n');
    expect(done.stats).toMatchObject({ runs: 1, latestPages: 4 });
    expect(done.result.language).toBe('de');
  });

  it('keeps the previous result when the command fails, and says why', async () => {
    const flag = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'docsctl-translator-')), 'fail');
    const { run } = await translateWith(`if [ -f ${flag} ]; then echo "quota exceeded" >&2; exit 3; fi; tr a-z A-Z`);
    const first = await run();
    fs.writeFileSync(flag, '');
    const second = await run();
    expect(second.lastRunError).toMatch(/exited with 3: quota exceeded/);
    expect(second.result).toEqual(first.result);
    expect(second.stats.runs).toBe(2);
    const pages = (await sb!.call('GET', `/v1/spaces/${first.result.space}/content/pages`)).body.pages;
    expect(pages[0].title).toBe('WELCOME');
    fs.rmSync(path.dirname(flag), { recursive: true, force: true });
  });
});

describe("a translation's space title", () => {
  const _ = (title: string, language: string, expected: string) => () => expect(translatedTitle(title, language)).toBe(expected);
  it('is the source title and the language', _('Guide', 'fr', 'Guide (fr)'));
  it('cuts a long title to hold a two-letter language', _('x'.repeat(50), 'fr', `${'x'.repeat(45)} (fr)`));
  it('cuts a long title further for a longer language', _('x'.repeat(50), 'zh-tw', `${'x'.repeat(42)} (zh-tw)`));
});
