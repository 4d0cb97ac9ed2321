import path from 'node:path/posix';
import { parseYaml } from '../yaml.js';
import { invalid } from '../../lib/errors.js';

/** What a repository's `.gitbook.yaml` tells GitBook: where its docs are, their first page and summary, and redirects. */
export interface GitSyncConfig {
  /** The folder holding the docs, relative to the repository (`''` its top), without a trailing slash. */
  root: string;
  /** The first page and the table of contents, relative to the root. */
  readme: string;
  summary: string;
  /** Old paths (as a site served them) to the file now holding their page, relative to the root. */
  redirects: Record<string, string>;
}

export const CONFIG_FILE = '.gitbook.yaml';

/** A path as the configuration writes it (`./docs/`, `docs`, `/docs`) in the form the archive lists it: `docs`. */
function folderPath(value: string): string {
  const normal = path.normalize(`/${value}`).slice(1).replace(/\/$/, '');
  return normal === '.' ? '' : normal;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads `.gitbook.yaml` (absent: GitBook's defaults). Paths are normalised and kept inside the
 * repository: `root: ../..` names the top, as GitBook can only read what it synced.
 */
export function readConfig(text: string | undefined): GitSyncConfig {
  let data: unknown = {};
  if (text !== undefined) {
    try {
      data = parseYaml(text) ?? {};
    } catch (error) {
      throw invalid(`${CONFIG_FILE} is not valid YAML (${(error as Error).message.split('\n')[0]}); fix it or leave it out of the zip`, 'url');
    }
  }
  if (!isRecord(data)) throw invalid(`${CONFIG_FILE} must be a mapping (root, structure, redirects); fix it or leave it out of the zip`, 'url');
  const structure = isRecord(data.structure) ? data.structure : {};
  const pathOr = (value: unknown, fallback: string) => (typeof value === 'string' && value.trim() ? folderPath(value.trim()) : fallback);
  const redirects = isRecord(data.redirects) ? data.redirects : {};
  return {
    root: pathOr(data.root, ''),
    readme: pathOr(structure.readme, 'README.md'),
    summary: pathOr(structure.summary, 'SUMMARY.md'),
    redirects: Object.fromEntries(
      Object.entries(redirects)
        .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
        .map(([from, to]) => [from.replace(/^\/+/, ''), folderPath(to)]),
    ),
  };
}
