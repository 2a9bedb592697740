import { describe, expect, it } from 'vitest';
import {
  browserSourceSize,
  hexColour,
  overlayOptionsFrom,
  overlayPath,
  overlayScale,
  tournamentOverlayChoices,
} from './overlay-options';

// Issue #27: the score overlay's query options; a value it cannot read leaves the default.
describe('overlayOptionsFrom', () => {
  it('has defaults for a bare overlay address', () => {
    expect(overlayOptionsFrom('')).toEqual({
      layout: 'landscape',
      position: 'bottom-left',
      scale: 1,
      fg: undefined,
      bg: undefined,
      accent: undefined,
      chroma: false,
      board: undefined,
      showBracket: false,
    });
  });

  it.each([
    ['layout=portrait', { layout: 'portrait', position: 'bottom' }],
    ['layout=PORTRAIT&position=top-right', { layout: 'portrait', position: 'top-right' }],
    ['layout=landscape', { layout: 'landscape', position: 'bottom-left' }],
    ['layout=square', { layout: 'landscape', position: 'bottom-left' }],
    ['position=top', { position: 'top' }],
    ['position=bottom-right', { position: 'bottom-right' }],
    ['position=middle', { position: 'bottom-left' }],
    ['size=s', { scale: 0.75 }],
    ['size=L', { scale: 1.35 }],
    ['size=1.5', { scale: 1.5 }],
    ['size=xl', { scale: 1 }],
    ['scale=2', { scale: 2 }],
    ['size=9', { scale: 1 }],
    ['fg=fff&bg=%23102030&accent=FFD33D', { fg: '#fff', bg: '#102030', accent: '#ffd33d' }],
    ['fg=red&bg=%23zzz&accent=12345', { fg: undefined, bg: undefined, accent: undefined }],
    ['bg=00000080', { bg: '#00000080' }],
    ['chroma=1', { chroma: true }],
    ['chroma=true', { chroma: true }],
    ['chroma=0', { chroma: false }],
    ['board=3', { board: 3 }],
    ['board=0', { board: undefined }],
    ['board=two', { board: undefined }],
    ['show=bracket', { showBracket: true }],
    ['show=names', { showBracket: false }],
  ])('reads %s', (query, expected) => {
    expect(overlayOptionsFrom(query)).toMatchObject(expected);
  });
});

describe('the pieces', () => {
  it.each([
    ['#abc', '#abc'],
    [' ABCDEF ', '#abcdef'],
    ['#abcd', '#abcd'],
    ['#abcde', undefined],
    ['url(x)', undefined],
    ['', undefined],
    [null, undefined],
  ])('hexColour(%j) is %j', (value, expected) => {
    expect(hexColour(value)).toBe(expected);
  });

  it.each([
    ['m', 1],
    ['0.25', 0.25],
    ['.5', 0.5],
    ['4', 4],
    ['0.2', undefined],
    ['-1', undefined],
    ['1e1', undefined],
  ])('overlayScale(%j) is %j', (value, expected) => {
    expect(overlayScale(value)).toBe(expected);
  });

  it('says the browser source size for each layout', () => {
    expect(browserSourceSize('landscape')).toBe('Browser source: 1920 × 1080');
    expect(browserSourceSize('portrait')).toBe('Browser source: 1080 × 1920');
  });

  it('builds overlay addresses', () => {
    expect(overlayPath('match', 'a b')).toBe('/overlay/match/a%20b');
    expect(overlayPath('tournament', 't1', { board: '2' })).toBe('/overlay/tournament/t1?board=2');
  });
});

describe("tournamentOverlayChoices (a tournament overlay's link per board)", () => {
  it('offers any board, then each board of the venue, each link read back as its board', () => {
    const choices = tournamentOverlayChoices('t1', 3);
    expect(choices).toEqual([
      { board: undefined, label: 'Any board', path: '/overlay/tournament/t1' },
      { board: 1, label: 'Board 1', path: '/overlay/tournament/t1?board=1' },
      { board: 2, label: 'Board 2', path: '/overlay/tournament/t1?board=2' },
      { board: 3, label: 'Board 3', path: '/overlay/tournament/t1?board=3' },
    ]);
    for (const { board, path } of choices) {
      expect(overlayOptionsFrom(new URL(path, 'https://darts.example.org').search).board).toBe(board);
    }
  });

  it.each([undefined, 0, -1, 1.5])('offers only any board with %j boards', (boards) => {
    expect(tournamentOverlayChoices('t1', boards)).toEqual([
      { board: undefined, label: 'Any board', path: '/overlay/tournament/t1' },
    ]);
  });

  it('offers 32 boards, the most a venue has', () => {
    expect(tournamentOverlayChoices('t1', 32).at(-1)).toEqual({
      board: 32,
      label: 'Board 32',
      path: '/overlay/tournament/t1?board=32',
    });
  });
});
