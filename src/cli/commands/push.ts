import fs from 'node:fs/promises';
import path from 'node:path';
import { Command } from 'commander';
import { lookup } from 'mime-types';
import type { Client } from '../../client/client.js';
import type { GitSyncConfig } from '../../format/git-sync/config.js';
import type { ImportedFile } from '../../format/import/tree.js';
import type { ChangeRequestContentChange } from '../../schemas/content-changes.js';
import { STORAGE_FILE_MAX_BYTES } from '../../schemas/storage.js';
import type { CliContext } from '../context.js';
import { withSpinner } from '../interact.js';
import { CliError, EXIT } from '../io.js';
import { tsvRow } from '../render/output.js';
import { printLine } from '../render/terminal-text.js';
import { folderConfig } from '../sync/folder.js';
import { withLinksRelaid } from '../sync/link-layouts.js';
import { localPages, readFolder, unplacedPages, type LocalFolder } from '../sync/local.js';
import { planChanges, type PlannedChange } from '../sync/plan.js';
import { pulledFolder, type PulledFolder } from '../sync/pulled.js';
import { eachConcurrently, PARALLEL_READS, readContent, type ContentTarget, type RemoteContent, type RemoteFile } from '../sync/remote.js';
import { VARS_FILE } from '../../format/git-sync/vars.js';
import { walkTree } from '../../lib/tree-walk.js';
import { includeFileNames, INCLUDES } from '../../format/git-sync/includes.js';

export interface PushOptions {
  dir: string;
  spaceId: string;
  cr?: string;
  subject?: string;
  merge?: boolean;
  dryRun?: boolean;
}

/** What one request may carry: GitBook's limit on changes, and a body any proxy takes. */
const BATCH_MAX_CHANGES = 50;
const BATCH_MAX_BYTES = 4 * 1024 * 1024;
/** The most bytes GitBook's spec takes for a file sent inline (`base64`): a larger one goes through an upload URL. */
const INLINE_FILE_MAX_BYTES = 1024 * 1024;

/** The folder's files to send, and those larger than the API takes at all (by path, with their size), which are not. */
interface FileChanges {
  planned: PlannedChange[];
  tooLarge: string[];
}

/**
 * The folder's files whose name the content lacks, or holds with other bytes: a file of the content is known by its name alone.
 * A file of at most 1 MiB is sent inline; a larger one through an upload URL (sent at push time, never by a dry run); one
 * larger than the API takes at all is left out, for push to name.
 */
async function fileChanges(client: Client, files: ImportedFile[], assets: PulledFolder['assets']): Promise<FileChanges> {
  const byName = new Map(assets.map((asset) => [path.posix.basename(asset.path), asset.file]));
  const seen = new Map<string, string>();
  const read: { file: ImportedFile; bytes: Buffer; remote?: RemoteFile; same?: boolean }[] = [];
  for (const file of files) {
    const other = seen.get(file.name);
    if (other) throw new CliError(`${other} and ${file.path} are both named "${file.name}": GitBook knows a file by its name alone; rename one`, EXIT.usage);
    seen.set(file.name, file.path);
    const remote = byName.get(file.name);
    read.push({ file, bytes: Buffer.from(await file.read()), ...(remote ? { remote } : {}) });
  }
  // The API gives no hash: a file of the same size is downloaded to be compared.
  await eachConcurrently(
    read.filter(({ remote, bytes }) => remote?.size === bytes.length),
    PARALLEL_READS,
    async (entry) => {
      entry.same = (await client.download(entry.remote!.downloadURL)).equals(entry.bytes);
    },
  );
  const changed = read.filter(({ same }) => !same);
  const sent = changed.filter(({ bytes }) => bytes.length <= STORAGE_FILE_MAX_BYTES);
  return {
    tooLarge: changed.filter(({ bytes }) => bytes.length > STORAGE_FILE_MAX_BYTES).map(({ file, bytes }) => `${file.path} (${bytes.length} bytes)`),
    planned: sent.map(({ file, bytes, remote }): PlannedChange => {
      const contentType = lookup(file.name) || 'application/octet-stream';
      const inline = bytes.length <= INLINE_FILE_MAX_BYTES;
      return {
        kind: remote ? 'change' : 'add',
        label: file.path,
        // An uploaded file's URL is known once it is uploaded (uploaded): until then, the change names none.
        change: { operation: 'insert_files', files: [{ name: file.name, contentType, ...(inline ? { base64: bytes.toString('base64') } : {}) }] },
        ...(inline ? {} : { upload: { bytes, contentType } }),
      };
    }),
  };
}

