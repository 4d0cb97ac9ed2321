/**
 * The look of a rendered page, after GitBook's default theme: a system font stack in Inter's
 * place, tinted hints, code blocks with a title bar, cards. Rules apply inside an element of
 * class `markdown`, which the page view wraps around `renderPage`'s HTML. At phone width
 * nothing is wider than the screen: code blocks and tables scroll inside themselves.
 * Math is MathML, which the browser lays out: it only needs a math font.
 */
import { MARK_COLORS } from '../../format/markdown/html-marks.js';
import { colorClass } from '../../format/html/sanitize.js';
import { COLUMN_SLICES } from '../../format/html/column-spans.js';

/** What each of GitBook's mark colours looks like: its semantic ones as the hints' colours. */
const MARK_PALETTE = {
  green: '#1b7f4b',
  blue: '#346ddb',
  red: '#c62828',
  orange: '#c2570c',
  yellow: '#a16207',
  purple: '#7b3fbf',
  $primary: 'var(--link)',
  $info: 'var(--info)',
  $success: 'var(--success)',
  $warning: 'var(--warning)',
  $danger: 'var(--danger)',
} satisfies Record<(typeof MARK_COLORS)[number], string>;

/** GitBook's colour marks (`<mark class="color-red bg-blue">`, as the sanitizer makes them): coloured text, a tinted background. */
const MARK_CSS = [
  '.markdown mark:is([class*="color-"], [class*="bg-"]) { background: none; color: inherit; border-radius: 3px; }',
  ...MARK_COLORS.flatMap((color) => [
    `.markdown mark.color-${colorClass(color)} { color: ${MARK_PALETTE[color]}; }`,
    `.markdown mark.bg-${colorClass(color)} { background: color-mix(in srgb, ${MARK_PALETTE[color]} 16%, transparent); padding: 0 .15em; }`,
  ]),
].join('\n');

