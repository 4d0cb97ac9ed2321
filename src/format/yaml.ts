import { isScalar, parseDocument, stringify, visit, YAMLParseError, type Document } from 'yaml';

/**
 * YAML read in time linear in its size. The yaml package checks each key of a mapping against
 * every key before it (its `uniqueKeys`), which is quadratic in their number: 300 KB of keys
 * held a thread 16 s. That check is off, and made here with a set per mapping; a key given
 * twice is an error of the document as the package words it, so callers see what they saw.
 */
export function parseYamlDocument(text: string): Document.Parsed {
  const document = parseDocument(text, { uniqueKeys: false });
  visit(document, {
    Map(_, map) {
      const seen = new Set<unknown>();
      for (const { key } of map.items) {
        // As the package compares them: scalars by value, any other key only with itself.
        const value = isScalar(key) ? key.value : key;
        if (seen.has(value))
          document.errors.push(
            new YAMLParseError(isScalar(key) && key.range ? [key.range[0], key.range[1]] : [0, 0], 'DUPLICATE_KEY', 'Map keys must be unique'),
          );
        seen.add(value);
      }
    },
  });
  return document;
}

/** The value of a YAML text, in linear time; throws its first error, as the package's `parse` does. */
export function parseYaml(text: string): unknown {
  const document = parseYamlDocument(text);
  const [error] = document.errors;
  if (error) throw error;
  return document.toJS();
}

/** A value as YAML in GitBook's style: two spaces a level, block style, lines never folded. */
export const writeYaml = (value: unknown): string => stringify(value, { lineWidth: 0 });
