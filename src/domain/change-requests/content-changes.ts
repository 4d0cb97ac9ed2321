import { posix } from 'node:path';
import type { z } from 'zod';
import type {
  ChangeInsertPage,
  ChangeRequestContentChange,
  ChangeRequestContentChanges,
  ChangeRequestContentUpdate,
  ChangeRequestContentUpdateChange,
  ChangeRevertPage,
  ChangeUpdatePage,
  FileToInsert,
} from '../../schemas/content-changes.js';
import type { FileNode, PageFields, PageNode } from '../../format/page.js';
import type { StagedBlob } from '../../store/staged-blob.js';
import { fetchInto } from '../fetch/fetch.js';
import type { Context } from '../kernel/context.js';
import { conflict, DomainError, invalid } from '../../lib/errors.js';
import { locationOf } from '../kernel/locations.js';
import { baseOf, presentChangeRequest } from './change-requests.js';
import { isRevisionOfSpace } from './history.js';
import { dimensionsOf, IMAGE_HEAD_BYTES, storedFileNode } from '../revisions/file-nodes.js';
import { FRONT_MATTER_KEYS, readPageFiles, type FieldPatch, type FrontMatterEdit, type PageFile } from '../../format/git-sync/page-file.js';
import { PAGE_MAX_BYTES, pageTooLarge } from '../../format/import/tree.js';
import { editFrontMatters, offThreadReaders, writeDocuments, type MarkdownSandbox } from '../workers/markdown-off-thread.js';
import { nestingRefusal, placedMarkdown, type Refusal, type UnplacedMarkdown } from '../../format/document/input.js';
import type { HrefOf } from '../../format/document/refs.js';
import { folderOf } from '../../format/link-paths.js';
import { INCLUDES } from '../../format/git-sync/includes.js';
import { SiblingSlugs } from '../../format/sibling-slugs.js';
import { pageNamed, requirePageDepth } from '../../format/page-depth.js';
import { PageTree, type WorkPage } from '../revisions/page-tree.js';
import { presentFile } from '../revisions/present.js';
import { commitRevision, newPage, revisionOf, walkPages } from '../revisions/revisions.js';
import { requireWritable, resolveTarget, type Target } from './target.js';
import { specLinkUrl } from '../openapi/specs.js';
import { uploadNamedBy } from '../content/storage-uploads.js';

type Change = ChangeRequestContentChange;

/** The most bytes a file sent inline (`base64`) may have, decoded. */
export const INLINE_FILE_MAX_BYTES = 1024 * 1024;

/** Where inserted files go in the revision, as Git Sync keeps a space's files. */
const ASSETS = '.gitbook/assets';

/** A page's title when neither its document nor the change gives one, as GitBook falls back. */
const DEFAULT_TITLE = 'Untitled';

/** Fields of a page that its file's front matter decides: a new front matter replaces them all. */
const FILE_FIELDS = [
  'description',
  'emoji',
  'icon',
  'cover',
  'layout',
  'hidden',
  'noIndex',
  'noRobotsIndex',
  'condition',
  'variables',
] as const satisfies readonly (keyof PageFields)[];

/**
 * A file to insert, once decoded or fetched: what its file node says of it, and its bytes, in
 * memory (sent inline) or staged on the store's disk (fetched), stored only if the whole batch holds.
 */
interface FileSource {
  contentType: string;
  size: number;
  dimensions?: FileNode['dimensions'];
  /** Stores the bytes, in the turn that writes the revision naming them; returns their blob. */
  store: () => string;
}

/** A file inserted by the batch: where it goes, and its bytes, stored only if the whole batch holds. */
interface PendingFile extends FileSource {
  name: string;
  path: string;
}

type Outcome = { kind: 'created'; ref?: string } | { kind: 'updated' } | { kind: 'deleted' };

/** What a batch is applied to, and what it did so far. */
class Batch {
  readonly tree: PageTree;
  readonly files: FileNode[];
  readonly pending: PendingFile[] = [];
  /** Per page, what the batch did to it, in the order it first touched it. */
  readonly outcomes = new Map<string, Outcome>();
  readonly pageRefs = new Map<string, WorkPage>();
  readonly fileRefs = new Map<string, PendingFile>();
  /** The pages whose document the batch sent: the only Markdown in which its refs are links. */
  private readonly written = new Set<string>();
  /** The pages whose document the batch sent as JSON, by id: written as Markdown once the batch has placed every page its links name. */
  private readonly sentAsJson = new Map<string, { written: UnplacedMarkdown; field: string }>();
  private readonly paths: Set<string>;
  /**
   * Per page, the fields the batch set or removed that its front matter as written (`from`)
   * must say too: YAML is edited off the event loop, so once per page, when the batch is applied.
   */
  private readonly frontMatterPatches = new Map<string, FrontMatterEdit>();

