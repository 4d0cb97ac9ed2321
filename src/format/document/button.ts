import type { DocumentInlineButton } from '../../schemas/gitbook/document-types.js';
import type { InlineModule, InlineWrite } from './block-module.js';
import { htmlAttribute, htmlText } from './markdown-syntax.js';

/**
 * A button as GitBook writes it: `<a href="…" class="button primary" data-icon="rocket">Label</a>`.
 * A button that runs an action instead of leading somewhere has no Markdown of GitBook's: its label.
 */
const element = ({ data }: DocumentInlineButton, write: InlineWrite, label: (text: string) => string) => {
  if (!('ref' in data)) return label(data.label);
  const icon = data.icon ? ` data-icon=${htmlAttribute(data.icon)}` : '';
  return `<a href=${htmlAttribute(write.hrefOf(data.ref))} class="button ${data.kind}"${icon}>${label(data.label)}</a>`;
};

/** GitBook's button: its label, its kind, where it leads, its icon. */
export const button: InlineModule<'button'> = {
  toDocument: (piece, refOf) => ({
    object: 'inline',
    type: 'button',
    data: { label: piece.label, kind: piece.kind, ref: refOf(piece.href), ...(piece.icon ? { icon: piece.icon } : {}) },
    isVoid: true,
  }),
  toMarkdown: (node, write) => element(node, write, write.text),
  toHtml: (node, write) => element(node, write, htmlText),
};
