import { randomUUID } from 'node:crypto';
import type { CardPlayer, ScoreCard } from '../league/score-card.js';
import type { LeagueRecords } from './league-records.js';

/**
 * A small hand-made league for the division data tests, with every number worked out by hand.
 * The clock of test/harness.ts stands at 2026-11-21T12:00:00Z.
 *
 * Season 2026/27 (19:30, 4 hours), Premier (A): Alpha, Bravo, Charlie; Division One (B): Delta,
 * Echo. Foxtrot is registered in no season, so it belongs to every division (contract §5.5); Golf
 * is a deleted team. Results that count: G1 Alpha 6-2 Bravo, G2 Bravo 4-4 Charlie, G7 Delta 5-3
 * Echo. Not counting: G3 (postponed), G4 (knockout, Charlie won 3-1), G5 (players, no scores),
 * G8 (Delta of B away at Alpha in A: cross-division, no result), G9 (before the season starts).
 */
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const ids = {
  premier: uuid(101),
  divisionOne: uuid(102),
  oldDivision: uuid(103),
  season: uuid(201),
  lastSeason: uuid(202),
  nextSeason: uuid(203),
  alpha: uuid(301),
  bravo: uuid(302),
  charlie: uuid(303),
  delta: uuid(304),
  echo: uuid(305),
  foxtrot: uuid(306),
  golf: uuid(307),
  idleIvan: uuid(504),
  g: (n: number) => uuid(600 + n),
  note: (n: number) => uuid(700 + n),
  unknown: uuid(999),
};

type Side = { id: string; name: string; players: CardPlayer[] };
const side = (id: string, name: string, base: number, initials: string): Side => ({
  id,
  name,
  players: ['One', 'Two', 'Three'].map((n, i) => ({ id: uuid(base + i), name: `${initials} ${n}` })),
});
export const alpha = side(ids.alpha, 'Alpha', 501, 'Alpha');
export const bravo = side(ids.bravo, 'Bravo', 511, 'Bravo');
export const charlie = side(ids.charlie, 'Charlie', 521, 'Charlie');
export const delta = side(ids.delta, 'Delta', 531, 'Delta');
export const echo = side(ids.echo, 'Echo', 541, 'Echo');

/** Singles 0-4 use players 1,2,3,1,2; pairs 1+2 and 2+3; triples all three. */
const lineUp = (s: Side, index: number): CardPlayer[] => {
  const [p1, p2, p3] = s.players as [CardPlayer, CardPlayer, CardPlayer];
  if (index < 5) return [[p1, p2, p3][index % 3]!];
  return index === 5 ? [p1, p2] : index === 6 ? [p2, p3] : [p1, p2, p3];
};

export function card(home: Side, away: Side, legs: Array<[number, number]>, extra: Partial<ScoreCard> = {}): ScoreCard {
  return {
    home: { id: home.id, name: home.name },
    away: { id: away.id, name: away.name },
    matches: legs.map(([homeScore, awayScore], index) => ({
      id: randomUUID(),
      homePlayers: lineUp(home, index),
      awayPlayers: lineUp(away, index),
      homeScore,
      awayScore,
    })),
    matchOptions: [],
    oneEighties: [],
    over100Checkouts: [],
    ...extra,
  };
}

const blank = (home: Side, away: Side) => card(home, away, []);
const teamSeason = (n: number, teamId: string, seasonId: string, divisionId: string) => ({
  id: uuid(n),
  teamId,
  seasonId,
  divisionId,
});
const players = (s: Side, teamSeasonId: string) =>
  s.players.map((p, i) => ({ ...p, teamSeasonId, captain: i === 0, gender: 'Male' as const }));

