import { describe, expect, it } from 'vitest';
import {
  earlierWinnerDates,
  isOutsideSeason,
  isSingleRoundDivision,
  tournamentVenues,
  winnersToCopy,
  type TournamentFixtureRow,
} from './new-tournament-fixture.js';
import type { TournamentSide } from './types.js';

const proposed = (address: string): TournamentFixtureRow => ({ address, proposed: true });
const held = (address: string, overrides: Partial<TournamentFixtureRow> = {}): TournamentFixtureRow => ({
  id: `t-${address}`,
  address,
  proposed: false,
  ...overrides,
});
const side = (name: string, overrides: Partial<TournamentSide> = {}): TournamentSide => ({
  id: `side-${name}`,
  name,
  players: [{ id: `p-${name}`, name }],
  ...overrides,
});

describe('tournamentVenues', () => {
  it.each([
    [
      'proposed venues and team addresses, by address',
      [proposed('Crown')],
      [{ name: 'Anchor', address: 'Anchor Arms' }],
      [
        { address: 'Anchor Arms', inUse: false },
        { address: 'Crown', inUse: false },
      ],
    ],
    [
      'a team without an address offers its name',
      [],
      [{ name: 'Bell', address: '  ' }],
      [{ address: 'Bell', inUse: false }],
    ],
    [
      'a venue hosting a tournament is in use',
      [held('Crown')],
      [{ name: 'Crown', address: 'Crown' }],
      [{ address: 'Crown', inUse: true }],
    ],
    [
      'once each, ignoring case and outer spaces',
      [proposed('Swan '), held(' swan')],
      [{ name: 'Swan', address: 'SWAN' }],
      [{ address: 'Swan', inUse: true }],
    ],
    ['blank addresses are no venue', [proposed('')], [], []],
  ] as const)('%s', (_name, tournaments, teams, venues) => {
    expect(tournamentVenues(tournaments, teams)).toEqual(venues);
  });
});

describe('isSingleRoundDivision', () => {
  it.each([
    [{ superleague: true }, true],
    [{ superleague: false }, false],
    [{}, false],
    [undefined, false],
  ])('%j → %s', (division, single) => {
    expect(isSingleRoundDivision(division)).toBe(single);
  });
});

describe('isOutsideSeason', () => {
  const season = { startDate: '2025-09-01T00:00:00', endDate: '2026-05-31T00:00:00' };
  it.each([
    ['2025-09-01', season, false],
    ['2026-05-31T00:00:00', season, false],
    ['2025-08-31', season, true],
    ['2026-06-01', season, true],
    ['2026-06-01', undefined, false],
  ])('%s in %j → %s', (date, dates, outside) => {
    expect(isOutsideSeason(date, dates)).toBe(outside);
  });
});

describe('winnersToCopy', () => {
  it('copies each decided tournament’s winning side without its id', () => {
    const team = side('Crown', { teamId: 'team-crown', players: [] });
    expect(
      winnersToCopy([
        held('Anchor', { winningSide: side('Ann') }),
        held('Bell'),
        held('Crown', { winningSide: team }),
        { ...proposed('Swan'), winningSide: side('Nobody') },
      ]),
    ).toEqual([
      { name: 'Ann', players: [{ id: 'p-Ann', name: 'Ann' }], noShow: false },
      { name: 'Crown', teamId: 'team-crown', players: [], noShow: false },
    ]);
  });

  it('does not share the player objects with the source', () => {
    const source = side('Ann');
    const [copy] = winnersToCopy([held('Anchor', { winningSide: source })]);
    expect(copy?.players[0]).not.toBe(source.players[0]);
  });
});

describe('earlierWinnerDates', () => {
  const dates = [
    {
      date: '2025-10-03T00:00:00',
      tournamentFixtures: [held('Anchor', { type: 'Singles', winningSide: side('Ann') })],
    },
    {
      date: '2025-10-10T00:00:00',
      tournamentFixtures: [
        held('Bell', { type: 'Pairs', winningSide: side('Bo') }),
        held('Crown', { type: 'Singles', winningSide: side('Cy') }),
        held('Swan', { type: 'Pairs' }),
      ],
    },
    { date: '2025-10-17T00:00:00', tournamentFixtures: [held('Bell', { type: 'Singles' })] },
    { date: '2025-10-24T00:00:00', tournamentFixtures: [held('Crown', { winningSide: side('Di') })] },
  ];

  it.each([
    [
      '2025-10-24',
      [
        { date: '2025-10-10', types: ['Pairs', 'Singles'], winners: 2 },
        { date: '2025-10-03', types: ['Singles'], winners: 1 },
      ],
    ],
    ['2025-10-03T00:00:00', []],
    [
      '2025-11-01',
      [
        { date: '2025-10-24', types: [], winners: 1 },
        { date: '2025-10-10', types: ['Pairs', 'Singles'], winners: 2 },
        { date: '2025-10-03', types: ['Singles'], winners: 1 },
      ],
    ],
  ])('before %s: only dates with a decided tournament, latest first', (date, expected) => {
    expect(earlierWinnerDates(dates, date)).toEqual(expected);
  });
});
