import { createHash } from 'node:crypto';
import type { DocumentBlockOpenAPIOperation, DocumentBlockOpenAPISchemas, DocumentBlockParagraph, JSONDocument } from '../../schemas/gitbook/document-types.js';
import { operationId } from '../document/openapi-operation.js';
import { specRef } from '../document/spec-block.js';
import { resolved } from './spec-operations.js';

/**
 * The pages GitBook computes from an OpenAPI spec (a `builtin:openapi` computed page): one page per
 * tag (`by-tag`, the default) holding its operations, or one per operation grouped under its tag's
 * page (`by-operation`), and, with `models`, a page of the spec's schemas. Laid out as GitBook's
 * generator does (GitbookIO/integrations, `openapi/src/parser/pages/operations.ts`): an operation
 * goes to its first tag the spec's `tags` lists (else its first tag, else `default`); pages follow
 * the `tags` array's order, then the order operations first name a tag; a title is the tag's
 * `x-page-title`, else `x-displayName`, else its name with each `-`-separated word capitalized;
 * `x-page-description` and `x-page-icon` give a page's description and icon; an entity marked
 * `x-gitbook-ignore` is left out; a tag's page is under its `parent` (`x-parent`) tag's.
 */

/** The methods of a path item, in GitBook's order. */
const METHODS = ['get', 'post', 'put', 'delete', 'options', 'head', 'patch', 'trace'] as const;
type Method = (typeof METHODS)[number];

/** What a computed page's `props` ask of the spec: GitBook's `ComputedContentSourceRevisionOpenAPI.props`. */
export interface SpecPagesProps {
  models: boolean;
  grouping?: 'by-tag' | 'by-operation' | undefined;
}

/** What a computed document's `props` ask of the spec: GitBook's `ComputedContentSourceDocumentOpenAPI.props`. */
export type SpecDocumentProps =
  | { doc: 'models' }
  | { doc: 'operations' | 'info' | 'tag'; page: string }
  | { doc: 'operation'; page: string; method: string; deprecated?: boolean | undefined };

/** A computed page: its key (what its id is derived from), its title, and its body; a tag's operations' pages under it `by-operation`. */
export interface SpecPage {
  key: string;
  title: string;
  description?: string;
  icon?: string;
  document: JSONDocument;
  pages: SpecPage[];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);
const ignored = (entity: Record<string, unknown>) => entity['x-gitbook-ignore'] === true;

/**
 * An id for what `key` names, the same for the same seed: GitBook's `seed` makes a computation's
 * ids deterministic, so computing again gives pages and blocks the ids they had. 20 letters and
 * digits, as GitBook's ids are.
 */
export const seededId = (seed: string, key: string): string =>
  createHash('sha256')
    .update(`${seed}\0${key}`)
    .digest('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 20);

/** An operation as its page and block show it: where it is, and what names and describes it. */
export interface Operation {
  method: Method;
  path: string;
  operation: { summary?: string | undefined; operationId?: string | undefined; description?: string | undefined };
}

/** A tag's operations, and the tag as the spec declares it (none for a tag it only names). */
export interface TagGroup {
  name: string;
  tag?: Record<string, unknown>;
  operations: Operation[];
}

/** The spec's tags, by name, as its `tags` array declares them. */
function declaredTags(spec: object): Map<string, Record<string, unknown>> {
  const tags = new Map<string, Record<string, unknown>>();
  const list = (spec as { tags?: unknown }).tags;
  for (const tag of Array.isArray(list) ? list : []) if (isObject(tag) && typeof tag.name === 'string') tags.set(tag.name, tag);
  return tags;
}

/** Every operation of the spec, grouped by the tag it is shown under, in the order of the pages (a declared tag without any too); an ignored tag's left out. */
function tagGroups(spec: object): TagGroup[] {
  const declared = declaredTags(spec);
  const groups = new Map<string, TagGroup>([...declared].map(([name, tag]) => [name, { name, tag, operations: [] }]));
  const listed = resolved(spec, (spec as { paths?: unknown }).paths);
  const paths = isObject(listed) ? listed : {};
  for (const path of Object.keys(paths)) {
    const item = resolved(spec, paths[path]);
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const operation = resolved(spec, item[method]);
      if (!isObject(operation) || ignored(operation)) continue;
      const tags = Array.isArray(operation.tags) ? operation.tags.filter((tag): tag is string => typeof tag === 'string') : [];
      const name = tags.find((tag) => declared.has(tag)) ?? tags[0] ?? 'default';
      let group = groups.get(name);
      if (!group) groups.set(name, (group = { name, operations: [] }));
      group.operations.push({
        method,
        path,
        operation: { summary: text(operation.summary), operationId: text(operation.operationId), description: text(operation.description) },
      });
    }
  }
  return [...groups.values()].filter((group) => !(group.tag && ignored(group.tag)));
}

