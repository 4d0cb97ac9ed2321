import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Profiles } from '../../src/cli/config.js';
import { tempDir } from '../helpers/temp-dirs.js';

describe('the config file', () => {
  it('is not created by reading, and once written only its user can read it, a wider mode it had before gone', () => {
    const dir = tempDir('docsctl-config-');
    const profiles = new Profiles(dir);
    expect(profiles.get('default')).toBeUndefined();
    expect(fs.existsSync(profiles.path)).toBe(false);
    fs.writeFileSync(profiles.path, JSON.stringify({ profiles: { old: { apiUrl: 'http://127.0.0.1:4000' } } }), { mode: 0o644 });
    profiles.set('default', { apiUrl: 'https://api.gitbook.com', token: 'a-token' });
    expect(fs.statSync(profiles.path).mode & 0o777).toBe(0o600);
    expect(new Profiles(dir).names()).toEqual(['old', 'default']);
    profiles.remove('old');
    expect(new Profiles(dir).get('default')).toEqual({ apiUrl: 'https://api.gitbook.com', token: 'a-token' });
    expect(new Profiles(dir).names()).toEqual(['default']);
    expect(fs.readdirSync(dir)).toEqual([path.basename(profiles.path)]);
  });

  it('that is not JSON is reported with its path', () => {
    const dir = tempDir('docsctl-config-');
    const profiles = new Profiles(dir);
    fs.writeFileSync(profiles.path, '{"profiles": ');
    expect(() => profiles.get('default')).toThrow(`cannot read ${profiles.path}: `);
  });
});
