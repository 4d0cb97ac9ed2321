import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const nowMs = () => Number(process.hrtime.bigint()) / 1e6;

export function tempDir(label: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `docsctl-bench-${label}-`));
}

export function removeDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
}

export interface Stats {
  n: number;
  mean: number;
  p50: number;
  p95: number;
  p99: number;
}

export function stats(samples: number[]): Stats {
  if (samples.length === 0) return { n: 0, mean: NaN, p50: NaN, p95: NaN, p99: NaN };
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { n: samples.length, mean: samples.reduce((a, b) => a + b, 0) / samples.length, p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

/**
 * Runs `op` up to `count` times, one at a time, stopping early after `budgetMs`;
 * returns each run's duration in milliseconds.
 */
export async function timeEach(count: number, budgetMs: number, op: (i: number) => unknown): Promise<number[]> {
  const durations: number[] = [];
  const deadline = nowMs() + budgetMs;
  for (let i = 0; i < count && nowMs() < deadline; i++) {
    const start = nowMs();
    await op(i);
    durations.push(nowMs() - start);
  }
  return durations;
}

export const fmt = (value: number, digits = 2) =>
  Number.isFinite(value) ? value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }) : 'n/a';

export function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export function section(title: string): void {
  process.stdout.write(`\n=== ${title} ===\n`);
}

export function log(message: string): void {
  process.stdout.write(`${message}\n`);
}
