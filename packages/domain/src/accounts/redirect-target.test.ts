import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { redirectTargetInQuery, safeRedirectTarget } from './redirect-target.js';

const origin = 'https://darts.example.org';

describe('redirectTargetInQuery', () => {
  it.each([
    ['redirectUrl=%2Fdivision%2Fabc%3Fseason%3Dx', '/division/abc?season=x'],
    ['?redirectUrl=/division/abc?season=x', '/division/abc?season=x'],
    ['redirectUrl=https://darts.example.org/score/1?x=1&y=2', 'https://darts.example.org/score/1?x=1'],
    ['redirectUrl=%2Fa%3Fx%3D1%26y%3D2&other=1', '/a?x=1&y=2'],
    ['other=1&REDIRECTURL=%2Fteams', '/teams'],
    ['redirectUrl=/a&redirectUrl=/b', '/a'],
    ['redirectUrl=/100%', '/100%'],
    ['redirectUrl=', ''],
    ['other=1', undefined],
    ['', undefined],
  ])('%j → %j', (query, expected) => {
    expect(redirectTargetInQuery(query)).toBe(expected);
  });
});

describe('safeRedirectTarget', () => {
  it.each([
    [undefined, '/'],
    ['', '/'],
    ['/', '/'],
    ['/division/abc?season=x#top', '/division/abc?season=x#top'],
    ['https://darts.example.org/score/1?x=1', '/score/1?x=1'],
    ['HTTPS://DARTS.EXAMPLE.ORG/score/1', '/score/1'],
    ['https://darts.example.org', '/'],
    ['https://darts.example.org?x=1', '/?x=1'],
    ['/..//evil.com', '/..//evil.com'],
    ['/división', '/divisi%C3%B3n'],
    ['/a b', '/a%20b'],
    // Another origin, however it is spelled.
    ['https://evil.com/', '/'],
    ['http://darts.example.org/', '/'],
    ['https://darts.example.org.evil.com/', '/'],
    ['https://darts.example.org@evil.com/', '/'],
    ['https://darts.example.org:8443/', '/'],
    ['https://darts.example.org/\\evil.com', '/'],
    ['//evil.com', '/'],
    ['/\\evil.com', '/'],
    ['\\\\evil.com', '/'],
    ['/\t/evil.com', '/'],
    ['/\n/evil.com', '/'],
    [' //evil.com', '/'],
    ['javascript:alert(1)', '/'],
    ['JavaScript:alert(1)', '/'],
    ['data:text/html,<script>', '/'],
    ['division/abc', '/'],
    ['?x=1', '/'],
    [`/${'a'.repeat(2048)}`, '/'],
    ['/\ud800', '/'],
  ])('%j → %j', (target, expected) => {
    expect(safeRedirectTarget(target, origin)).toBe(expected);
  });

  it('accepts an origin given with a trailing slash', () => {
    expect(safeRedirectTarget('https://darts.example.org/x', `${origin}/`)).toBe('/x');
  });

  it('always answers a path on this site that is a valid Location header', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.string().map((s) => `/${s}`),
          fc.string().map((s) => `${origin}${s}`),
        ),
        (target) => {
          const safe = safeRedirectTarget(target, origin);
          expect(safe).toMatch(/^\/(?![/\\])/);
          expect(safe).toMatch(/^[\u0021-\u007e]+$/);
        },
      ),
    );
  });
});
