import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve('src');

const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? sources(file) : file.endsWith('.ts') ? [file] : [];
  });

const DOMAIN = [
  'domain/fetch',
  'domain/workers',
  'domain/kernel',
  'domain/org',
  'domain/revisions',
  'domain/content',
  'domain/embeds',
  'domain/change-requests',
  'domain/comments',
  'domain/reviews',
  'domain/links',
  'domain/reading',
  'domain/import',
  'domain/search',
  'domain/sites',
  'domain/ask',
  'domain/openapi',
  'domain/translations',
  'domain/computed',
] as const;
type Layer = 'schemas' | 'lib' | 'format' | 'store' | (typeof DOMAIN)[number] | 'sandbox' | 'web' | 'server' | 'client' | 'index.ts' | 'sandbox-api' | 'cli';

/** What every rule may use: the API's schemas, the helpers, GitBook's content format, the records. */
const RULES_USE = ['schemas', 'lib', 'format', 'store'] as const;

/**
 * The layers of src/ and the layers each may import besides its own: a folder, a folder of the
 * domain, or the library entry. Type-only imports count (a type is a dependency on what the other
 * folder means). Read from the bottom up; no layer reaches one that reaches it (see below).
 */
const MAY_IMPORT: Record<Layer, readonly Layer[]> = {
  // The API's vocabulary: zod schemas, the operation table.
  schemas: [],
  // Helpers that know no layer: refusals (whose remedy names an operation of the table), time slices, the tree walk.
  lib: ['schemas'],
  // GitBook's content format: Markdown and its blocks, SUMMARY.md, Git Sync, archives as imports read them, the
  // JSON document, YAML, OpenAPI documents, blocks as HTML. Read by the sandbox and the CLI alike.
  format: ['schemas', 'lib'],
  // The file store; a revision's pages and files are the format's.
  store: ['schemas', 'lib', 'format'],

  // The domain: the rules, a folder per concern, each reaching only those listed before it.
  // The sandbox's own requests (imports, OpenAPI sources), under its fetch policy.
  'domain/fetch': ['lib'],
  // Worker pools and what they keep: the format's heavy functions run off the event loop.
  'domain/workers': ['lib', 'format'],
  // The context every rule takes (and the services it carries), clock, ids, jobs, pagination, roles.
  'domain/kernel': [...RULES_USE, 'domain/fetch', 'domain/workers'],
  'domain/org': [...RULES_USE, 'domain/kernel'],
  // A revision: committed, read by id, its tree walked, edited and merged; its pages and files as the API shows them.
  'domain/revisions': [...RULES_USE, 'domain/kernel'],
  // Collections and spaces: a new space commits its first revision.
  'domain/content': [...RULES_USE, 'domain/kernel', 'domain/org', 'domain/revisions'],
  // An embed reads a URL's page under the fetch policy, for a space one may read.
  'domain/embeds': [...RULES_USE, 'domain/kernel', 'domain/fetch', 'domain/content'],
  // Change requests, and the content a request targets: a space's, or a change request's; a page sent as a document links its spec blocks to the organization's specs.
  'domain/change-requests': [
    ...RULES_USE,
    'domain/kernel',
    'domain/fetch',
    'domain/workers',
    'domain/org',
    'domain/revisions',
    'domain/content',
    'domain/openapi',
  ],
  // Comments are on a target: a space or a change request.
  'domain/comments': [...RULES_USE, 'domain/kernel', 'domain/org', 'domain/revisions', 'domain/content', 'domain/change-requests'],
  // A review of a change request may post a comment.
  'domain/reviews': [...RULES_USE, 'domain/kernel', 'domain/org', 'domain/change-requests', 'domain/comments'],
  'domain/links': [...RULES_USE, 'domain/kernel', 'domain/workers', 'domain/org', 'domain/revisions', 'domain/content', 'domain/change-requests'],
  // What a request reads of a target: a page as a document resolves its links, a file lists its backlinks.
  'domain/reading': [...RULES_USE, 'domain/kernel', 'domain/workers', 'domain/revisions', 'domain/change-requests', 'domain/links'],
  // An import run is an organization's: it reads the organization's storage into a space one may edit.
  'domain/import': [
    ...RULES_USE,
    'domain/kernel',
    'domain/fetch',
    'domain/workers',
    'domain/org',
    'domain/revisions',
    'domain/content',
    'domain/change-requests',
  ],
  'domain/search': [...RULES_USE, 'domain/kernel', 'domain/workers', 'domain/org', 'domain/revisions', 'domain/content'],
  // A site publishes spaces (a new one from a template) and resolves their links; it shows a computed page's pages in its place;
  // its search reads the indexes of the spaces it shows; its style guide check opens change requests on them.
  'domain/sites': [
    ...RULES_USE,
    'domain/kernel',
    'domain/org',
    'domain/revisions',
    'domain/content',
    'domain/links',
    'domain/import',
    'domain/search',
    'domain/computed',
    'domain/change-requests',
  ],
  // Answers to questions are assembled from the search of the organization's spaces or of a site's.
  'domain/ask': [...RULES_USE, 'domain/kernel', 'domain/revisions', 'domain/search', 'domain/sites'],
  'domain/openapi': [...RULES_USE, 'domain/kernel', 'domain/fetch', 'domain/workers', 'domain/org'],
  'domain/translations': [...RULES_USE, 'domain/kernel', 'domain/org', 'domain/revisions', 'domain/content'],
  // Computed content reads a spec's document or a translation's result, for a space one may read;
  // a target's pages read as GitBook reads them by default, its computed pages computed in place.
  'domain/computed': [
    ...RULES_USE,
    'domain/kernel',
    'domain/org',
    'domain/revisions',
    'domain/content',
    'domain/reading',
    'domain/openapi',
    'domain/change-requests',
  ],

  // Opening a data directory; the caches it owns are lib's.
  sandbox: ['schemas', 'lib', 'store', ...DOMAIN],
  // The browser views' HTML, from what the rules give.
  web: ['schemas', 'lib', 'format', 'store', ...DOMAIN],
  // HTTP, and HTTP only: routes to the rules and the views.
  server: ['schemas', 'lib', 'store', ...DOMAIN, 'sandbox', 'web'],

  // The typed client, built on the operation table.
  client: ['schemas'],
  // What `import … from 'docsctl'` gives.
  'index.ts': ['schemas', 'client'],
  // `docsctl/sandbox`: a sandbox in this process or in a child.
  'sandbox-api': ['schemas', 'index.ts', 'sandbox', 'server'],
  // The CLI talks to an API through the client, and reads and writes folders in GitBook's format. It reaches the
  // sandbox's code only through serve (below).
  cli: ['schemas', 'lib', 'format', 'client'],
};

