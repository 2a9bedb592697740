// `npm run backup` and `npm run restore`: bring packages/server/dist up to date when the
// build tools are there (as `npm start` does), then run the built command-line tool,
// packages/server/dist/backup-cli.js: plain JavaScript, the same code the production server runs.
// Where the development tools have been pruned (deploy/Dockerfile), the built file runs as it is.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureServerBuild } from './server-build.mjs';

const entry = join(import.meta.dirname, '../packages/server/dist/backup-cli.js');

try {
  // Progress goes to stderr: `npm run backup -- --stdout` writes the zip itself to stdout. Without
  // esbuild (pruned), the build that is there is the one to run (see ensureServerBuild).
  ensureServerBuild({ log: (line) => console.error(line) });
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
