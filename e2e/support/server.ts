import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureServerBuild, serverEntry } from '../../scripts/server-build.mjs';
import { repoRoot } from '../../scripts/web-build.mjs';

/** The bootstrap administrator every started server has (issue #2: ADMIN_EMAIL/ADMIN_PASSWORD). */
export const admin = { email: 'admin@example.org', password: 'e2e-admin-password-0123', givenName: 'Admin' } as const;

export type RunningServer = {
  baseUrl: string;
  port: number;
  pid: number;
  dataDir: string;
  /** Milliseconds from spawning the process to its first HTTP answer. */
  startupMs: number;
  /** HTTP status of that first answer from GET /api/Site. */
  firstStatus: number;
  /** Everything the server printed so far (the last 64 KB). */
  output(): string;
  stop(): Promise<void>;
};

export type StartOptions = {
  /** Extra or overriding environment for the server. */
  env?: Record<string, string>;
  /** How long to wait for the first answer (default 30 s). */
  timeoutMs?: number;
  /** Print the server's output as it comes (default: keep it, print it only if start-up fails). */
  echo?: boolean;
  /** What to run instead of the built server (the bench's baselines): node's arguments. */
  nodeArgs?: string[];
  /** The port to listen on (a restarted instance takes its old one back); a free one by default. */
  port?: number;
};

/** Configuration the tests must not inherit from the developer's shell (see config.ts). */
const inheritedConfig =
  /^(PORT|HOST|DATABASE_URL|REDIS_URL|SESSION_SECRET|ADMIN_\w+|DEMO_DATA|OIDC_\w+|PUBLIC_URL|TRUST_PROXY|NODE_ENV|LOG_LEVEL|DATA_DIR|WEB_DIST|FRAME_ANCESTORS|SITE_CONFIG|BUILD_\w+|BACKUP_\w+)$/;

/**
 * Starts the real production server (`node packages/server/dist/main.js`, built first if it is
 * missing or stale) as a child process on a free loopback port over a fresh SQLite database with
 * demo data, and waits until GET /api/Site answers.
 */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  // The screenshot and bench scripts start servers without the e2e global set-up.
  if (!options.nodeArgs) ensureServerBuild({ log: (line) => console.log(`[server] ${line}`) });
  const port = options.port ?? (await freePort());
  const dataDir = mkdtempSync(join(tmpdir(), 'darts-e2e-'));
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env))
    if (value !== undefined && !inheritedConfig.test(key)) env[key] = value;
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: `sqlite:${join(dataDir, 'e2e.sqlite')}`,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    ...options.env,
  });

  const startedAt = performance.now();
  const child = spawn(process.execPath, options.nodeArgs ?? ['--enable-source-maps', serverEntry], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    if (options.echo) process.stdout.write(chunk);
    output = (output + chunk.toString()).slice(-65_536);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopProcess(child, exited);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const firstStatus = await waitForAnswer(`${baseUrl}/api/Site`, child, options.timeoutMs ?? 30_000);
    const startupMs = Math.round(performance.now() - startedAt);
    return { baseUrl, port, pid: child.pid!, dataDir, startupMs, firstStatus, output: () => output, stop };
  } catch (error) {
    await stop();
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
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`The server did not answer ${url} within ${timeoutMs} ms`);
}

async function stopProcess(child: ChildProcess, exited: Promise<void>) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

/** A port nothing listens on now (the OS picks it; the server binds it a moment later). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** The real server and a headless Chromium for one journey file (its beforeAll). */
export async function startServerAndBrowser(options: StartOptions = {}) {
  const { launchBrowser } = await import('./browser.js');
  const server = await startServer(options);
  const browser = await launchBrowser();
  return { server, browser };
}

/** Stops what `startServerAndBrowser` started (its afterAll); safe if start-up failed half-way. */
export async function stopServerAndBrowser(
  server: RunningServer | undefined,
  browser: { close(): Promise<void> } | undefined,
) {
  await browser?.close();
  await server?.stop();
}
