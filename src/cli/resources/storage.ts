import fs from 'node:fs';
import path from 'node:path';
import { Argument } from 'commander';
import { lookup } from 'mime-types';
import type { Output } from '../../client/operation-types.js';
import type { CliContext } from '../context.js';
import { CliError, EXIT } from '../io.js';
import type { Resource } from '../verbs/verb.js';

/** What the file on the command line is, as the upload URL is asked for: its name, type and size. */
function fileMetadata(file: string): { file: { name: string; type: string; size: number } } {
  try {
    const { size } = fs.statSync(file);
    return { file: { name: path.basename(file), type: lookup(file) || 'application/octet-stream', size } };
  } catch (error) {
    throw new CliError(`cannot read ${file}: ${(error as Error).message}`, EXIT.usage);
  }
}

/** Sends the file's bytes to the upload URL just answered: the upload is done once they are there. */
async function sendBytes(answer: Output<'generateStorageUploadURL'>, file: string, context: CliContext): Promise<Output<'generateStorageUploadURL'>> {
  const bytes = await fs.promises.readFile(file);
  await context.runtime.client().upload(answer.url, bytes, lookup(file) || 'application/octet-stream');
  return answer;
}

export const storage: Resource = {
  noun: 'file',
  verbs: [
    {
      name: 'upload',
      op: 'generateStorageUploadURL',
      description:
        "Upload a file to the organization's storage: asks for a signed upload URL and sends the bytes to it; prints the URL (a change's insert_files takes it) and the file's key",
      operand: { argument: new Argument('<file>', 'the file to upload'), body: (file) => fileMetadata(file as string) },
      body: (options) => ({ kind: options.kind ?? 'organization_file' }),
      skip: ['file'],
      input: false,
      columns: { KEY: 'key', URL: 'url' },
      after: (answer, call, context) => sendBytes(answer, call.operand as string, context),
      examples: ['docsctl storage upload ./diagram.png', 'docsctl storage upload ./Inter.woff2 --kind customization_font --json'],
    },
  ],
};