/**
 * What computed pages show of a spec: its operations by tag, its schemas' names and its
 * description. Small beside the document, so that a spec read once serves every computation.
 */
export interface SpecOutline {
  groups: TagGroup[];
  schemas: string[];
  info?: string;
}

/** A spec's outline, read from its document. */
export function specOutline(spec: object): SpecOutline {
  const info = (spec as { info?: unknown }).info;
  const description = isObject(info) ? text(info.description) : undefined;
  return { groups: tagGroups(spec), schemas: schemaNames(spec), ...(description ? { info: description } : {}) };
}

/** A tag's page and the tags' pages under it. */
interface TagNode {
  group: TagGroup;
  children: TagNode[];
}

/** The tag a tag's page is under: OpenAPI 3.2's `parent`, else GitBook's `x-parent`. */
const parentName = (group: TagGroup) => text(group.tag?.parent) ?? text(group.tag?.['x-parent']);

/**
 * The tags' pages as a tree: each under the page of the tag its parent names, at the top when it
 * names none the spec shows (or its parents loop back to it); a tag without operations shown only
 * for the pages under it.
 */
function tagTree(groups: TagGroup[]): TagNode[] {
  const byName = new Map(groups.map((group) => [group.name, { group, children: [] as TagNode[] }]));
  const parentOf = (group: TagGroup): TagNode | undefined => {
    const seen = new Set([group.name]);
    for (let name = parentName(group); name !== undefined; name = parentName(byName.get(name)!.group)) {
      if (seen.has(name) || !byName.has(name)) return undefined;
      seen.add(name);
    }
    const parent = parentName(group);
    return parent === undefined ? undefined : byName.get(parent);
  };
  const roots: TagNode[] = [];
  for (const node of byName.values()) (parentOf(node.group)?.children ?? roots).push(node);
  const shown = (nodes: TagNode[]): TagNode[] =>
    nodes.flatMap((node) => {
      const children = shown(node.children);
      return node.group.operations.length > 0 || children.length > 0 ? [{ group: node.group, children }] : [];
    });
  return shown(roots);
}

/** A tag's page title, as GitBook words it. */
function tagTitle(group: TagGroup): string {
  const named = text(group.tag?.['x-page-title']) ?? text(group.tag?.['x-displayName']);
  return (
    named ??
    group.name
      .split('-')
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' ')
  );
}

/** An operation's page title: its summary, else its operationId, else its method and path. */
const operationTitle = ({ method, path, operation }: Operation) => text(operation.summary) ?? text(operation.operationId) ?? `${method.toUpperCase()} ${path}`;

const paragraph = (value: string): DocumentBlockParagraph => ({
  object: 'block',
  type: 'paragraph',
  nodes: [{ object: 'text', leaves: [{ object: 'leaf', text: value, marks: [] }] }],
});

