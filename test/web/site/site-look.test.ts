import { describe, expect, it } from 'vitest';
import { customizationOf } from '../../../src/domain/sites/customization.js';
import { siteLook } from '../../../src/web/site/site-look.js';

const withFavicon = (emoji: string) => {
  const settings = customizationOf({ title: 'Docs' });
  return siteLook({ ...settings, favicon: { emoji } }, 'Docs');
};

describe("a site's favicon emoji", () => {
  it('draws a code point sequence as its characters', () => {
    expect(decodeURIComponent(withFavicon('1f680').favicon!)).toContain('>🚀</text>');
  });

  it('draws what is no emoji as its text, and never fails the page for a code point past Unicode or half a surrogate pair', () => {
    expect(decodeURIComponent(withFavicon('ffffff').favicon!)).toContain('>ffffff</text>');
    expect(decodeURIComponent(withFavicon('d800').favicon!)).toContain('>d800</text>');
    expect(decodeURIComponent(withFavicon('a\ud800b').favicon!)).toContain('>a\ufffdb</text>');
    expect(decodeURIComponent(withFavicon('<x>').favicon!)).toContain('>&lt;x&gt;</text>');
  });
});
