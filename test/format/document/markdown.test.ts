import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pageFileParts } from '../../../src/format/git-sync/page-file.js';
import { includedName, reusableContentId } from '../../../src/format/git-sync/includes.js';
import { describe, expect, test } from 'vitest';
import { analyzeMarkdown } from '../../../src/format/markdown/analysis.js';
import { pageDocument } from '../../../src/format/document.js';
import { keyNodes } from '../../../src/format/document/keys.js';
import { documentMarkdown } from '../../../src/format/document/markdown.js';
import { operationId } from '../../../src/format/document/openapi-operation.js';
import type { AnyContentRef, ContentRef, HrefOf, RefOf } from '../../../src/format/document/refs.js';
import type {
  DocumentBlock,
  DocumentBlockParagraph,
  DocumentFragment,
  DocumentInline,
  DocumentInlineImage,
  DocumentInlineLink,
  DocumentText,
  DocumentTextMark,
  JSONDocument,
} from '../../../src/schemas/gitbook/document-types.js';
import { documentModelErrors } from '../../helpers/gitbook-document.js';

/** A revision of two pages and a file, named both ways: links as written, refs as documents hold them. */
const PAGES: Record<string, string> = { install: 'guide/install.md', intro: 'README.md' };
const FILES: Record<string, string> = { logo: '.gitbook/assets/logo.png', drawing: '.gitbook/assets/file.drawing.svg' };
/** The organization's specs, by slug, where their blocks' links lead: a URL, or Git Sync's broken link. */
const SPECS: Record<string, string> = { petstore: 'https://petstore3.swagger.io/api/v3/openapi.json', gone: 'broken-reference' };
const refOf: RefOf = (href) => {
  const [path = '', anchor] = href.split('#');
  const page = Object.keys(PAGES).find((id) => PAGES[id] === path);
  const file = Object.keys(FILES).find((id) => FILES[id] === path);
  if (path === '' && anchor) return { kind: 'anchor', anchor };
  if (page) return anchor ? { kind: 'anchor', anchor, page } : { kind: 'page', page };
  return file ? { kind: 'file', file } : { kind: 'url', url: href };
};
const hrefOf: HrefOf = (ref: AnyContentRef) => {
  switch (ref.kind) {
    case 'page':
      return PAGES[ref.page]!;
    case 'anchor':
      return `${ref.page ? PAGES[ref.page] : ''}#${ref.anchor}`;
    case 'file':
      return FILES[ref.file]!;
    case 'url':
      return ref.url;
    case 'openapi':
      return SPECS[ref.spec]!;
    default:
      throw new Error(`no ${ref.kind} refs here`);
  }
};

const read = (markdown: string) => pageDocument(analyzeMarkdown(markdown), refOf);
const written = (document: Pick<JSONDocument, 'nodes'>) => documentMarkdown(document, hrefOf);

// ---- Generated documents: every node type the sandbox writes, in the one shape reading gives it.

const word = fc.stringMatching(/^[A-Za-z0-9]([A-Za-z0-9 ,.]{0,8}[A-Za-z0-9])?$/).filter((text) => !/ {2}/.test(text));
/** A tag's argument a reader sees (a tab's title, a prompt's description): words with quotes and backslashes, which Git Sync escapes. */
const argWord = fc.stringMatching(/^[A-Za-z0-9"\\]([A-Za-z0-9 ,."'\\]{0,8}[A-Za-z0-9"'\\])?$/).filter((text) => !/ {2}/.test(text));
const LITERAL = [...'abcXYZ019 ', ...'*_[]<>&#`|{}%$~!-+=.():;"\'/\\'];
const literal = fc.string({ unit: fc.constantFrom(...LITERAL), minLength: 1, maxLength: 12 });
const COLORS = ['default', 'green', 'blue', 'red', 'orange', 'yellow', 'purple', '$primary', '$info', '$success', '$warning', '$danger'] as const;
const plainMark = fc
  .constantFrom(...(['bold', 'italic', 'strikethrough', 'keyboard', 'superscript', 'subscript'] as const))
  .map((type): DocumentTextMark => ({ object: 'mark', type }));
const colorMark = fc
  .record({ text: fc.constantFrom(...COLORS), background: fc.constantFrom(...COLORS) })
  .filter(({ text, background }) => text !== 'default' || background !== 'default')
  .map((data): DocumentTextMark => ({ object: 'mark', type: 'color', data }));
const ORDER = ['keyboard', 'superscript', 'subscript', 'color', 'bold', 'italic', 'strikethrough', 'code'];

type Leaf = DocumentText['leaves'][number];
const leaf: fc.Arbitrary<Leaf> = fc.oneof(
  literal.map((text) => ({ object: 'leaf' as const, text, marks: [] })),
  fc
    .record({
      text: word,
      marks: fc.uniqueArray(plainMark, { minLength: 1, maxLength: 3, selector: (m) => m.type }),
      color: fc.option(colorMark),
      code: fc.boolean(),
    })
    .map(({ text, marks, color, code }) => ({
      object: 'leaf' as const,
      text,
      marks: [...marks, ...(color ? [color] : []), ...(code ? [{ object: 'mark' as const, type: 'code' as const }] : [])].sort(
        (a, b) => ORDER.indexOf(a.type) - ORDER.indexOf(b.type),
      ),
    })),
);

