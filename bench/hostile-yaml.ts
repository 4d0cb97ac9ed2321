/**
 * 15. Hostile YAML: pages of hostile front matter (64 KiB of keys, the most a page may have, read
 * in a worker; 300 KB, refused before anything reads it) written through the API; OpenAPI specs
 * built to be slow (a 10 MiB one, one anchor referenced 99 times, a long $ref chain) processed;
 * then the 10 MiB spec read anonymously at its published URL — all against `docsctl serve` in a
 * process of its own, while a probe with another user's token times `GET /v1/user` every 10 ms.
 * The goal: the probe is always answered within 100 ms, as YAML is parsed off the event loop and
 * a spec's reads serve what its processing stored.
 */
import { newToken } from '../src/domain/kernel/ids.js';
import { openDataDir } from '../src/sandbox/open.js';
import type { Seed } from '../src/sandbox/seed.js';
import { adminOf, probeWhile, serveProcess, type ServeProcess } from './serve.js';
import { fmt, log, removeDir, section, table, tempDir } from './util.js';

export interface HostileYamlFigure {
  work: string;
  ms: number;
  probeMaxMs: number;
}

export interface HostileYamlOptions {
  /** How large the spec read anonymously is, in MiB. */
  specMiB: number;
  /** How many 64 KiB front matter pages are written, one request each. */
  pages: number;
  /** How many anonymous reads of the spec, four at a time. */
  reads: number;
}

/** YAML front matter of many keys, at least `bytes` long: what held the event loop for seconds when parsed on it. */
function manyKeys(bytes: number): string {
  let yaml = 'description: Many keys\n';
  for (let i = 0; yaml.length < bytes; i++) yaml += `key${i}: value\n`;
  return yaml;
}

/** An OpenAPI document in YAML of just under `bytes`: many operations, each with a parameter and a response schema. */
function largeSpec(bytes: number): string {
  const lines = ['openapi: 3.0.3', 'info:', '  title: Large', '  version: "1"', 'paths:'];
  let size = lines.join('\n').length;
  // An operation takes about 500 bytes: the last one ends within the limit.
  for (let i = 0; size < bytes - 1024; i++) {
    const operation = [
      `  /things/${i}:`,
      '    get:',
      `      operationId: getThing${i}`,
      `      summary: Get thing ${i}`,
      '      parameters:',
      '        - { name: expand, in: query, schema: { type: string } }',
      '      responses:',
      '        "200":',
      '          description: The thing',
      '          content:',
      '            application/json:',
      '              schema: { type: object, properties: { id: { type: string }, size: { type: integer } } }',
    ].join('\n');
    lines.push(operation);
    size += operation.length + 1;
  }
  return `${lines.join('\n')}\n`;
}

const spec = (components: string) => `openapi: 3.0.3\ninfo:\n  title: Hostile\n  version: "1"\npaths: {}\ncomponents:\n  schemas:\n${components}`;

/** Specs built to be slow or large, by slug. */
function hostileSpecs(specMiB: number): Record<string, string> {
  const copies = Array.from({ length: 99 }, (_, i) => `    Copy${i}: *big\n`).join('');
  const chain = Array.from({ length: 499 }, (_, i) => `    S${i}: { $ref: "#/components/schemas/S${i + 1}" }\n`).join('');
  return {
    large: largeSpec(specMiB * 1024 * 1024),
    'fan-out': spec(`    Big: &big\n      description: "${'x'.repeat(730 * 1024)}"\n${copies}`),
    chain: spec(`${chain}    S499: { type: string }\n`),
  };
}

