import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One Vitest run covers every package; `--project` picks a subset (see package.json scripts).

/** Fixes the seed of property tests, the fuzzer and the crash tests (TEST_SEED=random for a new one). */
const testSeed = '../../scripts/test-seed.ts';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine, so the suites ran
    // one file at a time while most files spend much of their time waiting (on HTTP, PostgreSQL, a
    // child server, a browser). At least two at a time. The workers are shared by every project (a
    // project's own `fileParallelism: false` does not limit them), so `npm test` and `npm run test:e2e`
    // cap the browser tests at two files at a time with --maxWorkers=2.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'domain',
          root: 'packages/domain',
          environment: 'node',
          setupFiles: [testSeed],
          // A property test of a hundred generated web addresses takes 2-3 s when the two workers share
          // a loaded machine; 5 s (the default) timed out a healthy one there.
          testTimeout: 15_000,
        },
      },
      { test: { name: 'contract', root: 'packages/contract', environment: 'node' } },
      {
        test: {
          name: 'server',
          root: 'packages/server',
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 30_000,
          env: { TZ: 'UTC' },
          setupFiles: [testSeed],
        },
      },
      'packages/web/vite.config.ts',
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          environment: 'node',
          include: ['**/*.e2e.ts'],
          globalSetup: ['./global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // expect.poll waits for what a page will show; 1 s (vitest's default) is a loaded machine's
          // page load, not a bound on the app. Speed bounds are asserted on their own figures.
          expect: { poll: { timeout: 10_000 } },
          // Two files at a time (see maxWorkers): each starts its own server, on its own port and data
          // folder, and its own Chromium.
        },
      },
    ],
  },
});
