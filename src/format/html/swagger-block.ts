import { tagOf } from '../markdown/gitbook-markdown.js';
import type { OperationView } from './openapi-operation.js';

/**
 * GitBook's legacy, hand-written API block: the operation written out in the page, not read from a
 * spec. Inside `{% swagger method path baseUrl summary %}` … `{% endswagger %}`, its parts:
 * `{% swagger-description %}`, `{% swagger-parameter in name type required description %}` and
 * `{% swagger-response status="200: OK" description %}`, each closed by its `{% end… %}` and
 * holding Markdown (a response's, its example bodies as fenced code).
 */

/** A part's opening tag (its header after its name) or its closing one (`end` before its name). */
const TAG = /\{%-?\s*(end)?(swagger-(?:description|parameter|response))\b([^%]*(?:%(?!\})[^%]*)*)-?%\}/g;

/**
 * The parts of a block, each as its name, header and content: found in one pass over its tags, each
 * opening tag closed by the next closing tag of its name. (A pattern from each opening tag to its
 * closing one would read to the end of the page for every part left open: quadratic in hostile text.)
 */
function* partsOf(content: string): Generator<[name: string, header: string, inner: string]> {
  let open: { name: string; header: string; from: number } | undefined;
  for (const tag of content.matchAll(TAG)) {
    const [whole, end] = tag;
    // The name and the header are groups no match goes without.
    const name = tag[2]!;
    const header = tag[3]!;
    if (!end) open = { name, header, from: tag.index + whole.length };
    else if (open?.name === name) {
      yield [name, open.header, content.slice(open.from, tag.index)];
      open = undefined;
    }
  }
}
const FENCE = /^ {0,3}(`{3,}|~{3,})[ \t]*([^\s`]*)[^\n]*\n([\s\S]*?)^ {0,3}\1[`~]*[ \t]*$/gm;

/** A response's text as its example bodies (its fenced code) and the Markdown around them. */
function examplesIn(text: string): { rest: string; examples: { language?: string; code: string }[] } {
  const examples = [...text.matchAll(FENCE)].map(([, , language, code]) => ({ ...(language ? { language } : {}), code: code! }));
  return { rest: text.replace(FENCE, '').trim(), examples };
}

/** The operation a hand-written block's content describes, or undefined when it holds none of the parts. */
export function handWrittenOperation(content: string): OperationView | undefined {
  const view: OperationView = { parameters: [], responses: [] };
  let found = false;
  for (const [name, header, inner] of partsOf(content)) {
    const args = tagOf(`{% ${name} ${header} %}`)?.args ?? {};
    const text = inner.trim();
    found = true;
    if (name === 'swagger-description') {
      if (text) view.description = view.description ? `${view.description}\n\n${text}` : text;
    } else if (name === 'swagger-parameter') {
      const description = args.description || text;
      view.parameters.push({
        name: args.name ?? '',
        in: args.in ?? '',
        required: args.required === 'true',
        ...(args.type ? { type: args.type } : {}),
        ...(description ? { description } : {}),
      });
    } else {
      // "200: OK": the code, then GitBook's name for it, shown when the block gives no description.
      const [status = 'default', reason] = (args.status ?? '').split(':').map((part) => part.trim());
      const { rest, examples } = examplesIn(text);
      const description = args.description || rest || reason;
      view.responses.push({ status: status || 'default', ...(description ? { description } : {}), ...(examples.length ? { examples } : {}) });
    }
  }
  return found ? view : undefined;
}
