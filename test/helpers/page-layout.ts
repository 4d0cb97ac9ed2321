/** A page's layout as a stubbed GitBook answers it in the sync tests: before covers had masks, and tags and actions a switch. */
export const LAYOUT = {
  width: 'default',
  cover: true,
  coverSize: 'hero',
  title: true,
  description: true,
  tableOfContents: true,
  outline: true,
  pagination: true,
  metadata: true,
} as const;
