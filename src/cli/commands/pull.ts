import fs from 'node:fs/promises';
import path from 'node:path';
import { Command } from 'commander';
import { isIncludeFile } from '../../format/git-sync/includes.js';
import { VARS_FILE } from '../../format/git-sync/vars.js';
import { isPageFile, isRepositoryFile, isSummary } from '../../format/import/zip.js';
import { ASSETS } from '../../format/git-sync/layout.js';
import type { CliContext } from '../context.js';
import { withSpinner } from '../interact.js';
import { CliError, EXIT } from '../io.js';
import { plural, printLine } from '../render/terminal-text.js';
import { filesIn, folderConfig } from '../sync/folder.js';
import { pulledFolder } from '../sync/pulled.js';
import { PULL_RECORD, readPullRecord, writePullRecord } from '../sync/pull-record.js';
import { writeFolder } from '../sync/pull-write.js';
import { eachConcurrently, PARALLEL_READS, readContent, readReusableDocuments, type ContentTarget } from '../sync/remote.js';

export interface PullOptions extends ContentTarget {
  dir: string;
  /** Overwrite files changed since the last pull or that no pull wrote, and remove recorded ones changed since. */
  force?: boolean;
}

/** What of a folder a pull rewrites, relative to its docs root: the pages (but other summaries), the assets and the includes; nothing of the repository around them. */
const pulledHere = (relative: string) =>
  relative === VARS_FILE ||
  isIncludeFile(relative) ||
  (!isRepositoryFile(relative) && ((isPageFile(relative) && !isSummary(relative)) || relative.startsWith(`${ASSETS}/`)));

/** The folders of a docs root that may hold pages: not the repository's dot-folders, nor npm's packages (thousands of README.md, none of them docs). */
const mayHoldPages = (folder: string) => !isRepositoryFile(`${folder}/`) && !/(^|\/)node_modules$/.test(folder);

/**
 * Writes the content into the folder as GitBook's Git Sync writes a repository, within the
 * docs root its `.gitbook.yaml` names, and records what it wrote (PULL_RECORD). Every file is
 * planned before one is written; nothing that is someone's work is overwritten or removed
 * unless forced, and no link is followed (see writeFolder).
 */
export async function pullRun(context: CliContext, { dir, force = false, ...target }: PullOptions): Promise<void> {
  const { io, runtime, output } = context;
  if ((await fs.stat(dir).catch(() => undefined))?.isDirectory() === false) throw new CliError(`${dir} is not a folder`, EXIT.usage);
  const client = runtime.client();
  const config = await folderConfig(dir);
  const recorded = await readPullRecord(dir);
  const prefix = config.root ? `${config.root}/` : '';
  const written = await withSpinner(io, `Pulling ${target.spaceId}…`, async () => {
    const remote = await readContent(client, target);
    const folder = await pulledFolder(remote, config, await readReusableDocuments(client, target.spaceId, remote));
    const files = new Map<string, Buffer>([
      ...folder.pages.map(({ file, text }) => [`${prefix}${file}`, Buffer.from(text)] as const),
      [`${prefix}${config.summary}`, Buffer.from(folder.summary)],
    ]);
    if (folder.vars !== undefined) files.set(`${prefix}${VARS_FILE}`, Buffer.from(folder.vars));
    for (const { path: at, text } of folder.includes) files.set(`${prefix}${at}`, Buffer.from(text));
    await eachConcurrently(folder.assets, PARALLEL_READS, async ({ file, path }) => {
      files.set(`${prefix}${path}`, await client.download(file.downloadURL));
    });
    const owned = (relative: string) => relative.startsWith(prefix) && pulledHere(relative.slice(prefix.length));
    const { record, ...result } = await writeFolder(dir, files, { recorded: recorded?.files, owned, force });
    await writePullRecord(dir, record);
    // Without a record, what the content lacks is removed by no pull: it is said, so a page deleted in the app is not pushed back unseen. Listed after the write, which refused a linked root.
    const left = recorded
      ? []
      : (await filesIn(path.join(dir, prefix), mayHoldPages))
          .filter((relative) => !files.has(`${prefix}${relative}`) && pulledHere(relative))
          .map((relative) => `${prefix}${relative}`);
    return { ...result, left, pages: folder.pages.length, includes: folder.includes.length, files: folder.assets.length };
  });
  if (output.wantsJson()) return output.json(written);
  const changed = written.written.length + written.removed.length;
  const notes = [
    written.kept.length > 0 ? `, ${plural(written.kept.length, 'file', 'files')} with your changes kept` : '',
    written.left.length > 0
      ? `, ${plural(written.left.length, 'file', 'files')} no pull wrote left as ${written.left.length === 1 ? 'it is' : 'they are'}`
      : '',
  ].join('');
  // Reusable contents are named only where the space has some: most have none.
  const includes = written.includes > 0 ? `, ${plural(written.includes, 'reusable content', 'reusable contents')}` : '';
  const content = `${plural(written.pages, 'page', 'pages')}${includes} and ${plural(written.files, 'file', 'files')}`;
  output.done(
    changed === 0
      ? `${dir} already holds the ${content} of ${target.spaceId}${notes}`
      : `Pulled ${content} into ${dir}: ${written.written.length} written, ${written.removed.length} removed${notes}`,
  );
  if (!io.outIsTTY) return;
  const lines = [
    ['wrote', written.written],
    ['removed', written.removed],
    ['kept', written.kept],
    ['left', written.left],
  ] as const;
  for (const [what, files] of lines) for (const file of files) printLine(io.out, `  ${what.padEnd(7)} ${file}`);
}

export function buildPullCommand(command: Command, context: CliContext): void {
  command
    .argument('<space>', 'the space ID')
    .argument('<dir>', 'the folder to write (created if missing)')
    .option('--cr <id>', "the change request's content (ID or number) instead of the space's")
    .option('--force', 'overwrite files changed since the last pull or that no pull wrote, and remove recorded ones changed since')
    .addHelpText(
      'after',
      [
        '',
        'Writes README.md, SUMMARY.md, a Markdown file per page (front matter and all) and the',
        "files under .gitbook/assets/, the space's variables in .gitbook/vars.yaml and its reusable",
        "contents in .gitbook/includes/, as GitBook's Git Sync does; unchanged files are not touched.",
        `What it wrote is recorded in ${PULL_RECORD}: it removes only files the record names, and`,
        'refuses to overwrite a file changed since or that no pull wrote, or to remove one changed',
        'since, unless --force.',
        '',
        'Examples:',
        '  $ docsctl pull SPACE_ID docs/',
        '  $ docsctl pull SPACE_ID review/ --cr 3',
        '',
      ].join('\n'),
    )
    .action((spaceId: string, dir: string, options: { cr?: string; force?: boolean }) =>
      pullRun(context, { spaceId, dir, ...(options.cr ? { changeRequestId: options.cr } : {}), ...(options.force ? { force: true } : {}) }),
    );
}