export const testLeague: LeagueRecords = {
  divisions: [
    { id: ids.premier, name: 'Premier' },
    { id: ids.divisionOne, name: 'Division One' },
    { id: ids.oldDivision, name: 'Old Division', deleted: '2026-10-01T12:00:00.0000000Z' },
  ],
  seasons: [
    {
      id: ids.season,
      name: '2026/27',
      startDate: '2026-09-01',
      endDate: '2027-04-30',
      fixtureStartTime: '19:30:00',
      fixtureDuration: 4,
      divisionIds: [ids.premier, ids.divisionOne],
    },
    { id: ids.lastSeason, name: '2025/26', startDate: '2025-09-01', endDate: '2026-04-30', divisionIds: [ids.premier] },
    { id: ids.nextSeason, name: '2027/28', startDate: '2027-09-01', endDate: '2028-04-30', divisionIds: [ids.premier] },
  ],
  teams: [
    { id: ids.alpha, name: 'Alpha', address: 'The Anchor' },
    { id: ids.bravo, name: 'Bravo', address: '' },
    { id: ids.charlie, name: 'Charlie', address: 'The Crown, High St; Town' },
    { id: ids.delta, name: 'Delta', address: 'The Anchor' },
    { id: ids.echo, name: 'Echo', address: 'Echo Club' },
    { id: ids.foxtrot, name: 'Foxtrot', address: 'the anchor ' },
    { id: ids.golf, name: 'Golf', address: 'Gone', deleted: '2026-10-01T12:00:00.0000000Z' },
  ],
  teamSeasons: [
    teamSeason(401, ids.alpha, ids.season, ids.premier),
    teamSeason(402, ids.bravo, ids.season, ids.premier),
    teamSeason(403, ids.charlie, ids.season, ids.premier),
    teamSeason(404, ids.delta, ids.season, ids.divisionOne),
    teamSeason(405, ids.echo, ids.season, ids.divisionOne),
    teamSeason(407, ids.golf, ids.season, ids.premier),
    teamSeason(411, ids.alpha, ids.lastSeason, ids.premier),
    teamSeason(412, ids.bravo, ids.lastSeason, ids.premier),
  ],
  players: [
    ...players(alpha, uuid(401)),
    { id: ids.idleIvan, teamSeasonId: uuid(401), name: 'Idle Ivan', gender: 'Male' },
    ...players(bravo, uuid(402)),
    ...players(charlie, uuid(403)),
    ...players(delta, uuid(404)),
    ...players(echo, uuid(405)),
  ],
  games: [
    {
      id: ids.g(1),
      seasonId: ids.season,
      divisionId: ids.premier,
      date: '2026-10-01',
      address: 'The Anchor',
      homeTeamId: ids.alpha,
      awayTeamId: ids.bravo,
      card: card(
        alpha,
        bravo,
        [
          [3, 1],
          [3, 2],
          [3, 0],
          [1, 3],
          [3, 0],
          [2, 1],
          [0, 2],
          [2, 0],
        ],
        {
          oneEighties: [alpha.players[2]!],
          over100Checkouts: [{ ...bravo.players[2]!, score: 120 }],
        },
      ),
    },
    {
      id: ids.g(2),
      seasonId: ids.season,
      divisionId: ids.premier,
      date: '2026-10-08',
      address: 'Bravo',
      homeTeamId: ids.bravo,
      awayTeamId: ids.charlie,
      card: card(bravo, charlie, [
        [3, 2],
        [2, 3],
        [3, 1],
        [0, 3],
        [3, 0],
        [2, 1],
        [1, 2],
        [1, 2],
      ]),
    },
    {
      id: ids.g(3),
      seasonId: ids.season,
      divisionId: ids.premier,
      date: '2026-10-15',
      address: 'The Crown',
      homeTeamId: ids.charlie,
      awayTeamId: ids.alpha,
      postponed: true,
      card: card(charlie, alpha, [
        [3, 1],
        [3, 1],
        [3, 1],
        [3, 1],
        [3, 1],
        [2, 1],
        [2, 1],
        [2, 1],
      ]),
    },
    {
      id: ids.g(4),
      seasonId: ids.season,
      divisionId: ids.premier,
      date: '2026-10-22',
      address: 'The Anchor',
      homeTeamId: ids.alpha,
      awayTeamId: ids.charlie,
      isKnockout: true,
      card: card(alpha, charlie, [
        [0, 2],
        [1, 2],
        [2, 0],
        [0, 2],
      ]),
    },
    {
      id: ids.g(5),
      seasonId: ids.season,
      divisionId: ids.premier,
      date: '2026-10-29',
      address: 'The Crown',
      homeTeamId: ids.charlie,
      awayTeamId: ids.bravo,
      card: card(charlie, bravo, [
        [0, 0],
        [0, 0],
        [0, 0],
        [0, 0],
        [0, 0],
        [0, 0],
        [0, 0],
        [0, 0],
      ]),
    },
    {
      id: ids.g(6),
      seasonId: ids.season,
      divisionId: ids.premier,
      date: '2026-11-26',
      address: 'The Anchor',
      homeTeamId: ids.alpha,
      awayTeamId: ids.bravo,
      card: blank(alpha, bravo),
    },
    {
      id: ids.g(7),
      seasonId: ids.season,
      divisionId: ids.divisionOne,
      date: '2026-10-01',
      address: 'The Anchor',
      homeTeamId: ids.delta,
      awayTeamId: ids.echo,
      card: card(delta, echo, [
        [3, 0],
        [3, 1],
        [0, 3],
        [3, 2],
        [1, 3],
        [2, 0],
        [1, 2],
        [2, 1],
      ]),
    },
    {
      id: ids.g(8),
      seasonId: ids.season,
      divisionId: ids.premier,
      date: '2026-11-05',
      address: 'The Anchor',
      homeTeamId: ids.delta,
      awayTeamId: ids.alpha,
      card: blank(delta, alpha),
    },
    {
      id: ids.g(9),
      seasonId: ids.season,
      divisionId: ids.premier,
      date: '2026-08-20',
      address: 'The Anchor',
      homeTeamId: ids.alpha,
      awayTeamId: ids.bravo,
      card: card(alpha, bravo, [
        [3, 1],
        [3, 1],
        [3, 1],
        [3, 1],
        [3, 1],
        [2, 1],
        [2, 1],
        [2, 1],
      ]),
    },
    {
      id: ids.g(11),
      seasonId: ids.lastSeason,
      divisionId: ids.premier,
      date: '2026-01-15',
      address: 'Bravo',
      homeTeamId: ids.bravo,
      awayTeamId: ids.alpha,
      card: card(bravo, alpha, [
        [3, 1],
        [3, 1],
        [3, 1],
        [3, 1],
        [3, 1],
        [2, 1],
        [2, 1],
        [2, 1],
      ]),
    },
    {
      id: ids.g(12),
      seasonId: ids.season,
      divisionId: ids.divisionOne,
      date: '2026-11-12',
      address: 'Echo Club',
      homeTeamId: ids.echo,
      awayTeamId: ids.delta,
      card: blank(echo, delta),
    },
  ],
  notes: [
    { id: ids.note(1), seasonId: ids.season, divisionId: null, date: '2026-10-01', note: 'Cup draw tonight' },
    {
      id: ids.note(2),
      seasonId: ids.season,
      divisionId: ids.divisionOne,
      date: '2026-10-08',
      note: 'Echo Club closed',
    },
    {
      id: ids.note(3),
      seasonId: ids.season,
      divisionId: ids.premier,
      date: '2026-10-08',
      note: 'Deleted',
      deleted: '2026-10-02T12:00:00.0000000Z',
    },
    {
      id: ids.note(4),
      seasonId: ids.season,
      divisionId: ids.premier,
      date: '2026-12-03',
      note: 'Christmas party at The Crown; food, drinks & prizes, \\ all welcome!\nBring a friend 🎄 — everyone is welcome, really.',
    },
  ],
};
