import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { doubleRoundRobinTemplate, placeholderCode } from './double-round-robin.js';
import { placeholderCodes, type DivisionTemplate } from './types.js';

const homes = (d: DivisionTemplate, code: string) =>
  d.dates.map((date) => date.fixtures.some((f) => f.home === code && f.away !== undefined));
const runOfThree = (d: DivisionTemplate, code: string) =>
  /HHH|AAA/.test(
    d.dates
      .map((date) => {
        const f = date.fixtures.find((x) => x.away !== undefined && (x.home === code || x.away === code));
        return f ? (f.home === code ? 'H' : 'A') : '';
      })
      .join(''),
  );

describe('placeholderCode', () => {
  it.each([
    [0, 'A'],
    [25, 'Z'],
    [26, 'AA'],
    [27, 'AB'],
    [52, 'BA'],
  ])('%i is %s', (index, code) => expect(placeholderCode(index)).toBe(code));
});

describe('doubleRoundRobinTemplate', () => {
  it('lays out four teams over six weeks', () => {
    const d = doubleRoundRobinTemplate({ teams: 4 }).divisions[0]!;
    expect(d.dates).toHaveLength(6);
    expect(d.dates.every((date) => date.fixtures.length === 2)).toBe(true);
  });

  it('gives an odd count one bye per code per half', () => {
    const d = doubleRoundRobinTemplate({ teams: 5 }).divisions[0]!;
    expect(d.dates).toHaveLength(10);
    for (const code of placeholderCodes(d)) {
      expect(d.dates.filter((date) => date.fixtures.some((f) => f.home === code && !f.away))).toHaveLength(2);
    }
  });

  it.each([
    [{ teams: 1 }, 0],
    [{ teams: 6, divisions: 4 }, 4],
  ])('%j makes %i divisions', (options, count) => {
    expect(doubleRoundRobinTemplate(options).divisions).toHaveLength(count);
  });

  it('makes no more shared-venue pairs than asked', () => {
    expect(doubleRoundRobinTemplate({ teams: 8, sharedVenuePairs: 2 }).divisions[0]!.sharedAddresses).toHaveLength(2);
  });

  it('has each pair meet twice, once at each home; no code at home or away three weeks running; shared pairs never both at home', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 24 }), fc.integer({ min: 0, max: 12 }), (teams, pairs) => {
        const d = doubleRoundRobinTemplate({ teams, sharedVenuePairs: pairs }).divisions[0]!;
        const codes = Array.from({ length: teams }, (_, i) => placeholderCode(i));
        expect(placeholderCodes(d).sort()).toEqual([...codes].sort());
        const meetings = d.dates.flatMap((date) =>
          date.fixtures.filter((f) => f.away).map((f) => `${f.home}-${f.away}`),
        );
        const expected = codes.flatMap((home) =>
          codes.filter((away) => away !== home).map((away) => `${home}-${away}`),
        );
        expect(meetings.sort()).toEqual(expected.sort());
        for (const date of d.dates) {
          const playing = date.fixtures.flatMap((f) => [f.home, f.away ?? []].flat());
          expect(new Set(playing).size).toBe(playing.length);
        }
        expect(codes.filter((code) => runOfThree(d, code))).toEqual([]);
        expect(d.sharedAddresses.length).toBe(Math.min(pairs, Math.floor(teams / 2)));
        for (const [a, b] of d.sharedAddresses as [string, string][]) {
          const homeB = homes(d, b);
          expect(homes(d, a).some((home, week) => home && homeB[week])).toBe(false);
        }
      }),
    );
  });
});
