import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { CONFIG_FILE, readConfig, type GitSyncConfig } from '../../domain/revisions/git-sync/config.js';
import { DomainError } from '../../domain/kernel/errors.js';
import type { Archive } from '../../domain/revisions/import/archive.js';
import { CliError, EXIT } from '../io.js';

/** Git's own folder: never docs, and it can hold more files than the docs themselves. */
const GIT_FOLDER = '.git';

/** The files under a folder (none if it does not exist), by path relative to it with `/`, in a stable order. */
export async function filesIn(dir: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (sub: string): Promise<void> => {
    let entries;
    try {
      entries = await fs.readdir(path.join(dir, sub), { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' && sub === '') return;
      throw error;
    }
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const relative = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory() && entry.name !== GIT_FOLDER) await walk(relative);
      else if (entry.isFile()) found.push(relative);
    }
  };
  await walk('');
  return found;
}

/** The folder's `.gitbook.yaml` (GitBook's defaults without one): where its docs are, their readme and summary. */
export async function folderConfig(dir: string): Promise<GitSyncConfig> {
  let text: string | undefined;
  try {
    text = await fs.readFile(path.join(dir, CONFIG_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  try {
    return readConfig(text);
  } catch (error) {
    // The sandbox's words are for a zip sent to it; here the file is the user's own.
    if (error instanceof DomainError) throw new CliError(`${path.join(dir, CONFIG_FILE)}: ${error.message.replace(/; fix it or leave it out of the zip$/, '')}`, EXIT.usage);
    throw error;
  }
}

/**
 * A folder as the importer reads a zip: its files by relative path, each read when asked. Read at
 * once: the CLI has nothing else to do meanwhile, and a thousand small files read one after the
 * other through the thread pool spend most of their time waiting their turn.
 */
export async function archiveOfFolder(dir: string): Promise<Archive> {
  return { paths: await filesIn(dir), read: async (file) => readFileSync(path.join(dir, file)) };
}

/** A path from the API, refused if it would lead out of the folder (`../`, an absolute path): the API's text is never obeyed. */
function inside(dir: string, relative: string): string {
  const normal = path.posix.normalize(relative);
  if (normal !== relative || relative.startsWith('../') || relative === '..' || path.posix.isAbsolute(relative) || relative.includes('\0')) {
    throw new CliError(`refusing to write "${relative}": it leads out of ${dir}`);
  }
  return path.join(dir, ...relative.split('/'));
}

/** What writing a folder did, by path relative to it. */
export interface FolderWrite {
  written: string[];
  removed: string[];
  unchanged: number;
}

/**
 * Makes the folder hold `files`: a file whose bytes are already there is not touched (its time
 * stays, so git, make and editors see nothing new); files `owned` says belong to the content
 * and that it no longer has are removed, with the folders they leave empty.
 */
export async function writeFolder(dir: string, files: Map<string, Buffer | string>, owned: (relative: string) => boolean): Promise<FolderWrite> {
  const result: FolderWrite = { written: [], removed: [], unchanged: 0 };
  for (const [relative, content] of files) {
    const target = inside(dir, relative);
    const bytes = typeof content === 'string' ? Buffer.from(content) : content;
    const existing = await fs.readFile(target).catch(() => undefined);
    if (existing?.equals(bytes)) {
      result.unchanged++;
      continue;
    }
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.writeFile(target, bytes);
    result.written.push(relative);
  }
  for (const relative of await filesIn(dir)) {
    if (files.has(relative) || !owned(relative)) continue;
    await fs.rm(path.join(dir, relative));
    result.removed.push(relative);
    for (let folder = path.dirname(relative); folder !== '.'; folder = path.dirname(folder)) {
      const left = await fs.readdir(path.join(dir, folder)).catch(() => ['?']);
      if (left.length > 0) break;
      await fs.rmdir(path.join(dir, folder));
    }
  }
  return result;
}
