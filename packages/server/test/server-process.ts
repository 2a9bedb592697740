import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

/**
 * The server as a child process, for every test that needs a real one: the browser tests
 * (e2e/support/server.ts: the built `dist/main.js` over demo data) and the crash tests
 * (test/chaos/server-process.ts: `src/main.ts`, killed with SIGKILL mid-write and started again on
 * the same database and port). One way to start it, wait for it and stop it.
 */

export const repoRoot = resolve(import.meta.dirname, '../../..');

export type ServerProcessOptions = {
  /** Node's arguments: the script to run, after any flags. */
  nodeArgs: string[];
  /** The server's configuration (PORT and HOST are set here); over the inherited environment. */
  env: Record<string, string>;
  /** The port to listen on (a restarted server takes its old one back); a free one by default. */
  port?: number;
  /** How long to wait for the first answer (default 30 s). */
  timeoutMs?: number;
  /** Print the server's output as it comes (default: keep it, and give it with any failure). */
  echo?: boolean;
};

export type ServerProcess = {
  child: ChildProcess;
  baseUrl: string;
  port: number;
  /** Milliseconds from spawning the process to its first HTTP answer. */
  startupMs: number;
  /** HTTP status of that first answer from GET /api/Site. */
  firstStatus: number;
  /** Settles once the process has ended. */
  exited: Promise<void>;
  /** Everything the process printed so far (the last 64 KB). */
  output(): string;
};

/** Configuration a server must not inherit from the shell that started the test (see config.ts). */
const inheritedConfig =
  /^(PORT|HOST|DATABASE_URL|REDIS_URL|SESSION_SECRET|ADMIN_\w+|DEMO_DATA|OIDC_\w+|PUBLIC_URL|TRUST_PROXY|NODE_ENV|LOG_LEVEL|DATA_DIR|WEB_DIST|FRAME_ANCESTORS|SITE_CONFIG|BUILD_\w+|BACKUP_\w+)$/;

/**
 * Starts `node <nodeArgs>` from the repository's root on a loopback port and waits until GET
 * /api/Site answers (any status). Fails, with the server's output, if the process ends first or does
 * not answer in time; the process is then killed.
 */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env))
    if (value !== undefined && !inheritedConfig.test(key)) env[key] = value;
  Object.assign(env, { HOST: '127.0.0.1', ...options.env, PORT: String(port) });

  const startedAt = performance.now();
  const child = spawn(process.execPath, options.nodeArgs, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    if (options.echo) process.stdout.write(chunk);
    output = (output + chunk.toString()).slice(-65_536);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = { child, baseUrl, port, exited, output: () => output };
  try {
    const firstStatus = await waitForAnswer(`${baseUrl}/api/Site`, child, options.timeoutMs ?? 30_000);
    return { ...server, startupMs: Math.round(performance.now() - startedAt), firstStatus };
  } catch (error) {
    await stopServerProcess(server, 'SIGKILL');
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output}`, { cause: error });
  }
}

/** Polls `url` until it answers with any HTTP status; fails if the process ends or time runs out. */
async function waitForAnswer(url: string, child: ChildProcess, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited (${child.signalCode ?? `code ${child.exitCode}`}) before answering ${url}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      return response.status;
    } catch {
      await new Promise((wait) => setTimeout(wait, 50));
    }
  }
  throw new Error(`The server did not answer ${url} within ${timeoutMs} ms`);
}

/**
 * Stops the server: SIGTERM, a clean shutdown (SIGKILL if it has not ended 5 s later), or, for a
 * crash, SIGKILL (`kill -9`). Settles once the process has ended.
 */
export async function stopServerProcess(
  server: Pick<ServerProcess, 'child' | 'exited'>,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<void> {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  const timer = signal === 'SIGKILL' ? undefined : setTimeout(() => child.kill('SIGKILL'), 5_000);
  await server.exited;
  clearTimeout(timer);
}

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
