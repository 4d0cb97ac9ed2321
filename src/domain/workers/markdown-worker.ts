/**
 * The worker thread that parses Markdown and the YAML beside it (front matter, `.gitbook.yaml`, `.gitbook/vars.yaml`),
 * so that a page that is slow to read costs a worker's time, not the event loop's: the server
 * answers other requests meanwhile, and a task over its budget is stopped with its thread.
 */
import { DomainError } from '../../lib/errors.js';
import { started, type Budgeted } from './budgeted.js';
import { readConfig } from '../../format/git-sync/config.js';
import { readVars } from '../../format/git-sync/vars.js';
import { fieldsOf, frontMatterWith, type FrontMatterEdit } from '../../format/git-sync/page-file.js';
import { analyzeMarkdown } from '../../format/markdown/analysis.js';
import { summaryOf } from '../../format/markdown/summary.js';
import { documentValidator, sentDocument } from '../../format/document/input.js';

/** The thread's check of documents sent to the sandbox, compiled when a document first comes (it takes half a second). */
let checkDocument: ReturnType<typeof documentValidator> | undefined;

export type MarkdownTask =
  | { kind: 'analyze'; markdowns: string[] }
  | { kind: 'summary'; markdown: string }
  | { kind: 'front-matter'; texts: string[] }
  | { kind: 'front-matter-edits'; edits: FrontMatterEdit[] }
  | { kind: 'git-sync-config'; text: string }
  | { kind: 'git-sync-vars'; text: string }
  | { kind: 'documents'; documents: unknown[] };

/** A refusal crosses back as its message: a thrown error would lose its class on the way. */
function refusing<T>(read: () => T): { read: T } | { refusal: string } {
  try {
    return { read: read() };
  } catch (error) {
    if (error instanceof DomainError) return { refusal: error.message };
    throw error;
  }
}

export default function run(budgeted: Budgeted<MarkdownTask>): unknown {
  const task = started(budgeted);
  switch (task.kind) {
    case 'analyze':
      return task.markdowns.map(analyzeMarkdown);
    case 'summary':
      return summaryOf(task.markdown);
    case 'front-matter':
      return task.texts.map(fieldsOf);
    case 'front-matter-edits':
      return task.edits.map(({ from, patch }) => frontMatterWith(from, patch));
    case 'git-sync-config':
      return refusing(() => readConfig(task.text));
    case 'git-sync-vars':
      return refusing(() => readVars(task.text));
    case 'documents':
      checkDocument ??= documentValidator();
      return task.documents.map((document) => sentDocument(checkDocument!, document));
  }
}