/** Leaves as reading gives them: none empty, two in a row never with the same marks. */
function joined(leaves: Leaf[]): Leaf[] {
  const out: Leaf[] = [];
  for (const next of leaves) {
    const last = out.at(-1);
    if (last && JSON.stringify(last.marks) === JSON.stringify(next.marks)) out[out.length - 1] = { ...last, text: last.text + next.text };
    else out.push(next);
  }
  return out;
}
const textOf = (leaves: Leaf[]): DocumentText => ({ object: 'text', leaves: leaves.length > 0 ? leaves : [{ object: 'leaf', text: '', marks: [] }] });
const text = fc.array(leaf, { minLength: 1, maxLength: 4 }).map((leaves) => textOf(joined(leaves)));

const ref = fc.constantFrom<ContentRef>(
  { kind: 'url', url: 'https://example.com/docs' },
  { kind: 'page', page: 'install' },
  { kind: 'anchor', anchor: 'setup', page: 'install' },
  { kind: 'anchor', anchor: 'top' },
  { kind: 'file', file: 'logo' },
);

const inlineImage: fc.Arbitrary<DocumentInlineImage> = fc
  .record({
    ref: fc.constantFrom<ContentRef>({ kind: 'file', file: 'logo' }, { kind: 'url', url: 'https://example.com/a.png?x=1&y=2' }),
    alt: fc.option(word),
    size: fc.option(fc.constantFrom('line' as const, 'original' as const)),
  })
  .map(({ ref, alt, size }): DocumentInlineImage => ({
    object: 'inline',
    type: 'inline-image',
    data: { ref: ref as { kind: 'file'; file: string }, ...(alt ? { alt } : {}), ...(size ? { size } : {}) },
    isVoid: true,
  }));

/** A link: its text, and an image in it (a badge) as reading gives it, text around it. */
const link = fc
  .record({ ref, leaves: fc.array(leaf, { minLength: 1, maxLength: 2 }), image: fc.option(inlineImage, { freq: 4 }) })
  .map(({ ref, leaves, image }): DocumentInlineLink => ({
    object: 'inline',
    type: 'link',
    data: { ref },
    nodes: image ? [textOf(joined(leaves)), image, textOf([])] : [textOf(joined(leaves))],
    isVoid: false,
  }));

/** GitBook's inlines other than links, each in the one shape reading gives it. */
const EMOJI_CODES = ['1f604', '1f389', '1f680', '2728', '26a0', '2705', '1f4af', '1f993', '1f469-200d-1f4bb', '23-20e3', '1f3f3-200d-1f308'];
const otherInline: fc.Arbitrary<DocumentInline> = fc.oneof(
  inlineImage,
  fc.constantFrom(...EMOJI_CODES).map((code): DocumentInline => ({ object: 'inline', type: 'emoji', data: { code }, isVoid: true })),
  fc.stringMatching(/^[a-z][a-z0-9-]{0,10}$/).map((icon): DocumentInline => ({ object: 'inline', type: 'icon', data: { icon }, isVoid: true })),
  word.map((formula): DocumentInline => ({ object: 'inline', type: 'inline-math', data: { formula }, isVoid: true })),
  ref.map((ref): DocumentInline => ({ object: 'inline', type: 'mention', data: { ref }, isVoid: true })),
  fc
    .oneof(
      fc.stringMatching(/^(space|page)\.vars\.[a-z][a-z0-9_]{0,8}$/),
      literal.filter((text) => text.trim() === text),
    )
    .map((expression): DocumentInline => ({ object: 'inline', type: 'expression', data: { expression }, isVoid: true })),
);

/** What a paragraph holds as reading gives it: text first and last, and between two inlines, empty where there is none. */
const inlines = fc
  .array(fc.oneof({ weight: 3, arbitrary: text }, { weight: 1, arbitrary: link }, { weight: 1, arbitrary: otherInline }), { minLength: 1, maxLength: 4 })
  .map((parts) => {
    const nodes: (DocumentText | DocumentInline)[] = [];
    for (const part of parts) {
      const last = nodes.at(-1);
      if (part.object === 'text' && last?.object === 'text') nodes[nodes.length - 1] = textOf(joined([...last.leaves, ...part.leaves]));
      else if (part.object === 'inline' && last?.object !== 'text') {
        // Two links to one place with nothing between are one link.
        if (part.type !== 'link' || last?.type !== 'link' || JSON.stringify(last.data.ref) !== JSON.stringify(part.data.ref)) nodes.push(textOf([]), part);
      } else nodes.push(part);
    }
    if (nodes.at(-1)!.object !== 'text') nodes.push(textOf([]));
    return nodes;
  });

/** The text of text and links. */
const plainOf = (nodes: (DocumentText | DocumentInline)[]): string =>
  nodes
    .map((node) =>
      node.object === 'text' ? node.leaves.map((leaf) => leaf.text).join('') : node.type === 'link' ? plainOf(node.nodes as DocumentText[]) : '*',
    )
    .join('');

