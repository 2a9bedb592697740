// `npm run backup` and `npm run restore` (issue #15): bring packages/server/dist up to date when the
// build tools are there (as `npm start` does), then run the built command-line tool,
// packages/server/dist/backup-cli.js: plain JavaScript, the same code the production server runs.
// Where the development tools have been pruned (deploy/Dockerfile), the built file runs as it is.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const entry = join(import.meta.dirname, '../packages/server/dist/backup-cli.js');

/** @type {typeof import('./server-build.mjs') | undefined} */
let build;
try {
  build = await import('./server-build.mjs');
} catch (error) {
  // esbuild is a development tool: without it, the build that is there is the one to run.
  if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ERR_MODULE_NOT_FOUND') throw error;
}
try {
  // Progress goes to stderr: `npm run backup -- --stdout` writes the zip itself to stdout.
  build?.ensureServerBuild({ log: (line) => console.error(line) });
} catch (error) {
  console.error(/** @type {Error} */ (error).message);
  process.exit(1);
}
if (!existsSync(entry)) {
  console.error('packages/server/dist/backup-cli.js is missing: run `npm run build` first.');
  process.exit(1);
}
// The built tool reads its arguments from process.argv, as when it is run on its own.
process.argv.splice(1, 1, entry);
await import(pathToFileURL(entry).href);
