import { Command } from 'commander';
import type { Client } from '../../../client/client.js';
import type { Output } from '../../../client/operation-types.js';
import type { CliContext } from '../../context.js';
import { withSpinner } from '../../interact.js';
import { diffStat, unifiedDiff, type PageChange, type PageSide } from '../../render/diff.js';
import { printLine } from '../../render/terminal-text.js';

export interface DiffOptions {
  context: CliContext;
  spaceId: string;
  /** The change request's ID or number. */
  changeRequest: string;
  stat: boolean;
}

/** The most semantic changes asked for at once; a change request with more is told as such. */
const CHANGES_LIMIT = 1000;
/** Pages read at once: enough to hide the latency of each request, few enough to spare the API. */
const CONCURRENT_READS = 8;

type SemanticChange = Output<'getChangeRequestChanges'>['changes'][number];

/** The document pages a change request changes, each once, in the order the API lists them, and whether it added or deleted them. */
export function changedPages(changes: SemanticChange[]): { id: string; added: boolean; deleted: boolean }[] {
  const pages = new Map<string, { id: string; added: boolean; deleted: boolean }>();
  for (const change of changes) {
    if (!('page' in change) || change.page.type === 'group') continue;
    const page = pages.get(change.page.id) ?? { id: change.page.id, added: false, deleted: false };
    if (change.type === 'page_created') page.added = true;
    if (change.type === 'page_deleted') page.deleted = true;
    pages.set(page.id, page);
  }
  return [...pages.values()];
}

const sideOf = (page: Output<'getPageById'>): PageSide => ({
  path: 'path' in page ? page.path : page.id,
  markdown: 'markdown' in page ? (page.markdown ?? '') : '',
});

/**
 * Each changed page's Markdown before (as the change request's base revision had it) and after
 * (as the change request has it), through public operations only, so that it works against
 * GitBook itself.
 */
async function pageChanges(client: Client, spaceId: string, cr: Output<'getChangeRequestById'>, pages: ReturnType<typeof changedPages>): Promise<PageChange[]> {
  const base = cr.revisionMergedAncestor ?? cr.revisionInitial;
  const read = async ({ id, added, deleted }: (typeof pages)[number]): Promise<PageChange> => {
    const query = { format: 'markdown' as const };
    const [before, after] = await Promise.all([
      added ? undefined : client.call('getPageInRevisionById', { params: { spaceId, revisionId: base, pageId: id }, query }),
      deleted ? undefined : client.call('getPageInChangeRequestById', { params: { spaceId, changeRequestId: cr.id, pageId: id }, query }),
    ]);
    return { ...(before ? { before: sideOf(before) } : {}), ...(after ? { after: sideOf(after) } : {}) };
  };
  const changes: PageChange[] = [];
  for (let at = 0; at < pages.length; at += CONCURRENT_READS) changes.push(...(await Promise.all(pages.slice(at, at + CONCURRENT_READS).map(read))));
  // A page whose file and path are as they were (an edit the file does not show) has nothing to diff.
  return changes.filter(({ before, after }) => !(before && after && before.path === after.path && before.markdown === after.markdown));
}

/** Prints what a change request changes: a unified diff of each page's Markdown, `--stat` counts, or (`--json`) the API's semantic changes. */
export async function diffRun({ context, spaceId, changeRequest, stat }: DiffOptions): Promise<void> {
  const { io, output, runtime } = context;
  const client = runtime.client();
  const cr = await client.call('getChangeRequestById', { params: { spaceId, changeRequestId: changeRequest } });
  const semantic = await client.call('getChangeRequestChanges', { params: { spaceId, changeRequestId: cr.id }, query: { limit: CHANGES_LIMIT } });
  if (output.wantsJson()) return output.json(semantic);
  const changes = await withSpinner(io, 'Reading the changed pages…', () => pageChanges(client, spaceId, cr, changedPages(semantic.changes)));
  if (semantic.more) printLine(io.err, `docsctl: ${semantic.more} more changes of change request #${cr.number} are not shown`);
  if (changes.length === 0) return output.done(`No page changes in change request #${cr.number}`);
  const paint = output.paint.bind(output);
  io.out.write(stat ? diffStat(changes, paint) : changes.map((change) => unifiedDiff(change, paint)).join(''));
}

export function buildDiffCommand(context: CliContext, runF: (options: DiffOptions) => Promise<void> = diffRun): Command {
  return new Command('diff')
    .description("Show what a change request changes: a unified diff of each page's Markdown against the change request's base")
    .argument('<space>', 'the space ID')
    .argument('<change-request>', 'the change request ID or number')
    .option('--stat', 'lines added and removed per page, as git diff --stat shows them')
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  $ docsctl cr diff SPACE_ID 3',
        '  $ docsctl cr diff SPACE_ID 3 --stat',
        "  $ docsctl cr diff SPACE_ID 3 --json --jq '.changes[].type'",
        '',
      ].join('\n'),
    )
    .action((spaceId: string, changeRequest: string, options: { stat?: boolean }) => runF({ context, spaceId, changeRequest, stat: !!options.stat }));
}
