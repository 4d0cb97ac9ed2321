import fs from 'node:fs';
import path from 'node:path';
import envPaths from 'env-paths';
import { CliError } from './io.js';

/** The config file in `dir` (DOCSCTL_CONFIG_DIR), else where conf kept it: ~/.config/docsctl/config.json on Linux. */
export const configPath = (dir?: string): string => path.join(dir ?? envPaths('docsctl', { suffix: '' }).config, 'config.json');

/**
 * What the config file holds; nothing when there is none yet. Read with node's own fs: conf, which
 * wrote it before, loaded a schema validator that cost every command ~30 ms to read one small file.
 */
export function readConfig<T extends object>(file: string): Partial<T> {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<T>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw new CliError(`cannot read ${file}: ${(error as Error).message}`);
  }
}

/**
 * Writes the whole file where only its user can read it (it holds tokens), into a file of its own
 * first and renamed over the old one, so that no reader ever sees half of it; a wider mode the file
 * had before goes with the old file.
 */
export function writeConfig(file: string, stored: object): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const written = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(written, `${JSON.stringify(stored, undefined, '\t')}\n`, { mode: 0o600 });
  fs.renameSync(written, file);
}
