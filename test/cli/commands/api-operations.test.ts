import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { operations } from '../../../src/schemas/operations.js';
import { runCli, tsvRows } from '../../helpers/cli.js';

interface Listed {
  operation: string;
  method: string;
  path: string;
  topic: string;
  commands: string[];
  served: boolean;
}

const require = createRequire(import.meta.url);
const today = require('@gitbook/api-current/spec/openapi.json') as { paths: Record<string, Record<string, { operationId?: string }>> };
const todaysIds = Object.values(today.paths).flatMap((methods) => Object.values(methods).flatMap((op) => (op.operationId ? [op.operationId] : [])));

describe('docsctl api operations', () => {
  it("lists every operation of today's spec, served exactly when the sandbox's table has it, with the verb that runs it", async () => {
    const { code, stdout } = await runCli(['api', 'operations', '--json']);
    expect(code).toBe(0);
    const listed = JSON.parse(stdout) as Listed[];
    expect(listed.map((row) => row.operation).sort()).toEqual([...todaysIds].sort());
    expect(listed.filter((row) => row.served).map((row) => row.operation)).toEqual(
      listed.map((row) => row.operation).filter((id) => Object.hasOwn(operations, id)),
    );
    expect(listed.find((row) => row.operation === 'getSpaceById')).toMatchObject({
      method: 'GET',
      path: '/v1/spaces/{spaceId}',
      topic: 'Spaces',
      commands: ['docsctl spaces view'],
      served: true,
    });
  });

  it('prints a row per operation in a pipe and a table with a count on a terminal, one part of the API with --topic', async () => {
    const piped = await runCli(['api', 'operations', '--topic', 'teams']);
    const rows = tsvRows(piped.stdout);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.find((row) => row[0] === 'listTeamsInOrganizationById')).toEqual([
      'listTeamsInOrganizationById',
      'yes',
      'docsctl teams list',
      'GET /v1/orgs/{organizationId}/teams',
    ]);
    const tty = await runCli(['api', 'operations', '--topic', 'Teams'], { tty: true, columns: 200 });
    expect(tty.stdout.split('\n')[0]).toMatch(/^OPERATION +SERVED +COMMAND +REQUEST$/);
    expect(tty.stdout).toContain('GET /v1/orgs/{organizationId}/teams\n');
    // On 80 columns the request, last, is the column cut short.
    const narrow = await runCli(['api', 'operations', '--topic', 'Teams'], { tty: true });
    expect(narrow.stdout.split('\n').filter((line) => line.length > 80)).toEqual([]);
    expect(narrow.stdout).toMatch(/^listTeamsInOrganizationById +yes +docsctl teams list +GET /m);
    expect(tty.stderr).toMatch(new RegExp(`^${rows.length} operations of GitBook's API 0\\.202\\.0: \\d+ served by the sandbox, \\d+ with a command\\n$`));
  });

  it('refuses a part of the API that does not exist, naming those that do', async () => {
    const { code, stderr } = await runCli(['api', 'operations', '--topic', 'Nope']);
    expect(code).toBe(2);
    expect(stderr).toMatch(/--topic: no part of the API is named "Nope"; one of: Organizations, Docs sites,/);
  });
});