// A formula alone in a paragraph is GitBook's math block.
const paragraph = inlines
  .filter((nodes) => !(nodes.some((node) => node.object === 'inline' && node.type === 'inline-math') && plainOf(nodes).replace(/\*/g, '') === ''))
  .map((nodes): DocumentBlock => ({ object: 'block', type: 'paragraph', nodes }));
const heading = fc
  .record({
    type: fc.constantFrom('heading-1' as const, 'heading-2' as const, 'heading-3' as const),
    // A heading ends where its text does: reading trims what follows.
    nodes: inlines.filter((nodes) => !/\s$/.test(plainOf(nodes))),
    id: fc.option(fc.stringMatching(/^[a-z][a-z0-9-]{0,8}$/)),
  })
  .map(({ type, nodes, id }): DocumentBlock => ({ object: 'block', type, data: {}, nodes, ...(id ? { meta: { id } } : {}) }));
const divider: fc.Arbitrary<DocumentBlock> = fc.constant({ object: 'block', type: 'divider', data: {}, isVoid: true });
const codeLine = fc.string({ unit: fc.constantFrom(...'ab `~{}%<>#*-  '), maxLength: 10 });
const code = fc
  .record({
    syntax: fc.option(fc.constantFrom('js', 'yaml', 'bash')),
    title: fc.option(word),
    lineNumbers: fc.option(fc.boolean()),
    overflow: fc.option(fc.constantFrom('wrap' as const, 'scroll' as const)),
    lines: fc.array(codeLine, { minLength: 1, maxLength: 3 }),
  })
  .map(({ syntax, title, lineNumbers, overflow, lines }): DocumentBlock => ({
    object: 'block',
    type: 'code',
    data: { ...(syntax ? { syntax } : {}), ...(title ? { title } : {}), ...(lineNumbers !== null ? { lineNumbers } : {}), ...(overflow ? { overflow } : {}) },
    nodes: lines.map((line) => ({ object: 'block', type: 'code-line', data: {}, nodes: [textOf([{ object: 'leaf', text: line, marks: [] }])] })),
  }));
const math = word.map((formula): DocumentBlock => ({ object: 'block', type: 'math', data: { formula }, isVoid: true }));
const embed = fc.constant<DocumentBlock>({ object: 'block', type: 'embed', data: { url: 'https://www.youtube.com/watch?v=abc' }, isVoid: true });
const contentRef = fc
  .constantFrom<ContentRef>({ kind: 'page', page: 'install' }, { kind: 'url', url: 'https://example.com/x' })
  .map((ref): DocumentBlock => ({ object: 'block', type: 'content-ref', data: { ref }, isVoid: true }));
const file = fc.constant<DocumentBlock>({ object: 'block', type: 'file', data: { ref: { kind: 'file', file: 'logo' } }, isVoid: true });
/** Text as HTML gives it (a caption, a summary, a card): words, one space between, no link. */
const htmlText = fc.array(
  fc.record({ text: word, marks: fc.uniqueArray(plainMark, { maxLength: 2, selector: (m) => m.type }) }).map(({ text, marks }) => ({
    object: 'leaf' as const,
    text,
    marks: marks.sort((a, b) => ORDER.indexOf(a.type) - ORDER.indexOf(b.type)),
  })),
  { minLength: 1, maxLength: 1 },
);
const images = fc
  .array(
    fc.record({
      ref: fc.constantFrom<ContentRef>({ kind: 'file', file: 'logo' }, { kind: 'url', url: 'https://example.com/a.png' }),
      alt: fc.option(word),
      caption: fc.option(htmlText),
    }),
    {
      minLength: 1,
      maxLength: 2,
    },
  )
  .map((shown): DocumentBlock => ({
    object: 'block',
    type: 'images',
    data: {},
    isVoid: false,
    nodes: shown.map(({ ref, alt, caption }) => ({
      object: 'block',
      type: 'image',
      data: { ref: ref as { kind: 'file'; file: string }, ...(alt ? { alt } : {}) },
      fragments: caption ? [{ object: 'fragment', fragment: 'caption', nodes: [{ object: 'block', type: 'paragraph', nodes: [textOf(caption)] }] }] : [],
      isVoid: true,
    })),
  }));
const table = fc
  .record({
    titles: fc.array(word, { minLength: 1, maxLength: 3 }),
    align: fc.constantFrom('left' as const, 'center' as const, 'right' as const),
    rows: fc.integer({ min: 1, max: 3 }),
    cells: fc.array(text, { minLength: 9, maxLength: 9 }),
    // Column widths (GitBook's pixels, fractions too) or a hidden header make it a `<table>`.
    widths: fc.option(fc.array(fc.option(fc.constantFrom(50, 224, 284.3333333333333)), { minLength: 3, maxLength: 3 }), { freq: 2 }),
    hideHeader: fc.boolean(),
    fullWidth: fc.boolean(),
  })
  .map(({ titles, align, rows, cells, widths, hideHeader: hidden, fullWidth }): DocumentBlock => {
    const ids = titles.map((_, i) => `column-${i}`);
    const fragments: DocumentFragment[] = [];
    const records: Record<string, { orderIndex: string; values: Record<string, string> }> = {};
    for (let row = 0; row < rows; row++) {
      const values: Record<string, string> = {};
      ids.forEach((id, column) => {
        values[id] = `row-${row}-${column}`;
        fragments.push({
          object: 'fragment' as const,
          fragment: `row-${row}-${column}`,
          nodes: [{ object: 'block' as const, type: 'paragraph' as const, nodes: [cells[row * 3 + column]!] }],
        });
      });
      records[`row-${row}`] = { orderIndex: String(row), values };
    }
    const definition = Object.fromEntries(
      ids.map((id, i) => [id, { id, title: titles[i]!, type: 'text' as const, textAlignment: i === 0 ? align : ('left' as const) }]),
    );
    const columnWidths = Object.fromEntries(ids.flatMap((id, i) => (typeof widths?.[i] === 'number' ? [[id, widths[i]]] : [])));
    const html = Object.keys(columnWidths).length > 0;
    const view = { type: 'grid' as const, columns: ids, ...(html ? { columnWidths } : {}), hideHeader: html && hidden };
    return { object: 'block', type: 'table', data: { view, records, definition, ...(html && fullWidth ? { fullWidth } : {}) }, fragments, isVoid: true };
  });

