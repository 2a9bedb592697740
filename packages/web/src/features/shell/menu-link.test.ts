import { describe, expect, it } from 'vitest';
import { isDivisionLinkActive, isInternalUrl } from './menu-link';

describe('isInternalUrl (spec 1 §2 Shell: a url starting with / is internal)', () => {
  it.each([
    ['/about', true],
    ['/live/superleague/?date=2025-11-21', true],
    ['https://example.org', false],
    ['mailto:a@b.c', false],
    ['//cdn.example.org/x', false],
  ])('%s', (url, internal) => {
    expect(isInternalUrl(url)).toBe(internal);
  });
});

describe('isDivisionLinkActive', () => {
  const teams = '/teams/2026%2F27/?division=Premier';
  it.each([
    [teams, '/teams/2026%2F27/', '?division=Premier', true],
    [teams, '/teams/2026%2F27', '?division=premier', true],
    [teams, '/teams/2026%2F27/', '?division=Division%20One', false],
    [teams, '/teams/2026%2F27/', '', false],
    [teams, '/about', '', false],
    ['/division/Premier', '/division/Premier', '', true],
    ['/division/Premier', '/division/premier/fixtures', '', true],
    ['/division/Premier', '/division/Premiership', '', false],
  ])('%s at %s%s', (href, pathname, search, active) => {
    expect(isDivisionLinkActive(href, { pathname, search })).toBe(active);
  });
});
