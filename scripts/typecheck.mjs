// Type-checks every package against its own tsconfig (each with its own lib and types).
// We use one `tsc --noEmit -p` per project rather than `tsc -b`: the packages export their
// TypeScript sources directly (no build step between them), which composite builds do not allow.
// The projects are checked side by side, as many at a time as there are cores (at least 2); each
// one's output is printed whole when it ends, and any error fails the run.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const projects = ['packages/server', 'e2e', 'packages/web', 'packages/domain', 'packages/contract'];
// tsc colours its output only on a terminal; piped here, it is told whether ours is one.
const pretty = process.stdout.isTTY ? ['--pretty'] : [];
const concurrency = Math.max(2, Number(process.env.TYPECHECK_JOBS) || availableParallelism());

/** @type {string[]} */
const failed = [];
const queue = [...projects];
await Promise.all(Array.from({ length: Math.min(concurrency, projects.length) }, worker));
if (failed.length > 0) console.error(`Type errors in ${failed.join(', ')}.`);
process.exit(failed.length > 0 ? 1 : 0);

async function worker() {
  for (let project = queue.shift(); project; project = queue.shift()) {
    const { code, output } = await check(project);
    if (output) process.stdout.write(output);
    if (code !== 0) failed.push(project);
  }
}

/**
 * Runs tsc on one project, keeping its output so projects checked together do not interleave.
 * @param {string} project
 * @returns {Promise<{ code: number | null, output: string }>}
 */
function check(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['node_modules/typescript/bin/tsc', '--noEmit', ...pretty, '-p', project], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ code: 1, output: `${project}: could not run tsc: ${error.message}\n` }));
    child.on('close', (code) => resolve({ code, output }));
  });
}
