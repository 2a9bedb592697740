import { defineConfig } from 'vitest/config';

// One Vitest run covers every package; `--project` picks a subset (see package.json scripts).

/** Fixes the seed of property tests, the fuzzer and the crash tests (TEST_SEED=random for a new one). */
const testSeed = '../../scripts/test-seed.ts';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', environment: 'node', setupFiles: [testSeed] } },
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
          fileParallelism: false,
        },
      },
    ],
  },
});