const drawing = fc.constant<DocumentBlock>({ object: 'block', type: 'drawing', data: { ref: { kind: 'file', file: 'drawing' } }, isVoid: true });
const prompt = fc
  .record({
    description: argWord,
    icon: fc.option(fc.stringMatching(/^[a-z][a-z0-9-]{0,10}$/)),
    openInAIProviders: fc.option(fc.boolean()),
    defaultExpanded: fc.option(fc.constantFrom('hidden' as const, 'partial' as const, 'full' as const)),
    code,
  })
  .map(({ description, icon, openInAIProviders, defaultExpanded, code }): DocumentBlock => ({
    object: 'block',
    type: 'prompt',
    data: {
      description,
      ...(icon ? { icon } : {}),
      ...(openInAIProviders !== null ? { openInAIProviders } : {}),
      ...(defaultExpanded ? { defaultExpanded } : {}),
    },
    nodes: [code as never],
  }));
/** A day, at its midnight (as Git Sync writes an update's date) or at a time of it. */
const timestamp = fc
  .record({ day: fc.integer({ min: 0, max: 20_000 }), seconds: fc.option(fc.integer({ min: 1, max: 86_399 })) })
  .map(({ day, seconds }) => new Date(Date.UTC(1990, 0, 1 + day, 0, 0, seconds ?? 0)).toISOString());
/** An update's tag: a slug as the tag's argument writes it, a quote or backslash in it escaped. */
const updateTag = fc.stringMatching(/^[a-z"\\][a-z0-9"\\-]{0,8}$/);
/** Updates, each update holding `held` nodes. */
const updatesOf = (held: fc.Arbitrary<DocumentBlock[]>) =>
  fc
    .record({
      format: fc.constantFrom('numeric' as const, 'full' as const, 'short' as const),
      updates: fc.array(fc.record({ date: timestamp, tags: fc.option(fc.uniqueArray(updateTag, { minLength: 1, maxLength: 3 })), nodes: held }), {
        maxLength: 2,
      }),
    })
    .map(({ format, updates }): DocumentBlock => ({
      object: 'block',
      type: 'updates',
      data: { format },
      nodes: updates.map(({ date, tags, nodes }) => ({
        object: 'block',
        type: 'update',
        data: { date, ...(tags ? { tags: tags.map((tag) => ({ kind: 'tag' as const, tag })) } : {}) },
        nodes: nodes as never,
      })),
    }));
const CONDITIONS = ['visitor.claims.unsigned.beta', '!visitor.claims.unsigned.a', 'visitor.claims.unsigned.plan === "pro"', 'space.vars.x == 1 && true'];
const spec = fc.constantFrom(...Object.keys(SPECS)).map((slug) => ({ kind: 'openapi' as const, spec: slug }));
const method = fc.constantFrom('get', 'post', 'put', 'delete');
const openapiOperation = fc
  .record({ ref: spec, path: fc.stringMatching(/^(\/[a-z]{1,5}){1,2}(\/\{[a-zA-Z]{1,6}\})?$/), method })
  .map(({ ref, path, method }): DocumentBlock => ({
    object: 'block',
    type: 'openapi-operation',
    data: { ref, path, method },
    isVoid: true,
    meta: { id: operationId(method, path) },
  }));
const openapiSchemas = fc
  .record({
    ref: spec,
    schemas: fc.uniqueArray(fc.stringMatching(/^[A-Z][A-Za-z0-9-]{0,8}$/), { minLength: 1, maxLength: 3 }),
    grouped: fc.option(fc.boolean()),
  })
  .map(({ ref, schemas, grouped }): DocumentBlock => ({
    object: 'block',
    type: 'openapi-schemas',
    data: { ref, schemas, ...(grouped === null ? {} : { grouped }) },
    isVoid: true,
  }));
const openapiWebhook = fc
  .record({ ref: spec, name: fc.stringMatching(/^[a-z][A-Za-z-]{0,10}$/), method })
  .map(({ ref, name, method }): DocumentBlock => ({ object: 'block', type: 'openapi-webhook', data: { ref, name, method }, isVoid: true }));
