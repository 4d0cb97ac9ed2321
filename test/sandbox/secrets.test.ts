import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../helpers/temp-dirs.js';
import { Secrets } from '../../src/sandbox/secrets.js';
import { DataDirError } from '../../src/store/lock.js';

const TOKENS = { dsk_ada_0123456789abcdef: 'ada', dsk_rita_0123456789abcdef: 'rita' };
const ACCESS = () => ({ tokens: { ...TOKENS }, owners: ['ada'] });
const dir = tempDirs('secrets');

describe('Secrets', () => {
  it('finds the user of each token, created or loaded from disk', () => {
    const d = dir();
    const created = Secrets.create(ACCESS(), d);
    const loaded = Secrets.load(d, () => []);
    for (const secrets of [created, loaded]) {
      expect(secrets.userForToken('dsk_ada_0123456789abcdef')).toBe('ada');
      expect(secrets.userForToken('dsk_rita_0123456789abcdef')).toBe('rita');
      expect(secrets.tokenForUser('rita')).toBe('dsk_rita_0123456789abcdef');
    }
  });

  it('finds no user for an unknown token, nor for a prefix or an extension of a real one', () => {
    const secrets = Secrets.create(ACCESS());
    for (const token of ['', 'dsk_nobody_0123456789abcdef', 'dsk_ada_0123456789abcde', 'dsk_ada_', 'dsk_ada_0123456789abcdef0', 'DSK_ADA_0123456789ABCDEF']) {
      expect(secrets.userForToken(token), token).toBeUndefined();
    }
  });

  it('finds no user for the names every object inherits', () => {
    const secrets = Secrets.create(ACCESS());
    for (const token of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      expect(secrets.userForToken(token), token).toBeUndefined();
    }
  });

  it('keeps the tokens as they were in secrets.json, readable by the owner only', () => {
    const d = dir();
    Secrets.create(ACCESS(), d);
    const file = path.join(d, 'secrets.json');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).tokens).toEqual(TOKENS);
  });

  it('keeps the owners in secrets.json; a store made before owners were gets the ones it is told, written down', () => {
    const d = dir();
    Secrets.create({ tokens: { ...TOKENS }, owners: ['ada', 'rita'] }, d);
    expect(Secrets.load(d, () => ['nobody']).owners).toEqual(['ada', 'rita']);
    const file = path.join(d, 'secrets.json');
    const { owners: _, ...before } = JSON.parse(fs.readFileSync(file, 'utf8'));
    fs.writeFileSync(file, JSON.stringify(before));
    const upgraded = Secrets.load(d, () => ['rita']);
    expect([upgraded.isOwner('rita'), upgraded.isOwner('ada')]).toEqual([true, false]);
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).owners).toEqual(['rita']);
  });
});

describe('issue 22 review 5b: a store names at least one owner', () => {
  it('refuses to open secrets.json whose owners are empty, naming the file and the field', () => {
    const d = dir();
    Secrets.create({ tokens: { ...TOKENS }, owners: [] }, d);
    expect(() => Secrets.load(d, () => ['ada'])).toThrow(DataDirError);
    expect(() => Secrets.load(d, () => ['ada'])).toThrow(/secrets\.json is not a store's secrets \(owners: names no owner/);
  });
});
