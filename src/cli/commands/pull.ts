import fs from 'node:fs/promises';
import { Command } from 'commander';
import { isPageFile, isRepositoryFile, isSummary } from '../../domain/revisions/import/zip.js';
import type { CliContext } from '../context.js';
import { withSpinner } from '../interact.js';
import { CliError, EXIT } from '../io.js';
import { folderConfig, writeFolder } from '../sync/folder.js';
import { ASSETS, pulledFolder } from '../sync/pulled.js';
import { eachConcurrently, PARALLEL_READS, readContent, type ContentTarget } from '../sync/remote.js';

export interface PullOptions extends ContentTarget {
  dir: string;
}

/** What of a folder a pull rewrites, relative to its docs root: the pages (but other summaries) and the assets; nothing of the repository around them. */
const pulledHere = (relative: string) => !isRepositoryFile(relative) && ((isPageFile(relative) && !isSummary(relative)) || relative.startsWith(`${ASSETS}/`));

/**
 * Writes the content into the folder as GitBook's Git Sync writes a repository, within the
 * docs root its `.gitbook.yaml` names. What is already there is left as it is; the pages and
 * assets the content no longer has are removed.
 */
export async function pullRun(context: CliContext, { dir, ...target }: PullOptions): Promise<void> {
  const { io, runtime, output } = context;
  if ((await fs.stat(dir).catch(() => undefined))?.isDirectory() === false) throw new CliError(`${dir} is not a folder`, EXIT.usage);
  const client = runtime.client();
  const config = await folderConfig(dir);
  const prefix = config.root ? `${config.root}/` : '';
  const written = await withSpinner(io, `Pulling ${target.spaceId}…`, async () => {
    const folder = await pulledFolder(await readContent(client, target), config);
    const files = new Map<string, Buffer | string>([...folder.pages.map(({ file, text }) => [`${prefix}${file}`, text] as const), [`${prefix}${config.summary}`, folder.summary]]);
    await eachConcurrently(folder.assets, PARALLEL_READS, async ({ file, path }) => {
      files.set(`${prefix}${path}`, await client.download(file.downloadURL));
    });
    const result = await writeFolder(dir, files, (relative) => relative.startsWith(prefix) && pulledHere(relative.slice(prefix.length)));
    return { ...result, pages: folder.pages.length, files: folder.assets.length };
  });
  if (output.wantsJson()) return output.json(written);
  const changed = written.written.length + written.removed.length;
  output.done(
    changed === 0
      ? `${dir} already holds the ${written.pages} pages and ${written.files} files of ${target.spaceId}`
      : `Pulled ${written.pages} pages and ${written.files} files into ${dir}: ${written.written.length} written, ${written.removed.length} removed`,
  );
}

export function buildPullCommand(command: Command, context: CliContext): void {
  command
    .argument('<space>', 'the space ID')
    .argument('<dir>', 'the folder to write (created if missing)')
    .option('--cr <id>', "the change request's content (ID or number) instead of the space's")
    .addHelpText('after', [
      '',
      'Writes README.md, SUMMARY.md, a Markdown file per page (front matter and all) and the',
      'files under .gitbook/assets/, as GitBook\'s Git Sync does; unchanged files are not touched.',
      '',
      'Examples:',
      '  $ docsctl pull SPACE_ID docs/',
      '  $ docsctl pull SPACE_ID review/ --cr 3',
      '',
    ].join('\n'))
    .action((spaceId: string, dir: string, options: { cr?: string }) => pullRun(context, { spaceId, dir, ...(options.cr ? { changeRequestId: options.cr } : {}) }));
}
