import { describe, expect, it } from 'vitest';
import { recordedScoreAsYouGoDto, saygFromRecord } from './sayg.js';

describe('saygFromRecord', () => {
  const record = (overrides: Record<string, unknown> = {}) =>
    recordedScoreAsYouGoDto.parse({
      id: '3f2c8a4e-1b2c-4d5e-8f90-a1b2c3d4e5f6',
      updated: '2026-11-21T12:00:00.0000000Z',
      yourName: 'Jo',
      opponentName: 'Sam',
      numberOfLegs: 3,
      startingScore: 501,
      homeScore: 1,
      legs: {
        '0': {
          startingScore: 0,
          home: { score: 60, noOfDarts: 3, throws: [{ score: 60, noOfDarts: 3 }] },
          away: { score: 0, noOfDarts: 0, throws: [] },
          playerSequence: [{ value: 'home', text: 'Jo' }, { value: 'away' }],
          currentThrow: 'away',
        },
      },
      ...overrides,
    });

  it('gives a leg with no starting score (0) the record’s, and fills absent texts and scores', () => {
    const sayg = saygFromRecord(record());
    expect(sayg).toMatchObject({ yourName: 'Jo', opponentName: 'Sam', numberOfLegs: 3, homeScore: 1, awayScore: 0 });
    expect(sayg.legs['0']).toEqual({
      startingScore: 501,
      home: { score: 60, noOfDarts: 3, throws: [{ score: 60, noOfDarts: 3 }] },
      away: { score: 0, noOfDarts: 0, throws: [] },
      playerSequence: [
        { value: 'home', text: 'Jo' },
        { value: 'away', text: null },
      ],
      currentThrow: 'away',
    });
  });

  it('leaves the opponent out of a single-player practice record', () => {
    expect('opponentName' in saygFromRecord(record({ opponentName: undefined }))).toBe(false);
  });
});
