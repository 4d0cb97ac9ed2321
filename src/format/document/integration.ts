import type { DocumentBlockIntegration } from '../../schemas/gitbook/document-types.js';
import { blockModule } from './block-module.js';
import { sourceParagraph } from './paragraph.js';

type Props = DocumentBlockIntegration['data']['props'];

/**
 * A prop as an argument of the tag: in double quotes, or in single ones where it holds a double
 * quote and no single one (`brands='["a"]'`); a value not a string as its JSON.
 */
function propArg(key: string, value: Props[string]): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.includes('"') && !text.includes("'") ? ` ${key}='${text}'` : ` ${key}="${text.replace(/"/g, '&quot;')}"`;
}

/** `{% @integration/block props %}`, as GitBook's Git Sync writes a block of an installed integration. */
const integrationTag = ({ integration, block, props }: DocumentBlockIntegration['data']) =>
  `{% @${integration}/${block}${Object.entries(props)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => propArg(key, value))
    .join('')} %}`;

/**
 * An integration's block, kept: its integration, the block and its props as written. Its tag
 * written otherwise (props in other quotes, spaced otherwise) is kept as its source.
 */
export const integration = blockModule({
  reads: ['integration'],
  typeOf: () => 'integration',
  toDocument: ({ integration, block, props, source }) => {
    const data = { integration, block, props };
    return integrationTag(data) === source ? { object: 'block', type: 'integration', data, isVoid: true } : sourceParagraph(source);
  },
  toMarkdown: (node) => integrationTag(node.data),
});