/**
 * Modules that may import more than their layer, and why; `whileItImports`: only while the module
 * taken imports nothing from other layers than these.
 */
const EXCEPTIONS: { modules: RegExp; mayImport: RegExp; whileItImports?: Layer[]; why: string }[] = [
  {
    modules: /^cli\/commands\/serve[^/]*\.ts$/,
    mayImport: new RegExp(`^(server|sandbox|store|${DOMAIN.join('|')})/`),
    why: '`docsctl serve` runs the sandbox in its own process',
  },
  {
    // A rule, and so the domain's; yet `cr view` shows the checks GitBook's merge would make, from the answers it
    // reads, and a copy would drift from the sandbox's. It is a pure function of the schemas' types, so the CLI
    // takes the domain's own, and with it nothing more of the domain.
    modules: /^cli\/render\/checks\.ts$/,
    mayImport: /^domain\/change-requests\/merge-rules\.ts$/,
    whileItImports: ['schemas'],
    why: 'the merge-rules judgement `cr view` shows is the one the sandbox merges by',
  },
];

/** The layer of a module, by its path in src/. */
function layerOf(module: string): Layer | undefined {
  const [top = '', sub = ''] = module.split('/');
  const layer = top === 'domain' ? `domain/${sub}` : top;
  return layer in MAY_IMPORT ? (layer as Layer) : undefined;
}

