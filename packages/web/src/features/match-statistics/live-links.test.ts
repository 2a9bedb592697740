import { describe, expect, it } from 'vitest';
import { averageFromHash, averageHash, liveMatchPath, saygIdFrom, tvPath } from './live-links';

const id = '5a760000-0000-4000-8000-000000000001';

describe('saygIdFrom', () => {
  it.each([
    [id, id],
    [`  ${id}  `, id],
    [`https://darts.example/live/match/${id}`, id],
    [`https://darts.example/live/match/?id=${id}#average=1`, id],
    [`/tv?id=${id}&kiosk=true`, id],
    [`https://darts.example/api/Sayg/${id}`, id],
    [`https://darts.example/practice?yourName=Jo#${id}`, id],
    ['', null],
    ['https://darts.example/live/match/', null],
    ['not an id at all', null],
    ['https://darts.example/about#nope', null],
  ])('reads %j as %j', (text, expected) => {
    expect(saygIdFrom(text)).toBe(expected);
  });
});

describe('averageFromHash', () => {
  it.each([
    ['', 'three-dart'],
    ['#average=1', 'one-dart'],
    ['#average=3', 'three-dart'],
    ['#average=9', 'three-dart'],
  ])('%j starts on the %s average (three-dart by default, issue #23)', (hash, kind) => {
    expect(averageFromHash(hash)).toBe(kind);
  });
});

describe('averageHash', () => {
  it.each([
    ['one-dart', '#average=1'],
    ['three-dart', ''],
  ] as const)('keeps the %s average as %j', (kind, hash) => {
    expect(averageHash(kind)).toBe(hash);
    expect(averageFromHash(hash)).toBe(kind);
  });
});

describe('paths', () => {
  it('encodes the id', () => {
    expect(liveMatchPath('a b')).toBe('/live/match/a%20b');
    expect(tvPath(id)).toBe(`/tv?id=${id}&kiosk=true`);
  });
});
