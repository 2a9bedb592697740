import type { TeamDto, TournamentGameDto, TournamentMatchDto } from '@darts/contract';
import type { Sayg } from '@darts/domain';
import { playRecord, type LegScript } from '../../testing/play-record';

export { playRecord, type LegScript };

/** Home wins in 12 darts with a ton, a 140 and a 180; away answers with 60s. */
export const homeWinsLeg: LegScript = { first: 'home', scores: [180, 60, 140, 60, 100, 60, 81], checkoutDarts: 3 };
/** Away throws first and wins in 14 darts (40 out with 2); home has 196 left. */
export const awayWinsLeg: LegScript = {
  first: 'away',
  scores: [100, 45, 140, 100, 140, 60, 81, 100, 40],
  checkoutDarts: 2,
};

/** GET /api/Sayg/{id}'s body for a record (nulls left out). */
export function recordBody(sayg: Sayg, id: string): Record<string, unknown> {
  const body = { ...sayg, id, updated: '2025-11-21T12:00:00.0000000Z' };
  return JSON.parse(JSON.stringify(body, (_key, item: unknown) => (item === null ? undefined : item))) as Record<
    string,
    unknown
  >;
}

let counter = 0;
export const testId = () => `10000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;

export const seasonId = '20000000-0000-4000-8000-000000000001';
export const divisionId = '20000000-0000-4000-8000-000000000002';

const playerIds = new Map<string, string>();
/** One id per player name, so a draw's players are the teams' players. */
export const playerIdOf = (name: string) => playerIds.get(name) ?? playerIds.set(name, testId()).get(name)!;

/** A one-player-a-side match of the draw. */
export function aMatch(a: string, b: string, more: Partial<TournamentMatchDto> = {}): TournamentMatchDto {
  const side = (name: string) => ({ id: testId(), name, players: [{ id: playerIdOf(name), name }], noShow: false });
  return { id: testId(), sideA: side(a), sideB: side(b), ...more };
}

/** A saved superleague evening between Crown and Swan, best of 3, with these matches. */
export function aSuperleague(matches: TournamentMatchDto[], more: Partial<TournamentGameDto> = {}): TournamentGameDto {
  return {
    id: testId(),
    updated: '2025-11-21T10:00:00.0000000Z',
    date: '2025-11-21T00:00:00',
    seasonId,
    divisionId,
    address: 'Crown Arms',
    singleRound: true,
    host: 'Crown',
    opponent: 'Swan',
    gender: 'men',
    bestOf: 3,
    accoladesCount: true,
    excludeFromReports: false,
    sides: [],
    round: {
      id: testId(),
      sides: [],
      matches,
      matchOptions: matches.map(() => ({ numberOfLegs: 3, startingScore: 501 })),
    },
    oneEighties: [],
    over100Checkouts: [],
    photos: [],
    ...more,
  };
}

const updated = '2025-01-01T00:00:00Z';

/** A team in the season with these players (GET /api/Team/Seasons). */
export function aTeamWithPlayers(name: string, players: string[]): TeamDto {
  return {
    id: testId(),
    name,
    address: `${name} Arms`,
    updated,
    seasons: [
      {
        id: testId(),
        seasonId,
        divisionId,
        updated,
        players: players.map((player) => ({ id: playerIdOf(player), name: player, captain: false, updated })),
      },
    ],
  };
}