/** Waits for a spec's processing, which runs after the answer that created it. */
async function processedSpec(server: ServeProcess, slug: string): Promise<{ lastProcessErrorCode?: string }> {
  for (;;) {
    const found = await server.get<{ processingState: string; lastProcessErrorCode?: string }>(`/v1/orgs/${server.organizationId}/openapi/${slug}`);
    if (found.processingState === 'complete') return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function measureHostileYaml(options: HostileYamlOptions): Promise<HostileYamlFigure[]> {
  section('15. Hostile YAML: front matter and OpenAPI specs built to be slow, and GET /v1/user by another user meanwhile');
  const admin = { id: 'bench-admin', token: newToken() };
  const reader = { id: 'bench-reader', token: newToken() };
  const seed: Seed = {
    users: [admin, reader].map((user) => ({ ...user, displayName: user.id, email: `${user.id}@sandbox.test` })),
    organizations: [
      {
        id: 'bench',
        title: 'Bench',
        members: [
          { user: admin.id, role: 'admin' },
          { user: reader.id, role: 'read' },
        ],
      },
    ],
  };
  const dir = tempDir('hostile-yaml');
  await (await openDataDir(dir, seed)).close();
  const server = await serveProcess(dir);
  const probe = adminOf(server.url, reader.token);
  const figures: HostileYamlFigure[] = [];
  const measure = async (work: string, run: () => Promise<unknown>) => {
    const { ms, probeMaxMs } = await probeWhile(probe, run);
    figures.push({ work, ms, probeMaxMs });
  };
  try {
    const space = (await server.post<{ id: string }>(`/v1/orgs/${server.organizationId}/spaces`, { title: 'Hostile' })).id;
    const cr = (await server.post<{ id: string }>(`/v1/spaces/${space}/change-requests`, { subject: 'Front matter' })).id;
    const insert = (frontMatter: string) => ({ changes: [{ operation: 'insert_page', document: { markdown: `---\n${frontMatter}---\n\n# Keys\n` } }] });
    const allowed = insert(manyKeys(64 * 1024 - 32));
    await measure(`insert_page, 64 KiB front matter of keys, x${options.pages}`, async () => {
      for (let i = 0; i < options.pages; i++) await server.post(`/v1/spaces/${space}/change-requests/${cr}/content`, allowed);
    });
    const refused = JSON.stringify(insert(manyKeys(300 * 1024)));
    await measure('insert_page, 300 KB front matter of keys (400)', async () => {
      const answer = await fetch(`${server.url}/v1/spaces/${space}/change-requests/${cr}/content`, {
        method: 'POST',
        headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' },
        body: refused,
      });
      await answer.arrayBuffer();
      if (answer.status !== 400) throw new Error(`a 300 KB front matter answered ${answer.status}, not 400`);
    });

    const labels: Record<string, string> = {
      large: `processing of a ${options.specMiB} MiB spec (YAML)`,
      'fan-out': 'processing of a spec of one anchor referenced 99 times (fails)',
      chain: 'processing of a spec of a 499-$ref chain',
    };
    for (const [slug, text] of Object.entries(hostileSpecs(options.specMiB))) {
      // The request itself is not timed: its body (up to 10 MiB of JSON) is read on the event loop, as any request's is.
      await server.post(`/v1/orgs/${server.organizationId}/openapi`, { slug, source: { text } });
      await measure(labels[slug]!, () => processedSpec(server, slug));
    }
    await fetch(`${server.url}/v1/orgs/${server.organizationId}/openapi/large`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ visibility: 'public' }),
    });
    const published = `${server.url}/published/openapi/${server.organizationId}/large`;
    await measure(`anonymous GET of the ${options.specMiB} MiB spec, x${options.reads} (4 at a time)`, async () => {
      for (let done = 0; done < options.reads; done += 4) {
        await Promise.all(
          Array.from({ length: Math.min(4, options.reads - done) }, async () => {
            const answer = await fetch(published);
            await answer.arrayBuffer();
            if (answer.status !== 200) throw new Error(`GET ${published} answered ${answer.status}`);
          }),
        );
      }
    });
  } finally {
    await server.stop();
    removeDir(dir);
  }
  log(
    table(
      ['work', 'ms', 'GET /v1/user (another user) max ms', 'goal'],
      figures.map((f) => [f.work, fmt(f.ms, 0), fmt(f.probeMaxMs, 1), '<= 100']),
    ),
  );
  return figures;
}
