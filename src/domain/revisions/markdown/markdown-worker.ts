/**
 * The worker thread that parses Markdown, so that a page that is slow to read costs a worker's
 * time, not the event loop's: the server answers other requests meanwhile, and a task over its
 * budget is stopped with its thread.
 */
import { analyzeMarkdown } from './analysis.js';
import { summaryOf } from './summary.js';
import { started, type Budgeted } from './budgeted.js';

export type MarkdownTask =
  | { kind: 'analyze'; markdowns: string[] }
  | { kind: 'summary'; markdown: string };

export default function run(budgeted: Budgeted<MarkdownTask>): unknown {
  const task = started(budgeted);
  switch (task.kind) {
    case 'analyze':
      return task.markdowns.map(analyzeMarkdown);
    case 'summary':
      return summaryOf(task.markdown);
  }
}
