import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Role queries recompute accessible names over the whole jsdom tree on every poll; on a loaded
// 2-core CI machine one poll of a large screen (the fixtures tab with its pickers) can take
// hundreds of milliseconds, so the default 1 s wait for findBy/waitFor is too short to be reliable.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
