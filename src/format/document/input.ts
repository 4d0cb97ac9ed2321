import { Ajv } from 'ajv';
import schema from '../../schemas/gitbook/document.json' with { type: 'json' };
import { MAX_BLOCK_DEPTH } from '../markdown/gitbook-markdown.js';
import { INLINES } from './inlines.js';
import { MARKS } from './marks.js';
import { BLOCKS, WRITTEN } from './registry.js';
import { documentMarkdown } from './markdown.js';
import { PAGE_MAX_BYTES, pageTooLarge } from '../import/tree.js';
import { escapeText } from './inline-markdown.js';
import { mentionMarkdown } from './mention.js';
import { specLinkText } from './spec-block.js';
import type { AnyContentRef, HrefOf } from './refs.js';
import { noPlaceFor, type AnyBlockModule } from './block-module.js';
import type { JSONDocument } from '../../schemas/gitbook/document-types.js';

/** Every type of node GitBook's document has, by what the node is. */
const TYPES: Record<string, ReadonlySet<string>> = {
  block: new Set(Object.keys(BLOCKS)),
  inline: new Set(Object.keys(INLINES)),
  mark: new Set(Object.keys(MARKS)),
};

/**
 * How deep a document sent to the sandbox may nest its nodes (a list in a list's item is two
 * levels): deeper than any page a person writes, and within what its Markdown reads back as.
 */
export const DOCUMENT_DEPTH_MAX = 24;

/** The blocks written as a GitBook tag around what they hold (`{% hint %}`, `{% tab %}`, `<details>`): Markdown reads them nested only so deep. */
const CONTAINERS = new Set(['hint', 'prompt', 'tabs', 'tabs-item', 'stepper', 'stepper-step', 'expandable', 'code', 'if', 'updates', 'update']);

/** Whether a block is written as a tag around what it holds: a code block only with a title, line numbers or wrapping (`{% code %}`). */
function isContainer(type: string, data: unknown): boolean {
  if (type !== 'code') return CONTAINERS.has(type);
  return !!data && typeof data === 'object' && ['title', 'lineNumbers', 'overflow'].some((key) => Object.hasOwn(data, key));
}

/** What is wrong with a document sent: where in it (`nodes[3].type`, empty for the whole), and what. */
export interface Refusal {
  at: string;
  message: string;
}

/** A JSON path as a field names it: `nodes[3].nodes[0].type`. */
const fieldOf = (steps: readonly (string | number)[]) =>
  steps.map((step, i) => (typeof step === 'number' ? `[${step}]` : i === 0 ? step : `.${step}`)).join('');

interface Walked {
  node: { object?: unknown; type?: unknown; data?: unknown; nodes?: unknown; fragments?: unknown; leaves?: unknown; marks?: unknown };
  path: (string | number)[];
  depth: number;
  containers: number;
}

/** The first field of an inline's data its Markdown has no place for (an icon's colour), if it holds one. */
function unkeptOf(type: string | undefined, data: unknown): string | undefined {
  if (type === undefined || !data || typeof data !== 'object') return undefined;
  const entry: object | undefined = Object.hasOwn(INLINES, type) ? INLINES[type as keyof typeof INLINES] : undefined;
  const unkept = entry && 'unkept' in entry ? (entry.unkept as readonly string[]) : [];
  return unkept.find((field) => Object.hasOwn(data, field));
}

/**
 * What of a document's shape the schema cannot say well or at all, walked without recursion: how
 * deep it nests, or a node of a type GitBook's document has not (`nesting`: either refuses it
 * before the schema is checked); the first node of a type the sandbox does not write, or an
 * inline holding what its Markdown cannot (`unwritten`); the blocks whose modules say what of
 * them their Markdown cannot keep (`checked`).
 */
