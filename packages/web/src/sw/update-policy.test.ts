import { describe, expect, it } from 'vitest';
import { chunkReloadGuardMs, isChunkLoadError, reloadsForChunkError, reloadsOnItsOwn } from './update-policy';

describe('reloadsOnItsOwn (issue #23: when the page takes a new version without asking)', () => {
  it.each([
    // Going to another page leaves this one's state behind anyway.
    { moment: 'navigation', held: false, watchOnly: false, reloads: true },
    { moment: 'navigation', held: false, watchOnly: true, reloads: true },
    // A match being scored, or changes not saved: only the user's Reload.
    { moment: 'navigation', held: true, watchOnly: false, reloads: false },
    { moment: 'ready', held: true, watchOnly: true, reloads: false },
    // Just found: only a TV view, which nobody presses Reload on.
    { moment: 'ready', held: false, watchOnly: true, reloads: true },
    { moment: 'ready', held: false, watchOnly: false, reloads: false },
  ] as const)('$moment, held $held, watch only $watchOnly → $reloads', ({ reloads, ...facts }) => {
    expect(reloadsOnItsOwn(facts)).toBe(reloads);
  });
});

describe('isChunkLoadError', () => {
  it.each([
    // Chromium, Firefox, Safari, and Vite's style sheet preload.
    [new TypeError('Failed to fetch dynamically imported module: https://x.org/assets/about-Ab12.js'), true],
    [new TypeError('error loading dynamically imported module: https://x.org/assets/about-Ab12.js'), true],
    [new TypeError('Importing a module script failed.'), true],
    [new Error('Unable to preload CSS for /assets/scoring-Cd34.css'), true],
    // The page's own faults, and things that are not errors.
    [new TypeError("Cannot read properties of undefined (reading 'legs')"), false],
    [new TypeError('Failed to fetch'), false],
    ['Failed to fetch dynamically imported module', false],
    [new Response(null, { status: 404 }), false],
    [undefined, false],
  ])('%o → %s', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});

describe('reloadsForChunkError (one reload, never a loop)', () => {
  const now = 1_000_000_000;
  it.each([
    { case: 'never reloaded for one', lastReloadAt: null, online: true, reloads: true },
    { case: 'reloaded a moment ago', lastReloadAt: now - 2_000, online: true, reloads: false },
    {
      case: 'reloaded just inside the guard',
      lastReloadAt: now - chunkReloadGuardMs + 1,
      online: true,
      reloads: false,
    },
    { case: 'reloaded long ago (another deploy)', lastReloadAt: now - chunkReloadGuardMs, online: true, reloads: true },
    { case: 'a note from a clock set back', lastReloadAt: now + 60_000, online: true, reloads: true },
    { case: 'offline', lastReloadAt: null, online: false, reloads: false },
  ])('$case → $reloads', ({ lastReloadAt, online, reloads }) => {
    expect(reloadsForChunkError({ lastReloadAt, now, online })).toBe(reloads);
  });
});