/** Every module of src/ another imports (type-only and dynamic imports too), by path in src/. */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
  return importedFiles
    .filter(({ fileName }) => fileName.startsWith('.'))
    .map(({ fileName }) => path.resolve(path.dirname(file), fileName.replace(/\.js$/, '.ts')))
    .filter((target) => target.startsWith(SRC + path.sep))
    .map((target) => path.relative(SRC, target).split(path.sep).join('/'));
}

/** Why an import is refused, or undefined if the table allows it. */
function refusal(module: string, target: string): string | undefined {
  const from = layerOf(module)!;
  const to = layerOf(target);
  if (to === from || (to && MAY_IMPORT[from].includes(to))) return undefined;
  const exception = EXCEPTIONS.find(({ modules, mayImport }) => modules.test(module) && mayImport.test(target));
  if (exception) {
    const only = exception.whileItImports;
    const beyond = only && importsOf(path.join(SRC, target)).find((inner) => !only.includes(layerOf(inner)!));
    if (!beyond) return undefined;
    return `src/${module} imports src/${target}, which the exception "${exception.why}" allows only while it imports from ${only.join(', ')} alone; it imports src/${beyond}`;
  }
  const allowed = MAY_IMPORT[from].length ? MAY_IMPORT[from].join(', ') : 'no other layer';
  return `src/${module} imports src/${target}: ${from} may import ${allowed} (MAY_IMPORT['${from}'] in test/architecture.test.ts)`;
}

/**
 * A cycle of a graph (a node that, through others, leads back to itself), as the path around it, or [] when there
 * is none: a depth-first walk that meets a node still on its own trail. One walk serves the layers and the modules
 * (on the graph importsOf reads: a library parsing every file again took ~3 s of the tier).
 */
function cycleIn<T>(nodes: readonly T[], next: (node: T) => readonly T[]): T[] {
  const done = new Set<T>();
  const trail: T[] = [];
  const walk = (node: T): T[] => {
    const at = trail.indexOf(node);
    if (at >= 0) return [...trail.slice(at), node];
    if (done.has(node)) return [];
    trail.push(node);
    for (const below of next(node)) {
      const cycle = walk(below);
      if (cycle.length) return cycle;
    }
    trail.pop();
    done.add(node);
    return [];
  };
  for (const node of nodes) {
    const cycle = walk(node);
    if (cycle.length) return cycle;
  }
  return [];
}

const modules = sources(SRC).map((file) => path.relative(SRC, file).split(path.sep).join('/'));

/**
 * The shape of the code: layers as folders, each importing only the layers the table gives it,
 * and no import cycle (a module that, through others, imports itself), so that every folder can
 * be read — and tested — from the bottom up.
 */
describe('src/', () => {
  it('has every module in a layer of the table', () => {
    expect(modules.filter((module) => layerOf(module) === undefined).map((module) => `src/${module}`)).toEqual([]);
  });

  it('imports only what the table of layers allows', () => {
    const refused = modules.flatMap((module) => importsOf(path.join(SRC, module)).flatMap((target) => refusal(module, target) ?? []));
    expect(refused).toEqual([]);
  });

  it('has layers that never reach back: the table has no cycle', () => {
    expect(cycleIn(Object.keys(MAY_IMPORT) as Layer[], (layer) => MAY_IMPORT[layer])).toEqual([]);
  });

  it('has no import cycle', () => {
    expect(cycleIn(modules, (module) => importsOf(path.join(SRC, module))).map((module) => `src/${module}`)).toEqual([]);
  });

  // zod's `z` object holds all of zod, which the CLI's bundle then loads at every start (~15 ms);
  // through `import * as z`, the bundler keeps only what docsctl uses.
  it('imports zod as a namespace, never its z object', () => {
    const zObject = /^import\s+\{[^}]*\bz\b[^}]*\}\s+from\s+'zod'/m;
    expect(sources('src').filter((file) => zObject.test(fs.readFileSync(file, 'utf8')))).toEqual([]);
  });
});
