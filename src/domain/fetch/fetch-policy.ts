import dns from 'node:dns';
import net, { type LookupFunction } from 'node:net';
import os from 'node:os';
import ipaddr from 'ipaddr.js';

/** Which hosts the sandbox's own requests (imports, OpenAPI sources) may reach. */
export interface FetchPolicy {
  /** When given, the only hosts fetched; the user named them, so they are trusted on any address. */
  allowHosts?: string[];
  /** Refuse loopback, private, link-local and every other address that is not public. */
  denyPrivate: boolean;
  /**
   * The port the sandbox listens on, asked at each connection (an app is built before it
   * listens): an address of this machine on that port is the sandbox itself, never fetched.
   */
  ownPort?: () => number | undefined;
}

export const OPEN_FETCH_POLICY: FetchPolicy = { denyPrivate: false };

/** A connection the policy refuses; the message says why and how to allow it. */
export class PolicyRefusal extends Error {}

const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/**
 * The special-purpose range an address falls in ('loopback', 'private', 'linkLocal',
 * 'carrierGradeNat', 'uniqueLocal', …), or undefined when it is a public address. An
 * IPv4-mapped IPv6 address counts as the IPv4 address it carries.
 */
export function specialRange(address: string): string | undefined {
  const ip = ipaddr.process(address);
  const range = ip.range();
  if (range !== 'unicast') return range;
  // IPv6 outside 2000::/3 is unassigned or deprecated (IPv4-compatible ::a.b.c.d among it): no public host.
  if (ip.kind() === 'ipv6' && !ip.match(GLOBAL_UNICAST_V6)) return 'reserved';
  return undefined;
}

/** Whether `serve --host` keeps the sandbox to this machine: a loopback address or `localhost`. */
export function isLoopbackHost(host: string): boolean {
  return host.toLowerCase() === 'localhost' || (ipaddr.isValid(host) && ipaddr.process(host).range() === 'loopback');
}

/** A host as the policy compares it: lower case, an IPv6 address without brackets. */
const bare = (hostname: string) => hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();

/**
 * An `--allow-fetch` entry as a host to compare (normalized as URLs normalize their host, so
 * `127.1` is `127.0.0.1`); throws for anything that is not a bare host name or address.
 */
export function allowedHost(entry: string): string {
  const trimmed = entry.trim();
  let url: URL | undefined;
  try {
    url = new URL(`http://${net.isIPv6(trimmed) ? `[${trimmed}]` : trimmed}`);
  } catch {
    // Reported below, with the other entries that are no bare host.
  }
  // Anything besides the host (a scheme, port, path, user) would show in the URL.
  if (!url || url.href !== `http://${url.hostname}/`) throw new Error(`"${entry}" is not a host name or IP address (give no scheme, port or path)`);
  return bare(url.hostname);
}

const trusted = (policy: FetchPolicy, hostname: string) => policy.allowHosts?.includes(bare(hostname)) ?? false;

/** Why the policy refuses a URL before connecting anywhere, if it does. */
export function refusalOfUrl(policy: FetchPolicy, url: URL): string | undefined {
  if (policy.allowHosts && !trusted(policy, url.hostname)) {
    return `it fetches only from ${policy.allowHosts.join(', ') || 'no host'}: list more hosts with serve --allow-fetch`;
  }
  return undefined;
}

function isThisMachine(address: string): boolean {
  const ip = ipaddr.process(address);
  if (ip.range() === 'loopback' || ip.range() === 'unspecified') return true;
  const own = Object.values(os.networkInterfaces()).flatMap((entries) => entries ?? []);
  return own.some((entry) => ipaddr.isValid(entry.address) && ipaddr.process(entry.address).toString() === ip.toString());
}

/** Why the policy refuses to connect to `address` for `hostname`, if it does. */
function refusalOfAddress(policy: FetchPolicy, hostname: string, address: string, port: number): string | undefined {
  if (port === policy.ownPort?.() && isThisMachine(address)) return 'the sandbox never fetches from itself';
  if (policy.denyPrivate && !trusted(policy, hostname) && specialRange(address) !== undefined) {
    return 'it refuses loopback, private and link-local addresses: name the host with serve --allow-fetch, or start serve with --no-deny-private';
  }
  return undefined;
}

/** A lookup that resolves as usual, then refuses the connection if any address found is refused. */
function checkedLookup(refusal: (address: string) => string | undefined): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      const why = addresses.map((a) => refusal(a.address)).find((reason) => reason !== undefined);
      if (why) return callback(new PolicyRefusal(why), '');
      if (options.all) return callback(null, addresses);
      // A name with no address is an error (ENOTFOUND), never an empty list.
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/**
 * The lookup a connection to `url` makes under the policy: each address a name resolves to is
 * checked at that moment, when the connection is made (so a DNS answer that changes after a
 * first check, rebinding, is caught). An IP literal is connected to without a lookup: it is
 * checked here, and refused with a PolicyRefusal.
 */
export function checkedLookupFor(policy: FetchPolicy, url: URL): LookupFunction {
  const hostname = bare(url.hostname);
  const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
  const refusal = (address: string) => refusalOfAddress(policy, hostname, address, port);
  const why = net.isIP(hostname) ? refusal(hostname) : undefined;
  if (why) throw new PolicyRefusal(why);
  return checkedLookup(refusal);
}
