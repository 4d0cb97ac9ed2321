import { CliError, EXIT } from '../io.js';
import { printable } from './terminal-text.js';
import { text, valueAt } from './values.js';

const PLACEHOLDER = /\{\{(.*?)\}\}/g;
/** `.` (the item itself) or a dotted path from it: `.title`, `.urls.app`, `.pages.0.title`. */
const FIELD = /^\s*\.([\w-]+(\.[\w-]+)*)?\s*$/;

/**
 * `--template`: Go-template-like placeholders, `{{.field}}` or `{{.a.b}}`, filled from each item of a list
 * (or from the answer), one line each; a missing field is empty, an object is its JSON. Anything else
 * between braces (`{{range}}`, pipes) is refused rather than printed as it stands.
 */
export function fillTemplate(template: string, value: unknown): string {
  for (const [, inside] of template.matchAll(PLACEHOLDER)) {
    if (!FIELD.test(inside!)) throw new CliError(`--template: {{${inside}}} is not a field; write {{.field}} or {{.field.subfield}}`, EXIT.usage);
  }
  const items = Array.isArray(value) ? value : [value];
  return items
    .map((item) => template.replace(PLACEHOLDER, (_, inside: string) => printable(text(valueAt(item, inside.trim().slice(1))))))
    .map((line) => (line.endsWith('\n') ? line : `${line}\n`))
    .join('');
}
