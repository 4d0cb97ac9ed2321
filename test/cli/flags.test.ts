import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { applyFlags, flagsFor } from '../../src/cli/verbs/flags.js';
import { query } from '../../src/schemas/common.js';

/** Parses argv with the flags made from a body and a query schema, and returns what would be sent. */
function send(body: z.ZodType, querySchema: z.ZodObject, argv: string[]) {
  const flags = [...flagsFor(querySchema, 'query'), ...flagsFor(body, 'body')];
  const command = new Command().exitOverride();
  for (const flag of flags) command.addOption(flag.option);
  command.parse(argv, { from: 'user' });
  const sent = { query: {} as Record<string, string | string[]>, body: {} as Record<string, unknown> };
  applyFlags(flags, command.opts(), sent.query, sent.body);
  return sent;
}

const Body = z.object({
  title: z.string().max(10).optional(),
  proxy: z.string().nullable().optional(),
  body: z.object({ markdown: z.string() }).optional(),
  source: z.object({ space: z.string(), language: z.enum(['en', 'fr']) }).optional(),
  spaces: z.union([z.array(z.string()), z.enum(['sample', 'empty'])]).optional(),
  reactions: z.array(z.string()).optional(),
  memberships: z.record(z.string(), z.object({ role: z.string() })).optional(),
  enabled: z.boolean().optional(),
  count: z.number().int().optional(),
});
const Query = z.object({ published: query.boolean.optional(), type: z.union([z.enum(['a', 'b']), z.array(z.enum(['a', 'b']))]).optional() });

describe('flags made from schemas', () => {
  it("sends only what was given, in the API's shapes", () => {
    expect(send(Body, Query, [])).toEqual({ query: {}, body: {} });
    expect(
      send(Body, Query, ['--title', 'Hi', '--body', 'Some *text*', '--source-space', 'S1', '--source-language', 'fr', '--count', '3', '--no-enabled']).body,
    ).toEqual({
      title: 'Hi',
      body: { markdown: 'Some *text*' },
      source: { space: 'S1', language: 'fr' },
      count: 3,
      enabled: false,
    });
  });

  it('removes a nullable field with --no-x, and takes JSON where nothing simpler fits', () => {
    expect(send(Body, Query, ['--no-proxy']).body).toEqual({ proxy: null });
    expect(send(Body, Query, ['--memberships', '{"u1":{"role":"owner"}}']).body).toEqual({ memberships: { u1: { role: 'owner' } } });
  });

  it('repeats a flag for several values, sending a lone word as itself', () => {
    expect(send(Body, Query, ['--spaces', 'A', '--spaces', 'B', '--reactions', '👍']).body).toEqual({ spaces: ['A', 'B'], reactions: ['👍'] });
    expect(send(Body, Query, ['--spaces', 'sample']).body).toEqual({ spaces: 'sample' });
    expect(send(Body, Query, ['--published', '--type', 'a', '--type', 'b']).query).toEqual({ published: 'true', type: ['a', 'b'] });
    expect(() => send(Body, Query, ['--type', 'c'])).toThrow(/one of a, b/);
  });
});
