import type { ItemOf } from '../../client/operation-types.js';
import { forPeople, type Resource } from '../verbs/verb.js';
import { pageMarkdown, pageTree } from '../render/pages.js';
import { CHANGE } from './cr.js';

const PAGE = { ID: 'id', TITLE: 'title', PATH: 'path', DESCRIPTION: 'description', URL: 'urls.app' };
const FILE = { ID: 'id', NAME: 'name', TYPE: 'contentType', SIZE: 'size', URL: 'downloadURL' };
const LINK = { STATUS: 'status', URL: 'targetReference.url', PAGE: 'targetReference.page.path', FILE: 'targetReference.file.name' };

/** What a link leads to, as one cell: a URL (or the text of a broken link), a page's path or a file's name. */
const targetOf = ({ targetReference: target }: ItemOf<'listSpaceLinks'>) =>
  target.kind === 'url' ? target.url : target.kind === 'page' ? target.page.path : target.file.name;

export const content: Resource = {
  noun: 'page',
  verbs: [
    {
      name: 'revision',
      op: 'getCurrentRevision',
      crOp: 'getRevisionOfChangeRequestById',
      revisionOp: 'getRevisionById',
      description: "Show the current revision of a space or change request, or any revision of the space's history",
      columns: { ID: 'id', TYPE: 'type', PARENTS: 'parents', CREATED: 'createdAt', URL: 'urls.app' },
      examples: [
        'docsctl content revision SPACE_ID',
        'docsctl content revision SPACE_ID --cr 3 --json',
        'docsctl content revision SPACE_ID --revision REVISION_ID',
      ],
    },
    {
      name: 'changes',
      op: 'getRevisionSemanticChanges',
      description: 'List what a revision changed against its first parent: pages and files created, edited, moved, deleted',
      items: 'changes',
      columns: CHANGE,
      examples: ['docsctl content changes SPACE_ID REVISION_ID', 'docsctl content changes SPACE_ID "$(docsctl content revision SPACE_ID --jq .id)" --limit 50'],
    },
    {
      name: 'pages',
      op: 'listPages',
      crOp: 'listPagesInChangeRequest',
      revisionOp: 'listPagesInRevisionById',
      description: 'List the pages of a space, change request or revision, as a tree',
      after: forPeople(pageTree),
      done: 'No pages in space {spaceId}',
      examples: [
        'docsctl content pages SPACE_ID',
        'docsctl content pages SPACE_ID --cr 3',
        'docsctl content pages SPACE_ID --revision REVISION_ID',
        "docsctl content pages SPACE_ID --jq '.pages[].title'",
      ],
    },
    {
      name: 'page',
      op: 'getPageById',
      crOp: 'getPageInChangeRequestById',
      revisionOp: 'getPageInRevisionById',
      pathOps: { op: 'getPageByPath', crOp: 'getPageInChangeRequestByPath', revisionOp: 'getPageInRevisionByPath' },
      description: 'Show a page, by ID or --path: its Markdown (or, with --format document, its fields; --json for everything)',
      columns: PAGE,
      after: forPeople(pageMarkdown),
      done: 'The page is empty',
      examples: [
        'docsctl content page SPACE_ID PAGE_ID > page.md',
        'docsctl content page SPACE_ID --path guide/install --cr 3',
        'docsctl content page SPACE_ID PAGE_ID --revision REVISION_ID --format document --json',
      ],
    },
    {
      name: 'page-document',
      op: 'getPageDocumentInRevisionById',
      description: "Print a page's body, as a revision has it, as GitBook's JSON document",
      examples: [
        'docsctl content page-document SPACE_ID REVISION_ID PAGE_ID',
        'docsctl content page-document SPACE_ID REVISION_ID PAGE_ID --dereferenced reusable-contents',
      ],
    },
    {
      name: 'computed',
      op: 'getComputedRevision',
      description: "Compute the pages a computed page stands for (an OpenAPI spec's reference, a translation's result), each with its body",
      examples: [
        `docsctl content computed SPACE_ID --seed s --source '{"type":"builtin:openapi","props":{"models":true},"dependencies":{"spec":{"ref":{"kind":"openapi","spec":"petstore"}}}}'`,
        `docsctl content computed SPACE_ID --seed s --source "$(docsctl content page SPACE_ID PAGE_ID --jq .computed)" --jq '.pages[].title'`,
      ],
    },
    {
      name: 'computed-document',
      op: 'getComputedDocument',
      description: "Compute one document of a computed source (an OpenAPI spec's tag, operation or models) as GitBook's JSON document",
      examples: [
        `docsctl content computed-document SPACE_ID --seed s --source '{"type":"builtin:openapi","props":{"doc":"operations","page":"pets"},"dependencies":{"spec":{"ref":{"kind":"openapi","spec":"petstore"}}}}'`,
      ],
    },
    {
      name: 'document',
      op: 'getDocumentById',
      description: "Print a document by its id (a page's `documentId`, a reusable content's `document`) as GitBook's JSON document",
      examples: ['docsctl content document SPACE_ID DOCUMENT_ID', "docsctl content document SPACE_ID DOCUMENT_ID --jq '.nodes | length'"],
    },
    {
      name: 'files',
      op: 'listFiles',
      crOp: 'listFilesInChangeRequestById',
      revisionOp: 'listFilesInRevisionById',
      columns: FILE,
      examples: ['docsctl content files SPACE_ID', 'docsctl content files SPACE_ID --cr 3 --json', 'docsctl content files SPACE_ID --revision REVISION_ID'],
    },
    {
      name: 'file',
      op: 'getFileById',
      crOp: 'getFileInChangeRequestById',
      revisionOp: 'getFileInRevisionById',
      columns: { ID: 'id', NAME: 'name', TYPE: 'contentType', SIZE: 'size', DIMENSIONS: 'dimensions', URL: 'downloadURL' },
      examples: ['docsctl content file SPACE_ID FILE_ID', 'docsctl content file SPACE_ID FILE_ID --revision REVISION_ID --jq .downloadURL'],
    },
    {
      name: 'reusable',
      op: 'getReusableContentById',
      crOp: 'getReusableContentInChangeRequestById',
      revisionOp: 'getReusableContentInRevisionById',
      description: "Show a reusable content (a snippet pages include; `content revision --jq '.reusableContents'` lists them)",
      columns: { ID: 'id', TITLE: 'title', DOCUMENT: 'document' },
      examples: ['docsctl content reusable SPACE_ID REUSABLE_CONTENT_ID', 'docsctl content reusable SPACE_ID REUSABLE_CONTENT_ID --cr 3 --json'],
    },
    {
      name: 'reusable-document',
      op: 'getReusableContentDocumentInRevisionById',
      description: "Print a reusable content's body, as a revision has it, as GitBook's JSON document",
      examples: ['docsctl content reusable-document SPACE_ID REVISION_ID REUSABLE_CONTENT_ID'],
    },
    {
      name: 'backlinks',
      op: 'listSpaceFileBacklinks',
      crOp: 'listChangeRequestFileBacklinks',
      description: 'List the pages that use a file',
      columns: { PAGE: 'page.id', TITLE: 'page.title', PATH: 'page.path', SPACE: 'space.id' },
      examples: ['docsctl content backlinks SPACE_ID FILE_ID', 'docsctl content backlinks SPACE_ID FILE_ID --cr 3'],
    },
    {
      name: 'import',
      op: 'importContent',
      crOp: 'importContentInChangeRequest',
      description: 'Import content from a URL (Markdown, HTML, a ZIP, a website…) after the existing pages',
      spinner: 'Importing content…',
      columns: { REVISION: 'revision', IMPORTED: 'importedResources', TOTAL: 'totalResources' },
      examples: [
        'docsctl content import SPACE_ID --source markdown --url https://example.com/guide.md',
        'docsctl content import SPACE_ID --cr 3 --source zip --url https://example.com/docs.zip',
      ],
    },
    {
      name: 'template',
      op: 'applyTemplateToSpace',
      description: "Add a template's pages to a space (templates: blank, product-docs, knowledge-base…)",
      done: "Added the template's pages to space {spaceId}",
      examples: ['docsctl content template SPACE_ID --id product-docs'],
    },
    {
      name: 'links',
      op: 'listSpaceLinks',
      description: "List the links in a space's content, with whether each works; with --status broken, fail (exit 1) when there is any: a CI gate",
      columns: { STATUS: 'status', TARGET: 'target', PAGES: 'pages' },
      derived: { target: targetOf, pages: (link) => link.locationReferences.map((location) => location.page.path).join(', ') },
      failure: (links, call) =>
        call.query?.status === 'broken' && links.length > 0
          ? `${links.length} broken link${links.length === 1 ? '' : 's'} in space ${call.params.spaceId}`
          : undefined,
      examples: ['docsctl content links SPACE_ID', 'docsctl content links SPACE_ID --status broken || exit 1'],
    },
    {
      name: 'page-links',
      op: 'listPageLinksInSpace',
      crOp: 'listPageLinksInChangeRequest',
      description: 'List the links of one page, with whether each works',
      columns: LINK,
      examples: ['docsctl content page-links SPACE_ID PAGE_ID', 'docsctl content page-links SPACE_ID PAGE_ID --cr 3 --status broken'],
    },
    {
      name: 'pdf',
      op: 'getSpacePDF',
      crOp: 'getChangeRequestPDF',
      description: "Print the URL of a PDF of a space's or a change request's content (--page ID for one page and its subpages, --only for that page alone)",
      columns: { URL: 'url' },
      after: forPeople((pdf) => pdf.url),
      examples: ['docsctl content pdf SPACE_ID', 'docsctl content pdf SPACE_ID --cr 3 --page PAGE_ID --only | xargs curl -sLo page.pdf'],
    },
    {
      name: 'meta-links',
      op: 'listSpacePageMetaLinks',
      crOp: 'listChangeRequestPageMetaLinks',
      revisionOp: 'listRevisionPageMetaLinks',
      description: "Show a page's meta links: its canonical version and alternates, as its front matter's metaLinks sets them",
      columns: { CANONICAL: 'canonical.url', 'CANON PAGE': 'canonical.page', ALTERNATES: 'alternates.length' },
      examples: [
        'docsctl content meta-links SPACE_ID PAGE_ID',
        "docsctl content meta-links SPACE_ID PAGE_ID --cr 3 --jq '.alternates[].url'",
        'docsctl content meta-links SPACE_ID PAGE_ID --revision REVISION_ID --json',
      ],
    },
    {
      name: 'search',
      op: 'searchSpaceContent',
      description: "Search a space's content",
      columns: { ID: 'id', TITLE: 'title', PATH: 'path', URL: 'urls.app' },
      examples: ['docsctl content search SPACE_ID --query "install"', "docsctl content search SPACE_ID --query token --jq '.[].sections[].title'"],
    },
  ],
};
