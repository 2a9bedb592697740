import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import type { Api } from './api.js';
import { visible } from './sign-in.js';

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

/**
 * A season running this year over `divisions` (by default one, Premier), made through the API;
 * answers its id, the first division's id and all of theirs.
 */
export async function aLeague(
  api: Api,
  divisions: Array<{ name: string; superleague?: boolean }> = [{ name: 'Premier' }],
): Promise<{ seasonId: string; divisionId: string; divisionIds: string[] }> {
  const divisionIds: string[] = [];
  for (const division of divisions)
    divisionIds.push((await api.write<{ id: string }>('PUT', '/api/Division', division)).id);
  const year = new Date().getUTCFullYear();
  const season = await api.write<{ id: string }>('PUT', '/api/Season', {
    name: 'This season',
    startDate: `${year - 1}-01-01`,
    endDate: `${year + 1}-12-31`,
    divisionIds,
  });
  return { seasonId: season.id, divisionId: divisionIds[0]!, divisionIds };
}

/** A team at The `name` in the league's (first) division, with `players` added; answers its id. */
export async function aTeam(
  api: Api,
  league: { seasonId: string; divisionId: string },
  name: string,
  players: readonly string[],
): Promise<string> {
  const { seasonId, divisionId } = league;
  const { id } = await api.write<{ id: string }>('PUT', '/api/Team/', {
    name,
    address: `The ${name}`,
    seasonId,
    divisionId,
    newDivisionId: divisionId,
  });
  for (const player of players)
    await api.write('POST', `/api/Player/${divisionId}/${seasonId}/${id}`, { name: player, captain: false });
  return id;
}

/**
 * A tournament at The Crown today, best of 3, made through the API with no draw yet: its sides the
 * first `sides` names, or these names, or these sides; `extra` adds to (or overrides) the body.
 */
export async function aTournamentNight(
  api: Api,
  league: { seasonId: string; divisionId: string },
  type: string,
  sides: number | readonly string[] | Side[],
  extra: object = {},
): Promise<{ id: string; sides: Side[] }> {
  const made =
    typeof sides === 'number'
      ? names.slice(0, sides).map(aSide)
      : sides.map((side) => (typeof side === 'string' ? aSide(side) : side));
  const tournament = await api.write<{ id: string }>('PUT', '/api/Tournament', {
    address: 'The Crown',
    date: new Date().toISOString().slice(0, 10),
    seasonId: league.seasonId,
    divisionId: league.divisionId,
    type,
    bestOf: 3,
    sides: made,
    oneEighties: [],
    over100Checkouts: [],
    ...extra,
  });
  return { id: tournament.id, sides: made };
}

/** A match's card, its round brought on screen first (on a phone one round shows at a time). */
export async function matchCard(page: Page, stage: string, round: string, number: number) {
  const tab = page.getByRole('tablist', { name: `${stage} round`, exact: true }).getByRole('tab', { name: round });
  if (await tab.isVisible()) await tab.click();
  const found = page
    .getByRole('region', { name: stage, exact: true })
    .getByRole('article', { name: `Match ${number}` });
  await visible(found);
  return found;
}
