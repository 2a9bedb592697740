import { describe, expect, it } from 'vitest';
import type { GameMatch } from './fixture-result.js';
import {
  areScoresVisible,
  byHomeTeamName,
  isResultPublished,
  isScoreCardComplete,
  scoresVisibleFrom,
  seasonForDivisionData,
  teamsWithoutFixture,
} from './division-data.js';

const player = { id: 'p', name: 'P' };
const match = (homeScore: number | null, awayScore: number | null, players = true): GameMatch => ({
  homePlayers: players ? [player] : [],
  awayPlayers: players ? [player] : [],
  homeScore,
  awayScore,
});
const day = 24 * 60 * 60 * 1000;

describe('isResultPublished', () => {
  it.each([
    [[], false],
    [[match(0, 0), match(null, null)], false],
    [[match(0, 0), match(3, 0)], true],
    [[match(3, 0), match(3, 1)], true],
    [[match(2, 3)], true],
    // Issue #22: a card of whitewashes is published, as GameDto and the clerks' refusal say.
    [[match(3, 0), match(0, 3), match(3, 0), match(0, 3), match(3, 0), match(2, 0), match(0, 2), match(3, 0)], true],
  ] as const)('%j → %s', (matches, expected) => {
    expect(isResultPublished(matches)).toBe(expected);
  });
});

describe('isScoreCardComplete', () => {
  const full = Array.from({ length: 8 }, () => match(3, 0));
  it.each([
    ['eight matches with players, league', full, false, true],
    ['seven matches, league', full.slice(0, 7), false, false],
    ['one match without players, league', [...full.slice(0, 7), match(0, 0, false)], false, false],
    ['four matches, knockout', full.slice(0, 4), true, true],
    ['three matches, knockout', [...full.slice(0, 3), match(0, 0, false)], true, false],
  ])('%s → %s', (_name, matches, isKnockout, expected) => {
    expect(isScoreCardComplete(matches, isKnockout)).toBe(expected);
  });
});

describe('VetoScores visibility', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it.each([
    ['2026-11-21', 0, false, true],
    ['2026-11-22T00:00:00', 0, false, false],
    ['2026-11-21', 12 * 60 * 60 * 1000, false, true],
    ['2026-11-21', 12 * 60 * 60 * 1000 + 1, false, false],
    ['2026-10-08', 45 * day, false, false],
    ['2026-10-01', 45 * day, false, true],
    ['2026-12-25', 45 * day, true, true],
  ])('%s with %i ms delay (manager %s) → %s', (date, delay, canManageScores, expected) => {
    expect(areScoresVisible(date, delay, now, canManageScores)).toBe(expected);
  });

  it('reveals at the date plus the delay, never before the date', () => {
    expect(scoresVisibleFrom('2026-11-21T00:00:00', 3_600_000)).toBe(Date.parse('2026-11-21T01:00:00Z'));
    expect(scoresVisibleFrom('2026-11-21', -5)).toBe(Date.parse('2026-11-21T00:00:00Z'));
  });
});

describe('seasonForDivisionData', () => {
  const seasons = [
    { id: 'old', startDate: '2025-09-01', endDate: '2026-04-30', divisionIds: ['a'] },
    { id: 'main', startDate: '2026-09-01T00:00:00', endDate: '2027-04-30T00:00:00', divisionIds: ['a', 'b'] },
    { id: 'cup', startDate: '2026-11-01', endDate: '2026-12-31', divisionIds: ['c'] },
    { id: 'long-c', startDate: '2026-10-01', endDate: '2027-06-30', divisionIds: ['c'] },
  ];
  it.each([
    ['2026-11-21', ['a'], 'main'],
    ['2026-11-21', ['b', 'x'], 'main'],
    ['2026-11-21', ['c'], 'long-c'],
    ['2026-01-10', ['a'], 'old'],
    ['2026-01-10', ['c'], undefined],
    ['2026-11-21', ['x'], undefined],
    ['2026-11-21', [], 'long-c'],
    ['2027-04-30', ['a'], 'main'],
    ['2027-05-01', ['a'], undefined],
  ])('on %s for %j → %s', (date, divisionIds, expected) => {
    expect(seasonForDivisionData(seasons, date, divisionIds)?.id).toBe(expected);
  });

  it('breaks a tie on the end date by the later start', () => {
    const tied = [
      { id: 'early', startDate: '2026-01-01', endDate: '2026-12-31', divisionIds: ['a'] },
      { id: 'late', startDate: '2026-06-01', endDate: '2026-12-31', divisionIds: ['a'] },
    ];
    expect(seasonForDivisionData(tied, '2026-07-01', ['a'])?.id).toBe('late');
  });
});

describe('teamsWithoutFixture', () => {
  const teams = [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }];
  it('leaves out home and away teams of every fixture; a bye frees nobody else', () => {
    expect(
      teamsWithoutFixture(teams, [
        { homeTeamId: 'a', awayTeamId: 'c' },
        { homeTeamId: 'd', awayTeamId: null },
      ]).map((t) => t.id),
    ).toEqual(['b']);
    expect(teamsWithoutFixture(teams, []).map((t) => t.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('byHomeTeamName', () => {
  it('orders rows by home team name, ignoring case', () => {
    const rows = ['bravo', 'Alpha', 'charlie', 'Bravo'].map((name) => ({ homeTeam: { name } }));
    expect(rows.sort(byHomeTeamName).map((r) => r.homeTeam.name)).toEqual(['Alpha', 'Bravo', 'bravo', 'charlie']);
  });
});
