import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { CONFIG_FILE, readConfig, type GitSyncConfig } from '../../format/git-sync/config.js';
import { DomainError } from '../../lib/errors.js';
import type { Archive } from '../../format/import/archive.js';
import { CliError, EXIT } from '../io.js';

/** Git's own folder: never docs, and it can hold more files than the docs themselves. */
const GIT_FOLDER = '.git';

/**
 * The files under a folder (none if it does not exist), by path relative to it with `/`, in a
 * stable order; a link is not followed, git's folder and those `enter` refuses are not walked.
 */
export async function filesIn(dir: string, enter: (folder: string) => boolean = () => true): Promise<string[]> {
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
      if (entry.isDirectory() && entry.name !== GIT_FOLDER && enter(relative)) await walk(relative);
      else if (entry.isFile()) found.push(relative);
    }
  };
  await walk('');
  return found;
}

/** The folder's `.gitbook.yaml` (GitBook's defaults without one): where its docs are, their readme and summary. */
export async function folderConfig(dir: string): Promise<GitSyncConfig> {
  let text: string | undefined;
  const file = path.join(dir, CONFIG_FILE);
  try {
    if ((await fs.lstat(file)).isSymbolicLink())
      throw new CliError(`${file} is a symbolic link, which docsctl never follows; put the file itself in its place`);
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  try {
    return readConfig(text);
  } catch (error) {
    // The sandbox's words are for a zip sent to it; here the file is the user's own.
    if (error instanceof DomainError) throw new CliError(`${file}: ${error.message.replace(/; fix it or leave it out of the zip$/, '')}`, EXIT.usage);
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
