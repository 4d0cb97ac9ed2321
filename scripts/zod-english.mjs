// zod's classic API (`import { z } from 'zod'`) brings the error messages of every language it
// speaks: 370 KB of the 850 KB chunk of schemas that every command running a request compiles
// first (~25 ms). docsctl speaks English, which zod configures by itself (locales/en.js): the
// CLI's bundle gets that locale alone, under the same name (`z.locales.en`).
import path from 'node:path';

const ZOD_V4 = /[\\/]zod[\\/]v4[\\/](classic|core|mini)$/;

/** The esbuild plugin: zod's `../locales/index.js` becomes a module of English alone. */
export const zodInEnglish = {
  name: 'zod-in-english',
  setup(build) {
    build.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
      ZOD_V4.test(args.resolveDir) ? { path: path.join(args.resolveDir, '../locales/index.js'), namespace: 'zod-in-english' } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'zod-in-english' }, (args) => ({
      contents: "export { default as en } from './en.js';",
      resolveDir: path.dirname(args.path),
    }));
  },
};
