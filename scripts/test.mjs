// `npm test`: the unit and integration tests (domain, contract, server, web), then the end-to-end
// tests in Chromium. Ends with the ten slowest test files, then one line `N passed, M failed[, K
// skipped]` and a non-zero exit code on any failure. Extra arguments go to every Vitest run (e.g. `npm test -- -t "sign in"`).
import { spawnSync } from 'node:child_process';
import { accessSync, constants, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './web-build.mjs';
import { packageBin } from './processes.mjs';

const ci = process.env.CI === 'true';
const extraArgs = process.argv.slice(2);
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const hasChromium = isExecutable(chromiumPath);
const tmp = mkdtempSync(join(tmpdir(), 'darts-test-'));

const total = { passed: 0, failed: 0, skipped: 0 };
/** @type {string[]} */
const notes = [];
/** How long each test file took, from the Vitest JSON reports. @type {Array<{ file: string, ms: number }>} */
const durations = [];

runVitest('unit and integration tests', ['domain', 'contract', 'server', 'web']);
if (hasChromium) {
  // Two browser test files at a time, however many cores: each runs a server and a Chromium.
  runVitest('end-to-end tests', ['e2e'], { CHROMIUM_PATH: chromiumPath }, ['--maxWorkers=2']);
} else if (ci) {
  total.failed += 1;
  notes.push(
    `FAILED: CI=true but there is no Chromium at ${chromiumPath}, so the end-to-end tests could not run.`,
    'Install it (apt-get install -y chromium, as .ci/run does) or set CHROMIUM_PATH. Counted as 1 failure.',
  );
} else {
  notes.push(
    '',
    '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
    '!!  END-TO-END TESTS SKIPPED: no Chromium found.',
    `!!  Looked at ${process.env.CHROMIUM_PATH ? `CHROMIUM_PATH=${chromiumPath}` : '/usr/bin/chromium (set CHROMIUM_PATH to use another)'}.`,
    '!!  Install it with `sudo apt-get install -y chromium` and run `npm test` again.',
    '!!  In CI (CI=true) a missing browser is a failure, not a skip.',
    '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
    '',
  );
}
rmSync(tmp, { recursive: true, force: true });

printSlowest(10);
for (const note of notes) console.log(note);
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped > 0 ? `, ${total.skipped} skipped` : ''}`);
process.exit(total.failed > 0 ? 1 : 0);

/**
 * One `vitest run` over the given projects; adds its counts to `total`.
 * @param {string} label
 * @param {string[]} projects
 * @param {Record<string, string>} [env]
 * @param {string[]} [options] more of Vitest's options
 */
function runVitest(label, projects, env = {}, options = []) {
  const outputFile = join(tmp, `${projects.join('-')}.json`);
  console.log(`\n── ${label} (${projects.join(', ')}) ──\n`);
  const run = spawnSync(
    process.execPath,
    [
      packageBin('vitest'),
      'run',
      ...projects.flatMap((project) => ['--project', project]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${outputFile}`,
      ...options,
      ...(extraArgs.length > 0 ? ['--passWithNoTests', ...extraArgs] : []),
    ],
    { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...env } },
  );
  const counts = readCounts(outputFile);
  if (!counts) {
    total.failed += 1;
    notes.push(
      `FAILED: the ${label} produced no results (vitest exited with ${run.status ?? run.signal}). Counted as 1 failure.`,
    );
    return;
  }
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
  if (counts.brokenFiles.length > 0) {
    notes.push(`FAILED: these test files did not run (each counted as 1 failure): ${counts.brokenFiles.join(', ')}`);
  }
  if (run.status !== 0 && counts.failed === 0) {
    total.failed += 1;
    notes.push(
      `FAILED: vitest exited with ${run.status ?? run.signal} for the ${label} without a failing test (see above). Counted as 1 failure.`,
    );
  }
}

/**
 * Reads Vitest's JSON report. A test file that failed without a failing test (it did not load, or a
 * hook threw) counts as one failure, so an import error is never a silent pass.
 * @param {string} file
 */
function readCounts(file) {
  /** @type {{ numPassedTests: number, numFailedTests: number, numPendingTests: number, numTodoTests: number,
   *   testResults: Array<{ name: string, status: string, startTime: number, endTime: number,
   *     assertionResults: Array<{ status: string }> }> }} */
  let report;
  try {
    report = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
  const brokenFiles = report.testResults
    .filter((f) => f.status === 'failed' && !f.assertionResults.some((a) => a.status === 'failed'))
    .map((f) => f.name.replace(`${repoRoot}/`, ''));
  for (const f of report.testResults) {
    if (f.endTime > f.startTime)
      durations.push({ file: f.name.replace(`${repoRoot}/`, ''), ms: f.endTime - f.startTime });
  }
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + brokenFiles.length,
    skipped: report.numPendingTests + report.numTodoTests,
    brokenFiles,
  };
}

/**
 * Prints the `count` test files that took longest, with their seconds (files run side by side, so
 * these add up to more than the wall-clock time).
 * @param {number} count
 */
function printSlowest(count) {
  const slowest = durations.sort((a, b) => b.ms - a.ms).slice(0, count);
  if (slowest.length === 0) return;
  console.log(slowest.length === 1 ? '\nThe slowest test file:' : `\nThe ${slowest.length} slowest test files:`);
  for (const { file, ms } of slowest) console.log(`${(ms / 1000).toFixed(1).padStart(8)} s  ${file}`);
  console.log('');
}

/** @param {string} path */
function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