  constructor(
    readonly ctx: Context,
    readonly target: Target,
    private readonly sourceOf: (change: number, file: number) => FileSource,
    /** The documents the changes send, read beforehand, by change. */
    private readonly documents: SentDocuments,
  ) {
    this.tree = new PageTree(target.revision.pages);
    this.files = target.revision.files;
    this.paths = new Set([...walkPages(target.revision.pages)].map((entry) => entry.path));
  }

  apply(change: Change, i: number): void {
    const at = `changes[${i}]`;
    switch (change.operation) {
      case 'insert_page':
        return this.insertPage(change, i, at);
      case 'update_page':
        return this.updatePage(change, i, at);
      case 'delete_page':
        return this.deletePage(this.requirePage(change.page, `${at}.page`));
      case 'revert_page':
        return this.revertPage(change, at);
      case 'insert_files':
        return change.files.forEach((file, j) => this.insertFile(file, this.sourceOf(i, j), `${at}.files[${j}]`));
    }
  }

  /** A page of the tree by its id, or by the ref an earlier change of the batch gave it. */
  requirePage(ref: string, field: string): WorkPage {
    const work = this.pageRefs.get(ref) ?? this.tree.find(ref);
    if (!work || !this.tree.find(work.page.id))
      throw invalid(
        `no such page "${ref}" in change request #${this.target.cr!.number}; name a page by its id, or by the ref of a page inserted earlier in the batch`,
        field,
      );
    return work;
  }

  /**
   * Records what the batch did to a page, as it stands at the end: a page created and then
   * updated was created, one created and then deleted was never there, one deleted and then
   * restored was updated.
   */
  private touch(id: string, outcome: Outcome): void {
    const before = this.outcomes.get(id);
    if (outcome.kind === 'deleted' && before?.kind === 'created') this.outcomes.delete(id);
    else if (outcome.kind === 'updated' && before?.kind === 'created') return;
    else if (outcome.kind === 'created' && before?.kind === 'deleted') this.outcomes.set(id, { kind: 'updated' });
    else this.outcomes.set(id, outcome);
  }

  private claimRef(ref: string, field: string): void {
    if (this.pageRefs.has(ref) || this.fileRefs.has(ref)) throw invalid(`ref "${ref}" is given twice in the batch; give each page and file its own`, field);
    if (this.paths.has(ref)) throw invalid(`ref "${ref}" is the path of an existing page; choose a ref no page has as its path`, field);
  }

  private requirePosition(siblings: WorkPage[], at: number | undefined, field: string): void {
    if (at !== undefined && at > siblings.length)
      throw invalid(
        `${at} is past the end: there ${siblings.length === 1 ? 'is 1 page' : `are ${siblings.length} pages`} there; use 0..${siblings.length}, or leave "at" out to go last`,
        field,
      );
  }

  /** The slug a page takes among `siblings` (itself left out): the one asked for, which must be free, else one from its title. */
  private slugAmong(siblings: WorkPage[], self: WorkPage | undefined, title: string, asked: string | undefined, field: string): string {
    const slugs = new SiblingSlugs();
    for (const sibling of siblings) if (sibling !== self) slugs.add(sibling.page.slug);
    if (asked) {
      if (slugs.has(asked)) throw invalid(`a sibling page already has slug "${asked}"; choose another slug`, field);
      return asked;
    }
    return slugs.take(title);
  }

  private insertPage(change: z.infer<typeof ChangeInsertPage>, i: number, at: string): void {
    if (change.ref !== undefined) this.claimRef(change.ref, `${at}.ref`);
    const parent = change.into === undefined ? undefined : this.requirePage(change.into, `${at}.into`);
    const siblings = this.tree.siblingsOf(parent);
    this.requirePosition(siblings, change.at, `${at}.at`);
    const file = fileOf(this.documents.get(i), `${at}.document`);
    const title = file.title ?? change.title ?? DEFAULT_TITLE;
    const slug = this.slugAmong(siblings, undefined, title, change.slug || undefined, `${at}.slug`);
    const page = this.withFields(
      newPage(this.ctx, { title, markdown: file.markdown, ...file.fields, ...(file.frontMatter === undefined ? {} : { frontMatter: file.frontMatter }) }, slug),
      fieldPatch(change, file.fields),
    );
    const work: WorkPage = { page, pages: [] };
    this.tree.place(work, parent, change.at);
    this.requireSubtreeDepth(work, 0, `${at}.into`, false);
    if (change.ref !== undefined) this.pageRefs.set(change.ref, work);
    this.written.add(page.id);
    this.sent(page.id, this.documents.get(i), `${at}.document`);
    this.touch(page.id, { kind: 'created', ...(change.ref === undefined ? {} : { ref: change.ref }) });
  }

