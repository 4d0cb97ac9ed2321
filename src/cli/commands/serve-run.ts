import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeZodError } from '../../schemas/describe.js';
import { createApp } from '../../server/app.js';
import { ArchiveError, importArchive, writeArchive } from '../../sandbox/archive.js';
import { identity, openDataDir } from '../../sandbox/open.js';
import { Seed } from '../../sandbox/seed.js';
import { commandTranslator } from '../../domain/kernel/translator.js';
import { DataDirError, LockLostError } from '../../store/lock.js';
import type { Profiles } from '../config.js';
import { colourFor } from '../render/colour.js';
import { requestLine } from '../render/request-line.js';
import type { JournalEntry } from '../../schemas/sandbox-journal.js';
import { CliError, type IO } from '../io.js';
import { fillPath } from '../../schemas/operation.js';
import { operations } from '../../schemas/operations.js';
import { fetchPolicyOf, LOCAL_PROFILE, type ServeOptions } from './serve-options.js';

function readSeed(file: string): Seed {
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new CliError(`cannot read seed ${file}: ${(error as Error).message}`);
  }
  const seed = Seed.safeParse(raw);
  if (!seed.success) throw new CliError(`invalid seed ${file}: ${describeZodError('seed', seed.error)}`);
  return seed.data;
}

/** `--log`: each request as a line on stdout, coloured for a terminal; with `--json`, the journal entry as a line of JSON. */
function logTo(io: IO, json: boolean): (entry: JournalEntry) => void {
  const colour = colourFor(io.outIsTTY, io.env);
  return (entry) => io.out.write(`${json ? JSON.stringify(entry) : requestLine(entry, colour)}\n`);
}

/**
 * Serves until SIGTERM or SIGINT, then finishes in-flight requests, releases the store and resolves;
 * a server that loses its lock stops the same way, then fails with the reason. An ephemeral
 * sandbox's directory is removed however it ends.
 */
export async function serveRun(opts: ServeOptions, io: IO, profiles?: Profiles, signals: NodeJS.EventEmitter = process): Promise<number> {
  if (!opts.ephemeral) return serveIn(path.resolve(opts.data), opts, io, profiles, signals);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsctl-sandbox-'));
  try {
    return await serveIn(dataDir, opts, io, profiles, signals);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function serveIn(dataDir: string, opts: ServeOptions, io: IO, profiles: Profiles | undefined, signals: NodeJS.EventEmitter): Promise<number> {
  const seed = opts.seed ? readSeed(opts.seed) : undefined;
  if (opts.import) {
    try {
      await importArchive(path.resolve(opts.import), dataDir);
    } catch (error) {
      if (error instanceof ArchiveError || error instanceof DataDirError || error instanceof LockLostError) throw new CliError(error.message);
      throw error;
    }
  }
  let stop = () => {};
  const stopped = new Promise<void>((resolve) => (stop = resolve));
  // A server that lost its lock to another refuses every write; it says why and exits.
  let lost: LockLostError | undefined;
  const onLockLost = (error: LockLostError) => {
    lost = error;
    stop();
  };
  let sandbox;
  try {
    sandbox = await openDataDir(dataDir, seed, onLockLost, { jobs: opts.jobs });
  } catch (error) {
    if (error instanceof DataDirError || error instanceof LockLostError) throw new CliError(error.message);
    throw error;
  }
  const who = identity(sandbox);
  const app = createApp(sandbox, {
    ...(opts.translator ? { translator: commandTranslator(opts.translator) } : {}),
    fetchPolicy: fetchPolicyOf(opts),
    dataDir,
    ...(opts.rateLimit === undefined ? {} : { rateLimit: { enforce: true, ...(opts.rateLimit === true ? {} : { limit: opts.rateLimit }) } }),
    ...(opts.log ? { onRequestJournalled: logTo(io, opts.json) } : {}),
  });
  let url: string;
  try {
    await app.listen({ host: opts.host, port: opts.port });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : opts.port;
    url = `http://${opts.host.includes(':') ? `[${opts.host}]` : opts.host}:${port}`;
  } catch (error) {
    await sandbox.close();
    throw new CliError(`cannot listen on ${opts.host}:${opts.port}: ${(error as Error).message}`);
  }

  const ready = { url, token: who.token ?? '', organizationId: who.organizationId, userId: who.userId };
  // The sandbox becomes the profile every command uses, so that `docsctl spaces list` works at once.
  const recorded = opts.profile && profiles && ready.token;
  if (recorded) {
    profiles.set(LOCAL_PROFILE, { apiUrl: url, token: ready.token, user: ready.userId, ...(ready.organizationId ? { org: ready.organizationId } : {}) });
    profiles.activate(LOCAL_PROFILE);
  }
  if (opts.json) {
    io.out.write(`${JSON.stringify(ready)}\n`);
  } else {
    io.out.write(
      [
        'docsctl sandbox is ready',
        '',
        `  URL           ${ready.url}`,
        `  Home          ${ready.url}/  (log in with the token below; docsctl browse opens it)`,
        `  Organization  ${ready.organizationId}`,
        `  User          ${ready.userId}`,
        `  Token         ${ready.token}`,
        `  Data          ${dataDir}${opts.ephemeral ? '  (removed at exit)' : ''}`,
        ...(recorded ? [`  Profile       ${LOCAL_PROFILE}, now the active one (docsctl spaces list)`] : []),
        '',
        'Try it:',
        `  curl -H "Authorization: Bearer ${ready.token}" ${ready.url}${fillPath(operations.getOrganizationById.path, () => ready.organizationId)}`,
        '',
        'Press Ctrl-C to stop.',
        '',
      ].join('\n'),
    );
  }

  // The listener stays to the end: a signal repeated meanwhile (conf's file writer re-raises the one it
  // saw) must not kill the process while it shuts down, nor just after.
  signals.on('SIGTERM', stop);
  signals.on('SIGINT', stop);
  await stopped;
  await app.close();
  // Written while the lock is held, and only by a server that still held it: its store is the one served.
  const exportTo = opts.exportOnExit && !lost ? path.resolve(opts.exportOnExit) : undefined;
  try {
    if (exportTo) await writeArchive(dataDir, exportTo);
  } catch (error) {
    throw new CliError(`cannot write the export to ${exportTo}: ${(error as Error).message}`);
  } finally {
    await sandbox.close();
  }
  if (lost) throw new CliError(lost.message);
  if (exportTo && !opts.json) io.err.write(`docsctl sandbox exported to ${exportTo}\n`);
  if (!opts.json) io.err.write('docsctl sandbox stopped\n');
  return 0;
}
