/**
 * 1. GET of one space, requests per second: the sandbox (Fastify over a file-backed store)
 * against a bare node:http server answering the very same bytes, both driven by the same
 * load generator running in a child process.
 */
import { fork } from 'node:child_process';
import http from 'node:http';
import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { LoadConfig, LoadResult } from './load-client.js';
import { Connection } from './http.js';
import { HOST, served } from './serve.js';
import { fmt, log, section, table } from './util.js';

export interface ThroughputOptions {
  connections: number;
  warmupMs: number;
  durationMs: number;
  rounds: number;
}

export interface RunFigures {
  rps: number;
  serverCpuPct: number;
  clientCpuPct: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

export interface ThroughputResult {
  sandbox: RunFigures;
  bare: RunFigures;
  /** Reference: an empty Fastify app answering the same bytes (the framework's own share). */
  fastify: RunFigures;
  ratio: number;
  bodyBytes: number;
}

export const MAX_REQUESTS_PER_RUN = 5_000_000;

/** The load a part puts on a server: its connections and how long it warms up and counts. */
export type LoadShape = Pick<LoadConfig, 'connections' | 'warmupMs' | 'durationMs'>;

/** A load run of `GET path` on loopback `port`, every answer to be a 200 of `bodyLength` bytes. */
export const loadOn = (shape: LoadShape, port: number, path: string, bodyLength: number, headers: Record<string, string> = {}): LoadConfig => ({
  host: HOST,
  port,
  path,
  headers,
  connections: shape.connections,
  warmupMs: shape.warmupMs,
  durationMs: shape.durationMs,
  maxRequests: MAX_REQUESTS_PER_RUN,
  expectedStatus: 200,
  expectedBodyLength: bodyLength,
});

export function runLoad(config: LoadConfig): Promise<RunFigures> {
  const clientPath = fileURLToPath(new URL('./load-client.js', import.meta.url));
  return new Promise((resolve, reject) => {
    const child = fork(clientPath, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let serverCpuStart: NodeJS.CpuUsage | undefined;
    let serverWallStart = 0;
    let settled = false;
    const finish = (error: Error | undefined, figures?: RunFigures) => {
      if (settled) return;
      settled = true;
      clearTimeout(guard);
      if (child.exitCode === null && child.signalCode === null) child.kill();
      if (error) reject(error);
      else resolve(figures!);
    };
    // The whole run is bounded: a client that does not report in time is stopped.
    const guard = setTimeout(() => finish(new Error('load client did not finish in time')), config.warmupMs + config.durationMs + 15_000);
    child.on('message', (message: { type: 'measuring' } | LoadResult) => {
      if (message.type === 'measuring') {
        serverCpuStart = process.cpuUsage();
        serverWallStart = performance.now();
      } else if (message.type === 'result') {
        const result = message;
        const serverCpu = serverCpuStart ? process.cpuUsage(serverCpuStart) : { user: NaN, system: NaN };
        const serverWall = performance.now() - serverWallStart;
        if (result.errors > 0) log(`  warning: ${result.errors} failed responses (first: ${result.firstError})`);
        finish(undefined, {
          rps: result.requests / (result.elapsedMs / 1000),
          serverCpuPct: ((serverCpu.user + serverCpu.system) / 1000 / serverWall) * 100,
          clientCpuPct: (result.clientCpuMs / result.elapsedMs) * 100,
          p50Ms: result.latencyP50Ms,
          p99Ms: result.latencyP99Ms,
          errors: result.errors,
        });
      }
    });
    child.on('error', (error) => finish(error));
    child.on('exit', (code) => finish(new Error(`load client exited with code ${code} before reporting`)));
    child.send(config);
  });
}

export function listen(server: http.Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, HOST, () => resolve((server.address() as AddressInfo).port));
  });
}

/** Makes `server` answer every request with exactly these bytes, as the sandbox sent them: the floor a figure is measured against. */
export function replay(server: http.Server, body: Buffer, contentType: string): void {
  server.on('request', (_request: http.IncomingMessage, response: http.ServerResponse) => {
    response.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
    response.end(body);
  });
}

