/**
 * The app views' layout, after GitBook's editor: the page tree on the left, the page, its
 * outline on the right; a change request's banner and tabs above. Below 900 px the outline
 * goes; at phone width everything is one column, the page first and the tree after it.
 */
export const APP_STYLE = `
main, .header-inner { max-width: 1280px; }
.app-title { display: flex; flex-wrap: wrap; gap: 4px 12px; align-items: baseline; margin: 0 0 16px; }
.app-title a { font-weight: 600; font-size: 1.125rem; color: var(--text); overflow-wrap: anywhere; }
.banner { border: 1px solid #f5d48a; background: #fff8e6; border-radius: 8px; padding: 12px 16px; margin: 0 0 16px; }
.banner strong { overflow-wrap: anywhere; }
.banner .meta { color: var(--muted); font-size: 0.875rem; }
.tabs { display: flex; gap: 4px; border-bottom: 1px solid var(--line); margin: 0 0 24px; }
.tabs a { padding: 8px 12px; color: var(--muted); border-bottom: 2px solid transparent; margin-bottom: -1px; }
.tabs a[aria-current] { color: var(--text); border-bottom-color: var(--primary); font-weight: 500; }
.app { display: grid; grid-template-columns: 240px minmax(0, 1fr) 200px; gap: 32px; align-items: start; }
.tree ul { list-style: none; margin: 0; padding: 0; }
.tree ul ul { padding-left: 14px; }
.tree a { display: block; padding: 4px 8px; border-radius: 6px; color: var(--text); font-size: 0.9375rem; overflow-wrap: anywhere; }
.tree a.current { background: var(--soft); color: var(--primary); font-weight: 500; }
.tree-title { display: none; }
.tree-heading { margin: 16px 8px 4px; font-size: 0.75rem; font-weight: 600; text-transform: uppercase; letter-spacing: 0.04em; color: var(--muted); }
.outline { font-size: 0.875rem; position: sticky; top: 16px; }
.outline p { margin: 0 0 6px; font-weight: 600; }
.outline ul { list-style: none; margin: 0; padding: 0; }
.outline a { display: block; padding: 2px 0; color: var(--muted); overflow-wrap: anywhere; }
.outline .level-3 { padding-left: 12px; }
.page-title { margin-top: 0; }
.changed { border: 1px solid var(--line); border-radius: 8px; margin: 0 0 24px; overflow: hidden; }
.changed h2 { margin: 0; padding: 10px 14px; font-size: 1rem; border-bottom: 1px solid var(--line); background: var(--soft); display: flex; flex-wrap: wrap; gap: 4px 12px; align-items: baseline; }
.changed h2 a { overflow-wrap: anywhere; }
.diff { margin: 0; border: 0; border-radius: 0; padding: 8px 0; background: #fff; }
.diff-line { display: block; padding: 0 14px; white-space: pre; min-height: 1.5em; }
.diff-line.added { background: #e6ffec; color: #116329; }
.diff-line.removed { background: #ffebe9; color: #82071e; }
.diff-line.hunk { color: #0550ae; background: #ddf4ff; }
.diff-line.file { font-weight: 600; }
.diff-note { margin: 0; padding: 10px 14px; }
@media (max-width: 900px) {
  .app { grid-template-columns: 200px minmax(0, 1fr); }
  .outline { display: none; }
}
@media (max-width: 600px) {
  .app { grid-template-columns: minmax(0, 1fr); gap: 24px; }
  .tree { order: 2; border-top: 1px solid var(--line); padding-top: 8px; }
  .tree-title { display: block; margin-top: 8px; }
}
`;