function shapeOf(document: object): { nesting?: Refusal; unwritten?: Refusal; checked?: Walked[] } {
  let unwritten: Refusal | undefined;
  // Blocks whose module says what of them Markdown cannot keep: asked once the schema has taken the document.
  const checked: Walked[] = [];
  const stack: Walked[] = [{ node: document, path: [], depth: 0, containers: 0 }];
  for (let top = stack.pop(); top; top = stack.pop()) {
    const { node, path, depth, containers } = top;
    if (depth > DOCUMENT_DEPTH_MAX)
      return { nesting: { at: fieldOf(path), message: `nodes nest ${depth} deep here; GitBook's documents nest at most ${DOCUMENT_DEPTH_MAX}` } };
    const type = typeof node.type === 'string' ? node.type : undefined;
    const known = typeof node.object === 'string' ? TYPES[node.object] : undefined;
    // A type GitBook has none of: said so, rather than what the node lacks to be of some other type.
    if (known && !known.has(String(node.type)))
      return {
        nesting: {
          at: fieldOf([...path, 'type']),
          message: `${JSON.stringify(node.type)} is no ${String(node.object)} type of GitBook's document; use one of ${[...known].join(', ')}`,
        },
      };
    const inside = containers + (node.object === 'block' && type !== undefined && isContainer(type, node.data) ? 1 : 0);
    if (inside > MAX_BLOCK_DEPTH)
      return {
        nesting: {
          at: fieldOf(path),
          message: `blocks that hold blocks (hints, prompts, tabs, steps, expandables, titled code, conditions, updates) nest ${inside} deep here; at most ${MAX_BLOCK_DEPTH}`,
        },
      };
    if (unwritten === undefined && (node.object === 'block' || node.object === 'inline') && type !== undefined && !WRITTEN.has(type))
      unwritten = {
        at: fieldOf([...path, 'type']),
        message: `the sandbox does not hold "${type}" ${node.object}s yet; send the page as Markdown ({"markdown": "…"}) to keep them as written`,
      };
    const unkept = unwritten === undefined && node.object === 'inline' ? unkeptOf(type, node.data) : undefined;
    if (unkept !== undefined) unwritten = { at: fieldOf([...path, 'data', ...unkept.split('.')]), message: noPlaceFor(`"${type}" inlines`, unkept) };
    if (node.object === 'block' && type !== undefined && WRITTEN.has(type) && 'unwritable' in BLOCKS[type as keyof typeof BLOCKS]) checked.push(top);
    // A text's leaves and their marks are its own: they nest no deeper.
    for (const key of ['nodes', 'fragments', 'leaves', 'marks'] as const) {
      const children = node[key];
      if (!Array.isArray(children)) continue;
      const below = key === 'nodes' || key === 'fragments' ? depth + 1 : depth;
      children.forEach((child: unknown, i) => {
        if (child && typeof child === 'object') stack.push({ node: child, path: [...path, key, i], depth: below, containers: inside });
      });
    }
  }
  return unwritten === undefined ? { checked } : { unwritten, checked };
}

/** The first of `checked`'s blocks (of a document the schema took) holding what its Markdown cannot keep, if one does. */
function unwritableOf(checked: Walked[]): Refusal | undefined {
  for (const { node, path } of checked) {
    const entry: object = BLOCKS[node.type as keyof typeof BLOCKS];
    // `never`: the module is the one for this node's type, and the schema has taken the node.
    const unwritable = 'unwritable' in entry ? (entry as AnyBlockModule).unwritable?.(node as never) : undefined;
    if (unwritable) return { at: fieldOf([...path, ...unwritable.at]), message: unwritable.message };
  }
  return undefined;
}

/**
 * What makes a document sent unfit to cross to a worker or to be checked there: nesting past
 * GitBook's depth (a structured clone, like the schema's check, recurses), or a node type GitBook
 * has not. Found without recursion, where the document came in.
 */
export const nestingRefusal = (document: unknown): Refusal | undefined => (document && typeof document === 'object' ? shapeOf(document).nesting : undefined);

/**
 * A validator of documents sent to the sandbox (compiling GitBook's document model takes about
 * half a second: made once where documents are checked). What it gives: undefined for a document
 * the sandbox takes, else what is wrong and the node it is wrong at (`nodes[3].nodes[0].type`).
 */
export function documentValidator(): (document: unknown) => Refusal | undefined {
  const ajv = new Ajv({ strict: false });
  // The model's two formats: GitBook's icon names, and timestamps, neither checked further.
  ajv.addFormat('icon', true);
  ajv.addFormat('date-time', true);
  const validate = ajv.compile(schema);
  return (document) => {
    if (!document || typeof document !== 'object' || Array.isArray(document))
      return { at: '', message: 'must be GitBook\'s JSON document: {"object": "document", "data": {}, "nodes": […]}' };
    // Depth first: the schema is checked by recursion, which a document nested without end would overflow.
    const { nesting, unwritten, checked } = shapeOf(document);
    if (nesting) return nesting;
    if (!validate(document)) {
      // A node matches one of many kinds: the error deepest in the document says best where it is wrong.
      const deepest = (validate.errors ?? []).reduce((best, error) =>
        error.instancePath.split('/').length > best.instancePath.split('/').length ? error : best,
      );
      const steps = deepest.instancePath
        .split('/')
        .slice(1)
        .map((step) => (/^\d+$/.test(step) ? Number(step) : step));
      const allowed = deepest.params && 'allowedValues' in deepest.params ? `: one of ${JSON.stringify(deepest.params.allowedValues)}` : '';
      return { at: fieldOf(steps), message: `${deepest.message ?? "is not what GitBook's document model allows"}${allowed}` };
    }
    return unwritten ?? unwritableOf(checked ?? []);
  };
}