/** A prop as Git Sync writes it in a tag: over lines where it holds them (a diagram's source), quotes of both kinds and backslashes in it, never closing the tag. */
const propValue = fc
  .string({ unit: fc.constantFrom(...'ab Z09-/:.[]{}<>&=#', '"', "'", '\\', '%', '\n'), maxLength: 12 })
  .filter((value) => !value.includes('%}'));
const integration = fc
  .record({
    integration: fc.stringMatching(/^[a-z][a-z0-9-]{0,8}$/),
    block: fc.stringMatching(/^[a-z][a-z0-9-]{0,8}$/),
    props: fc.dictionary(fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9]{0,6}$/), propValue, { maxKeys: 3 }),
  })
  .map((data): DocumentBlock => ({ object: 'block', type: 'integration', data, isVoid: true }));

const { block } = fc.letrec<{ block: DocumentBlock; essential: DocumentBlock; list: DocumentBlock }>((tie) => {
  const held = (arbitrary: fc.Arbitrary<DocumentBlock>) => fc.array(arbitrary, { minLength: 1, maxLength: 3 });
  const itemBlocks = held(fc.oneof({ depthSize: 'small' }, tie('essential'), code, math)).filter((nodes) => nodes[0]!.type !== 'divider');
  const list = fc
    .record({
      type: fc.constantFrom('list-unordered' as const, 'list-ordered' as const, 'list-tasks' as const),
      start: fc.option(fc.integer({ min: 2, max: 20 })),
      items: fc.array(itemBlocks, { minLength: 1, maxLength: 3 }),
      checked: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
    })
    .map(({ type, start, items, checked }): DocumentBlock => {
      const nodes = items.map((nodes, i) => ({
        object: 'block' as const,
        type: 'list-item' as const,
        ...(type === 'list-tasks' ? { data: { checked: checked[i]! } } : {}),
        nodes: nodes as never,
      }));
      return type === 'list-ordered' ? { object: 'block', type, data: start ? { start } : {}, nodes } : { object: 'block', type, data: {}, nodes };
    });
  const essential = fc.oneof({ depthSize: 'small' }, paragraph, heading, divider, tie('list'));
  const part = held(fc.oneof({ depthSize: 'small' }, essential, code, math, embed, images, contentRef, file, prompt, drawing, integration));
  const hint = fc
    .record({ style: fc.constantFrom('info' as const, 'warning' as const, 'danger' as const, 'success' as const), nodes: held(essential) })
    .map(({ style, nodes }): DocumentBlock => ({ object: 'block', type: 'hint', data: { style }, nodes: nodes as never }));
  // Within four containers deep (a titled code block is one): conditional content holds no tabs or steps, its updates no hints or prompts.
  const updateHolds = [essential, code, math, images, drawing, contentRef];
  const updates = updatesOf(held(fc.oneof({ depthSize: 'small' }, ...updateHolds, hint, prompt)));
  const updatesInIf = updatesOf(held(fc.oneof({ depthSize: 'small' }, ...updateHolds)));
  return {
    essential,
    list,
    block: fc.oneof(
      { depthSize: 'small' },
      essential,
      code,
      math,
      embed,
      contentRef,
      file,
      images,
      table,
      openapiOperation,
      openapiSchemas,
      openapiWebhook,
      integration,
      held(fc.oneof(essential)).map((nodes): DocumentBlock => ({ object: 'block', type: 'blockquote', data: {}, nodes: nodes as never })),
      hint,
      prompt,
      drawing,
      updates,
      fc
        .record({
          expression: fc.constantFrom(...CONDITIONS),
          nodes: held(fc.oneof({ depthSize: 'small' }, essential, code, images, drawing, prompt, hint, updatesInIf)),
        })
        .map(({ expression, nodes }): DocumentBlock => ({ object: 'block', type: 'if', data: { expression }, nodes: nodes as never })),
      fc.array(fc.record({ title: argWord, nodes: part }), { minLength: 1, maxLength: 2 }).map((tabs): DocumentBlock => ({
        object: 'block',
        type: 'tabs',
        nodes: tabs.map(({ title, nodes }) => ({ object: 'block', type: 'tabs-item', data: { title }, nodes: nodes as never })),
      })),
      fc
        .record({
          fullWidth: fc.option(fc.boolean()),
          columns: fc.array(
            fc.record({
              width: fc.option(fc.constantFrom(25, 50, 33.33333333333333, 66.66666666666667)),
              valign: fc.option(fc.constantFrom('top' as const, 'middle' as const, 'bottom' as const)),
              nodes: held(fc.oneof({ depthSize: 'small' }, essential, code, math, images, hint, prompt, contentRef, drawing, embed, file, integration, table)),
            }),
            { minLength: 1, maxLength: 3 },
          ),
        })
        .map(({ fullWidth, columns }): DocumentBlock => ({
          object: 'block',
          type: 'columns',
          data: fullWidth === null ? {} : { fullWidth },
          isVoid: false,
          nodes: columns.map(({ width, valign, nodes }) => ({
            object: 'block',
            type: 'column',
            data: { ...(width === null ? {} : { width: { unit: '%', value: width } }), ...(valign ? { verticalAlignment: valign } : {}) },
            nodes: nodes as never,
          })),
        })),
      fc.array(part, { minLength: 1, maxLength: 2 }).map((steps): DocumentBlock => ({
        object: 'block',
        type: 'stepper',
        data: {},
        nodes: steps.map((nodes) => ({ object: 'block', type: 'stepper-step', data: {}, nodes: nodes as never })),
      })),
      fc.record({ title: htmlText, nodes: held(fc.oneof(essential, code, prompt)) }).map(({ title, nodes }): DocumentBlock => ({
        object: 'block',
        type: 'expandable',
        data: {},
        isVoid: true,
        fragments: [
          {
            object: 'fragment',
            fragment: 'expandable-title',
            type: 'expandable-title',
            nodes: [{ object: 'block', type: 'paragraph', nodes: [textOf(title)] }],
          },
          { object: 'fragment', fragment: 'expandable-body', type: 'expandable-body', nodes: nodes as never },
        ],
      })),
    ),
  };
});

