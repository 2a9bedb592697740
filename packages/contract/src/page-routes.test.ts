import { describe, expect, it } from 'vitest';
import { isOverlayPagePath, isPagePath, markOverlayPage, pageNameOf } from './page-routes.js';

describe('isPagePath (issue #24: a path that is no page of the app answers 404)', () => {
  it.each([
    '/',
    '/about',
    '/About/',
    '/login',
    '/logout',
    '/division/3f2c8a4e-1b2c-4d5e-8f90-a1b2c3d4e5f6',
    '/division/3f2c8a4e-1b2c-4d5e-8f90-a1b2c3d4e5f6/fixtures',
    '/division/3f2c8a4e-1b2c-4d5e-8f90-a1b2c3d4e5f6/fixtures/2026%2F27',
    '/teams',
    '/teams/2026%2F27/',
    '/players/Winter',
    '/fixtures',
    '/score/3f2c8a4e-1b2c-4d5e-8f90-a1b2c3d4e5f6',
    '/tournament/3f2c8a4e-1b2c-4d5e-8f90-a1b2c3d4e5f6',
    '/practice',
    '/live/match',
    '/live/match/3f2c8a4e-1b2c-4d5e-8f90-a1b2c3d4e5f6',
    '/tv',
    '/overlay/match/3f2c8a4e-1b2c-4d5e-8f90-a1b2c3d4e5f6',
    '/overlay/tournament/3f2c8a4e-1b2c-4d5e-8f90-a1b2c3d4e5f6/',
    '/connections',
    '/admin',
    '/admin/access',
    '/setup',
  ])('%s is a page', (path) => {
    expect(isPagePath(path)).toBe(true);
  });

  it.each([
    '/backup.sql',
    '/wp-login.php',
    '/.env',
    '/robots.txt.bak',
    '/data/somewhere',
    '/division',
    '/division/a/b/c/d',
    '/score',
    '/score/a/b',
    '/practices',
    '/live',
    '/admin/access/more',
    '/overlay',
    '/overlay/match',
    '/overlay/match/a/b',
    '/about/us',
    '/assets',
    '/teams/a/b',
    '//about',
  ])('%s is not', (path) => {
    expect(isPagePath(path)).toBe(false);
  });
});

describe('the overlay page mark (issue #27: transparent from the first paint)', () => {
  it.each([
    ['/overlay/match/3f2c8a4e-1b2c-4d5e-8f90-a1b2c3d4e5f6', true],
    ['/Overlay/tournament/3f2c8a4e-1b2c-4d5e-8f90-a1b2c3d4e5f6/', true],
    ['/overlay/superleague/x', true],
    ['/overlay/match', false],
    ['/overlay/match/a/b', false],
    ['/', false],
    ['/live/match/x', false],
    ['/tournament/x', false],
  ])('%s is an overlay page: %s', (path, expected) => {
    expect(isOverlayPagePath(path)).toBe(expected);
  });

  it("marks the page's <html> and nothing else", () => {
    expect(markOverlayPage('<!doctype html>\n<html lang="en-GB">\n<head></head><body><p>html</p></body></html>')).toBe(
      '<!doctype html>\n<html data-page="overlay" lang="en-GB">\n<head></head><body><p>html</p></body></html>',
    );
    expect(markOverlayPage('<!doctype html><html><body></body></html>')).toBe(
      '<!doctype html><html data-page="overlay"><body></body></html>',
    );
  });
});

describe('pageNameOf (issue #24: each page gets an index.html that preloads its own code)', () => {
  it.each([
    ['/', 'home'],
    ['/division/3f2c8a4e-1b2c-4d5e-8f90-a1b2c3d4e5f6', 'division'],
    ['/division/premier/players/2026%2F27', 'division'],
    ['/Players/Winter/', 'players'],
    ['/score/3f2c8a4e-1b2c-4d5e-8f90-a1b2c3d4e5f6', 'score'],
    ['/tournament/3f2c8a4e-1b2c-4d5e-8f90-a1b2c3d4e5f6', 'tournament'],
    ['/practice', 'practice'],
    ['/live/superleague', 'live'],
    ['/overlay/match/x', 'overlay'],
    ['/admin/import', 'admin'],
  ])('%s is the %s page', (path, page) => {
    expect(pageNameOf(path)).toBe(page);
  });

  it.each(['/backup.sql', '/api/Division', '/division', '/practices', '/assets/index-Ab12Cd.js'])(
    '%s is no page',
    (path) => {
      expect(pageNameOf(path)).toBeUndefined();
    },
  );
});
