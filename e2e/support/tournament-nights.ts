import { randomUUID } from 'node:crypto';
import type { Api } from './api.js';

/**
 * Tournament nights of issue #26 as the API sends them, for browser journeys that build one from an
 * empty database: sides, the stages' round chains, and a division and season to hold them.
 */
export type Side = { id: string; name: string; players: Array<{ id: string; name: string }> };
export type Match = {
  id: string;
  sideA?: Side | null;
  sideB?: Side | null;
  scoreA?: number | null;
  scoreB?: number | null;
  bye?: boolean | null;
  board?: number | null;
};
export type Round = {
  name?: string | null;
  matches: Match[];
  matchOptions?: Array<{ numberOfLegs?: number | null } | null> | null;
  nextRound?: Round | null;
};
export type Group = {
  id: string;
  name: string;
  sides: Side[];
  matches: Match[];
  matchOptions?: Round['matchOptions'];
};
export type Stage = 'round' | 'losersRound' | 'finalRound';
export type Tournament = {
  id: string;
  bestOf?: number | null;
  format?: string;
  round?: Round | null;
  losersRound?: Round | null;
  finalRound?: Round | null;
  groups?: Group[] | null;
};

/** A side of one player, named `name`. */
export const aSide = (name: string): Side => ({ id: randomUUID(), name, players: [{ id: randomUUID(), name }] });

/** A round and the rounds after it, first to last. */
export const roundsOf = (round: Round | null | undefined): Round[] =>
  round ? [round, ...roundsOf(round.nextRound)] : [];

/** A PATCH body for the match at `depth` of a stage's round chain. */
export const nested = (depth: number, body: object): object =>
  depth === 0 ? body : { nextRound: nested(depth - 1, body) };

/** A PATCH match score, side A's legs first. */
export const scoreOf = (match: Match, scoreA: number, scoreB: number) => ({
  match: { sideA: match.sideA!.id, sideB: match.sideB!.id, scoreA, scoreB },
});

export const names = [
  'Ann Archer',
  'Bob Bell',
  'Cat Cole',
  'Dan Dale',
  'Eve East',
  'Fay Fox',
  'Gus Gray',
  'Hal Hill',
  'Ivy Ives',
  'Jon Jay',
  'Kim Kerr',
  'Lee Lamb',
  'Max Moss',
  'Ned Nash',
  'Oli Orr',
  'Pam Pike',
];

/** A division and a season running this year, made through the API; answers their ids. */
export async function aLeague(api: Api): Promise<{ seasonId: string; divisionId: string }> {
  const division = await api.write<{ id: string }>('PUT', '/api/Division', { name: 'Premier' });
  const year = new Date().getUTCFullYear();
  const season = await api.write<{ id: string }>('PUT', '/api/Season', {
    name: 'This season',
    startDate: `${year - 1}-01-01`,
    endDate: `${year + 1}-12-31`,
    divisionIds: [division.id],
  });
  return { seasonId: season.id, divisionId: division.id };
}

/** A tournament at The Crown of the first `count` names, best of 3, made through the API with no draw yet. */
export async function aTournamentNight(
  api: Api,
  league: { seasonId: string; divisionId: string },
  type: string,
  count: number,
  extra: object = {},
): Promise<{ id: string; sides: Side[] }> {
  const sides = names.slice(0, count).map(aSide);
  const made = await api.write<{ id: string }>('PUT', '/api/Tournament', {
    address: 'The Crown',
    date: new Date().toISOString().slice(0, 10),
    ...league,
    type,
    bestOf: 3,
    sides,
    oneEighties: [],
    over100Checkouts: [],
    ...extra,
  });
  return { id: made.id, sides };
}