const documentArbitrary = fc.array(block, { minLength: 1, maxLength: 6 }).map((nodes) => {
  // A copy, no node shared: generated nodes share their constants, and keys are set in place.
  const built = { object: 'document' as const, data: {}, nodes: JSON.parse(JSON.stringify(nodes)) as JSONDocument['nodes'] };
  keyNodes(built.nodes);
  return built;
});

/**
 * The same documents on every run, so that the tier's verdict depends on the code alone; another
 * seed explores others (`PROPERTY_SEED=$RANDOM npx vitest run test/format/document/markdown.test.ts`).
 */
const RUNS = { numRuns: 300, seed: Number(process.env.PROPERTY_SEED ?? 24) };

describe('a document written as Markdown', () => {
  test('reads back as the same document, for every node type the sandbox writes', () => {
    fc.assert(
      fc.property(documentArbitrary, (generated) => {
        expect(documentModelErrors(generated)).toEqual([]);
        expect(read(written(generated))).toEqual(generated);
      }),
      RUNS,
    );
  });

  test('is written the same once it has been read: Markdown → document → Markdown is a fixed point after one pass', () => {
    fc.assert(
      fc.property(documentArbitrary, (generated) => {
        const markdown = written(generated);
        expect(written(read(markdown))).toBe(markdown);
      }),
      RUNS,
    );
  });
});

