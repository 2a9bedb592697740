// `npm run dev`: the API server (restarting on change) and the Vite dev server (hot reload, proxying
// /api to the API server) together. Open the Vite address it prints, normally http://localhost:5173.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './web-build.mjs';
import { exitCodeOf, forwardSignals, packageBin } from './processes.mjs';

const port = process.env.PORT ?? '3000';
const apiUrl = `http://127.0.0.1:${port}`;

if (!existsSync(join(repoRoot, 'packages/web/index.html'))) {
  console.warn('packages/web/index.html does not exist yet: the Vite dev server will have no app to serve.');
}

/** @type {Array<[string, import('node:child_process').ChildProcess]>} */
const children = [
  [
    'server',
    spawn(process.execPath, [packageBin('tsx'), 'watch', '--clear-screen=false', 'packages/server/src/main.ts'], {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: 'development', PORT: port },
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
    }),
  ],
  [
    'vite',
    spawn(process.execPath, [packageBin('vite')], {
      cwd: join(repoRoot, 'packages/web'),
      env: { ...process.env, API_URL: apiUrl },
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
    }),
  ],
];
forwardSignals(children.map(([, child]) => child));

// When either stops, stop the other and end with the first one's code.
let exitCode = /** @type {number | undefined} */ (undefined);
for (const [name, child] of children) {
  child.on('error', (error) => console.error(`Could not start the ${name}: ${error.message}`));
  child.on('exit', (code, signal) => {
    if (exitCode === undefined) {
      exitCode = exitCodeOf(code, signal);
      if (exitCode !== 0) console.error(`The ${name} stopped (${signal ?? `exit code ${code}`}); stopping the rest.`);
      for (const [, other] of children) if (other.exitCode === null && other.signalCode === null) other.kill('SIGTERM');
    }
    if (children.every(([, c]) => c.exitCode !== null || c.signalCode !== null)) process.exit(exitCode);
  });
}