/** The change, its file's bytes first sent to an upload URL of the organization's storage when it is too large to send inline. */
async function uploaded(client: Client, organizationId: () => Promise<string>, planned: PlannedChange): Promise<ChangeRequestContentChange> {
  const { change, upload } = planned;
  if (!upload || change.operation !== 'insert_files') return change;
  const [file] = change.files;
  const { url } = await client.call('generateStorageUploadURL', {
    params: { organizationId: await organizationId() },
    body: { file: { name: file!.name, type: upload.contentType, size: upload.bytes.length }, kind: 'organization_file' },
  });
  await client.upload(url, upload.bytes, upload.contentType);
  return { ...change, files: [{ ...file!, url }] };
}

/** The target's content, and the folder pull would write of it: what the folder is compared with. */
async function readTarget(client: Client, target: ContentTarget, config: GitSyncConfig) {
  const content = await readContent(client, target);
  return { content, folder: await pulledFolder(content, config) };
}

/** Everything that makes the target hold what the folder holds: files first, so that the pages after them find them. */
async function planPush(
  client: Client,
  local: LocalFolder,
  { content, folder }: Awaited<ReturnType<typeof readTarget>>,
  spaceId: string,
  config: GitSyncConfig,
): Promise<{ planned: PlannedChange[]; unsentLinkTitles: string[]; unsentPages: string[]; tooLarge: string[] }> {
  // A file pull named otherwise than its page (its own name being another's) is read back as that page.
  const renamed = new Map(folder.pages.flatMap(({ file, slug }) => (slug ? [[file, slug] as const] : [])));
  const plan = planChanges(await withLinksRelaid(localPages(local, renamed), local.files, config, content.pages), {
    pages: content.pages,
    files: new Map(folder.pages.map(({ page, file, text }) => [page.id, { file, text }])),
  });
  if (plan.missingGroups.length > 0) {
    const groups = plan.missingGroups.map((title) => `"${title}"`).join(', ');
    throw new CliError(
      `the summary's group${plan.missingGroups.length > 1 ? 's' : ''} ${groups} ${plan.missingGroups.length > 1 ? 'are' : 'is'} not in space ${spaceId}: GitBook's API inserts pages but not groups; add ${plan.missingGroups.length > 1 ? 'them' : 'it'} in the app, then push again`,
    );
  }
  // The summary's link and computed pages the content lacks (one of that kind and title), which no change can make.
  const held = new Set([...walkTree(content.pages)].map(({ node }) => `${node.type}:${node.title}`));
  const unsentPages = unplacedPages(local)
    .filter(({ type, title }) => !held.has(`${type}:${title}`))
    .map(({ type, title }) => `${type} page "${title}"`);
  const files = await fileChanges(client, local.files, folder.assets);
  return { planned: [...files.planned, ...plan.changes], unsentLinkTitles: plan.unsentLinkTitles, unsentPages, tooLarge: files.tooLarge };
}

/**
 * Sends the changes in order, in batches of at most 50 (and 4 MiB): a batch ends early where a
 * change places a page into one inserted in the same batch, whose id only its answer tells.
 */
async function send(client: Client, target: Required<ContentTarget>, planned: PlannedChange[]): Promise<void> {
  let organization: string | undefined;
  const organizationId = async () => (organization ??= (await client.call('getSpaceById', { params: { spaceId: target.spaceId } })).organization);
  const ids = new Map<string, string>();
  let batch: ChangeRequestContentChange[] = [];
  let bytes = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const answer = await client.call('updateChangeRequestContent', { params: target, query: { compat: 'false' }, body: { changes: batch } });
    if ('changes' in answer) for (const change of answer.changes) if (change.object === 'created_page' && change.ref) ids.set(change.ref, change.page.id);
    batch = [];
    bytes = 0;
  };
  for (const plannedChange of planned) {
    const { into } = plannedChange;
    const change = await uploaded(client, organizationId, plannedChange);
    if (into !== undefined && !ids.has(into)) await flush();
    const ready = into === undefined ? change : { ...change, into: ids.get(into)! };
    const size = JSON.stringify(ready).length;
    if (batch.length === BATCH_MAX_CHANGES || (batch.length > 0 && bytes + size > BATCH_MAX_BYTES)) await flush();
    batch.push(ready);
    bytes += size;
  }
  await flush();
}

/**
 * The variables the folder's `.gitbook/vars.yaml` gives otherwise than the content holds them
 * (set, changed or removed), by name: GitBook's API has no change that sets them, so push says
 * so rather than sending them.
 */
function unsentVariables(local: LocalFolder, content: RemoteContent): string[] {
  const remote = content.variables ?? {};
  const names = [...new Set([...Object.keys(local.variables), ...Object.keys(remote)])];
  return names.filter((name) => local.variables[name] !== remote[name]);
}

