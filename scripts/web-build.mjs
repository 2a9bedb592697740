// Builds the web app (vite build into packages/web/dist) only when it is missing or stale.
// Shared by `npm start` (scripts/start.mjs) and the end-to-end tests (e2e/global-setup.ts).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const webDist = join(repoRoot, 'packages/web/dist');

/**
 * Everything the web bundle is built from: a change to any of these makes dist stale. The lockfile
 * counts: a dependency updated or reinstalled at another version changes what is bundled.
 */
const inputs = [
  'package-lock.json',
  'packages/web/package.json',
  'packages/web/src',
  'packages/web/public',
  'packages/web/index.html',
  'packages/web/vite.config.ts',
  'packages/contract/src',
  'packages/domain/src',
];

/**
 * @typedef {{ state: 'fresh' | 'stale' | 'missing' | 'no-source', reason: string }} WebBuildStatus
 */

/**
 * Tells whether packages/web/dist is up to date with its sources.
 * @returns {WebBuildStatus}
 */
export function webBuildStatus() {
  if (!existsSync(join(repoRoot, 'packages/web/index.html'))) {
    return {
      state: 'no-source',
      reason: 'packages/web/index.html does not exist yet, so there is no web app to build',
    };
  }
  const builtIndex = join(webDist, 'index.html');
  if (!existsSync(builtIndex)) return { state: 'missing', reason: 'packages/web/dist has not been built' };
  const builtAt = statSync(builtIndex).mtimeMs;
  for (const input of inputs) {
    const newer = findNewerThan(join(repoRoot, input), builtAt);
    if (newer) return { state: 'stale', reason: `${relative(repoRoot, newer)} changed after the last build` };
  }
  return { state: 'fresh', reason: 'packages/web/dist is up to date' };
}

/**
 * Runs `npm run build -w @darts/web` when dist is missing or stale. Throws when the build fails.
 * @param {{ log?: (line: string) => void }} [options]
 * @returns {WebBuildStatus}
 */
export function ensureWebBuild({ log = (line) => console.log(line) } = {}) {
  const status = webBuildStatus();
  if (status.state === 'fresh' || status.state === 'no-source') return status;
  log(`Building the web app (${status.reason})…`);
  const startedAt = performance.now();
  const npm = process.env.npm_execpath;
  // Under `npm run`, npm_execpath is npm's own CLI script; otherwise find npm on PATH.
  const [command, args] = npm && npm.endsWith('.js') ? [process.execPath, [npm]] : ['npm', []];
  // Always a production build: run from Vitest (NODE_ENV=test), Vite would bundle React's
  // development build, which is larger and slower than what users get.
  const run = spawnSync(command, [...args, 'run', 'build', '-w', '@darts/web'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (run.error) throw new Error(`Could not run the web build: ${run.error.message}`);
  if (run.status !== 0) throw new Error(`The web build failed (npm run build -w @darts/web exited with ${run.status})`);
  log(`Built the web app in ${Math.round(performance.now() - startedAt)} ms.`);
  return status;
}

/**
 * The first file under `path` (or `path` itself) modified after `time`, if any.
 * @param {string} path
 * @param {number} time
 * @param {(path: string) => boolean} [skip] files that do not count
 * @returns {string | undefined}
 */
export function findNewerThan(path, time, skip = () => false) {
  if (!existsSync(path) || skip(path)) return undefined;
  const stat = statSync(path);
  // A folder's own time changes when a file in it is added or removed.
  if (stat.mtimeMs > time) return path;
  if (!stat.isDirectory()) return undefined;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const found = findNewerThan(join(path, entry.name), time, skip);
    if (found) return found;
  }
  return undefined;
}
