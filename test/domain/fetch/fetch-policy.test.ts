import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { buildServeCommand } from '../../../src/cli/commands/serve.js';
import { fetchPolicyOf, type ServeOptions } from '../../../src/cli/commands/serve-options.js';
import type { CliContext } from '../../../src/cli/context.js';
import { allowedHost, isLoopbackHost, specialRange } from '../../../src/domain/fetch/fetch-policy.js';

describe('which addresses are not public', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.5.4', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['100.127.255.255', 'carrierGradeNat'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['224.0.0.251', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.2.10', 'reserved'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fc00::1', 'uniqueLocal'],
    ['fd12:3456::1', 'uniqueLocal'],
    ['fe80::1', 'linkLocal'],
    ['fe80::1%lo', 'linkLocal'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.1.2.3', 'private'],
    ['::ffff:169.254.169.254', 'linkLocal'],
    ['::7f00:1', 'reserved'],
    ['64:ff9b::a00:1', 'rfc6052'],
    ['2002:7f00:1::', '6to4'],
  ])('%s is %s', (address, range) => {
    expect(specialRange(address)).toBe(range);
  });

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '192.169.0.1', '2001:4860:4860::8888', '2606:4700::1111', '::ffff:8.8.8.8'])(
    '%s is public',
    (address) => {
      expect(specialRange(address)).toBeUndefined();
    },
  );
});

describe('--allow-fetch entries', () => {
  it.each([
    ['docs.example.com', 'docs.example.com'],
    [' Docs.Example.COM ', 'docs.example.com'],
    ['127.1', '127.0.0.1'],
    ['::1', '::1'],
    ['[::1]', '::1'],
  ])('%j is the host %j', (entry, host) => {
    expect(allowedHost(entry)).toBe(host);
  });

  it.each(['', 'http://example.com', 'example.com:8080', 'example.com/docs', 'user@example.com', 'exa mple.com'])('%j is refused', (entry) => {
    expect(() => allowedHost(entry)).toThrow(/not a host name or IP address/);
  });
});

describe('which --host keeps the sandbox to this machine', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.0.0.2', true],
    ['::1', true],
    ['localhost', true],
    ['LOCALHOST', true],
    ['0.0.0.0', false],
    ['::', false],
    ['192.168.1.20', false],
    ['docs.internal', false],
  ])('%s: %s', (host, loopback) => {
    expect(isLoopbackHost(host)).toBe(loopback);
  });
});

/** The options `docsctl serve ARGS` runs with, as its command line parses them. */
function serveOptions(args: string[]): ServeOptions {
  const command = new Command().exitOverride().configureOutput({ writeErr: () => {} });
  buildServeCommand(command, {} as CliContext, { code: 0 });
  command.parseOptions(args);
  return command.opts<ServeOptions>();
}

describe('the fetch policy of `docsctl serve`', () => {
  it.each([
    [[], { denyPrivate: false }],
    [['--host', 'localhost'], { denyPrivate: false }],
    [['--host', '::1'], { denyPrivate: false }],
    [['--host', '0.0.0.0'], { denyPrivate: true }],
    [['--host', '192.168.1.20'], { denyPrivate: true }],
    [['--host', '0.0.0.0', '--no-deny-private'], { denyPrivate: false }],
    [['--deny-private'], { denyPrivate: true }],
    [['--allow-fetch', 'a.test,B.test', '--allow-fetch', '::1'], { allowHosts: ['a.test', 'b.test', '::1'], denyPrivate: false }],
  ])('serve %j fetches with %j', (args, policy) => {
    expect(fetchPolicyOf(serveOptions(args))).toEqual(policy);
  });

  it('refuses an --allow-fetch entry that is not a host', () => {
    expect(() => serveOptions(['--allow-fetch', 'docs.test,https://evil.test/x'])).toThrow(/"https:\/\/evil.test\/x" is not a host name or IP address/);
  });
});