describe('GitBook house style', () => {
  test('writes `*` bullets, `1.` numbers, `_italic_`, `**bold**`, `***` dividers, headings `##`–`####` with their anchors, padded tables', () => {
    const source = [
      '## Install <a href="#setup" id="setup"></a>',
      '### Steps',
      '#### Details',
      'Run **it** with _care_ and `npm` in [the guide](guide/install.md#setup).',
      '- one\n- two\n   - nested',
      '3) three\n4) four',
      '---',
      '| Name | Value |\n|:-:|--:|\n| a | bbbbbbbb |',
    ].join('\n\n');
    expect(written(read(source))).toBe(
      [
        '## Install <a href="#setup" id="setup"></a>',
        '### Steps',
        '#### Details',
        'Run **it** with _care_ and `npm` in [the guide](guide/install.md#setup).',
        '* one\n* two\n  * nested',
        '3. three\n4. four',
        '***',
        '| Name | Value    |\n| :--: | -------: |\n| a    | bbbbbbbb |',
      ].join('\n\n') + '\n',
    );
  });

  test('writes a mark as HTML where its delimiter would not be read, and reads it back', () => {
    const document = read('a<strong>(b)</strong>c and x<em>[y]</em>z');
    const markdown = written(document);
    expect(markdown).toBe('a<strong>(b)</strong>c and x<em>\\[y\\]</em>z\n');
    expect(read(markdown)).toEqual(document);
    expect(document.nodes[0]).toMatchObject({
      nodes: [
        {
          leaves: [{ text: 'a' }, { text: '(b)', marks: [{ type: 'bold' }] }, { text: 'c and x' }, { text: '[y]', marks: [{ type: 'italic' }] }, { text: 'z' }],
        },
      ],
    });
  });

  test("writes GitBook's inlines as its Git Sync does: inline images, emoji, icons, inline math, expressions, mentions", () => {
    const source = [
      'Click <img src=".gitbook/assets/logo.png" alt="" data-size="line"> then :tada:, <i class="fa-github">:github:</i> and $$x^2$$ in <code class="expression">space.vars.sdk_package_id</code>.',
      '<img src="https://example.com/a.png?x=1&#x26;y=2" alt="Menu" data-size="line">',
      '## Install :rocket:',
      'See [install.md](guide/install.md "mention") and [#setup](guide/install.md#setup "mention").',
      'Built by [<img src="https://example.com/a.png" alt="badge"> us](https://example.com/docs).',
    ].join('\n\n');
    const document = read(source);
    expect(written(document)).toBe(`${source}\n`);
    expect(document.nodes[0]).toMatchObject({
      nodes: [
        { leaves: [{ text: 'Click ' }] },
        { type: 'inline-image', data: { ref: { kind: 'file', file: 'logo' }, size: 'line' } },
        { leaves: [{ text: ' then ' }] },
        { type: 'emoji', data: { code: '1f389' } },
        { leaves: [{ text: ', ' }] },
        { type: 'icon', data: { icon: 'github' } },
        { leaves: [{ text: ' and ' }] },
        { type: 'inline-math', data: { formula: 'x^2' } },
        { leaves: [{ text: ' in ' }] },
        { type: 'expression', data: { expression: 'space.vars.sdk_package_id' } },
        { leaves: [{ text: '.' }] },
      ],
    });
    expect(document.nodes[1]).toMatchObject({
      nodes: [{}, { type: 'inline-image', data: { ref: { url: 'https://example.com/a.png?x=1&y=2' }, alt: 'Menu' } }, {}],
    });
    expect(document.nodes[3]).toMatchObject({
      nodes: [
        {},
        { type: 'mention', data: { ref: { kind: 'page', page: 'install' } } },
        {},
        { type: 'mention', data: { ref: { kind: 'anchor', anchor: 'setup' } } },
        {},
      ],
    });
    expect(document.nodes[4]).toMatchObject({
      nodes: [{}, { type: 'link', nodes: [{ leaves: [{ text: '' }] }, { type: 'inline-image', data: { alt: 'badge' } }, { leaves: [{ text: ' us' }] }] }, {}],
    });
    expect(documentModelErrors({ object: 'document', data: {}, nodes: document.nodes })).toEqual([]);
  });

  test("reads every GitHub shortcode as GitBook's emoji and writes it back by its first name", () => {
    const emoji = (markdown: string) => {
      const [paragraph] = read(markdown).nodes;
      return paragraph?.type === 'paragraph'
        ? paragraph.nodes.flatMap((node) => (node.object === 'inline' && node.type === 'emoji' ? [node.data.code] : []))
        : [];
    };
    // GitHub's names outside the common few: an animal, a joined sequence, a keycap, a flag, an alias.
    expect(emoji(':zebra: :woman_technologist: :hash: :rainbow_flag: :thumbsup: :+1: :t-rex:')).toEqual([
      '1f993',
      '1f469-200d-1f4bb',
      '23-20e3',
      '1f3f3-200d-1f308',
      '1f44d',
      '1f44d',
      '1f996',
    ]);
    expect(written(read(':zebra: :woman_technologist: :hash: :thumbsup: :+1:'))).toBe(':zebra: :woman_technologist: :hash: :+1: :+1:\n');
    // GitHub's own images (`:octocat:`) are no emoji, and a name GitHub lacks stays text.
    expect(emoji(':octocat: :shipit: :zebras:')).toEqual([]);
    expect(read(':octocat: :shipit: :zebras:').nodes).toMatchObject([{ nodes: [{ leaves: [{ text: ':octocat: :shipit: :zebras:' }] }] }]);
    // A code written with the presentation selector is the same emoji.
    const heart: DocumentInline = { object: 'inline', type: 'emoji', data: { code: '2764-fe0f' }, isVoid: true };
    expect(written({ nodes: [{ object: 'block', type: 'paragraph', nodes: [heart] }] })).toBe(':heart:\n');
    // Text that is a known shortcode outside the old table is escaped, so it stays text.
    const text: DocumentText = { object: 'text', leaves: [{ object: 'leaf', text: 'a :zebra: b', marks: [] }] };
    expect(written({ nodes: [{ object: 'block', type: 'paragraph', nodes: [text] }] })).toBe('a \\:zebra: b\n');
  });

  test('reads and writes a table with column widths or a hidden header as GitBook writes it: a `<table>`, `<th width>` in pixels', () => {
    const source = [
      '<table><thead><tr><th width="224">Name</th><th width="284.3333333333333" align="right">Size</th><th>Notes</th></tr></thead><tbody><tr><td><code>api</code></td><td align="right">12</td><td>See <a href="guide/install.md">install</a>, <strong>first</strong>.</td></tr></tbody></table>',
      '<table data-header-hidden data-full-width="true"><thead><tr><th width="181"></th><th></th></tr></thead><tbody><tr><td>Explorer</td><td>&#x20;two &#x20;spaces kept&#x20;</td></tr></tbody></table>',
      // `&` and `<` in a cell's text as GitBook writes them; `>` as it is.
      '<table><thead><tr><th width="200">Networks</th></tr></thead><tbody><tr><td>Ethereum &#x26; Sepolia, fees &#x3C;1 > 0</td></tr></tbody></table>',
    ].join('\n\n');
    const document = read(source);
    expect(written(document)).toBe(`${source}\n`);
    expect(document.nodes[0]).toMatchObject({
      type: 'table',
      data: {
        view: {
          type: 'grid',
          columns: ['column-0', 'column-1', 'column-2'],
          columnWidths: { 'column-0': 224, 'column-1': 284.3333333333333 },
          hideHeader: false,
        },
        definition: { 'column-1': { title: 'Size', textAlignment: 'right' } },
      },
    });
    expect(document.nodes[0]).toMatchObject({
      fragments: [
        {},
        {},
        { nodes: [{ nodes: [{}, { type: 'link', data: { ref: { kind: 'page', page: 'install' } } }, { leaves: [{}, { text: 'first' }, {}] }] }] },
      ],
    });
    expect(document.nodes[1]).toMatchObject({ data: { view: { columnWidths: { 'column-0': 181 }, hideHeader: true }, fullWidth: true } });
    expect(document.nodes[0]).not.toHaveProperty('data.fullWidth');
    expect(document.nodes[1]).toMatchObject({ fragments: [{}, { nodes: [{ nodes: [{ leaves: [{ text: ' two  spaces kept ' }] }] }] }] });
    // Without widths or a hidden header, the same table is a pipe table, as GitBook writes one.
    const table = document.nodes[0] as DocumentBlock & { type: 'table' };
    const plain = { ...table, data: { ...table.data, view: { type: 'grid' as const, columns: table.data.view.columns, hideHeader: false } } };
    expect(written({ nodes: [plain] })).toMatch(/^\| Name +\| Size +\| Notes +\|\n/);
    expect(documentModelErrors({ object: 'document', data: {}, nodes: document.nodes })).toEqual([]);
  });

  test("writes a quote and a backslash in a tag's argument escaped, as GitBook's Git Sync does, and reads them back", () => {
    const markdown = [
      '{% tabs %}',
      '{% tab title="\\"Kalervo\\" at C:\\\\" %}',
      'Hi',
      '{% endtab %}',
      '{% endtabs %}',
      '',
      '{% @mermaid/diagram content="A[\\"it\'s\\"]" %}',
      '',
    ].join('\n');
    const document = read(markdown);
    expect(document.nodes).toMatchObject([
      { type: 'tabs', nodes: [{ type: 'tabs-item', data: { title: '"Kalervo" at C:\\' } }] },
      { type: 'integration', data: { integration: 'mermaid', block: 'diagram', props: { content: 'A["it\'s"]' } } },
    ]);
    expect(written(document)).toBe(markdown);
  });

  test('writes a heading ending in `#` with it escaped: it would close the heading and be dropped', () => {
    const heading: DocumentBlock = { object: 'block', type: 'heading-1', data: {}, nodes: [textOf([{ object: 'leaf', text: 'Learn C #', marks: [] }])] };
    expect(written({ nodes: [heading] })).toBe('## Learn C \\#\n');
    expect(read(written({ nodes: [heading] })).nodes).toMatchObject([{ nodes: [{ leaves: [{ text: 'Learn C #' }] }] }]);
  });

  test('writes text that would read as an inline escaped: a known shortcode, a `$` before a formula', () => {
    const text = (t: string) => ({ object: 'text' as const, leaves: [{ object: 'leaf' as const, text: t, marks: [] }] });
    const math = { object: 'inline' as const, type: 'inline-math' as const, data: { formula: 'x' }, isVoid: true as const };
    const markdown = written({ nodes: [{ object: 'block', type: 'paragraph', nodes: [text(':tada: costs 5$'), math, text(' :smile')] }] });
    expect(markdown).toBe('\\:tada: costs 5\\$$$x$$ \\:smile\n');
    expect(written(read(markdown))).toBe(markdown);
  });

  test('keeps what Markdown would read as markup as text: escapes, `&#x20;` for edge spaces, `\\!` before a link', () => {
    const text = (t: string): DocumentBlockParagraph => ({ object: 'block', type: 'paragraph', nodes: [textOf([{ object: 'leaf', text: t, marks: [] }])] });
    const markdown = written({ nodes: [text(' # not a heading *or* <b>bold</b> &amp; 1. '), text('- no list'), text('{% hint %}')] });
    expect(markdown).toBe('&#x20;# not a heading \\*or\\* \\<b>bold\\</b> \\&amp; 1.&#x20;\n\n\\- no list\n\n\\{% hint %}\n');
    expect(read(markdown).nodes.map((node) => (node.type === 'paragraph' ? (node.nodes[0] as DocumentText).leaves[0]!.text : ''))).toEqual([
      ' # not a heading *or* <b>bold</b> &amp; 1. ',
      '- no list',
      '{% hint %}',
    ]);
  });
});

