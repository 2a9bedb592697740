import type { DivisionDataDto, DivisionFixtureDto } from '@darts/contract';
import { describe, expect, it } from 'vitest';
import { editGameOf, fixturesToSave, savedFixtureKeys } from './fixtures-to-save';

const team = (id: string) => ({ id, name: `Team ${id}`, address: `${id} Arms` });
const row = (home: string, away: string | undefined, proposal: boolean): DivisionFixtureDto => ({
  id: proposal ? home : `${home}-${away}`,
  homeTeam: team(home),
  ...(away ? { awayTeam: { id: away, name: `Team ${away}` } } : {}),
  postponed: false,
  isKnockout: false,
  accoladesCount: true,
  proposal,
  fixturesUsingAddress: [],
});
const division = (dates: Record<string, DivisionFixtureDto[]>): DivisionDataDto => ({
  id: 'd1',
  name: 'Premier',
  superleague: false,
  teams: [],
  players: [],
  dataErrors: [],
  fixtures: Object.entries(dates).map(([date, fixtures]) => ({
    date: `${date}T00:00:00`,
    fixtures,
    tournamentFixtures: [],
    notes: [],
  })),
});

describe('fixturesToSave', () => {
  it.each([
    [
      'a new fixture is saved',
      { '2026-01-05': [row('a', 'b', true)] },
      { saved: ['2026-01-05|a|b'], existing: 0, clashes: 0, byes: 0 },
    ],
    ['a bye is not', { '2026-01-05': [row('a', undefined, true)] }, { saved: [], existing: 0, clashes: 0, byes: 1 }],
    [
      'one the season has is not saved again',
      { '2026-01-05': [row('a', 'b', false), row('a', 'b', true)] },
      { saved: [], existing: 1, clashes: 0, byes: 0 },
    ],
    [
      'one whose team already plays that date is left out',
      { '2026-01-05': [row('a', 'c', false), row('b', 'a', true), row('d', 'e', true)] },
      { saved: ['2026-01-05|d|e'], existing: 0, clashes: 1, byes: 0 },
    ],
    [
      'an unselected team’s row is no fixture',
      { '2026-01-05': [row('a', undefined, false), row('a', 'b', true)] },
      { saved: ['2026-01-05|a|b'], existing: 0, clashes: 0, byes: 0 },
    ],
    [
      'the same teams on another date are saved',
      { '2026-01-05': [row('a', 'b', false)], '2026-01-12': [row('a', 'b', true)] },
      { saved: ['2026-01-12|a|b'], existing: 0, clashes: 0, byes: 0 },
    ],
  ])('%s', (_, dates, expected) => {
    const result = fixturesToSave({ divisions: [division(dates)] }, new Map());
    expect({ ...result, fixtures: undefined, saved: result.fixtures.map((f) => f.key) }).toEqual({
      ...expected,
      fixtures: undefined,
    });
  });

  it('sends the home team’s address, the wire date and the flags the spec names (spec 1 §7)', () => {
    const proposal = division({ '2026-01-05': [{ ...row('a', 'b', true), homeTeam: { id: 'a', name: 'Team a' } }] });
    const [fixture] = fixturesToSave({ divisions: [proposal] }, new Map([['a', 'The Pub']])).fixtures;
    expect(editGameOf(fixture!, 's1')).toEqual({
      address: 'The Pub',
      date: '2026-01-05T00:00:00',
      divisionId: 'd1',
      seasonId: 's1',
      homeTeamId: 'a',
      awayTeamId: 'b',
      isKnockout: false,
      accoladesCount: true,
    });
  });

  it('knows a saved fixture by date, home and away', () => {
    expect([
      ...savedFixtureKeys(division({ '2026-01-05': [row('a', 'b', false), row('c', 'd', true)] }).fixtures),
    ]).toEqual(['2026-01-05|a|b']);
  });
});
