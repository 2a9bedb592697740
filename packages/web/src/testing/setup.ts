import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { api } from '../lib/api-client';

// Role queries recompute accessible names over the whole jsdom tree on every poll; on a loaded
// 2-core CI machine one poll of a large screen (the fixtures tab with its pickers) can take
// hundreds of milliseconds, so the default 1 s wait for findBy/waitFor is too short to be reliable
// (5 s still failed the fixture wizard's closing at load average 15-20). It bounds a wait, not the app.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  // A page's read started by its route and never taken (app/router.tsx) is no other test's answer.
  api.dropPrefetched();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