/**
 * The folder's reusable contents (`.gitbook/includes/`) the content does not hold, by path:
 * GitBook's API has no change that creates one, so push says so rather than sending them. (It
 * gives a reusable content's body as a document only, so one edited in the folder is not told.)
 * One is held when the content has its id (the sandbox's, from the file's name) or a reusable
 * content pull writes at its file (GitBook's ids are its own).
 */
function unsentReusableContents(local: LocalFolder, content: RemoteContent): string[] {
  const remote = content.reusableContents ?? [];
  const held = new Set([...remote.map(({ id }) => id), ...[...includeFileNames(remote).values()].map((name) => name.toLowerCase())]);
  return local.reusableContents.filter(({ id, name }) => !held.has(id) && !held.has(name.toLowerCase())).map(({ name }) => `${INCLUDES}/${name}`);
}

/** How many pages and files each kind of change touches. */
function countsOf(planned: PlannedChange[]) {
  const count = (files: boolean, kind: PlannedChange['kind']) =>
    planned.filter((p) => (p.change.operation === 'insert_files') === files && p.kind === kind).length;
  return {
    pages: { added: count(false, 'add'), changed: count(false, 'change'), moved: count(false, 'move'), deleted: count(false, 'delete') },
    files: { added: count(true, 'add'), changed: count(true, 'change') },
  };
}

/** A change as `--json` lists it: what it does, to which file, by which operation. */
const jsonOf = ({ kind, label, change }: PlannedChange) => ({ kind, label, operation: change.operation });

const countLine = ({ pages, files }: ReturnType<typeof countsOf>) =>
  `pages: ${pages.added} added, ${pages.changed} changed, ${pages.moved} moved, ${pages.deleted} deleted; files: ${files.added} added, ${files.changed} changed`;

/**
 * Makes the space (through a change request) hold what the folder holds: the folder is read as
 * GitBook reads a Git Sync repository, compared with the content page by page, and only the
 * differences are sent. Nothing to send opens no change request.
 */
