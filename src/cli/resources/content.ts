import { forPeople, type Resource } from '../verbs/verb.js';
import { pageMarkdown, pageTree } from '../render/pages.js';
import { CHANGE } from './cr.js';

const PAGE = ['id', 'title', 'path', 'description', 'urls.app'];
const FILE = ['id', 'name', 'contentType', 'size', 'downloadURL'];
const LINK = ['status', 'targetReference.url', 'targetReference.page.path', 'targetReference.file.name', 'locationReferences.0.page.path'];

export const content: Resource = {
  noun: 'page',
  verbs: [
    {
      name: 'revision',
      op: 'getCurrentRevision',
      crOp: 'getRevisionOfChangeRequestById',
      description: 'Show the current revision of a space or change request',
      columns: ['id', 'type', 'parents', 'createdAt', 'urls.app'],
      examples: ['docsctl content revision SPACE_ID', 'docsctl content revision SPACE_ID --cr 3 --json'],
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
      name: 'revision-page',
      op: 'getPageInRevisionById',
      description: 'Show a page as a revision of the space had it: its Markdown (--json for everything)',
      columns: PAGE,
      after: forPeople(pageMarkdown),
      examples: ['docsctl content revision-page SPACE_ID REVISION_ID PAGE_ID > then.md'],
    },
    {
      name: 'pages',
      op: 'listPages',
      crOp: 'listPagesInChangeRequest',
      description: 'List the pages of a space or change request, as a tree',
      after: forPeople(pageTree),
      done: 'No pages in space {spaceId}',
      examples: ['docsctl content pages SPACE_ID', 'docsctl content pages SPACE_ID --cr 3', "docsctl content pages SPACE_ID --jq '.pages[].title'"],
    },
    {
      name: 'page',
      op: 'getPageById',
      crOp: 'getPageInChangeRequestById',
      description: 'Show a page: its Markdown (or, with --format document, its fields; --json for everything)',
      columns: PAGE,
      after: forPeople(pageMarkdown),
      done: 'Page {pageId} is empty',
      examples: ['docsctl content page SPACE_ID PAGE_ID > page.md', 'docsctl content page SPACE_ID PAGE_ID --cr 3', 'docsctl content page SPACE_ID PAGE_ID --format document --json'],
    },
    {
      name: 'files',
      op: 'listFiles',
      crOp: 'listFilesInChangeRequestById',
      columns: FILE,
      examples: ['docsctl content files SPACE_ID', 'docsctl content files SPACE_ID --cr 3 --json'],
    },
    {
      name: 'file',
      op: 'getFileById',
      crOp: 'getFileInChangeRequestById',
      columns: ['id', 'name', 'contentType', 'size', 'dimensions', 'downloadURL'],
      examples: ['docsctl content file SPACE_ID FILE_ID', 'docsctl content file SPACE_ID FILE_ID --jq .downloadURL'],
    },
    {
      name: 'backlinks',
      op: 'listSpaceFileBacklinks',
      crOp: 'listChangeRequestFileBacklinks',
      description: 'List the pages that use a file',
      columns: ['page.id', 'page.title', 'page.path', 'space.id'],
      examples: ['docsctl content backlinks SPACE_ID FILE_ID', 'docsctl content backlinks SPACE_ID FILE_ID --cr 3'],
    },
    {
      name: 'import',
      op: 'importContent',
      crOp: 'importContentInChangeRequest',
      description: 'Import content from a URL (Markdown, HTML, a ZIP, a website…) after the existing pages',
      spinner: 'Importing content…',
      columns: ['revision', 'importedResources', 'totalResources'],
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
      description: "List the links in a space's content, with whether each works",
      columns: LINK,
      examples: ['docsctl content links SPACE_ID', 'docsctl content links SPACE_ID --status broken'],
    },
    {
      name: 'page-links',
      op: 'listPageLinksInSpace',
      crOp: 'listPageLinksInChangeRequest',
      description: 'List the links of one page, with whether each works',
      columns: LINK.slice(0, 4),
      examples: ['docsctl content page-links SPACE_ID PAGE_ID', 'docsctl content page-links SPACE_ID PAGE_ID --cr 3 --status broken'],
    },
    {
      name: 'search',
      op: 'searchSpaceContent',
      description: "Search a space's content",
      columns: ['id', 'title', 'path', 'urls.app'],
      examples: ['docsctl content search SPACE_ID --query "install"', "docsctl content search SPACE_ID --query token --jq '.[].sections[].title'"],
    },
  ],
};