/**
 * A document sent to the sandbox, written as Markdown where its refs are not yet known: each ref
 * (and each title of a page a page link shows) is a placeholder, `\0N\0` for `refs[N]` and
 * `\0tN\0` for `titles[N]`, that `placedMarkdown` fills in once the batch has placed its pages.
 * NUL is never text (Markdown reads it as U+FFFD, which it is written as), so a placeholder is never
 * mistaken for text.
 */
export interface UnplacedMarkdown {
  markdown: string;
  refs: AnyContentRef[];
  titles: AnyContentRef[];
}

export function unplacedMarkdown(document: JSONDocument): UnplacedMarkdown {
  const refs: AnyContentRef[] = [];
  const titles: AnyContentRef[] = [];
  const safe = JSON.parse(JSON.stringify(document).replaceAll('\\u0000', '\\ufffd')) as JSONDocument;
  const markdown = documentMarkdown(
    safe,
    (ref) => `\0${refs.push(ref) - 1}\0`,
    (ref) => `\0t${titles.push(ref) - 1}\0`,
  );
  return { markdown, refs, titles };
}

/** A JSON document sent, checked: what is wrong with it, or it written as Markdown but for its refs. */
export type SentDocument = { refusal: Refusal } | { written: UnplacedMarkdown };

/** A JSON document sent as `check` (a `documentValidator`) finds it, and, taken, written as Markdown but for its refs. */
export function sentDocument(check: (document: unknown) => Refusal | undefined, document: unknown): SentDocument {
  const refusal = check(document);
  if (refusal) return { refusal };
  const written = unplacedMarkdown(document as JSONDocument);
  const size = Buffer.byteLength(written.markdown);
  // Refs are filled in later, a few bytes each: a page far past the limit is refused here, before any is.
  return size > PAGE_MAX_BYTES ? { refusal: { at: '', message: pageTooLarge('the document, written as Markdown,', size) } } : { written };
}

/** A mention as `unplacedMarkdown` writes it: its href's placeholder as its text and its destination. */
const MENTION = /\[\0(\d+)\0\]\(\0\1\0 "mention"\)/g;

/**
 * The Markdown of `unplacedMarkdown` with its refs and titles filled in: `hrefOf` as a link, an
 * image or a tag names them (written so that no context needs it escaped: see `safeHref`),
 * `titleOf` a page's title as the text of a page link.
 */
export function placedMarkdown({ markdown, refs, titles }: UnplacedMarkdown, hrefOf: HrefOf, titleOf: (ref: AnyContentRef) => string | undefined): string {
  // A mention's text is named after its href (`README.md`), not the href itself: it is written once the href is known.
  const mentioned = markdown.replace(MENTION, (_, n: string) => mentionMarkdown(hrefOf(refs[Number(n)]!), (text) => escapeText(text, false)));
  return mentioned.replace(/\0(t?)(\d+)\0/g, (_, title: string, n: string) => {
    if (!title) return safeHref(hrefOf(refs[Number(n)]!));
    const ref = titles[Number(n)]!;
    const href = safeHref(hrefOf(ref));
    // Untitled, a link shows its href; but a spec block's link, GitBook's words for where it leads.
    return escapeText(titleOf(ref) ?? (ref.kind === 'openapi' ? specLinkText(ref, href) : href), false);
  });
}

/**
 * An href as every place of Markdown takes it as it is: what would end a link's destination, a
 * tag's or an attribute's value percent-encoded (its UTF-8 bytes; encodeURIComponent leaves `(`, `)`, `'`).
 */
const safeHref = (href: string) =>
  href.replace(/[\s()<>"'\\]/g, (char) => (/[()']/.test(char) ? `%${char.charCodeAt(0).toString(16).toUpperCase()}` : encodeURIComponent(char)));
