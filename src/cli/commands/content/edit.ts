import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Command } from 'commander';
import type { CliContext } from '../../context.js';
import { CliError, type IO } from '../../io.js';
import { tsvRow } from '../../render/output.js';
import { printLine } from '../../render/terminal-text.js';
import { setting } from '../../settings.js';

export interface EditOptions {
  context: CliContext;
  spaceId: string;
  pageId: string;
  /** The change request (ID or number) to write into; a new one when absent. */
  changeRequest?: string;
}

/**
 * Opens the user's editor on a file, as gh does: `DOCSCTL_EDITOR`, else the config's `editor`, else
 * `$VISUAL`, else `$EDITOR`, else vi, run by the shell so that an editor with arguments (`code --wait`)
 * works. The editor needs the terminal itself, so it gets the process's own streams rather than the command's.
 */
async function runEditor(io: IO, file: string): Promise<void> {
  const editor = setting(io, 'editor');
  const code = await new Promise<number | null>((resolve, reject) => {
    spawn('sh', ['-c', `${editor} "$@"`, editor, file], { stdio: 'inherit', env: io.env })
      .on('error', reject)
      .on('exit', resolve);
  });
  if (code !== 0) throw new CliError(`the editor (${editor}) exited with ${code ?? 'a signal'}; nothing was sent`);
}

/**
 * Edits a page's Markdown (its Git Sync file, front matter and all, as `format=markdown` gives it)
 * in the user's editor, and writes the result into a change request as one `update_page`: a new
 * change request unless one is named. An unchanged file sends nothing.
 */
export async function editRun({ context, spaceId, pageId, changeRequest }: EditOptions): Promise<void> {
  const { io, output, runtime } = context;
  const client = runtime.client();
  const query = { format: 'markdown' as const };
  const page = changeRequest
    ? await client.call('getPageInChangeRequestById', { params: { spaceId, changeRequestId: changeRequest, pageId }, query })
    : await client.call('getPageById', { params: { spaceId, pageId }, query });
  if (!('markdown' in page) || page.markdown === undefined) throw new CliError(`page ${pageId} is a group of pages: it has no Markdown to edit`);
  const original = page.markdown;

  // A folder of its own, and a name of docsctl's: the page's slug is the API's text, never a path.
  const folder = await mkdtemp(path.join(os.tmpdir(), 'docsctl-edit-'));
  const file = path.join(folder, 'page.md');
  await writeFile(file, original);
  let kept = false;
  try {
    await runEditor(io, file);
    const edited = await readFile(file, 'utf8');
    if (edited === original) return printLine(io.err, `No changes to page "${page.title}"; nothing was sent`);
    if (edited.trim() === '') throw new CliError('the file is empty; nothing was sent');
    // What was written must not be lost if sending fails: the file stays, and the error says where.
    kept = true;
    const target = changeRequest
      ? await client.call('getChangeRequestById', { params: { spaceId, changeRequestId: changeRequest } })
      : await client.call('createChangeRequest', { params: { spaceId }, body: { subject: `Edit ${page.title}`.slice(0, 100) } });
    const answer = await client.call('updateChangeRequestContent', {
      params: { spaceId, changeRequestId: target.id },
      body: { changes: [{ operation: 'update_page', page: pageId, document: { markdown: edited } }] },
    });
    kept = false;
    // GitBook answers the change request alone for now, and what changed beside it once its default flips.
    const cr = 'changeRequest' in answer ? answer.changeRequest : answer;
    if (output.wantsJson()) return await output.json(cr);
    if (io.outIsTTY) return output.done(`Wrote page "${page.title}" into change request #${cr.number}: ${cr.urls.app}`);
    io.out.write(`${tsvRow([cr.id, cr.number, cr.urls.app])}\n`);
  } catch (error) {
    if (kept && error instanceof Error) error.message += `; your edit is kept in ${file}`;
    throw error;
  } finally {
    if (!kept) await rm(folder, { recursive: true, force: true });
  }
}

export function buildEditCommand(context: CliContext, runF: (options: EditOptions) => Promise<void> = editRun): Command {
  return new Command('edit')
    .description("Edit a page's Markdown in $VISUAL or $EDITOR and write it into a change request (a new one unless --cr)")
    .argument('<space>', 'the space ID')
    .argument('<page>', 'the page ID')
    .option('--cr <id>', 'write into this change request (ID or number) instead of a new one')
    .addHelpText(
      'after',
      ['', 'Examples:', '  $ docsctl content edit SPACE_ID PAGE_ID', '  $ EDITOR="code --wait" docsctl content edit SPACE_ID PAGE_ID --cr 3', ''].join('\n'),
    )
    .action((spaceId: string, pageId: string, options: { cr?: string }) =>
      runF({ context, spaceId, pageId, ...(options.cr === undefined ? {} : { changeRequest: options.cr }) }),
    );
}
