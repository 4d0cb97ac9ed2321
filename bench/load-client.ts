/**
 * Load generator, run as a child process (fork) so that its CPU does not come out of the
 * server's. It keeps `connections` keep-alive connections busy, one request in flight on
 * each, warms up, then counts the responses of a fixed window.
 *
 * Protocol (IPC): the parent sends one LoadConfig; the child sends {type:'measuring'} when
 * the counted window opens and {type:'result', ...} when it is over, then exits.
 */
import { Connection } from './http.js';

export interface LoadConfig {
  host: string;
  port: number;
  path: string;
  headers: Record<string, string>;
  connections: number;
  warmupMs: number;
  durationMs: number;
  /** Upper bound on requests in the counted window, whatever the duration. */
  maxRequests: number;
  expectedStatus: number;
  expectedBodyLength: number;
}

export interface LoadResult {
  type: 'result';
  requests: number;
  errors: number;
  firstError?: string;
  elapsedMs: number;
  clientCpuMs: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
}

const MAX_SAMPLES = 2_000_000;

async function run(config: LoadConfig): Promise<LoadResult> {
  const request = { method: 'GET' as const, path: config.path, headers: config.headers };
  const connections = Array.from({ length: config.connections }, () => Connection.connect(config.host, config.port));

  let phase: 'warmup' | 'measure' | 'stop' = 'warmup';
  let requests = 0;
  let errors = 0;
  let firstError: string | undefined;
  const latencies = new Float64Array(MAX_SAMPLES);
  let samples = 0;
  let windowStart = 0n;
  let windowEnd = 0n;
  let cpuStart = process.cpuUsage();
  let cpu = { user: 0, system: 0 };

  const closeWindow = () => {
    if (phase !== 'measure') return;
    phase = 'stop';
    windowEnd = process.hrtime.bigint();
    cpu = process.cpuUsage(cpuStart);
  };
  const warmupTimer = setTimeout(() => {
    phase = 'measure';
    windowStart = process.hrtime.bigint();
    cpuStart = process.cpuUsage();
    process.send?.({ type: 'measuring' });
    durationTimer = setTimeout(closeWindow, config.durationMs);
  }, config.warmupMs);
  let durationTimer: NodeJS.Timeout | undefined;

  const recordError = (message: string) => {
    errors++;
    firstError ??= message;
  };

  const loop = async (connection: Connection) => {
    // Bounded by time (the phases) and by count (maxRequests), whichever comes first.
    while (phase !== 'stop') {
      const started = process.hrtime.bigint();
      let response;
      try {
        response = await connection.send(request);
      } catch (error) {
        if (phase === 'measure') recordError((error as Error).message);
        return;
      }
      if (phase !== 'measure') continue;
      if (response.status !== config.expectedStatus) recordError(`status ${response.status}`);
      else if (response.body.length !== config.expectedBodyLength) recordError(`body of ${response.body.length} bytes`);
      else {
        requests++;
        if (samples < MAX_SAMPLES) latencies[samples++] = Number(process.hrtime.bigint() - started) / 1e6;
      }
      if (requests + errors >= config.maxRequests) closeWindow();
    }
  };
  await Promise.all(connections.map(loop));
  clearTimeout(warmupTimer);
  clearTimeout(durationTimer);
  closeWindow();
  await Promise.all(connections.map((connection) => connection.close()));

  const sorted = latencies.subarray(0, samples).sort();
  const quantile = (q: number) => (samples === 0 ? NaN : sorted[Math.min(samples - 1, Math.floor(q * samples))]!);
  return {
    type: 'result',
    requests,
    errors,
    ...(firstError ? { firstError } : {}),
    elapsedMs: Number(windowEnd - windowStart) / 1e6,
    clientCpuMs: (cpu.user + cpu.system) / 1000,
    latencyP50Ms: quantile(0.5),
    latencyP99Ms: quantile(0.99),
  };
}

process.once('message', (config: LoadConfig) => {
  run(config).then(
    (result) => process.send?.(result, () => process.exit(0)),
    (error: Error) => {
      process.stderr.write(`load client failed: ${error.stack ?? error.message}\n`);
      process.exit(1);
    },
  );
});
