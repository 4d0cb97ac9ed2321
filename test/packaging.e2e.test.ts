import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLockfileRegistry } from './helpers/lockfile-registry.js';
import { startServe, stop, tempDir, type ServeProcess } from './helpers/serve-process.js';

const run = promisify(execFile);
const root = fileURLToPath(new URL('..', import.meta.url));
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string; engines: { node: string } };
/** The oldest Node the package claims to run on. */
const floor = /^>=\s*(\d+\.\d+\.\d+)$/.exec(manifest.engines.node)?.[1];

const work = tempDir('docsctl-pack-');
let registry: Awaited<ReturnType<typeof startLockfileRegistry>>;
let tarball: string;
let packed: string[];

/**
 * npm as on a machine of its own: its home, cache and global folder in the test's folder, the
 * packages from the lockfile's registry, and (through a preload that sets process.version)
 * `--engine-strict` judging every package by the oldest Node we claim, not the one running.
 */
function npm(args: string[], cwd: string) {
  const preload = path.join(work, 'node-floor.cjs');
  fs.writeFileSync(preload, `Object.defineProperty(process, 'version', { value: 'v${floor}' });\n`);
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));
  const env = {
    ...inherited,
    HOME: path.join(work, 'home'),
    NODE_OPTIONS: `--require ${preload}`,
    npm_config_cache: path.join(work, 'npm-cache'),
    npm_config_registry: registry.url,
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
  };
  return run('npm', [...args, '--engine-strict', '--no-package-lock'], { cwd, env });
}

beforeAll(async () => {
  registry = await startLockfileRegistry(path.join(root, 'package-lock.json'));
  // The bundle is the tests' own (the global setup rebuilt it if stale) and the declarations are
  // tsc's (`npm test` runs it first): prepack's build would write under the other tests' feet.
  const { stdout } = await run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', work], { cwd: root });
  const [pack] = JSON.parse(stdout) as [{ filename: string; files: { path: string }[] }];
  tarball = path.join(work, pack.filename);
  packed = pack.files.map((file) => file.path);
}, 120_000);
afterAll(() => registry.close());

describe('npm pack', () => {
  it('ships the commands, the bundle, the library with its declarations, completions, README and LICENSE', () => {
    expect(packed).toEqual(
      expect.arrayContaining([
        'bin/docsctl',
        'dist/bundle/docsctl.js',
        'dist/bundle/markdown-worker.js',
        'dist/bundle/pdf-worker.js',
        'dist/bundle/spec-worker.js',
        'dist/bundle/index.js',
        'dist/bundle/help-catalog.json',
        'dist/src/index.d.ts',
        'dist/bundle/sandbox.js',
        'dist/src/sandbox-api/index.d.ts',
        'completions/docsctl.bash',
        'completions/_docsctl',
        'completions/docsctl.fish',
        'README.md',
        'LICENSE',
        'package.json',
      ]),
    );
  });

  it('ships no sources, tests, benchmarks or source maps', () => {
    expect(
      packed.filter(
        (file) => !/^(bin\/|completions\/|dist\/bundle\/([^/]+\.js|help-catalog\.json)$|dist\/src\/.+\.d\.ts$|(README\.md|LICENSE|package\.json)$)/.test(file),
      ),
    ).toEqual([]);
  });
});

