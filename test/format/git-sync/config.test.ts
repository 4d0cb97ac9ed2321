import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../src/format/git-sync/config.js';

describe('readConfig', () => {
  it("gives GitBook's defaults without a .gitbook.yaml", () => {
    expect(readConfig(undefined)).toEqual({ root: '', readme: 'README.md', summary: 'SUMMARY.md', redirects: {} });
  });

  it('reads root, structure and redirects, their paths in the form the archive lists them', () => {
    const yaml =
      'root: ./docs/\nstructure:\n  readme: ./product/README.md\n  summary: product/SUMMARY.md\nredirects:\n  /old/page: new-folder/page.md\n  help: ./support.md\n';
    expect(readConfig(yaml)).toEqual({
      root: 'docs',
      readme: 'product/README.md',
      summary: 'product/SUMMARY.md',
      redirects: { 'old/page': 'new-folder/page.md', help: 'support.md' },
    });
  });

  it('keeps paths inside the repository: a root climbing out of it names its top', () => {
    expect(readConfig('root: ../../etc\n').root).toBe('etc');
    expect(readConfig('root: /\n').root).toBe('');
  });

  it('refuses YAML that does not parse, or that is not a mapping, naming the file', () => {
    expect(() => readConfig('root: [docs\n')).toThrow(/\.gitbook\.yaml is not valid YAML/);
    expect(() => readConfig('- docs\n')).toThrow(/\.gitbook\.yaml must be a mapping/);
  });
});
