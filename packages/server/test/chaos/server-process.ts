import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';

/**
 * The server as production starts it (`src/main.ts`: configuration, migrations, first-start data,
 * listen), as a child process, so a test can kill it with SIGKILL mid-write and start it again on the
 * same database (issues #15 and #16). Run by tsx, or from a bundle of the sources made for the run
 * (`bundleServer`), which starts several times faster when a test starts it again and again.
 */

export const repoRoot = resolve(import.meta.dirname, '../../../..');

/** How to run the server: `node <args…> ` from the repository's root. */
export type ServerEntry = { nodeArgs: string[]; remove(): void };

/** Runs `src/main.ts` through tsx (nothing to build; each start compiles the sources again). */
export const sourceEntry: ServerEntry = { nodeArgs: ['--import', 'tsx', 'packages/server/src/main.ts'], remove() {} };

/**
 * Bundles `src/main.ts` as `npm run build` does (scripts/server-build.mjs), but into a folder of this
 * run's own under packages/server/node_modules/.cache (so Node finds the external packages the
 * server's own way: its own versions first, e.g. yauzl 3 beside the root's yauzl 2), never touching
 * the packages/server/dist that other test runs use.
 */
export async function bundleServer(): Promise<ServerEntry> {
  const outdir = join(repoRoot, 'packages/server/node_modules/.cache/darts-chaos', `${process.pid}-${Date.now()}`);
  const external = new Set<string>();
  for (const name of ['server', 'contract', 'domain']) {
    const manifest = JSON.parse(readFileSync(join(repoRoot, 'packages', name, 'package.json'), 'utf8')) as Record<
      string,
      Record<string, string> | undefined
    >;
    for (const dependency of Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies })) {
      if (!dependency.startsWith('@darts/') && dependency !== 'kysely') external.add(dependency);
    }
  }
  await build({
    absWorkingDir: repoRoot,
    entryPoints: { main: join(repoRoot, 'packages/server/src/main.ts') },
    outdir,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    external: [...external].flatMap((name) => [name, `${name}/*`]),
  });
  return { nodeArgs: [join(outdir, 'main.js')], remove: () => rmSync(outdir, { recursive: true, force: true }) };
}

export type ServerProcess = {
  child: ChildProcess;
  baseUrl: string;
  port: number;
  /** Settles once the process has ended. */
  exited: Promise<void>;
  /** Everything the process printed so far. */
  output(): string;
};

/** A port nothing listens on now (the OS picks it; the server binds it a moment later). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Configuration the server must not inherit from the shell that started the test. */
const inherited = /^(DATABASE_URL|REDIS_URL|ADMIN_\w+|BACKUP_\w+|PUBLIC_URL|DEMO_DATA|PORT|HOST|DATA_DIR)$/;

/** Starts `main.ts` on `databaseUrl` (on `port`, else a free one) and waits until GET /api/Site answers. */
export async function startServerProcess(
  databaseUrl: string,
  dataDir: string,
  options: { port?: number; timeoutMs?: number; entry?: ServerEntry } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !inherited.test(key)));
  const child = spawn(process.execPath, (options.entry ?? sourceEntry).nodeArgs, {
    cwd: repoRoot,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-65_536));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const baseUrl = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + (options.timeoutMs ?? 30_000); ;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`The server exited before answering:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not answer within ${options.timeoutMs ?? 30_000} ms:\n${output}`);
    }
    try {
      await (await fetch(`${baseUrl}/api/Site`, { signal: AbortSignal.timeout(2_000) })).arrayBuffer();
      return { child, baseUrl, port, exited, output: () => output };
    } catch {
      await new Promise((wait) => setTimeout(wait, 50));
    }
  }
}

/** Stops the server: SIGTERM (a clean shutdown) or, for a crash, SIGKILL (`kill -9`). */
export async function stopServerProcess(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  await server.exited;
}

/** Signs in over HTTP as the browser does; the session cookie (`name=value`). */
export async function signInCookie(baseUrl: string, account: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${baseUrl}/api/Account/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailAddress: account.email, password: account.password }),
  });
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
  if (!response.ok || !cookie) throw new Error(`Signing in failed: ${response.status}`);
  return cookie;
}
