import { createHash } from 'node:crypto';
import { constants, type Stats } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathProblem } from '../../format/git-sync/file-names.js';
import { CliError } from '../io.js';
import type { PullRecord } from './pull-record.js';

/** What the pull record keeps of a file it wrote: its SHA-256, to know it again unchanged. */
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** What writing a folder did, by path relative to it, and the record of what it now holds of the content. */
export interface FolderWrite {
  written: string[];
  removed: string[];
  /** Files changed in the folder since the last pull that the content did not change: left as they are. */
  kept: string[];
  unchanged: number;
  record: PullRecord['files'];
}

export interface FolderWriteOptions {
  /** What the last pull wrote, by path and hash; undefined when no pull recorded it, and then nothing is removed. */
  recorded: PullRecord['files'] | undefined;
  /** The files that are the content's (pages, assets): of those the content no longer has, the recorded ones are removed. */
  owned: (relative: string) => boolean;
  /** Overwrite files that are someone's work, and remove recorded ones changed since, too. */
  force: boolean;
}

/** What stands at a path of the folder, seen without following a link. */
type Found =
  { kind: 'absent' } | { kind: 'file'; bytes: Buffer } | { kind: 'link'; at: string } | { kind: 'in the way'; at: string; wanted: 'file' | 'folder' };

/** Looks at paths of `dir` name by name with lstat: a link anywhere below `dir` is reported, never followed. Folders are looked at once. */
function looker(dir: string): (relative: string) => Promise<Found> {
  const stats = new Map<string, Promise<Stats | undefined>>();
  const lstat = (relative: string) => {
    let stat = stats.get(relative);
    if (!stat) {
      stat = fs.lstat(path.join(dir, ...relative.split('/'))).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return undefined;
        throw error;
      });
      stats.set(relative, stat);
    }
    return stat;
  };
  return async (relative) => {
    const names = relative.split('/');
    for (let i = 1; i <= names.length; i++) {
      const at = names.slice(0, i).join('/');
      const stat = await lstat(at);
      if (!stat) return { kind: 'absent' };
      if (stat.isSymbolicLink()) return { kind: 'link', at };
      const file = i === names.length;
      if (file ? !stat.isFile() : !stat.isDirectory()) return { kind: 'in the way', at, wanted: file ? 'file' : 'folder' };
    }
    return { kind: 'file', bytes: await fs.readFile(path.join(dir, ...names)) };
  };
}

/** Paths for a message: all of a few, the first of many (a folder of a project may hold thousands of README.md). */
const LISTED_MAX = 20;
const listed = (paths: string[]) =>
  paths.length <= LISTED_MAX ? paths.join(', ') : `${paths.slice(0, LISTED_MAX).join(', ')} and ${paths.length - LISTED_MAX} more`;

/** Why a file is someone's work: changed since the last pull wrote it, or never written by a pull (only overwritten: what no pull recorded is never removed). */
type Work = { path: string; loss: 'changes overwritten' | 'changes removed' | 'overwritten' };

/** The refusal naming the work a pull would lose, as git names the files a merge would overwrite. */
function workRefusal(dir: string, work: Work[]): CliError {
  const of = (loss: Work['loss']) => work.filter((w) => w.loss === loss).map((w) => w.path);
  const parts = [
    [of('changes overwritten'), (files: string) => `your changes to ${files} would be overwritten`],
    [of('overwritten'), (files: string) => `${files}, which no pull wrote, would be overwritten`],
    [of('changes removed'), (files: string) => `your changes to ${files} would be removed (the content no longer has them)`],
  ] as const;
  const said = parts.filter(([files]) => files.length > 0).map(([files, say]) => say(listed(files)));
  const them = work.length === 1 ? 'it' : 'them';
  const forced = work.some((w) => w.loss === 'changes removed') ? 'overwrite and remove' : 'overwrite';
  return new CliError(
    `refusing to pull into ${dir}: ${said.join('; ')}; nothing was written: move ${them} aside or commit ${them}, or pull again with --force to ${forced} ${them}`,
  );
}

/**
 * Makes the folder hold `files`, planned whole before anything is written: every path is checked
 * (POSIX's and Windows' rules), every name on the way looked at without following a link, and
 * the folder's files compared with the record of the last pull. A path that leaves the folder, a
 * link, a file where a folder goes, or (without `force`) someone's work that would be overwritten
 * or removed refuses the whole pull, naming each. Someone's work is a file whose bytes are not
 * what the last pull wrote there: changed since, or never written by a pull. A file changed here
 * whose page the content did not change since is kept as it is; a file whose bytes are already
 * there is not touched (its time stays, so git, make and editors see nothing new); the recorded
 * files the content no longer has are removed, with the folders they leave empty, and no other:
 * without a record, nothing is removed, forced or not.
 */