describe('the installed package, offline, judged by the oldest Node it claims', () => {
  let serve: ServeProcess | undefined;
  afterAll(async () => {
    if (serve) await stop(serve);
  });

  it('installed globally, runs docsctl and its sandbox: workers and all', async () => {
    const prefix = path.join(work, 'global');
    await npm(['install', '--global', '--prefix', prefix, tarball], work);
    const docsctl = path.join(prefix, 'bin', 'docsctl');
    expect((await run(docsctl, ['--version'])).stdout).toBe(`${manifest.version}\n`);

    const started = await startServe(path.join(work, 'data'), [], path.join(work, 'config'), docsctl);
    serve = started.proc;
    const { url, token, organizationId } = started.ready;
    const env = { ...process.env, DOCSCTL_API_URL: url, DOCSCTL_TOKEN: token, DOCSCTL_ORG: organizationId, DOCSCTL_CONFIG_DIR: path.join(work, 'config') };
    const cli = async (...args: string[]) => (await run(docsctl, args, { env })).stdout;

    const space = (await cli('spaces', 'create', '--title', 'Handbook', '--jq', '.id')).trim();
    expect(JSON.parse(await cli('spaces', 'list', '--json')).map((s: { title: string }) => s.title)).toEqual(['Handbook']);
    // Pushed pages are parsed by the markdown workers, and the PDF is rendered by the PDF worker.
    const docs = path.join(work, 'docs');
    fs.mkdirSync(docs);
    fs.writeFileSync(path.join(docs, 'README.md'), '# Welcome\n\nHello **world**.\n');
    fs.writeFileSync(path.join(docs, 'install.md'), '# Install\n\nRun it.\n');
    await cli('push', docs, space, '--subject', 'Import', '--merge');
    expect(await cli('content', 'pages', space)).toMatch(/\tWelcome\t[\s\S]*\tInstall\t/);
    const pdf = await fetch(JSON.parse(await cli('api', `/spaces/${space}/pdf`)).url, { headers: { authorization: `Bearer ${token}` } });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  }, 120_000);

  it('installed in a project, gives `import … from "docsctl"` and `"docsctl/sandbox"` with their types', async () => {
    const project = path.join(work, 'project');
    fs.mkdirSync(project);
    fs.writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: 'probe', private: true, type: 'module' }));
    await npm(['install', '--omit=dev', tarball], project);
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', "const m = await import('docsctl'); console.log(typeof m.createClient)"], {
      cwd: project,
    });
    expect(stdout).toBe('function\n');

    // docsctl/sandbox: a sandbox in the program's process, its client the library's own.
    const sandboxProbe = [
      "const { startSandbox } = await import('docsctl/sandbox');",
      "const { NotFoundError } = await import('docsctl');",
      'const sandbox = await startSandbox();',
      "const me = await sandbox.client.call('getAuthenticatedUser');",
      "const missing = await sandbox.client.call('getSpaceById', { params: { spaceId: 'none' } }).catch((error) => error);",
      'await sandbox.stop();',
      'console.log(me.id === sandbox.userId, missing instanceof NotFoundError);',
    ].join('\n');
    expect((await run(process.execPath, ['--input-type=module', '-e', sandboxProbe], { cwd: project })).stdout).toBe('true true\n');

    // The declarations type a call by its operation: a right type passes, and a wrong one is an
    // error (were the types missing, `any` would let it through and the directive would be unused).
    fs.writeFileSync(
      path.join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          module: 'NodeNext',
          target: 'ES2022',
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          typeRoots: [path.join(root, 'node_modules/@types')],
          types: ['node'],
        },
      }),
    );
    fs.writeFileSync(
      path.join(project, 'probe.ts'),
      [
        "import { createClient } from 'docsctl';",
        "import { startSandbox } from 'docsctl/sandbox';",
        "const me = await createClient({ token: 't' }).call('getAuthenticatedUser');",
        'export const id: string = me.id;',
        '// @ts-expect-error: an id is a string',
        'export const wrong: number = me.id;',
        "const sandbox = await startSandbox({ jobs: 'manual' });",
        "export const status: number | null | undefined = (await sandbox.requests({ operationId: 'getSpaceById' }))[0]?.status;",
        '// @ts-expect-error: jobs run in auto or manual mode',
        "await startSandbox({ jobs: 'later' });",
        '',
      ].join('\n'),
    );
    await run(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', project]).catch((error: { stdout: string }) => {
      throw new Error(`the declarations do not type the probe:\n${error.stdout}`);
    });
  }, 120_000);
});