  private updatePage(change: z.infer<typeof ChangeUpdatePage>, i: number, at: string): void {
    const work = this.requirePage(change.page, `${at}.page`);
    let page = { ...work.page };
    const file = change.document === undefined ? undefined : fileOf(this.documents.get(i), `${at}.document`);
    if (file) {
      if (page.type !== undefined)
        throw invalid(
          `page "${page.id}" is ${page.type === 'group' ? 'a group of pages' : `a ${page.type} page`}, which has no document; leave "document" out`,
          `${at}.document`,
        );
      this.written.add(page.id);
      this.sent(page.id, this.documents.get(i), `${at}.document`);
      page.markdown = file.markdown;
      if (file.title !== undefined) page.title = file.title;
      if (file.frontMatter !== undefined) {
        for (const field of FILE_FIELDS) delete page[field];
        page = { ...page, ...file.fields, frontMatter: file.frontMatter };
        this.frontMatterPatches.delete(page.id);
      }
    }
    page = this.withFields(page, fieldPatch(change, file?.fields ?? {}));
    if (change.title !== undefined && file?.title === undefined) page.title = change.title;

    const parent = change.into === undefined ? work.parent : change.into === null ? undefined : this.requirePage(change.into, `${at}.into`);
    if (parent && this.tree.isWithin(parent, work))
      throw invalid(`page "${page.id}" cannot move into itself or one of its subpages; name another page, or null for the top level`, `${at}.into`);
    if (parent && page.type === 'group')
      throw invalid(`page "${page.id}" is a group of pages, which stays at the top level; leave "into" out or set it to null`, `${at}.into`);
    const siblings = this.tree.siblingsOf(parent);
    if (change.slug !== undefined) page.slug = this.slugAmong(siblings, work, page.title, change.slug || undefined, `${at}.slug`);
    else if (parent !== work.parent && siblings.some((s) => s.page.slug === page.slug)) {
      throw invalid(`a page where page "${page.id}" would move already has slug "${page.slug}"; set "slug" too`, `${at}.into`);
    }
    if (parent !== work.parent || change.at !== undefined) {
      this.requirePosition(
        siblings.filter((s) => s !== work),
        change.at,
        `${at}.at`,
      );
      const before = parent === work.parent ? 0 : this.bottomOf(work);
      this.tree.remove(work);
      this.tree.place(work, parent, change.at);
      if (before) this.requireSubtreeDepth(work, before, `${at}.into`);
    }
    work.page = { ...page, updatedAt: this.ctx.clock.iso() };
    this.touch(page.id, { kind: 'updated' });
  }

  /** Notes a page's document as sent: as JSON, to write once the batch is applied; as Markdown, as it is. */
  private sent(id: string, document: PageFile | UnplacedMarkdown | undefined, field: string): void {
    if (document && 'refs' in document) this.sentAsJson.set(id, { written: document, field });
    else this.sentAsJson.delete(id);
  }