describe('the pages of a docs repository written the way GitBook writes it (test/fixtures/git-sync-repo)', () => {
  const root = fileURLToPath(new URL('../../fixtures/git-sync-repo/docs', import.meta.url));
  const pages = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md') && !/(^|\/)(SUMMARY|TOC)\.md$/.test(name))
    .map((name) => ({ name, body: pageFileParts(readFileSync(path.join(root, name), 'utf8')).body }));

  test("holds GitBook's blocks of a spec and of an integration, read as their nodes", () => {
    const types = pages.flatMap(({ body }) => read(body).nodes.map((node) => node.type));
    expect(types).toContain('openapi-operation');
    expect(types).toContain('integration');
  });

  test.each(pages.map(({ name, body }) => [name, body] as const))(
    '%s: its document written as Markdown reads back as the same document, and writes the same Markdown again',
    (_, body) => {
      // Its includes named from its own folder, as the page names them: a reusable content's id is its file's name, hashed.
      const includes = new Map([...body.matchAll(/\{% include "([^"]+)" %\}/g)].map(([, target]) => [reusableContentId(includedName(target!)!), target!]));
      const pageHref: HrefOf = (ref) => (ref.kind === 'reusable-content' ? includes.get(ref.reusableContent)! : hrefOf(ref));
      const writtenHere = (document: Pick<JSONDocument, 'nodes'>) => documentMarkdown(document, pageHref);
      const document = read(body);
      const markdown = writtenHere(document);
      expect(read(markdown)).toEqual(document);
      expect(writtenHere(read(markdown))).toBe(markdown);
    },
  );
});
