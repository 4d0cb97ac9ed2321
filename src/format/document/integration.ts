import type { DocumentBlockIntegration } from '../../schemas/gitbook/document-types.js';
import { blockModule, unkeptField } from './block-module.js';
import { tagArgument, unwritableArgument } from './markdown-syntax.js';
import { sourceParagraph } from './paragraph.js';

/**
 * A prop as an argument of the tag: in single quotes where it holds a double quote and no single
 * one (`brands='["a"]'`), else in double quotes as any tag's argument (a `"` in it as `\"`).
 * Props are strings: a document sent with another is refused (`unwritable`).
 */
function propArg(key: string, value: string): string {
  return value.includes('"') && !value.includes("'") ? ` ${key}='${value}'` : ` ${key}=${tagArgument(value)}`;
}

/** `{% @integration/block props %}`, as GitBook's Git Sync writes a block of an installed integration. */
const integrationTag = ({ integration, block, props }: DocumentBlockIntegration['data']) =>
  `{% @${integration}/${block}${Object.entries(props)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
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
  // A prop not a string would read back as one: refused, as what the tag has no place for.
  unwritable: ({ data }) =>
    unkeptField(
      'integration',
      ['action', 'url', 'fullWidth'].find((field) => Object.hasOwn(data, field)) ??
        Object.entries(data.props ?? {})
          .filter(([, value]) => value !== undefined && typeof value !== 'string')
          .map(([key]) => `props.${key}`)[0],
    ) ??
    Object.entries(data.props ?? {})
      .map(([key, value]) =>
        typeof value === 'string'
          ? unwritableArgument(['data', 'props', key], value, `an integration's prop ${key}`, `@${data.integration}/${data.block}`, true)
          : undefined,
      )
      .find((found) => found !== undefined),
});
