import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

interface LockEntry {
  name?: string;
  version?: string;
  resolved?: string;
  integrity?: string;
  link?: boolean;
  [field: string]: unknown;
}

/** What of a lockfile entry npm reads in a version's manifest. */
const MANIFEST_FIELDS = [
  'dependencies',
  'optionalDependencies',
  'peerDependencies',
  'peerDependenciesMeta',
  'engines',
  'os',
  'cpu',
  'libc',
  'bin',
  'license',
  'hasInstallScript',
];

/** Where npm keeps a tarball of that integrity in its cache (cacache's content-v2 layout). */
function cachedTarball(cacheDir: string, integrity: string): string {
  const [algorithm, digest] = integrity.split(/-(.*)/s) as [string, string];
  const hex = Buffer.from(digest, 'base64').toString('hex');
  return path.join(cacheDir, '_cacache', 'content-v2', algorithm, hex.slice(0, 2), hex.slice(2, 4), hex.slice(4));
}

/**
 * A registry on the loopback that knows the packages of a package-lock.json, in the versions it
 * locks, and hands out their tarballs from the npm cache that `npm ci` filled. An `npm install`
 * pointed at it resolves as it would against the real registry, with no network, and only to the
 * versions the project is tested with. (npm's own `--offline` will not do: it asks for whole
 * packuments, which `npm ci` never fetches.)
 */
export async function startLockfileRegistry(lockfile: string): Promise<{ url: string; close: () => Promise<void> }> {
  const cacheDir = execFileSync('npm', ['config', 'get', 'cache'], { encoding: 'utf8' }).trim();
  const packages = new Map<string, Map<string, LockEntry>>();
  const { packages: entries } = JSON.parse(fs.readFileSync(lockfile, 'utf8')) as { packages: Record<string, LockEntry> };
  for (const [key, entry] of Object.entries(entries)) {
    // The project's own folders (links) and packages from elsewhere than a registry are no registry's.
    if (!key || entry.link || (entry.resolved && !entry.resolved.startsWith('http')) || !entry.integrity || !entry.version) continue;
    const name = entry.name ?? key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);
    if (!packages.has(name)) packages.set(name, new Map());
    packages.get(name)!.set(entry.version, entry);
  }

  const server = http.createServer((req, res) => {
    const base = `http://${req.headers.host}`;
    const url = new URL(req.url!, base);
    const tarball = /^\/-\/(.+)\/(.+)\.tgz$/.exec(url.pathname);
    if (tarball) {
      const entry = packages.get(decodeURIComponent(tarball[1]!))?.get(tarball[2]!);
      const file = entry && cachedTarball(cacheDir, entry.integrity!);
      if (!file || !fs.existsSync(file)) return res.writeHead(404).end();
      return fs.createReadStream(file).pipe(res.writeHead(200, { 'content-type': 'application/octet-stream' }));
    }
    const name = decodeURIComponent(url.pathname.slice(1));
    const versions = packages.get(name);
    if (!versions) return res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
    const manifests = Object.fromEntries(
      [...versions].map(([version, entry]) => [
        version,
        {
          name,
          version,
          ...Object.fromEntries(MANIFEST_FIELDS.filter((field) => entry[field] !== undefined).map((field) => [field, entry[field]])),
          dist: { tarball: `${base}/-/${encodeURIComponent(name)}/${version}.tgz`, integrity: entry.integrity },
        },
      ]),
    );
    const latest = [...versions.keys()].at(-1)!;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ name, 'dist-tags': { latest }, versions: manifests }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