export async function pushRun(context: CliContext, options: PushOptions): Promise<void> {
  const { io, runtime, output } = context;
  const { dir, spaceId } = options;
  if (!(await fs.stat(dir).catch(() => undefined))?.isDirectory()) throw new CliError(`${dir} is not a folder`, EXIT.usage);
  const client = runtime.client();
  const config = await folderConfig(dir);

  const read = await withSpinner(io, `Comparing ${dir} with ${spaceId}…`, async () => {
    const target = { spaceId, ...(options.cr ? { changeRequestId: options.cr } : {}) };
    // The space's revision, read before its content, so that a change request opened on a later one is planned again.
    const remote = async () => ({
      revision: options.cr ? undefined : (await client.call('getSpaceById', { params: { spaceId } })).revision,
      ...(await readTarget(client, target, config)),
    });
    // The server reads the content while this process reads the folder.
    const [{ revision, ...content }, local] = await Promise.all([remote(), readFolder(dir)]);
    return {
      revision,
      local,
      unsent: unsentVariables(local, content.content),
      unsentIncludes: unsentReusableContents(local, content.content),
      ...(await planPush(client, local, content, spaceId, config)),
    };
  });
  let { planned } = read;
  if (read.unsentLinkTitles.length > 0) {
    const files = read.unsentLinkTitles.join(', ');
    printLine(
      io.err,
      `! the summary's ToC titles (link titles) of ${files} are not sent: GitBook's API sets no page's ToC title (linkTitle); set ${read.unsentLinkTitles.length > 1 ? 'them' : 'it'} in the app`,
    );
  }
  if (read.unsentPages.length > 0) {
    printLine(
      io.err,
      `! the summary's ${read.unsentPages.join(', ')} ${read.unsentPages.length > 1 ? 'are' : 'is'} not sent: GitBook's API inserts document pages only (insert_page takes a document); add ${read.unsentPages.length > 1 ? 'them' : 'it'} in the app`,
    );
  }
  const { unsent, unsentIncludes, tooLarge } = read;
  const variables = {
    ...(unsent.length > 0 ? { variablesNotSent: unsent } : {}),
    ...(unsentIncludes.length > 0 ? { reusableContentsNotSent: unsentIncludes } : {}),
    ...(tooLarge.length > 0 ? { filesNotSent: tooLarge } : {}),
  };
  if (tooLarge.length > 0 && !output.wantsJson()) {
    printLine(
      io.err,
      `! ${tooLarge.join(', ')} ${tooLarge.length > 1 ? 'are' : 'is'} not sent: GitBook's API takes files of at most ${STORAGE_FILE_MAX_BYTES / 2 ** 20} MiB; make ${tooLarge.length > 1 ? 'them' : 'it'} smaller, or link ${tooLarge.length > 1 ? 'them' : 'it'} from where ${tooLarge.length > 1 ? 'they are' : 'it is'} hosted`,
    );
  }
  if (unsentIncludes.length > 0 && !output.wantsJson()) {
    const them = unsentIncludes.length > 1 ? 'them' : 'it';
    printLine(
      io.err,
      `! ${unsentIncludes.join(', ')} ${unsentIncludes.length > 1 ? 'are reusable contents' : 'is a reusable content'} ${spaceId} does not hold: GitBook's API creates no reusable content, so push sends none; create ${them} in the app (Reusable content), or import the folder`,
    );
  }
  if (unsent.length > 0 && !output.wantsJson()) {
    printLine(
      io.err,
      `! ${VARS_FILE} gives ${unsent.map((name) => `"${name}"`).join(', ')} otherwise than ${spaceId} holds ${unsent.length > 1 ? 'them' : 'it'}: GitBook's API sets no variables, so push sends none; change ${unsent.length > 1 ? 'them' : 'it'} in the app (Variables, in a change request)`,
    );
  }
  const counts = countsOf(planned);
  if (planned.length === 0 || options.dryRun) {
    if (output.wantsJson())
      return output.json({ changeRequest: null, merged: false, dryRun: !!options.dryRun, ...counts, changes: planned.map(jsonOf), ...variables });
    if (planned.length === 0) return printLine(io.out, `Nothing to push: ${spaceId} already holds what ${dir} holds`);
    for (const { kind, label } of planned) io.out.write(io.outIsTTY ? `${kind.padEnd(7)} ${label}\n` : `${tsvRow([kind, label])}\n`);
    return printLine(io.err, `Dry run: ${countLine(counts)}; nothing sent`);
  }

  const cr = await withSpinner(io, `Pushing ${dir} to ${spaceId}…`, async () => {
    const opened = options.cr
      ? await client.call('getChangeRequestById', { params: { spaceId, changeRequestId: options.cr } })
      : await client.call('createChangeRequest', {
          params: { spaceId },
          body: { subject: options.subject ?? `Update from ${path.basename(path.resolve(dir))}`.slice(0, 100) },
        });
    if (read.revision !== undefined && opened.revisionInitial !== read.revision) {
      ({ planned } = await planPush(client, read.local, await readTarget(client, { spaceId, changeRequestId: opened.id }, config), spaceId, config));
    }
    try {
      await send(client, { spaceId, changeRequestId: opened.id }, planned);
    } catch (error) {
      // Each batch is written as it is answered: the change request holds those before the failure, and a push into it sends the rest.
      if (error instanceof Error)
        error.message += ` (change request #${opened.number} holds what was sent before: push again with --cr ${opened.number} to send the rest)`;
      throw error;
    }
    return opened;
  });
  const pushed = countsOf(planned);
  let merged = false;
  if (options.merge) {
    await withSpinner(io, `Merging change request #${cr.number}…`, () => client.call('mergeChangeRequest', { params: { spaceId, changeRequestId: cr.id } }));
    merged = true;
  }
  if (output.wantsJson()) {
    return output.json({
      changeRequest: { id: cr.id, number: cr.number, url: cr.urls.app },
      merged,
      dryRun: false,
      ...pushed,
      changes: planned.map(jsonOf),
      ...variables,
    });
  }
  const mark = io.outIsTTY ? '✓ ' : '';
  printLine(io.out, `${mark}Change request #${cr.number}: ${cr.urls.app}`);
  printLine(io.out, `${io.outIsTTY ? '  ' : ''}${countLine(pushed)}`);
  if (merged) printLine(io.out, `${mark}Merged change request #${cr.number} into ${spaceId}`);
}

export function buildPushCommand(command: Command, context: CliContext): void {
  command
    .argument('<dir>', 'the folder to push: a Git Sync repository (README.md, SUMMARY.md, pages, .gitbook/assets/)')
    .argument('<space>', 'the space ID')
    .option('--cr <id>', 'push into this change request (ID or number) instead of opening one')
    .option('--subject <text>', 'the subject of the change request it opens')
    .option('--merge', 'merge the change request once the changes are in')
    .option('--dry-run', 'print the changes it would send, and send nothing')
    .addHelpText(
      'after',
      [
        '',
        'Compares the folder with the space page by page and sends only the differences, in a change',
        'request; with nothing to send it opens none. --json prints a summary for scripts.',
        '',
        'Examples:',
        '  $ docsctl push docs/ SPACE_ID --dry-run',
        '  $ docsctl push docs/ "$SPACE" --subject "Docs for v2.3" --merge',
        '  $ docsctl push docs/ SPACE_ID --cr 3 --json',
        '',
      ].join('\n'),
    )
    .action((dir: string, spaceId: string, options: { cr?: string; subject?: string; merge?: boolean; dryRun?: boolean }) =>
      pushRun(context, { dir, spaceId, ...options }),
    );
}
