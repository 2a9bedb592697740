// `npm start`: build the web app and the server if either is missing or stale, then run the
// production server (plain JavaScript: no TypeScript compiler in the process, issue #10).
import { spawn } from 'node:child_process';
import { ensureServerBuild, serverEntry } from './server-build.mjs';
import { ensureWebBuild, repoRoot } from './web-build.mjs';
import { exitCodeOf, forwardSignals } from './processes.mjs';

try {
  const status = ensureWebBuild();
  if (status.state === 'no-source') console.warn(`Not building the web app: ${status.reason}.`);
  ensureServerBuild();
} catch (error) {
  console.error(/** @type {Error} */ (error).message);
  process.exit(1);
}

// Its own process group, so a Ctrl-C reaches the server once, through us, rather than twice.
const server = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
  cwd: repoRoot,
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
});
forwardSignals([server]);
server.on('error', (error) => {
  console.error(`Could not start the server: ${error.message}`);
  process.exit(1);
});
server.on('exit', (code, signal) => {
  process.exit(exitCodeOf(code, signal));
});