export async function writeFolder(dir: string, files: Map<string, Buffer>, { recorded, owned, force }: FolderWriteOptions): Promise<FolderWrite> {
  const unsafe = [...files.keys()].flatMap((relative) => {
    const problem = pathProblem(relative);
    return problem ? [`"${relative}" (${problem})`] : [];
  });
  if (unsafe.length > 0)
    throw new CliError(
      `refusing to pull into ${dir}: the content names paths a folder cannot hold safely on every system: ${listed(unsafe)}; nothing was written`,
    );

  // Only a file the record names may be removed: one no pull recorded writing may be anyone's.
  const gone = Object.keys(recorded ?? {}).filter((relative) => !files.has(relative) && pathProblem(relative) === undefined && owned(relative));
  const look = looker(dir);
  const wanted = [...files];
  const [found, foundGone] = await Promise.all([Promise.all(wanted.map(([relative]) => look(relative))), Promise.all(gone.map(look))]);

  const all = [...found, ...foundGone];
  const links = [...new Set(all.flatMap((f) => (f.kind === 'link' ? [f.at] : [])))];
  if (links.length > 0) {
    const one = links.length === 1;
    throw new CliError(
      `refusing to pull into ${dir}: ${listed(links)} ${one ? 'is a symbolic link' : 'are symbolic links'}, which pull never writes through; put the ${one ? 'file or folder itself in its place, or remove it' : 'files or folders themselves in their place, or remove them'}; nothing was written`,
    );
  }
  const blocked = [
    ...new Map(
      all.flatMap((f) =>
        f.kind === 'in the way' ? [[f.at, `${f.at} (a ${f.wanted === 'file' ? 'folder' : 'file'} where pull writes a ${f.wanted})`] as const] : [],
      ),
    ).values(),
  ];
  if (blocked.length > 0)
    throw new CliError(
      `refusing to pull into ${dir}: ${listed(blocked)}; move ${blocked.length === 1 ? 'it' : 'them'} aside, then pull again; nothing was written`,
    );

  // As git merges: what the last pull wrote is the base, the folder's file ours, the content's theirs.
  const vouched = (relative: string, bytes: Buffer) => recorded?.[relative] === sha256(bytes);
  const work: Work[] = [];
  const write: [string, Buffer][] = [];
  const remove: string[] = [];
  const kept: string[] = [];
  let unchanged = 0;
  wanted.forEach(([relative, bytes], i) => {
    const here = found[i]!;
    if (here.kind === 'file' && here.bytes.equals(bytes)) unchanged++;
    else if (here.kind !== 'file' || vouched(relative, here.bytes) || force) write.push([relative, bytes]);
    // Changed here, and not in the content since the last pull: the change stays.
    else if (vouched(relative, bytes)) kept.push(relative);
    else work.push({ path: relative, loss: recorded?.[relative] !== undefined ? 'changes overwritten' : 'overwritten' });
  });
  gone.forEach((relative, i) => {
    const here = foundGone[i]!;
    if (here.kind !== 'file') return;
    if (!vouched(relative, here.bytes)) work.push({ path: relative, loss: 'changes removed' });
    remove.push(relative);
  });
  if (work.length > 0 && !force) throw workRefusal(dir, work);

  // Nothing below is refused: the folder is written.
  // Windows has no O_NOFOLLOW; the links were looked for above all the same.
  const noFollow = constants.O_NOFOLLOW ?? 0;
  for (const [relative, bytes] of write) {
    const target = path.join(dir, ...relative.split('/'));
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.writeFile(target, bytes, { flag: constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | noFollow });
  }
  for (const relative of remove) {
    await fs.rm(path.join(dir, ...relative.split('/')));
    for (let folder = path.posix.dirname(relative); folder !== '.'; folder = path.posix.dirname(folder)) {
      const left = await fs.readdir(path.join(dir, ...folder.split('/'))).catch(() => ['?']);
      if (left.length > 0) break;
      await fs.rmdir(path.join(dir, ...folder.split('/')));
    }
  }
  return {
    written: write.map(([relative]) => relative),
    removed: remove,
    kept,
    unchanged,
    record: Object.fromEntries(wanted.map(([relative, bytes]) => [relative, sha256(bytes)])),
  };
}
