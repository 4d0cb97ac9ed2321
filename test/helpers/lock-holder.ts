import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The lock a server holds on its data directory, a folder in it. */
export const LOCK = 'docsctl.lock';

/** What another server's lock holds once it has taken the directory `d`: this test process, alive, plays it. */
export function replaceHolder(d: string): void {
  const other = { pid: process.pid, hostname: os.hostname(), startedAt: new Date().toISOString(), nonce: 'the-other-server' };
  fs.writeFileSync(path.join(d, LOCK, 'holder.json'), JSON.stringify(other));
}
