// Signal handling shared by the scripts that run the server (start.mjs, dev.mjs).
import { readFileSync } from 'node:fs';
import { constants } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './web-build.mjs';

/**
 * Passes SIGINT/SIGTERM on to the children (each spawned `detached`, in its own process group).
 * A Ctrl-C under `npm start` arrives twice (from the terminal and again from npm), so repeats
 * within 3 s are ignored; a later repeat kills the children outright.
 * @param {import('node:child_process').ChildProcess[]} children
 */
export function forwardSignals(children) {
  /** @type {number | undefined} */
  let firstAt;
  /** @param {NodeJS.Signals} signal */
  const forward = (signal) => {
    const now = Date.now();
    if (firstAt !== undefined && now - firstAt < 3000) return;
    const send = firstAt === undefined ? signal : 'SIGKILL';
    firstAt ??= now;
    for (const child of children) {
      if (child.exitCode === null && child.signalCode === null) child.kill(send);
    }
  };
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  process.on('SIGHUP', forward);
  // If this script dies some other way, do not leave a server running behind it.
  process.on('exit', () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  });
}

/**
 * The exit code a script should end with when its child ended with `code` or `signal`.
 * @param {number | null} code
 * @param {NodeJS.Signals | null} signal
 */
export function exitCodeOf(code, signal) {
  if (code !== null) return code;
  return 128 + (signal ? (constants.signals[signal] ?? 0) : 0);
}

/**
 * The absolute path of an installed package's command-line script (its package.json `bin`), looked
 * up in the root node_modules, where npm workspaces hoist them.
 * @param {string} name package name
 * @param {string} [command] the bin entry, when the package has several
 */
export function packageBin(name, command = name) {
  const dir = join(repoRoot, 'node_modules', name);
  const { bin } = /** @type {{ bin?: string | Record<string, string> }} */ (
    JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
  );
  const path = typeof bin === 'string' ? bin : bin?.[command];
  if (!path) throw new Error(`${name} has no command-line script named ${command}`);
  return join(dir, path);
}