  /**
   * The documents the batch sent as JSON (checked beforehand), written as Markdown the way
   * GitBook's Git Sync writes it, where the batch left their pages: a ref to a page, a file or a
   * reusable content as the relative path from the page's file to its file.
   */
  writeDocuments(): void {
    const reusable = new Map(this.target.revision.reusableContents.map((content) => [content.id, content]));
    const files = new Map(this.files.map((file) => [file.id, file]));
    for (const [id, { written, field }] of this.sentAsJson) {
      const work = this.tree.find(id);
      // Deleted later in the batch.
      if (!work) continue;
      const dir = folderOf(work.page, this.tree.pathOf(work));
      const pageOf = (ref: string) => {
        const target = this.tree.find(ref);
        if (!target) throw invalid(`a ref names page "${ref}", which ${this.where()} does not hold; name a page by its id`, field);
        return target;
      };
      const relative = (to: string) => posix.relative(dir, to) || posix.basename(to);
      const fileOfPage = (target: WorkPage) => relative(target.page.file ?? `${this.tree.pathOf(target)}.md`);
      const hrefOf: HrefOf = (ref) => {
        switch (ref.kind) {
          case 'url':
            return ref.url;
          case 'page':
            return fileOfPage(pageOf(ref.page));
          case 'anchor':
            return `${ref.page === undefined ? '' : fileOfPage(pageOf(ref.page))}#${ref.anchor}`;
          case 'file': {
            const file = files.get(ref.file);
            if (!file) throw invalid(`a ref names file "${ref.file}", which ${this.where()} does not hold; name a file by its id`, field);
            return relative(file.path);
          }
          case 'reusable-content': {
            const content = reusable.get(ref.reusableContent);
            if (!content) throw invalid(`a ref names reusable content "${ref.reusableContent}", which ${this.where()} does not hold`, field);
            return relative(`${INCLUDES}/${content.name}`);
          }
          case 'openapi':
            // Where it has no URL (sent as text, or not the organization's), Git Sync's own word for a link it cannot follow.
            return specLinkUrl(this.ctx, this.target.space.organization, ref.spec) ?? 'broken-reference';
          default:
            throw invalid(`a ref names a ${ref.kind}, which the sandbox's pages do not link to; link to a page, an anchor, a file or a URL`, field);
        }
      };
      // A page keeps its body without the line break that ends its file.
      const markdown = placedMarkdown(written, hrefOf, (ref) => (ref.kind === 'page' ? this.tree.find(ref.page)?.page.title : undefined)).replace(/\n$/, '');
      const size = Buffer.byteLength(markdown);
      if (size > PAGE_MAX_BYTES) throw invalid(pageTooLarge('the document, written as Markdown,', size), field);
      work.page = { ...work.page, markdown };
    }
  }

  /** What the batch writes to, as its messages name it. */
  private where(): string {
    return `change request #${this.target.cr!.number}`;
  }

  private deletePage(work: WorkPage): void {
    for (const removed of this.tree.remove(work)) {
      this.frontMatterPatches.delete(removed.page.id);
      this.touch(removed.page.id, { kind: 'deleted' });
    }
  }

  private revertPage(change: z.infer<typeof ChangeRevertPage>, at: string): void {
    if (change.block !== undefined) throw invalid('the sandbox reverts whole pages, not blocks; leave "block" out', `${at}.block`);
    const revisionId = change.revision ?? baseOf(this.target.cr!);
    if (change.revision !== undefined && !isRevisionOfSpace(this.ctx, this.target.space, change.revision)) {
      throw invalid(
        `no revision "${change.revision}" in space "${this.target.space.id}"; name one of its revisions, or leave "revision" out to revert to the change request's base`,
        `${at}.revision`,
      );
    }
    const then = revisionOf(this.ctx, revisionId).pages;
    const id = this.pageRefs.get(change.page)?.page.id ?? change.page;
    const old = [...walkPages(then)].find((entry) => entry.page.id === id);
    const work = this.tree.find(id);
    if (!old) {
      if (!work)
        throw invalid(
          `no page "${change.page}" in change request #${this.target.cr!.number} nor in revision "${revisionId}"; name a page of either`,
          `${at}.page`,
        );
      return this.deletePage(work);
    }
    const oldSiblings = old.parent === undefined ? then : [...walkPages(then)].find((entry) => entry.page.id === old.parent)!.page.pages;
    const oldIndex = oldSiblings.findIndex((page) => page.id === id);
    const parent = old.parent === undefined ? undefined : this.tree.find(old.parent);
    // A page whose parent then is gone now, or is under the page now, stays where it is (or comes back at the top level).
    const placeable = (old.parent === undefined || parent !== undefined) && !(parent && work && this.tree.isWithin(parent, work));
    if (!work) {
      const restored = this.restore(old.page, placeable ? parent : undefined, oldIndex);
      return this.requireSubtreeDepth(restored, old.depth + this.tree.heightOf(restored), `${at}.page`);
    }
    const { pages: _pages, ...fields } = old.page;
    const siblings = this.tree.siblingsOf(placeable ? parent : work.parent);
    const slug = siblings.some((s) => s !== work && s.page.slug === old.page.slug) ? work.page.slug : old.page.slug;
    work.page = { ...fields, slug, pages: [] };
    this.frontMatterPatches.delete(id);
    if (placeable) {
      const before = Math.max(this.bottomOf(work), old.depth + this.tree.heightOf(work));
      this.tree.remove(work);
      this.tree.place(work, parent, Math.min(oldIndex, this.tree.siblingsOf(parent).length));
      this.requireSubtreeDepth(work, before, `${at}.page`);
    }
    this.touch(id, { kind: 'updated' });
  }

