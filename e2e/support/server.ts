import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from '../../packages/server/test/server-process.js';
import { ensureServerBuild, serverEntry } from '../../scripts/server-build.mjs';

/** The bootstrap administrator every started server has (ADMIN_EMAIL/ADMIN_PASSWORD). */
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

/**
 * Starts the real production server (`node packages/server/dist/main.js`, built first if it is
 * missing or stale) as a child process on a free loopback port over a fresh SQLite database with
 * demo data, and waits until GET /api/Site answers. The process helper is the one the server's crash
 * tests use (packages/server/test/server-process.ts).
 */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  // The screenshot and bench scripts start servers without the e2e global set-up.
  if (!options.nodeArgs) ensureServerBuild({ log: (line) => console.log(`[server] ${line}`) });
  const dataDir = mkdtempSync(join(tmpdir(), 'darts-e2e-'));
  let server: ServerProcess;
  try {
    server = await startServerProcess({
      nodeArgs: options.nodeArgs ?? ['--enable-source-maps', serverEntry],
      env: {
        DATA_DIR: dataDir,
        DATABASE_URL: `sqlite:${join(dataDir, 'e2e.sqlite')}`,
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        DEMO_DATA: 'true',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        ...options.env,
      },
      port: options.port,
      timeoutMs: options.timeoutMs,
      echo: options.echo,
    });
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseUrl: server.baseUrl,
    port: server.port,
    pid: server.child.pid!,
    dataDir,
    startupMs: server.startupMs,
    firstStatus: server.firstStatus,
    output: server.output,
    async stop() {
      await stopServerProcess(server);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
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
