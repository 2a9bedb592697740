import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../scoring/testing/play.js';
import { currentLiveMatchIndex, liveMatchLegs } from './live-superleague.js';
import type { TournamentMatch, TournamentRound } from './types.js';

const roundOf = (matches: TournamentMatch[], legs: (number | undefined)[] = []): TournamentRound =>
  deepFreeze({ matches, matchOptions: legs.map((numberOfLegs) => (numberOfLegs ? { numberOfLegs } : null)) });

describe('liveMatchLegs', () => {
  it.each([
    ['the match option', roundOf([{}], [3]), 5, 3],
    ['the bestOf without an option', roundOf([{}]), 5, 5],
    ['7 with neither (spec 2 §9: live view 7 legs when best-of absent)', roundOf([{}]), null, 7],
  ])('%s', (_name, round, bestOf, legs) => {
    expect(liveMatchLegs(round, 0, { bestOf })).toBe(legs);
  });
});

describe('currentLiveMatchIndex', () => {
  const won = { saygId: 's', scoreA: 4, scoreB: 1 };
  const playing = { saygId: 's', scoreA: 2, scoreB: 3 };
  it.each([
    ['no round', undefined, null],
    ['no recorded match', roundOf([{}, { scoreA: 4 }]), null],
    ['the first recorded match without a winner', roundOf([won, {}, playing, { saygId: 's' }]), 2],
    [
      'a match decided by its own option, not the default 7',
      roundOf([{ ...playing, scoreB: 2 }, { saygId: 's' }], [3]),
      1,
    ],
    ['the last recorded match once every recorded one is decided', roundOf([won, won, {}]), 1],
  ])('%s', (_name, round, index) => {
    expect(currentLiveMatchIndex({ bestOf: null, round })).toBe(index);
  });
});