  /**
   * Puts back a page the revision had and the tree lacks, with those of its subpages the tree
   * lacks too (pages kept elsewhere stay there), a page a step rather than by recursion; returns it.
   */
  private restore(page: PageNode, parent: WorkPage | undefined, index: number): WorkPage {
    const stack = [{ page, parent, index }];
    let first: WorkPage | undefined;
    for (let at = stack.pop(); at; at = stack.pop()) {
      const siblings = this.tree.siblingsOf(at.parent);
      const slugs = new SiblingSlugs();
      for (const sibling of siblings) slugs.add(sibling.page.slug);
      const slug = slugs.take(at.page.title, at.page.slug);
      const work: WorkPage = { page: slug === at.page.slug ? at.page : { ...at.page, slug }, pages: [] };
      this.frontMatterPatches.delete(at.page.id);
      this.tree.place(work, at.parent, Math.min(at.index, siblings.length));
      this.touch(at.page.id, { kind: 'created' });
      first ??= work;
      for (let i = at.page.pages.length - 1; i >= 0; i--) {
        const child = at.page.pages[i]!;
        if (!this.tree.find(child.id)) stack.push({ page: child, parent: work, index: i });
      }
    }
    return first!;
  }

  /** How deep a page's subtree reaches: its depth and the levels of subpages under it. */
  private bottomOf(work: WorkPage): number {
    return this.tree.depthOf(work) + this.tree.heightOf(work);
  }

  /** Refuses a page whose subtree now reaches past the depth limit, unless no deeper than `before`, where it reached before (see requirePageDepth). */
  private requireSubtreeDepth(work: WorkPage, before: number, field: string, named = true): void {
    const height = this.tree.heightOf(work);
    requirePageDepth(this.tree.depthOf(work) + height, () => pageNamed({ ...(named ? { id: work.page.id } : {}), title: work.page.title }), field, {
      before,
      below: height > 0,
    });
  }

  /**
   * A page with fields set or removed; its front matter as written says them too once the batch
   * is applied (`frontMatterEdits`), so that it reads back as its file.
   */
  private withFields(page: PageNode, patch: FieldPatch): PageNode {
    if (Object.keys(patch).length === 0) return page;
    const next: PageNode = { ...page };
    for (const [field, value] of Object.entries(patch) as [keyof FieldPatch, unknown][]) {
      if (value === undefined) delete next[field];
      else (next as unknown as Record<string, unknown>)[field] = value;
    }
    if (page.frontMatter !== undefined) {
      const pending = this.frontMatterPatches.get(page.id);
      this.frontMatterPatches.set(page.id, { from: page.frontMatter, patch: { ...(pending?.from === page.frontMatter ? pending.patch : {}), ...patch } });
    }
    return next;
  }

  /** The front matter edits the batch needs: one per page still there whose front matter as written it set fields in. */
  frontMatterEdits(): FrontMatterEdit[] {
    return [...this.frontMatterPatches].filter(([id, edit]) => this.tree.find(id)?.page.frontMatter === edit.from).map(([, edit]) => edit);
  }

  /** Gives the pages their edited front matter, by `editKey` (none: their fields write their own). */
  writeFrontMatter(edited: Map<string, string | undefined>): void {
    for (const [id, edit] of this.frontMatterPatches) {
      const work = this.tree.find(id);
      if (work?.page.frontMatter !== edit.from) continue;
      const { frontMatter: _written, ...page } = work.page;
      const frontMatter = edited.get(editKey(edit));
      work.page = frontMatter === undefined ? page : { ...page, frontMatter };
    }
  }

  private insertFile(file: FileToInsert, source: FileSource, at: string): void {
    if (file.ref !== undefined) this.claimRef(file.ref, `${at}.ref`);
    const taken = new Set([...this.files.map((f) => f.path), ...this.pending.map((f) => f.path)]);
    const pending: PendingFile = { name: file.name, path: freePath(taken, file.name), ...source };
    this.pending.push(pending);
    if (file.ref !== undefined) this.fileRefs.set(file.ref, pending);
  }

  /**
   * Links to refs (`./<ref>.md`, `./<ref>`) in the documents the batch sent, as links to what
   * they name where the batch left it: a path from the root, which the links of a page
   * resolve wherever the page is.
   */
  resolveRefs(): void {
    if (this.pageRefs.size === 0 && this.fileRefs.size === 0) return;
    const pageHref = (ref: string) => {
      const page = this.pageRefs.get(ref);
      return page && this.tree.find(page.page.id) ? `/${encodeURI(this.tree.pathOf(page))}` : undefined;
    };
    const fileHref = (ref: string) => {
      const file = this.fileRefs.get(ref);
      return file && `/${encodeURI(file.path)}`;
    };
    for (const id of this.written) {
      const work = this.tree.find(id);
      // Deleted later in the batch.
      if (!work) continue;
      const markdown = work.page.markdown.replace(REF_LINK, (link, ref: string, md = '', anchor = '') => {
        // `./<ref>` names a file (or a page, folder-style), `./<ref>.md` a page (or a file whose name ends so).
        const href = md ? (pageHref(ref) ?? fileHref(ref + md)) : (fileHref(ref) ?? pageHref(ref));
        return href === undefined ? link : `](${href}${anchor})`;
      });
      if (markdown !== work.page.markdown) work.page = { ...work.page, markdown };
    }
  }
}

