import hljs from 'highlight.js/lib/common';

/**
 * A code block's text highlighted as the language its fence names, with highlight.js's common
 * languages (the bundle leaves out the 150 rarer ones): escaped text in spans classed `hljs-*`,
 * which the stylesheet colours. Undefined for a language it does not know: the caller shows
 * the text plain.
 */
export function highlighted(text: string, language: string | undefined): string | undefined {
  if (!language || !hljs.getLanguage(language)) return undefined;
  return hljs.highlight(text, { language, ignoreIllegals: true }).value;
}