export async function measureThroughput(options: ThroughputOptions): Promise<ThroughputResult> {
  section('1. GET /v1/spaces/{id}: requests per second, sandbox vs bare node:http');
  const sandbox = await served('rps');
  const bare = http.createServer();
  const reference = Fastify({ logger: false });
  try {
    const auth = { Authorization: `Bearer ${sandbox.token}` };

    // One space to read, created through the API.
    const connection = Connection.connect(HOST, sandbox.port);
    const created = await connection.send({
      method: 'POST',
      path: `/v1/orgs/${sandbox.organizationId}/spaces`,
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'Bench space' }),
    });
    if (created.status !== 201) throw new Error(`creating the space answered ${created.status}: ${created.body.toString()}`);
    const spaceId = (JSON.parse(created.body.toString()) as { id: string }).id;
    const spacePath = `/v1/spaces/${spaceId}`;

    // The sandbox's answer, captured once; the bare server replays exactly these bytes.
    const answer = await connection.send({ method: 'GET', path: spacePath, headers: auth });
    await connection.close();
    if (answer.status !== 200) throw new Error(`GET ${spacePath} answered ${answer.status}: ${answer.body.toString()}`);
    const body = Buffer.from(answer.body);
    const contentType = answer.contentType ?? 'application/json; charset=utf-8';
    replay(bare, body, contentType);
    const barePort = await listen(bare);
    reference.get('/v1/spaces/:spaceId', (_request, reply) => {
      void reply.type(contentType).send(body);
    });
    await reference.listen({ host: HOST, port: 0 });
    const fastifyPort = (reference.server.address() as AddressInfo).port;
    log(`space ${spaceId}: ${body.length} bytes of ${contentType}`);
    log(
      `load: ${options.connections} keep-alive connections from a child process, ${options.warmupMs} ms warm-up + ${options.durationMs} ms counted per run, best of ${options.rounds} interleaved rounds`,
    );

    const config = (port: number) => loadOn(options, port, spacePath, body.length, auth);

    type Target = 'sandbox' | 'bare' | 'fastify';
    const ports: Record<Target, number> = { sandbox: sandbox.port, bare: barePort, fastify: fastifyPort };
    const runs: { target: Target; round: number; figures: RunFigures }[] = [];
    // Interleaved rounds, so that a slow spell of the machine hurts every target alike.
    for (let round = 1; round <= options.rounds; round++) {
      const figuresOf: Partial<Record<Target, RunFigures>> = {};
      for (const target of ['sandbox', 'bare', 'fastify'] as const) {
        const figures = await runLoad(config(ports[target]));
        figuresOf[target] = figures;
        runs.push({ target, round, figures });
        log(
          `  round ${round} ${target.padEnd(7)} ${fmt(figures.rps, 0).padStart(9)} req/s  (server CPU ${fmt(figures.serverCpuPct, 0)}%, client CPU ${fmt(figures.clientCpuPct, 0)}%)`,
        );
      }
      log(`  round ${round} ratio sandbox/bare ${fmt(figuresOf.sandbox!.rps / figuresOf.bare!.rps, 3)}`);
    }
    const best = (target: Target) => runs.filter((r) => r.target === target).reduce((a, b) => (b.figures.rps > a.figures.rps ? b : a)).figures;
    const result: ThroughputResult = { sandbox: best('sandbox'), bare: best('bare'), fastify: best('fastify'), ratio: 0, bodyBytes: body.length };
    result.ratio = result.sandbox.rps / result.bare.rps;

    const row = (name: string, f: RunFigures) => [
      name,
      fmt(f.rps, 0),
      fmt(f.p50Ms, 3),
      fmt(f.p99Ms, 3),
      `${fmt(f.serverCpuPct, 0)}%`,
      `${fmt(f.clientCpuPct, 0)}%`,
      String(f.errors),
    ];
    log('');
    log(
      table(
        ['server (best round)', 'req/s', 'p50 ms', 'p99 ms', 'server CPU', 'client CPU', 'errors'],
        [
          row('sandbox (Fastify + store)', result.sandbox),
          row('bare node:http, same bytes', result.bare),
          row('reference: empty Fastify, same bytes', result.fastify),
        ],
      ),
    );
    log(`ratio sandbox/bare: ${fmt(result.ratio, 3)}  (goal >= 0.5)`);
    log(
      `reference ratios: empty Fastify/bare ${fmt(result.fastify.rps / result.bare.rps, 3)}, sandbox/empty Fastify ${fmt(result.sandbox.rps / result.fastify.rps, 3)}`,
    );
    return result;
  } finally {
    await reference.close();
    await new Promise<void>((resolve) => (bare.listening ? bare.close(() => resolve()) : resolve()));
    await sandbox.close();
  }
}