/** A Markdown link or image to a ref: `](./name.md#anchor)`. */
const REF_LINK = /\]\(\.\/([^)\s#?]+?)(\.md)?(#[^)\s]*)?\)/g;

/** A free path for a file among the revision's: its name, else its name with a number before the extension. */
function freePath(taken: Set<string>, name: string): string {
  const safe = name.replace(/[/\\]/g, '-');
  const { name: stem, ext } = posix.parse(safe);
  for (let n = 0; ; n++) {
    const path = `${ASSETS}/${n === 0 ? safe : `${stem}-${n}${ext}`}`;
    if (!taken.has(path)) return path;
  }
}

/**
 * A document sent (read beforehand) as a page's file: title (its `# ` heading), body, and what
 * its front matter says, if it has one. None is an empty page; a JSON document's body is written
 * once the batch is applied (`writeDocuments`).
 */
function fileOf(file: PageFile | UnplacedMarkdown | undefined, field: string): { title?: string; markdown: string; frontMatter?: string; fields: PageFields } {
  if (!file || 'refs' in file) return { markdown: '', fields: {} };
  const size = Buffer.byteLength(file.body);
  if (size > PAGE_MAX_BYTES) throw invalid(pageTooLarge('the document', size), field);
  return {
    ...(file.heading === undefined ? {} : { title: file.heading }),
    markdown: file.body,
    ...(file.frontMatter === undefined ? {} : { frontMatter: file.frontMatter }),
    fields: file.fields,
  };
}

/** The fields a change sets one by one, but those its document's front matter sets, which take precedence; an empty string removes a field. */
function fieldPatch(change: z.infer<typeof ChangeInsertPage> | z.infer<typeof ChangeUpdatePage>, fromFile: PageFields): FieldPatch {
  const patch: FieldPatch = {};
  for (const field of Object.keys(FRONT_MATTER_KEYS) as (keyof FieldPatch)[]) {
    const value = change[field];
    if (value === undefined || fromFile[field] !== undefined) continue;
    (patch as Record<string, unknown>)[field] = value === '' ? undefined : value;
  }
  return patch;
}

/**
 * Every file of the batch, decoded, taken from the organization's storage (a URL its upload was
 * sent to) or fetched (into `staged`, when given), by change and file; refusals name the file.
 * Without `staged` nothing is fetched: a dry run.
 */
async function fileSources(ctx: Context, organization: string, changes: Change[], staged?: StagedBlob[]): Promise<Map<string, FileSource>> {
  const sources = new Map<string, FileSource>();
  for (const [i, change] of changes.entries()) {
    if (change.operation !== 'insert_files') continue;
    for (const [j, file] of change.files.entries()) {
      const field = `changes[${i}].files[${j}]`;
      const upload = file.url === undefined ? undefined : uploadNamedBy(ctx, file.url, organization, `${field}.url`);
      if (upload) {
        const contentType = file.contentType ?? upload.type;
        const dimensions = dimensionsOf(contentType, ctx.store.getBlob(upload.blob)!.subarray(0, IMAGE_HEAD_BYTES));
        sources.set(`${i}.${j}`, { contentType, size: upload.size, ...(dimensions ? { dimensions } : {}), store: () => upload.blob });
      } else if (file.base64 !== undefined) {
        const bytes = decodeBase64(file.base64, `${field}.base64`);
        const contentType = file.contentType!;
        const dimensions = dimensionsOf(contentType, bytes);
        sources.set(`${i}.${j}`, { contentType, size: bytes.length, ...(dimensions ? { dimensions } : {}), store: () => ctx.store.putBlob(bytes) });
      } else if (staged) {
        sources.set(`${i}.${j}`, await fetchFile(ctx, file.url!, file.contentType, `${field}.url`, staged));
      }
    }
  }
  return sources;
}

function decodeBase64(text: string, field: string): Buffer {
  const compact = text.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(compact) || compact.length % 4 === 1)
    throw invalid("is not base64; encode the file's bytes with the standard base64 alphabet", field);
  const bytes = Buffer.from(compact, 'base64');
  if (bytes.length > INLINE_FILE_MAX_BYTES)
    throw invalid(`holds ${bytes.length} bytes; a file sent inline holds at most ${INLINE_FILE_MAX_BYTES} bytes (1 MiB): send a larger one by "url"`, field);
  return bytes;
}

/**
 * A file fetched as imports fetch, under the sandbox's fetch policy, into a blob staged on the
 * store's disk as it comes (added to `staged`): a batch of many files never holds them in
 * memory. Only its first bytes are kept, for an image's dimensions. A failure is the file's to fix.
 */
async function fetchFile(ctx: Context, url: string, contentType: string | undefined, field: string, staged: StagedBlob[]): Promise<FileSource> {
  const blob = await ctx.store.stageBlob();
  staged.push(blob);
  const head: Buffer[] = [];
  let headBytes = 0;
  try {
    const fetched = await fetchInto(url, ctx.fetchPolicy, async (chunk) => {
      if (headBytes < IMAGE_HEAD_BYTES) {
        head.push(chunk.subarray(0, IMAGE_HEAD_BYTES - headBytes));
        headBytes += head.at(-1)!.length;
      }
      await blob.write(chunk);
    });
    await blob.end();
    const type = contentType ?? (fetched.contentType.split(';')[0]!.trim() || 'application/octet-stream');
    const dimensions = dimensionsOf(type, Buffer.concat(head));
    return { contentType: type, size: blob.size, ...(dimensions ? { dimensions } : {}), store: () => blob.keep() };
  } catch (error) {
    if (error instanceof DomainError) throw invalid(error.message, field);
    throw error;
  }
}

/** Applies the changes to the target's content, in order; the first that does not apply is refused, and nothing is written. */
function applied(ctx: Context, target: Target, changes: Change[], sources: Map<string, FileSource>, documents: SentDocuments): Batch {
  const placeholder: FileSource = {
    contentType: 'application/octet-stream',
    size: 0,
    store: () => {
      throw new Error('a dry run of a batch stores no file');
    },
  };
  const batch = new Batch(ctx, target, (i, j) => sources.get(`${i}.${j}`) ?? placeholder, documents);
  changes.forEach((change, i) => batch.apply(change, i));
  batch.writeDocuments();
  batch.resolveRefs();
  return batch;
}

/** The documents the changes send, read beforehand, by change: Markdown as its file, JSON as its Markdown but for its refs. */
type SentDocuments = Map<number, PageFile | UnplacedMarkdown>;

/**
 * The documents the changes send, read off the event loop within its limits: the files of the
 * Markdown ones, their front matter read; the JSON ones checked (one GitBook's document model
 * refuses, or the sandbox cannot write, refuses the batch) and written as Markdown.
 */
async function documentFiles(sandbox: MarkdownSandbox, changes: Change[]): Promise<SentDocuments> {
  const json = changes.flatMap((change, i) =>
    (change.operation === 'insert_page' || change.operation === 'update_page') && change.document && 'document' in change.document
      ? [{ i, document: change.document.document }]
      : [],
  );
  const refused = (i: number, { at, message }: Refusal) => invalid(message, `changes[${i}].document.document${at ? `.${at}` : ''}`);
  // Nested past what crosses to a worker, a document is refused where it came in.
  json.forEach(({ i, document }) => {
    const nesting = nestingRefusal(document);
    if (nesting) throw refused(i, nesting);
  });
  const written = await writeDocuments(
    sandbox,
    json.map(({ document }) => document),
  );
  const unplaced = written.map((sent, n) => {
    if ('refusal' in sent) throw refused(json[n]!.i, sent.refusal);
    return [json[n]!.i, sent.written] as const;
  });
  const sent = changes.flatMap((change, i) =>
    (change.operation === 'insert_page' || change.operation === 'update_page') && change.document && 'markdown' in change.document
      ? [{ i, source: change.document.markdown, title: change.title }]
      : [],
  );
  const files = await readPageFiles(
    sent.map(({ i, source, title }) => ({ source, page: (heading) => heading ?? title ?? DEFAULT_TITLE, field: `changes[${i}].document` })),
    offThreadReaders(sandbox).frontMatter,
  );
  return new Map<number, PageFile | UnplacedMarkdown>([...sent.map(({ i }, n) => [i, files[n]!] as const), ...unplaced]);
}

/** An edit's key: its front matter and patch (a field removed, undefined, as null, which no field is set to). */
const editKey = (edit: FrontMatterEdit) => JSON.stringify([edit.from, edit.patch], (_key, value: unknown) => (value === undefined ? null : value));

/** The front matter edits a run of the batch needs and `edited` lacks. */
const missingEdits = (batch: Batch, edited: Map<string, string | undefined>): FrontMatterEdit[] =>
  batch.frontMatterEdits().filter((edit) => !edited.has(editKey(edit)));

/** Makes the edits off the event loop, into `edited`. */
async function editMissing(sandbox: MarkdownSandbox, edits: FrontMatterEdit[], edited: Map<string, string | undefined>): Promise<void> {
  if (edits.length === 0) return;
  (await editFrontMatters(sandbox, edits)).forEach((frontMatter, i) => edited.set(editKey(edits[i]!), frontMatter));
}

/** How many times a batch is applied again because the change request changed while its front matter was edited. */
const EDIT_ROUNDS = 3;

/**
 * Applies a batch of content changes to a change request as one new revision, all or nothing.
 * Documents are read first, their front matter off the event loop; files to fetch are fetched
 * next, after a dry run of the batch (so an invalid batch fetches nothing), each staged on the
 * store's disk as it comes. The batch is then applied to the change request as it is after the
 * fetches and written at once (its staged files stored with it), with no pause between reading it
 * and moving it. Front matter in which it sets fields is edited off the event loop too, between
 * two runs: the second finds its edits done, unless the change request changed meanwhile, when it
 * is run again. A batch refused leaves nothing of its files.
 */
export async function updateChangeRequestContent(
  ctx: Context,
  spaceId: string,
  ref: string,
  body: z.infer<typeof ChangeRequestContentChanges>,
): Promise<ChangeRequestContentUpdate> {
  const read = () => requireWritable(resolveTarget(ctx, spaceId, ref, 'edit'));
  // Who may not write, or where nothing may be written, is refused before any document is read.
  read();
  const documents = await documentFiles(ctx, body.changes);
  const edited = new Map<string, string | undefined>();
  const fetches = body.changes.some((change) => change.operation === 'insert_files' && change.files.some((file) => file.url !== undefined));
  if (fetches)
    await editMissing(
      ctx,
      applied(ctx, read(), body.changes, await fileSources(ctx, read().space.organization, body.changes), documents).frontMatterEdits(),
      edited,
    );
  const staged: StagedBlob[] = [];
  try {
    const sources = await fileSources(ctx, read().space.organization, body.changes, staged);
    for (let round = 1; ; round++) {
      const target = read();
      const batch = applied(ctx, target, body.changes, sources, documents);
      const missing = missingEdits(batch, edited);
      // Nothing left to edit: written in the same turn as the change request was read.
      if (missing.length === 0) return written(ctx, target, batch, edited);
      if (round === EDIT_ROUNDS)
        throw conflict(`change request #${target.cr!.number} kept changing while this batch's front matter was edited; send the batch again`);
      await editMissing(ctx, missing, edited);
    }
  } finally {
    await Promise.all(staged.map((blob) => blob.discard()));
  }
}

/** Writes the batch, applied to the target as it is now, as one revision, its front matter edited as `edited` says. */
function written(ctx: Context, target: Target, batch: Batch, edited: Map<string, string | undefined>): ChangeRequestContentUpdate {
  batch.writeFrontMatter(edited);
  const inserted = batch.pending.map(({ store, ...file }) => storedFileNode({ ...file, blob: store() }));
  const revision = commitRevision(ctx, {
    space: target.space.id,
    type: 'edits',
    parents: [target.revision.id],
    pages: batch.tree.build(),
    files: [...target.revision.files, ...inserted],
    variables: target.revision.variables,
    reusableContents: target.revision.reusableContents,
  });
  const cr = ctx.store.put('changeRequests', { ...target.cr!, revision: revision.id, updatedAt: ctx.clock.iso() });
  const location = (pageId: string) => ({
    location: locationOf(ctx, 'getPageInChangeRequestById', { spaceId: target.space.id, changeRequestId: cr.id, pageId }),
  });
  return {
    changeRequest: presentChangeRequest(ctx, cr, target.space),
    changes: [...batch.outcomes].map(([id, outcome]): ChangeRequestContentUpdateChange => {
      if (outcome.kind === 'deleted') return { object: 'deleted_page', page: id };
      const page = { object: 'page' as const, id, urls: location(id) };
      return outcome.kind === 'created'
        ? { object: 'created_page', ...(outcome.ref === undefined ? {} : { ref: outcome.ref }), page }
        : { object: 'updated_page', page };
    }),
    insertedFiles: inserted.map((file) => presentFile(ctx, file, revision.id)),
  };
}