function operationBlock(slug: string, op: Operation, headless: boolean): DocumentBlockOpenAPIOperation {
  return {
    object: 'block',
    type: 'openapi-operation',
    data: { ref: specRef(slug), path: op.path, method: op.method, ...(headless ? { headless: true } : {}) },
    isVoid: true,
    meta: { id: operationId(op.method, op.path) },
  };
}

const documentOf = (nodes: JSONDocument['nodes']): JSONDocument => ({ object: 'document', data: {}, nodes });

/** A tag's description, where it has one, as the paragraph its page opens with. */
const tagIntro = (group: TagGroup) => {
  const description = text(group.tag?.description);
  return description ? [paragraph(description)] : [];
};

/** The names of the spec's schemas (`components.schemas`, Swagger's `definitions`). */
function schemaNames(spec: object): string[] {
  const components = (spec as { components?: unknown }).components;
  const schemas = isObject(components) ? components.schemas : (spec as { definitions?: unknown }).definitions;
  return isObject(schemas) ? Object.keys(schemas) : [];
}

function modelsDocument(spec: SpecOutline, slug: string): JSONDocument {
  const schemas: DocumentBlockOpenAPISchemas = {
    object: 'block',
    type: 'openapi-schemas',
    data: { ref: specRef(slug), schemas: spec.schemas, grouped: true },
    isVoid: true,
    meta: { id: 'models' },
  };
  return documentOf([schemas]);
}

const tagDescription = (group: TagGroup) => text(group.tag?.['x-page-description']);
const tagIcon = (group: TagGroup) => text(group.tag?.['x-page-icon']);

/** The pages a `builtin:openapi` computed page stands for, with their bodies. */
export function specPages(spec: SpecOutline, slug: string, props: SpecPagesProps): SpecPage[] {
  const byOperation = props.grouping === 'by-operation';
  const operationPage = (op: Operation): SpecPage => {
    const description = text(op.operation.description);
    return {
      key: `operation:${op.method} ${op.path}`,
      title: operationTitle(op),
      ...(description ? { description } : {}),
      document: documentOf([operationBlock(slug, op, true)]),
      pages: [],
    };
  };
  const tagPage = ({ group, children }: TagNode): SpecPage => {
    const description = tagDescription(group);
    const icon = tagIcon(group);
    return {
      key: `tag:${group.name}`,
      title: tagTitle(group),
      ...(description ? { description } : {}),
      ...(icon ? { icon } : {}),
      document: documentOf([...tagIntro(group), ...(byOperation ? [] : group.operations.map((op) => operationBlock(slug, op, false)))]),
      pages: [...(byOperation ? group.operations.map(operationPage) : []), ...children.map(tagPage)],
    };
  };
  const pages = tagTree(spec.groups).map(tagPage);
  if (props.models) pages.push({ key: 'models', title: 'Models', document: modelsDocument(spec, slug), pages: [] });
  return pages;
}

/**
 * One document of a spec, as a computed document's `props` name it: a tag's operations, a tag's
 * page alone, one operation (`page` its path), the models, or the spec's `info` (its
 * description). Undefined when the spec has no such tag or operation.
 */
export function specDocument(spec: SpecOutline, slug: string, props: SpecDocumentProps): JSONDocument | undefined {
  switch (props.doc) {
    case 'models':
      return modelsDocument(spec, slug);
    case 'info':
      return documentOf(spec.info ? [paragraph(spec.info)] : []);
    case 'operations':
    case 'tag': {
      const group = spec.groups.find((candidate) => candidate.name === props.page);
      if (!group) return undefined;
      return documentOf([...tagIntro(group), ...(props.doc === 'operations' ? group.operations.map((op) => operationBlock(slug, op, false)) : [])]);
    }
    case 'operation': {
      const op = spec.groups.flatMap((group) => group.operations).find((candidate) => candidate.path === props.page && candidate.method === props.method);
      return op && documentOf([operationBlock(slug, op, true)]);
    }
  }
}
