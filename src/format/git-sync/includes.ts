import { createHash } from 'node:crypto';
import { stringify } from 'yaml';
import path from 'node:path/posix';
import type { ReusableContentNode } from '../page.js';
import { parseYaml } from '../yaml.js';
import { safeFileName } from './file-names.js';
import { pageFileParts } from './page-file.js';

/** Where Git Sync keeps a space's reusable contents, relative to the docs root: one Markdown file each. */
export const INCLUDES = '.gitbook/includes';

/** Whether a path of the docs (relative to their root) is a reusable content's file. */
export const isIncludeFile = (p: string) => p.startsWith(`${INCLUDES}/`) && p.endsWith('.md') && !p.slice(INCLUDES.length + 1).includes('/');

/**
 * A reusable content's id, from its file's name: pages name a reusable content by its file
 * (`{% include "../.gitbook/includes/hint.md" %}`), so the id a page's document gives it and the
 * id the revision lists it under are one without reading the revision.
 */
export const reusableContentId = (name: string) => createHash('sha256').update(name).digest('base64url').slice(0, 20);

/** The name under `.gitbook/includes/` an include's target names, wherever the page's file is; undefined for any other target. */
export function includedName(target: string): string | undefined {
  const at = target.lastIndexOf(`${INCLUDES}/`);
  if (at < 0) return undefined;
  const name = target.slice(at + INCLUDES.length + 1);
  return name && !name.includes('/') ? name : undefined;
}

/** Front matter past this is not read for a title: GitBook writes one line (`title: …`). */
const TITLE_FRONT_MATTER_MAX_BYTES = 4 * 1024;

/** The title a reusable content's front matter gives (`title:`), if it gives one it can be read for. */
function titleIn(frontMatter: string | undefined): string | undefined {
  if (frontMatter === undefined || Buffer.byteLength(frontMatter) > TITLE_FRONT_MATTER_MAX_BYTES) return undefined;
  try {
    const data = parseYaml(frontMatter) as { title?: unknown } | null;
    return typeof data?.title === 'string' && data.title.trim() ? data.title.trim() : undefined;
  } catch {
    return undefined;
  }
}

/** A reusable content as Git Sync writes it: its front matter (`title:`), then its body. Titled by its file's name when the front matter names none. */
export function readInclude(name: string, source: string): ReusableContentNode {
  const { frontMatter, heading, body } = pageFileParts(source);
  // A reusable content has no title heading: a `# ` line it opens with is its content.
  const markdown = heading === undefined ? body : `# ${heading}\n\n${body}`.trimEnd();
  return {
    id: reusableContentId(name),
    name,
    title: titleIn(frontMatter) ?? path.basename(name, '.md'),
    ...(frontMatter === undefined ? {} : { frontMatter }),
    markdown,
  };
}

/** A reusable content's file, as GitBook writes it: the front matter as it was read (else its title), a blank line, the body. */
export function writeInclude(content: Pick<ReusableContentNode, 'title' | 'frontMatter' | 'markdown'>): string {
  const frontMatter = content.frontMatter ?? stringify({ title: content.title });
  return `---\n${frontMatter}---\n\n${content.markdown ? `${content.markdown}\n` : ''}`;
}

/** A reusable content as the API lists it: GitBook's `git` names its file where Git Sync wrote one. */
export interface ListedReusableContent {
  id: string;
  title: string;
  git?: { path: string } | undefined;
}

/** Titles past this are cut to INCLUDE_TITLE_KEPT characters and `...` when GitBook names their file. */
const INCLUDE_TITLE_MAX = 30;
const INCLUDE_TITLE_KEPT = 27;

/**
 * The name GitBook's Git Sync gives a reusable content's file, as its repositories show
 * (`need-help-join-the-soda-co....md`, `navixy-repository-api-is-a-....md`): the title lower-cased,
 * each run of other than letters and digits a `-`; a long title cut first, the cut marked `...`.
 */
function includeSlug(title: string): string {
  const long = title.length > INCLUDE_TITLE_MAX;
  const slug = (long ? title.slice(0, INCLUDE_TITLE_KEPT) : title).toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-');
  return long ? `${slug.replace(/^-+/, '')}...` : slug.replace(/^-+|-+$/g, '');
}

/**
 * Each reusable content's file name under `.gitbook/includes/`, by id: the one its `git.path`
 * names (pages' `{% include %}` name that file), else GitBook's name from its title (see
 * includeSlug; the API gives no other), ` (1)`, ` (2)`… before `.md` when taken, as GitBook
 * numbers them. Names differ in more than case.
 */
export function includeFileNames(contents: readonly ListedReusableContent[]): Map<string, string> {
  const names = new Map<string, string>();
  const taken = new Set<string>();
  const claim = (id: string, name: string) => {
    names.set(id, name);
    taken.add(name.toLowerCase());
  };
  for (const { id, git } of contents) {
    const name = git && isIncludeFile(git.path) ? git.path.slice(INCLUDES.length + 1) : undefined;
    if (name !== undefined && !taken.has(name.toLowerCase())) claim(id, name);
  }
  for (const { id, title } of contents) {
    if (names.has(id)) continue;
    const base = includeSlug(title) || 'untitled';
    let name = safeFileName(`${base}.md`);
    for (let n = 1; taken.has(name.toLowerCase()); n++) name = safeFileName(`${base} (${n}).md`);
    claim(id, name);
  }
  return names;
}
