import { createHash } from 'node:crypto';
import { isMap, stringify as stringifyYaml } from 'yaml';
import { CONDITION_MAX_LENGTH } from '../../schemas/common.js';
import { MetaLinkTarget, type PageMetaLinks } from '../../schemas/meta-links.js';
import type { PageFields, PageLayoutChoices } from '../page.js';
import { invalid } from '../../lib/errors.js';
import { parseYaml, parseYamlDocument } from '../yaml.js';
import { runInSlices, type Steps } from '../../lib/time-slices.js';
import { variablesIn } from './vars.js';

/**
 * A page as a Git Sync file holds it, as GitBook writes one:
 *
 *     ---
 *     description: What the page is about
 *     icon: rocket
 *     ---
 *
 *     # The title
 *
 *     The body…
 */
export interface PageFile {
  /** The YAML between the `---` lines, as written (each line ending in a newline). */
  frontMatter?: string;
  /** What the front matter sets, where its values have the types GitBook gives them. */
  fields: PageFields;
  /** The text of the `# ` heading the body opens with, which GitBook writes as the page's title. */
  heading?: string;
  body: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
const flag = (value: unknown) => (typeof value === 'boolean' ? value : undefined);
const visible = (value: unknown) => (isRecord(value) ? flag(value.visible) : undefined);

/** The layout elements GitBook's front matter writes as `{visible: bool}` (the cover also has its size and mask). */
const SHOWN = ['title', 'description', 'tableOfContents', 'outline', 'pagination', 'metadata', 'tags', 'actions', 'anchors'] as const;

/** GitBook's `layout:` (each element `{visible: bool}`), as the choices a page keeps; undefined when it sets none. */
function layoutOf(value: unknown): PageLayoutChoices | undefined {
  if (!isRecord(value)) return undefined;
  const cover = isRecord(value.cover) ? value.cover : undefined;
  const choices: PageLayoutChoices = {
    ...(value.width === 'default' || value.width === 'wide' ? { width: value.width } : {}),
    ...(visible(value.cover) !== undefined ? { cover: visible(value.cover) } : {}),
    ...(cover?.size === 'hero' || cover?.size === 'full' ? { coverSize: cover.size } : {}),
    ...(cover?.mask === 'none' || cover?.mask === 'radial' ? { coverMask: cover.mask } : {}),
  };
  for (const element of SHOWN) {
    const shown = visible(value[element]);
    if (shown !== undefined) choices[element] = shown;
  }
  return Object.keys(choices).length > 0 ? choices : undefined;
}

/** A meta link as front matter writes it: a URL (or a path of the site), or GitBook's `{kind: page, page}` or `{kind: url, url}`. */
function metaLinkOf(value: unknown): MetaLinkTarget | undefined {
  const url = text(value);
  if (url) return { kind: 'url', url };
  const target = MetaLinkTarget.safeParse(value);
  return target.success ? target.data : undefined;
}

/** `metaLinks:` (`canonical:` and a list of `alternates:`), what of it reads as links; undefined when it names none. */
function metaLinksOf(value: unknown): PageMetaLinks | undefined {
  if (!isRecord(value)) return undefined;
  const canonical = metaLinkOf(value.canonical);
  const alternates = (Array.isArray(value.alternates) ? value.alternates : []).map(metaLinkOf).filter((link) => link !== undefined);
  return canonical || alternates.length > 0 ? { ...(canonical ? { canonical } : {}), alternates } : undefined;
}

/** A meta link as front matter writes it: a URL as itself, a page as GitBook's reference. */
const metaLinkText = (link: MetaLinkTarget) => (link.kind === 'url' ? link.url : link);

/**
 * The page fields front matter sets. YAML that does not parse, or a value of another type than
 * GitBook gives it, sets nothing: the front matter is kept as written either way.
 */
export function fieldsOf(frontMatter: string): PageFields {
  let data: unknown;
  try {
    data = parseYaml(frontMatter);
  } catch {
    return {};
  }
  if (!isRecord(data)) return {};
  const cover = text(data.cover);
  const layout = layoutOf(data.layout);
  const fields: PageFields = {
    description: text(data.description),
    emoji: text(data.emoji),
    icon: text(data.icon),
    ...(cover ? { cover: { src: cover, y: typeof data.coverY === 'number' ? data.coverY : 0 } } : {}),
    ...(layout ? { layout } : {}),
    hidden: flag(data.hidden),
    noIndex: flag(data.noIndex),
    noRobotsIndex: flag(data.noRobotsIndex),
    condition: text(data.if),
    variables: variablesIn(data.vars),
    metaLinks: metaLinksOf(data.metaLinks),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

/**
 * The text of a `# ` heading line (without the optional closing `#`s of an ATX heading):
 * GitBook's title line. Read by hand: as a regular expression (`^# +(.*?)(?: +#+)? *$`) it
 * backtracks over a run of spaces, quadratic in its length (40,000 spaces took 3 s).
 */
function headingOf(line: string): string | undefined {
  const opening = /^# +/.exec(line);
  if (!opening) return undefined;
  /** `text` up to `end`, without the spaces it ends with. */
  const upTo = (text: string, end: number) => {
    while (end > 0 && text[end - 1] === ' ') end--;
    return text.slice(0, end);
  };
  let text = upTo(line, line.length).slice(opening[0].length);
  let hashes = text.length;
  while (hashes > 0 && text[hashes - 1] === '#') hashes--;
  if (hashes < text.length && text[hashes - 1] === ' ') text = upTo(text, hashes);
  return text || undefined;
}

/** A page's file without what its front matter sets. */
type PageFileParts = Omit<PageFile, 'fields'>;

/** A page's file as its parts, whatever its line endings, in linear time: its front matter is not read yet. */
export function pageFileParts(source: string): PageFileParts {
  let lines = source.replace(/\r\n?/g, '\n').split('\n');
  let frontMatter: string | undefined;
  if (lines[0]?.trimEnd() === '---') {
    const end = lines.findIndex((line, i) => i > 0 && line.trimEnd() === '---');
    if (end > 0) {
      frontMatter = lines
        .slice(1, end)
        .map((line) => `${line}\n`)
        .join('');
      lines = lines.slice(end + 1);
    }
  }
  const dropBlank = () => {
    let first = 0;
    while (first < lines.length && lines[first]!.trim() === '') first++;
    lines = lines.slice(first);
  };
  dropBlank();
  const heading = headingOf(lines[0] ?? '');
  if (heading) {
    lines = lines.slice(1);
    dropBlank();
  }
  return {
    ...(frontMatter === undefined ? {} : { frontMatter }),
    ...(heading ? { heading } : {}),
    body: lines.join('\n').trimEnd(),
  };
}

/**
 * The most front matter a page may have. Reading YAML costs about 2 ms per KiB of keys, so this
 * bounds the time a page's front matter holds a worker; GitBook's fields take a few hundred bytes.
 */
const FRONT_MATTER_MAX_BYTES = 64 * 1024;

/** What reads the fields of front matters: a worker in the sandbox (off its event loop), the process itself in the CLI. */
export type FrontMatterReader = (frontMatters: string[]) => Promise<PageFields[]>;

/** A page's file to read, where a refusal names it: the page (by its heading, when the caller has no better name) and the request's field. */
export interface PageSource {
  source: string;
  page: (heading: string | undefined) => string;
  field: string;
}

/** Splits each file, a step each, refusing front matter over its limit before anything reads it. */
function* partsOf(sources: PageSource[]): Steps<PageFileParts[]> {
  const all: PageFileParts[] = [];
  for (const { source, page, field } of sources) {
    const parts = pageFileParts(source);
    const size = parts.frontMatter === undefined ? 0 : Buffer.byteLength(parts.frontMatter);
    if (size > FRONT_MATTER_MAX_BYTES) {
      throw invalid(
        `page "${page(parts.heading)}" has ${size} bytes of front matter; a page's front matter holds at most ${FRONT_MATTER_MAX_BYTES} bytes (64 KiB): keep it to the page's fields`,
        field,
      );
    }
    all.push(parts);
    yield;
  }
  return all;
}

/**
 * Reads pages' files within their limits: front matter of at most FRONT_MATTER_MAX_BYTES, read
 * by `readFields`, and a condition (`if:`) no longer than the API takes one. A file over a limit
 * is refused, naming its page and the limit.
 */
export async function readPageFiles(sources: PageSource[], readFields: FrontMatterReader): Promise<PageFile[]> {
  const parts = await runInSlices(partsOf(sources));
  const withFrontMatter = parts.flatMap((part, i) => (part.frontMatter === undefined ? [] : [i]));
  const fields = await readFields(withFrontMatter.map((i) => parts[i]!.frontMatter!));
  const files: PageFile[] = parts.map((part) => ({ ...part, fields: {} }));
  withFrontMatter.forEach((i, n) => {
    const { condition } = fields[n]!;
    if (condition !== undefined && condition.length > CONDITION_MAX_LENGTH) {
      const { page, field } = sources[i]!;
      throw invalid(
        `page "${page(parts[i]!.heading)}" has a condition ("if:" in its front matter) of ${condition.length} characters; a condition holds at most ${CONDITION_MAX_LENGTH}`,
        field,
      );
    }
    files[i]!.fields = fields[n]!;
  });
  return files;
}

/** The page fields the API sets one by one, and the front matter key each is written under. */
export const FRONT_MATTER_KEYS = {
  description: 'description',
  emoji: 'emoji',
  icon: 'icon',
  hidden: 'hidden',
  noIndex: 'noIndex',
  noRobotsIndex: 'noRobotsIndex',
  condition: 'if',
} as const;

/** Values for some of those fields; undefined removes one. */
export type FieldPatch = { [K in keyof typeof FRONT_MATTER_KEYS]?: PageFields[K] };

/** A front matter as written, and fields to set or remove in it (what `frontMatterWith` takes). */
export interface FrontMatterEdit {
  from: string;
  patch: FieldPatch;
}

/**
 * Front matter as written, with fields set or removed in place: its other keys, order and
 * comments kept, so the page still reads back as its file. Undefined when nothing is left, or
 * when it does not parse as a YAML mapping (the page's fields then write their own).
 */
export function frontMatterWith(frontMatter: string, patch: FieldPatch): string | undefined {
  const document = parseYamlDocument(frontMatter);
  if (document.errors.length > 0 || !isMap(document.contents)) return undefined;
  for (const [field, value] of Object.entries(patch) as [keyof FieldPatch, FieldPatch[keyof FieldPatch]][]) {
    const key = FRONT_MATTER_KEYS[field];
    if (value === undefined) document.delete(key);
    else document.set(key, value);
  }
  return document.contents.items.length > 0 ? document.toString() : undefined;
}

/** Front matter for a page that has none as written: what GitBook writes for its fields (none, when it has none). */
function frontMatterOf(fields: PageFields): string | undefined {
  const { layout } = fields;
  const data = {
    description: fields.description,
    icon: fields.icon,
    emoji: fields.emoji,
    cover: fields.cover?.src,
    coverY: fields.cover?.y,
    layout: layout && {
      ...(layout.width ? { width: layout.width } : {}),
      ...(layout.cover !== undefined || layout.coverSize || layout.coverMask
        ? {
            cover: {
              visible: layout.cover ?? true,
              ...(layout.coverSize ? { size: layout.coverSize } : {}),
              ...(layout.coverMask ? { mask: layout.coverMask } : {}),
            },
          }
        : {}),
      ...Object.fromEntries(SHOWN.filter((e) => layout[e] !== undefined).map((e) => [e, { visible: layout[e] }])),
    },
    hidden: fields.hidden,
    noIndex: fields.noIndex,
    noRobotsIndex: fields.noRobotsIndex,
    if: fields.condition,
    metaLinks: fields.metaLinks && {
      ...(fields.metaLinks.canonical ? { canonical: metaLinkText(fields.metaLinks.canonical) } : {}),
      ...(fields.metaLinks.alternates.length > 0 ? { alternates: fields.metaLinks.alternates.map(metaLinkText) } : {}),
    },
  };
  const set = Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
  return Object.keys(set).length > 0 ? stringifyYaml(set) : undefined;
}

/**
 * A page as its Git Sync file, as GitBook writes one: the front matter (as it was written, else
 * from its fields), the title as the `# ` heading, then the body. What `format=markdown` answers.
 */
export function writePageFile(page: PageFields & { title: string; frontMatter?: string; markdown: string }): string {
  const yaml = page.frontMatter ?? frontMatterOf(page);
  const frontMatter = yaml === undefined ? '' : `---\n${yaml}---\n\n`;
  return `${frontMatter}# ${page.title}\n${page.markdown ? `\n${page.markdown}\n` : ''}`;
}

/** The object id git gives a file of this content (the SHA-1 of its blob), as a Git Sync commit names it. */
export function gitBlobOid(content: string | Uint8Array): string {
  const bytes = typeof content === 'string' ? Buffer.from(content) : content;
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}
