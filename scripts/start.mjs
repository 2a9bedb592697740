// `npm start`: build the web app if it is missing or stale, then run the production server.
import { spawn } from 'node:child_process';
import { ensureWebBuild, repoRoot } from './web-build.mjs';
import { exitCodeOf, forwardSignals } from './processes.mjs';

try {
  const status = ensureWebBuild();
  if (status.state === 'no-source') console.warn(`Not building the web app: ${status.reason}.`);
} catch (error) {
  console.error(/** @type {Error} */ (error).message);
  process.exit(1);
}

// Its own process group, so a Ctrl-C reaches the server once, through us, rather than twice.
const server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
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
