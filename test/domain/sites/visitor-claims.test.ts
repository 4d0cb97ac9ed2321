import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createSite } from '../../../src/domain/sites/sites.js';
import { putAdaptiveSchema } from '../../../src/domain/sites/adaptive.js';
import { getPublishingAuth, regeneratePublishingAuth } from '../../../src/domain/sites/publishing-auth.js';
import { signedClaims, unsignedClaims } from '../../../src/domain/sites/visitor-claims.js';
import { rules } from '../../helpers/rules.js';

const sign = (claims: Record<string, unknown>, key: string, expiresIn = '1h') =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuedAt().setExpirationTime(expiresIn).sign(new TextEncoder().encode(key));

describe("a visitor token's claims", () => {
  it("are read from a token signed with the site's key, and no longer once the key is regenerated", async () => {
    const ctx = rules().as();
    const site = createSite(ctx, 'acme', { title: 'Help' });
    const record = () => ctx.store.get('sites', site.id)!;
    expect(await signedClaims(ctx, record(), await sign({ plan: 'pro' }, 'guessed'))).toBeUndefined();
    const { privateKey } = getPublishingAuth(ctx, 'acme', site.id);
    expect(getPublishingAuth(ctx, 'acme', site.id).privateKey).toBe(privateKey);
    const token = await sign({ plan: 'pro', beta: true }, privateKey);
    expect(await signedClaims(ctx, record(), token)).toEqual({ plan: 'pro', beta: true });
    expect(await signedClaims(ctx, record(), await sign({ plan: 'pro' }, 'another key'))).toBeUndefined();
    expect(await signedClaims(ctx, record(), 'not.a.token')).toBeUndefined();
    regeneratePublishingAuth(ctx, 'acme', site.id);
    expect(await signedClaims(ctx, record(), token)).toBeUndefined();
  });

  it("run out by the sandbox's clock", async () => {
    const r = rules();
    const ctx = r.as();
    const site = createSite(ctx, 'acme', { title: 'Help' });
    const token = await sign({ plan: 'pro' }, getPublishingAuth(ctx, 'acme', site.id).privateKey, '10m');
    expect(await signedClaims(ctx, ctx.store.get('sites', site.id)!, token)).toEqual({ plan: 'pro' });
    ctx.clock.advance(11 * 60);
    expect(await signedClaims(ctx, ctx.store.get('sites', site.id)!, token)).toBeUndefined();
  });

  it('only its admins may read the key', () => {
    const r = rules();
    const site = createSite(r.as(), 'acme', { title: 'Help' });
    expect(() => getPublishingAuth(r.as('edit'), 'acme', site.id)).toThrow(/admin/);
  });
});

describe("the unsigned claims of a visitor's URL", () => {
  it('are those the schema declares as unsigned, read as their type; the rest is dropped', () => {
    const ctx = rules().as();
    const site = createSite(ctx, 'acme', { title: 'Help' });
    putAdaptiveSchema(ctx, 'acme', site.id, {
      type: 'object',
      properties: {
        staff: { type: 'boolean', description: 'Works here.' },
        unsigned: {
          type: 'object',
          description: 'Unsigned claims of the site visitor.',
          properties: { beta: { type: 'boolean', description: 'Tries new things.' }, dark: { type: 'boolean', description: 'Likes the dark.' } },
          additionalProperties: false,
        },
      },
      additionalProperties: false,
    });
    const record = ctx.store.get('sites', site.id)!;
    expect(unsignedClaims(record, { beta: 'true', dark: 'false', staff: 'true', other: 'x' })).toEqual({ beta: true, dark: false });
    expect(unsignedClaims(record, { beta: 'yes', constructor: 'true' })).toEqual({});
  });
});
