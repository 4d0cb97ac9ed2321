import { spawn } from 'node:child_process';

/** Turns a page's Markdown into the target language. */
export type Translator = (markdown: string, language: string) => Promise<string>;

/** The default: the text unchanged, so runs work offline with nothing to configure. */
export const copyTranslator: Translator = async (markdown) => markdown;

const TIMEOUT_MS = 60_000;
const MAX_OUTPUT = 10 * 1024 * 1024;

/**
 * A translator that runs a shell command per page: Markdown on stdin, the target language
 * in DOCSCTL_TARGET_LANGUAGE, the translation on stdout. A non-zero exit, a timeout or too
 * much output fails the page.
 */
export function commandTranslator(command: string): Translator {
  return (markdown, language) =>
    new Promise((resolve, reject) => {
      const child = spawn('/bin/sh', ['-c', command], {
        env: { ...process.env, DOCSCTL_TARGET_LANGUAGE: language },
        stdio: ['pipe', 'pipe', 'pipe'],
        timeout: TIMEOUT_MS,
      });
      const out: Buffer[] = [];
      let size = 0;
      let err = '';
      child.stdout.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_OUTPUT) child.kill();
        else out.push(chunk);
      });
      child.stderr.on('data', (chunk: Buffer) => (err = (err + chunk.toString()).slice(-2000)));
      child.on('error', reject);
      child.on('close', (code, signal) => {
        if (code === 0 && size <= MAX_OUTPUT) resolve(Buffer.concat(out).toString('utf8'));
        else reject(new Error(`translator ${signal ? `stopped by ${signal}` : `exited with ${code}`}${err.trim() ? `: ${err.trim().split('\n').pop()}` : ''}`));
      });
      child.stdin.on('error', () => undefined);
      child.stdin.end(markdown);
    });
}
