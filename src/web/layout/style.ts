/**
 * The sandbox's pages look like GitBook's default theme: a system sans-serif (Inter where the
 * machine has it), a white page with a thin grey header, a narrow column of text, and one
 * column at phone width.
 */
export const STYLESHEET = `
:root { color-scheme: light; --text: #1f2328; --muted: #6a737d; --line: #e6e8eb; --soft: #f6f7f9; --primary: #346ddb; }
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body { margin: 0; color: var(--text); background: #fff; line-height: 1.6;
  font: 16px/1.6 Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
a { color: var(--primary); text-decoration: none; }
a:hover { text-decoration: underline; }
code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace; font-size: 0.875em; }
code { background: var(--soft); border: 1px solid var(--line); border-radius: 4px; padding: 0.1em 0.3em; overflow-wrap: anywhere; }
pre { background: var(--soft); border: 1px solid var(--line); border-radius: 8px; padding: 12px 16px; overflow-x: auto; line-height: 1.5; }
pre code { background: none; border: 0; padding: 0; overflow-wrap: normal; }
.header { border-bottom: 1px solid var(--line); }
.header-inner { max-width: 960px; margin: 0 auto; padding: 14px 24px; display: flex; align-items: center; justify-content: space-between; gap: 16px; flex-wrap: wrap; }
.brand { font-weight: 600; color: var(--text); }
.header form { margin: 0; }
main { max-width: 960px; margin: 0 auto; padding: 24px 24px 64px; }
h1 { font-size: 2rem; line-height: 1.25; margin: 8px 0 8px; letter-spacing: -0.01em; }
h2 { font-size: 1.25rem; margin: 40px 0 12px; padding-bottom: 6px; border-bottom: 1px solid var(--line); }
h3 { font-size: 1rem; margin: 24px 0 8px; }
.lead { color: var(--muted); margin: 0 0 24px; }
.muted { color: var(--muted); }
.list { list-style: none; margin: 0; padding: 0; border: 1px solid var(--line); border-radius: 8px; }
.list li { padding: 10px 14px; border-top: 1px solid var(--line); display: flex; flex-wrap: wrap; gap: 4px 12px; align-items: baseline; justify-content: space-between; }
.list li:first-child { border-top: 0; }
.list .title { font-weight: 500; overflow-wrap: anywhere; min-width: 0; }
.list .meta { color: var(--muted); font-size: 0.875rem; overflow-wrap: anywhere; }
.requests { list-style: none; margin: 0; padding: 0; border: 1px solid var(--line); border-radius: 8px; font-size: 0.875rem; }
.requests li { padding: 6px 14px; border-top: 1px solid var(--line); display: flex; flex-wrap: wrap; gap: 2px 10px; align-items: baseline; }
.requests li:first-child { border-top: 0; }
.requests code { overflow-wrap: anywhere; min-width: 0; }
.requests .meta { color: var(--muted); margin-left: auto; }
.status { font-weight: 600; font-variant-numeric: tabular-nums; }
.status-2xx { color: #1a7f37; } .status-3xx { color: var(--muted); } .status-4xx { color: #9a6700; } .status-5xx, .status-dropped { color: #cf222e; }
.badge { display: inline-block; font-size: 0.75rem; border: 1px solid var(--line); border-radius: 999px; padding: 0 8px; color: var(--muted); }
.card { border: 1px solid var(--line); border-radius: 8px; padding: 20px; max-width: 420px; }
.card > :first-child { margin-top: 0; }
.card > :last-child { margin-bottom: 0; }
label { display: block; font-weight: 500; margin-bottom: 6px; }
input[type=password], input[type=text] { width: 100%; font: inherit; padding: 8px 10px; border: 1px solid #d0d4d9; border-radius: 6px; }
button, .button { font: inherit; font-weight: 500; background: var(--primary); color: #fff; border: 0; border-radius: 6px; padding: 8px 14px; cursor: pointer; }
button.link { background: none; color: var(--primary); padding: 0; }
.error { color: #b42318; background: #fef3f2; border: 1px solid #fecdca; border-radius: 6px; padding: 8px 12px; }
@media (max-width: 600px) {
  .header-inner, main { padding-left: 16px; padding-right: 16px; }
  h1 { font-size: 1.6rem; }
  pre { padding: 10px 12px; font-size: 0.8125rem; }
}
`;