export const PAGE_CSS = `
.markdown {
  --text: #1d1d1f; --muted: #5f6368; --line: #e5e7eb; --surface: #f6f7f9; --link: #346ddb;
  --info: #346ddb; --info-bg: #eef3fc; --warning: #b45309; --warning-bg: #fdf5e7;
  --danger: #c62828; --danger-bg: #fdeeee; --success: #1b7f4b; --success-bg: #ebf7f0;
  font-family: Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  font-size: 16px; line-height: 1.65; color: var(--text); overflow-wrap: anywhere; min-width: 0;
}
.markdown > :first-child { margin-top: 0; }
.markdown p, .markdown ul, .markdown ol, .markdown blockquote { margin: 0 0 1rem; }
.markdown a { color: var(--link); text-decoration: underline; text-decoration-color: color-mix(in srgb, var(--link) 40%, transparent); text-underline-offset: 2px; }
.markdown a:hover { text-decoration-color: currentColor; }
.markdown h1, .markdown h2, .markdown h3, .markdown h4, .markdown h5, .markdown h6 { font-weight: 650; line-height: 1.3; margin: 2rem 0 .75rem; scroll-margin-top: 4rem; }
.markdown h1 { font-size: 2rem; } .markdown h2 { font-size: 1.5rem; } .markdown h3 { font-size: 1.2rem; } .markdown h4 { font-size: 1.05rem; }
.markdown .heading-anchor { color: var(--muted); text-decoration: none; font-weight: 400; opacity: 0; margin-left: .25rem; }
.markdown :is(h1, h2, h3, h4, h5, h6):hover .heading-anchor, .markdown .heading-anchor:focus { opacity: 1; }
@media (hover: none) { .markdown .heading-anchor { opacity: .4; } }
.markdown img { max-width: 100%; height: auto; border-radius: 6px; }
${MARK_CSS}
.markdown ul.task-list { list-style: none; padding-left: 1.5rem; }
.markdown ul.task-list input[type="checkbox"] { margin: 0 .45rem 0 -1.5rem; vertical-align: -.1em; }
.markdown img.inline-image { height: 1.25em; width: auto; vertical-align: text-bottom; border-radius: 2px; }
.markdown code { font-family: ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace; font-size: .875em; }
.markdown :not(pre) > code { background: var(--surface); border: 1px solid var(--line); border-radius: 5px; padding: .1em .35em; }
.markdown blockquote { border-left: 3px solid var(--line); padding-left: 1rem; color: var(--muted); }
.markdown hr { border: 0; border-top: 1px solid var(--line); margin: 2rem 0; }

.markdown .table-wrap { overflow-x: auto; margin: 0 0 1rem; border: 1px solid var(--line); border-radius: 8px; }
.markdown table { border-collapse: collapse; width: 100%; font-size: .95rem; }
/* Cells break between words only ("Type", not "Typ/e"): a table too wide scrolls in its frame. */
.markdown th, .markdown td { padding: .5rem .75rem; border-bottom: 1px solid var(--line); text-align: left; overflow-wrap: normal; }
.markdown th { white-space: nowrap; }
.markdown tr:last-child td { border-bottom: 0; }
.markdown th { background: var(--surface); font-weight: 600; }

.markdown .code-block { margin: 0 0 1rem; border: 1px solid var(--line); border-radius: 8px; background: var(--surface); overflow: hidden; }
.markdown .code-title { padding: .45rem .9rem; font-size: .8rem; font-weight: 600; color: var(--muted); border-bottom: 1px solid var(--line); background: #eef0f3; }
.markdown .code-block pre { margin: 0; padding: .85rem .9rem; overflow-x: auto; line-height: 1.55; }
.markdown .code-block code { font-size: .85rem; overflow-wrap: normal; }
.markdown .code-wrap pre { white-space: pre-wrap; overflow-wrap: anywhere; }
.hljs-comment, .hljs-quote { color: #6a737d; font-style: italic; }
.hljs-keyword, .hljs-selector-tag, .hljs-literal, .hljs-built_in, .hljs-type { color: #cf222e; }
.hljs-string, .hljs-regexp, .hljs-addition, .hljs-meta .hljs-string { color: #0a3069; }
.hljs-number, .hljs-attr, .hljs-attribute, .hljs-variable, .hljs-template-variable, .hljs-symbol { color: #0550ae; }
.hljs-title, .hljs-section, .hljs-name, .hljs-selector-id, .hljs-selector-class { color: #8250df; }
.hljs-deletion { color: #82071e; } .hljs-meta { color: #953800; } .hljs-punctuation, .hljs-params { color: inherit; }

.markdown .hint { margin: 0 0 1rem; padding: .75rem 1rem; border-radius: 8px; border: 1px solid; border-left-width: 4px; }
.markdown .hint-label { margin: 0 0 .25rem; font-size: .75rem; font-weight: 700; letter-spacing: .04em; text-transform: uppercase; }
.markdown .hint-body > :last-child { margin-bottom: 0; }
.markdown .hint-info { color: inherit; background: var(--info-bg); border-color: color-mix(in srgb, var(--info) 30%, transparent); border-left-color: var(--info); }
.markdown .hint-info .hint-label { color: var(--info); }
.markdown .hint-warning { background: var(--warning-bg); border-color: color-mix(in srgb, var(--warning) 30%, transparent); border-left-color: var(--warning); }
.markdown .hint-warning .hint-label { color: var(--warning); }
.markdown .hint-danger { background: var(--danger-bg); border-color: color-mix(in srgb, var(--danger) 30%, transparent); border-left-color: var(--danger); }
.markdown .hint-danger .hint-label { color: var(--danger); }
.markdown .hint-success { background: var(--success-bg); border-color: color-mix(in srgb, var(--success) 30%, transparent); border-left-color: var(--success); }
.markdown .hint-success .hint-label { color: var(--success); }

/* Tabs without a script: each tab is a radio button, its label and its panel; the checked one's panel shows. */
.markdown .tabs { display: flex; flex-wrap: wrap; margin: 0 0 1rem; border: 1px solid var(--line); border-radius: 8px; overflow: hidden; }
.markdown .tab-radio { position: absolute; opacity: 0; pointer-events: none; }
.markdown .tab-label { order: 0; padding: .5rem .9rem; font-size: .9rem; font-weight: 500; color: var(--muted); cursor: pointer; border-bottom: 2px solid transparent; }
.markdown .tab-radio:checked + .tab-label { color: var(--link); border-bottom-color: var(--link); }
.markdown .tab-radio:focus-visible + .tab-label { outline: 2px solid var(--link); outline-offset: -2px; }
.markdown .tab-panel { order: 1; display: none; width: 100%; min-width: 0; padding: 1rem; border-top: 1px solid var(--line); }
.markdown .tab-radio:checked + .tab-label + .tab-panel { display: block; }
.markdown .tab-panel > :last-child { margin-bottom: 0; }

.markdown .stepper { list-style: none; counter-reset: step; padding: 0; margin: 0 0 1rem; }
.markdown .step { counter-increment: step; position: relative; padding: 0 0 .5rem 2.75rem; border-left: 2px solid var(--line); margin-left: .9rem; }
.markdown .step:last-child { border-left-color: transparent; }
.markdown .step::before { content: counter(step); position: absolute; left: -0.95rem; top: 0; width: 1.8rem; height: 1.8rem; border-radius: 50%; background: var(--info-bg); color: var(--link); font-weight: 700; font-size: .85rem; display: flex; align-items: center; justify-content: center; }
.markdown .step > :is(h2, h3, h4):first-child { margin-top: 0; padding-top: .1rem; }

/* A prompt, and each update of an updates block: its title (a description, a date) above what it holds. */
.markdown .prompt { margin: 0 0 1rem; padding: .75rem 1rem; border: 1px solid var(--line); border-radius: 8px; }
.markdown .prompt > :last-child { margin-bottom: 0; }
.markdown :is(.prompt-title, .update-title) { margin: 0 0 .5rem; font-size: .85rem; font-weight: 600; color: var(--muted); }
.markdown .update { margin: 0 0 1.5rem; padding-left: 1rem; border-left: 2px solid var(--line); }

.markdown .expandable { margin: 0 0 1rem; border: 1px solid var(--line); border-radius: 8px; }
.markdown .expandable > summary { padding: .65rem 1rem; cursor: pointer; font-weight: 600; }
.markdown .expandable-body { padding: 0 1rem; }
.markdown .expandable[open] > summary { border-bottom: 1px solid var(--line); margin-bottom: .75rem; }

.markdown figure { margin: 0 0 1.25rem; }
.markdown figcaption { margin-top: .4rem; font-size: .875rem; color: var(--muted); text-align: center; }
.markdown figcaption p { margin: 0; }
.markdown .embed, .markdown .file { padding: .75rem 1rem; border: 1px solid var(--line); border-radius: 8px; }
.markdown .embed figcaption, .markdown .file figcaption { text-align: left; }
.markdown .embed-link { word-break: break-all; }

.markdown .content-ref { display: flex; align-items: center; justify-content: space-between; gap: 1rem; margin: 0 0 1rem; padding: .85rem 1rem; border: 1px solid var(--line); border-radius: 8px; color: var(--text); text-decoration: none; font-weight: 500; }
.markdown .content-ref:hover { border-color: var(--link); color: var(--link); }
.markdown .content-ref-arrow { color: var(--muted); }

.markdown .cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr)); gap: 1rem; margin: 0 0 1rem; }
.markdown .card { display: flex; flex-direction: column; border: 1px solid var(--line); border-radius: 10px; overflow: hidden; color: var(--text); text-decoration: none; }
.markdown a.card:hover { border-color: var(--link); }
.markdown .card-cover { width: 100%; aspect-ratio: 16 / 9; object-fit: cover; border-radius: 0; background: var(--surface); }
.markdown .card-body { padding: .75rem 1rem; }
.markdown .card-body p { margin: 0 0 .25rem; }
.markdown .card-text { color: var(--muted); font-size: .9rem; }

.markdown .columns { display: grid; grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr)); gap: 1.5rem; }
/* Columns with widths: stacked on a phone; on a wider screen one row of slices, each column spanning its share (column-spans.ts), as GitBook lays them out. */
.markdown .columns-sized { grid-template-columns: minmax(0, 1fr); }
@media (min-width: 768px) {
  .markdown .columns-sized { grid-template-columns: repeat(${COLUMN_SLICES}, minmax(0, 1fr)); grid-auto-flow: column; }
${Array.from({ length: COLUMN_SLICES }, (_, i) => `  .markdown .columns-sized > .column-span-${i + 1} { grid-column: auto / span ${i + 1}; }`).join('\n')}
}
.markdown .column-middle { align-self: center; }
.markdown .column-bottom { align-self: end; }
.markdown .math { overflow-x: auto; margin: 0 0 1rem; }
/* An OpenType math font stretches operators and sets limits: the one each system ships, before the browser's default. */
.markdown math { font-family: "STIX Two Math", "Cambria Math", "Latin Modern Math", "DejaVu Math TeX Gyre", math; }
.markdown math[display="block"] { font-size: 1.15em; }

/* GitBook's buttons (<a class="button primary|secondary">) and icons (<i class="fa-rocket">:rocket:</i>), whose icon font a page cannot load: its name, set apart. */
.markdown a.button { display: inline-block; margin: 0 .5rem .5rem 0; padding: .45rem .95rem; border: 1px solid var(--link); border-radius: 6px; font-weight: 600; text-decoration: none; color: var(--link); }
.markdown a.button.primary { color: #fff; background: var(--link); }
.markdown i[class^="fa-"], .markdown i[class*=" fa-"] { font-style: normal; font-size: .85em; padding: 0 .3em; border: 1px solid var(--line); border-radius: 4px; color: var(--muted); }

.markdown .openapi { margin: 0 0 1rem; padding: .75rem 1rem; border: 1px solid var(--line); border-radius: 8px; background: var(--surface); }
.markdown .openapi p { margin: 0; }
.markdown .openapi-operation { display: flex; flex-wrap: wrap; align-items: center; gap: .5rem; }
.markdown .openapi-method { font-size: .75rem; font-weight: 700; padding: .15rem .45rem; border-radius: 4px; color: #fff; background: var(--info); }
.markdown .openapi-post { background: var(--success); } .markdown .openapi-put, .markdown .openapi-patch { background: var(--warning); } .markdown .openapi-delete { background: var(--danger); }
.markdown .openapi-path { background: none !important; border: 0 !important; font-size: .95rem; word-break: break-all; }
.markdown .openapi-base { color: var(--muted); }
.markdown .openapi-summary { font-weight: 600; margin-top: .35rem !important; }
.markdown .openapi-spec { font-size: .85rem; color: var(--muted); margin-top: .35rem !important; }
.markdown .openapi-description { margin-top: .5rem; } .markdown .openapi-description p { margin: 0 0 .5rem; }
.markdown .openapi-heading { margin-top: .85rem !important; margin-bottom: .35rem !important; font-size: .75rem; font-weight: 700; letter-spacing: .04em; text-transform: uppercase; color: var(--muted); }
.markdown .openapi .table-wrap { background: #fff; margin: 0; }
.markdown .openapi-required { font-size: .7rem; font-weight: 600; color: var(--danger); }
.markdown .openapi-responses { list-style: none; padding: 0; margin: 0; }
.markdown .openapi-responses li { margin: .2rem 0; }
.markdown .openapi-responses .code-block { margin: .35rem 0 .6rem; background: #fff; }
.markdown .openapi-status { font-weight: 700; }
.markdown .openapi-unavailable { margin-top: .5rem !important; color: var(--danger); font-size: .9rem; }
.markdown .openapi-schemas { list-style: none; padding: 0; margin: 0; } .markdown .openapi-schemas li { margin: .35rem 0 .6rem; }
.markdown .openapi-schema-name { font-weight: 700; }
.markdown .openapi-status-2xx { color: var(--success); } .markdown .openapi-status-4xx, .markdown .openapi-status-5xx { color: var(--danger); } .markdown .openapi-status-3xx { color: var(--warning); }
.markdown .include { color: var(--muted); font-size: .9rem; }
.markdown .integration { color: var(--muted); font-size: .9rem; }
`;
