import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

/**
 * The server as production starts it (`src/main.ts`: configuration, migrations, first-start data,
 * listen), run by tsx as a child process, so a test can kill it with SIGKILL mid-write and start it
 * again on the same database (issues #15 and #16).
 */

export const repoRoot = resolve(import.meta.dirname, '../../../..');

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
  options: { port?: number; timeoutMs?: number } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !inherited.test(key)));
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, DEMO_DATA: 'false', LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-65_536));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const baseUrl = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + (options.timeoutMs ?? 30_000); ; ) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`The server exited before answering:\n${output}`);
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
