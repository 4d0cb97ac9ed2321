import { describe, expect, it } from 'vitest';
import { setting, storeSetting, type SettingKey } from '../../src/cli/settings.js';
import { tempDir } from '../helpers/temp-dirs.js';

/** An environment with its own config file, holding `stored`. */
function envWith(stored: Partial<Record<SettingKey, string>>, env: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const config = { DOCSCTL_CONFIG_DIR: tempDir('docsctl-config-') };
  for (const [key, value] of Object.entries(stored)) storeSetting(config, key as SettingKey, value);
  return { ...config, ...env };
}

describe('setting()', () => {
  it.each<[SettingKey, Partial<Record<SettingKey, string>>, NodeJS.ProcessEnv, string | undefined]>([
    ['pager', {}, {}, 'less -FRX'],
    ['pager', {}, { PAGER: 'more' }, 'more'],
    ['pager', { pager: 'less -R' }, { PAGER: 'more' }, 'less -R'],
    ['pager', { pager: 'less -R' }, { DOCSCTL_PAGER: 'bat', PAGER: 'more' }, 'bat'],
    ['pager', { pager: 'less -R' }, { DOCSCTL_PAGER: '' }, ''],
    ['pager', { pager: '' }, { PAGER: 'more' }, ''],
    ['editor', {}, {}, 'vi'],
    ['editor', {}, { EDITOR: 'nano' }, 'nano'],
    ['editor', {}, { VISUAL: 'code --wait', EDITOR: 'nano' }, 'code --wait'],
    ['editor', { editor: 'emacs' }, { VISUAL: 'code --wait' }, 'emacs'],
    ['editor', { editor: 'emacs' }, { DOCSCTL_EDITOR: 'hx' }, 'hx'],
    ['editor', { editor: '' }, { EDITOR: 'nano' }, 'nano'],
    ['prompt', {}, {}, 'enabled'],
    ['prompt', { prompt: 'disabled' }, {}, 'disabled'],
    ['prompt', {}, { DOCSCTL_PROMPT_DISABLED: '1' }, 'disabled'],
    ['prompt', {}, { DOCSCTL_PROMPT_DISABLED: '' }, 'enabled'],
    ['output', {}, {}, 'table'],
    ['output', { output: 'json' }, {}, 'json'],
  ])('%s with %j stored and %j set: %s', (key, stored, env, expected) => {
    expect(setting({ env: envWith(stored, env) }, key)).toBe(expected);
  });

  it('refuses to store a value a key does not take', () => {
    expect(() => envWith({ output: 'yaml' })).toThrow('output: "yaml" is not one of table, json');
  });
});
