// Bundles the server (packages/server/src/main.ts, with @darts/contract, @darts/domain and Kysely
// inlined) into plain JavaScript at packages/server/dist/main.js, so production starts with no
// TypeScript compiler in the process. Other packages stay external: Node loads them from
// node_modules as they are, native ones (better-sqlite3, sharp) included.
// Shared by `npm run build`, `npm start` (scripts/start.mjs) and the end-to-end tests
// (e2e/global-setup.ts); `node scripts/server-build.mjs` builds it unconditionally.
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { findNewerThan, repoRoot } from './web-build.mjs';

export const serverDist = join(repoRoot, 'packages/server/dist');
export const serverEntry = join(serverDist, 'main.js');
/** `npm run backup` / `npm run restore`, built beside the server so they run where it runs. */
export const backupCliEntry = join(serverDist, 'backup-cli.js');

/**
 * Everything the server bundle is built from: a change to any of these makes dist stale. The lockfile
 * counts: Kysely (inlined) and esbuild itself come from it.
 */
const inputs = [
  'package-lock.json',
  'packages/server/src',
  'packages/server/package.json',
  'packages/contract/src',
  'packages/domain/src',
  'scripts/server-build.mjs',
];

/** Tests are not in the bundle, so editing one does not make it stale. */
const isTest = (/** @type {string} */ path) => /\.test\.tsx?$/.test(path);

/**
 * @typedef {{ state: 'fresh' | 'stale' | 'missing', reason: string }} ServerBuildStatus
 */

/**
 * Tells whether packages/server/dist/main.js is up to date with its sources.
 * @returns {ServerBuildStatus}
 */
export function serverBuildStatus() {
  if (!existsSync(serverEntry) || !existsSync(backupCliEntry))
    return { state: 'missing', reason: 'packages/server/dist has not been built' };
  const builtAt = statSync(serverEntry).mtimeMs;
  for (const input of inputs) {
    const newer = findNewerThan(join(repoRoot, input), builtAt, isTest);
    if (newer) return { state: 'stale', reason: `${relative(repoRoot, newer)} changed after the last build` };
  }
  return { state: 'fresh', reason: 'packages/server/dist is up to date' };
}

/**
 * esbuild, loaded only to build: it is a development tool, so where the development dependencies have
 * been pruned (deploy/Dockerfile) a fresh build still starts (`npm start`, `npm run backup`).
 * @returns {typeof import('esbuild')}
 */
function esbuild() {
  try {
    return createRequire(import.meta.url)('esbuild');
  } catch (error) {
    if (!isMissing(error)) throw error;
    throw new Error('esbuild is not installed (a development dependency): run `npm ci` to build the server', {
      cause: error,
    });
  }
}

/** Whether esbuild can be loaded here. */
function hasEsbuild() {
  try {
    createRequire(import.meta.url).resolve('esbuild');
    return true;
  } catch (error) {
    if (!isMissing(error)) throw error;
    return false;
  }
}

/** @param {unknown} error */
const isMissing = (error) => /** @type {NodeJS.ErrnoException} */ (error).code === 'MODULE_NOT_FOUND';

/** Bundles the server now. Throws (with esbuild's messages) when the build fails. */
export function buildServer() {
  const { buildSync } = esbuild();
  // A fresh folder: split chunks are named by hash, so old ones would pile up.
  rmSync(dirname(serverEntry), { recursive: true, force: true });
  buildSync({
    absWorkingDir: repoRoot,
    entryPoints: { main: join(repoRoot, 'packages/server/src/main.ts') },
    outdir: dirname(serverEntry),
    // A dynamic import (the Redis hub, only with REDIS_URL) becomes its own chunk, so what it imports
    // (ioredis) loads on first use instead of being hoisted into main.js and loaded at every start.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    external: externalPackages(),
  });
  // The backup command-line tool: its own bundle (no shared chunks), so main.js loads exactly as before.
  buildSync({
    absWorkingDir: repoRoot,
    entryPoints: { 'backup-cli': join(repoRoot, 'packages/server/src/modules/data/backup-cli.ts') },
    outdir: dirname(serverEntry),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    external: externalPackages(),
  });
}

/**
 * Builds the server when dist is missing or stale. Throws when the build fails.
 * @param {{ log?: (line: string) => void }} [options]
 * @returns {ServerBuildStatus}
 */
export function ensureServerBuild({ log = (line) => console.log(line) } = {}) {
  const status = serverBuildStatus();
  if (status.state === 'fresh') return status;
  if (status.state === 'stale' && !hasEsbuild()) {
    // The development tools were pruned (deploy/Dockerfile): the build that is there is the one to run.
    log(`Using packages/server/dist as it is (${status.reason}): esbuild is not installed to build it again.`);
    return status;
  }
  log(`Building the server (${status.reason})…`);
  const startedAt = performance.now();
  try {
    buildServer();
  } catch (error) {
    throw new Error(`The server build failed: ${/** @type {Error} */ (error).message}`, { cause: error });
  }
  log(`Built the server in ${Math.round(performance.now() - startedAt)} ms.`);
  return status;
}

/**
 * Dependencies inlined all the same. Kysely is plain JavaScript in 279 ES modules: resolving and
 * linking them one by one took a quarter of the start-up and 15 MB (measured with `npm run bench`).
 */
const inlined = new Set(['kysely']);

/**
 * The packages left to Node at run time: every dependency of the server and of the workspace
 * packages it inlines, except those workspace packages themselves (TypeScript sources) and
 * `inlined`. (esbuild's `packages: 'external'` would leave @darts/* out too, and a plugin deciding
 * it would rule out the sync API that `ensureServerBuild` uses.)
 */
function externalPackages() {
  const names = new Set();
  for (const name of ['server', 'contract', 'domain']) {
    const manifest = JSON.parse(readFileSync(join(repoRoot, 'packages', name, 'package.json'), 'utf8'));
    for (const dependency of Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies })) {
      if (!dependency.startsWith('@darts/') && !inlined.has(dependency)) names.add(dependency);
    }
  }
  return [...names].flatMap((name) => [name, `${name}/*`]);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  buildServer();
  console.log(`Built ${relative(process.cwd(), serverEntry)}.`);
}
