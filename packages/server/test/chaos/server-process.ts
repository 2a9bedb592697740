import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { repoRoot, startServerProcess as startProcess, type ServerProcess } from '../server-process.js';

export { repoRoot, stopServerProcess, type ServerProcess } from '../server-process.js';

/**
 * The server as production starts it (`src/main.ts`: configuration, migrations, first-start data,
 * listen), as a child process, so a test can kill it with SIGKILL mid-write and start it again on the
 * same database, through the process helper the browser tests use too
 * (../server-process.ts). Run by tsx, or from a bundle of the sources made for the run
 * (`bundleServer`), which starts several times faster when a test starts it again and again.
 */

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

/**
 * Starts the server (`entry`, tsx over the sources by default) on `databaseUrl` without demo data, on
 * `port` (else a free one), and waits until GET /api/Site answers.
 */
export function startServerProcess(
  databaseUrl: string,
  dataDir: string,
  options: { port?: number; timeoutMs?: number; entry?: ServerEntry } = {},
): Promise<ServerProcess> {
  return startProcess({
    nodeArgs: (options.entry ?? sourceEntry).nodeArgs,
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    port: options.port,
    timeoutMs: options.timeoutMs,
  });
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
