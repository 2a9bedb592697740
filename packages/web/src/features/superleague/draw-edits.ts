import type { TeamDto, TournamentGameDto, TournamentRoundDto, TournamentSideDto } from '@darts/contract';
import { newId } from '../../lib/new-id';
import { defaultBestOf, defaultTournamentStartingScore, type MatchSide } from '@darts/domain';

/**
 * The master draw's edits as pure functions of the draft: a single
 * round's matches are one player against one player, the host's player as side A. Each returns a
 * new draft and never changes its input.
 */

/** A player the draw can pick: from the team's season (TeamSeasonDto). */
export type DrawPlayer = { id: string; name: string; divisionId?: string };

export { newId };

/** A one-player side (TournamentSideDto), named after its player. */
export function sideOf(player: DrawPlayer, makeId: () => string = newId): TournamentSideDto {
  const { id, name, divisionId } = player;
  return { id: makeId(), name, players: [{ id, name, ...(divisionId ? { divisionId } : {}) }], noShow: false };
}

function roundOf(draft: TournamentGameDto, makeId: () => string): TournamentRoundDto {
  return draft.round ?? { id: makeId(), sides: [], matches: [], matchOptions: [] };
}

/** The draft with a new match between these players, playing the tournament's bestOf from 501. */
export function addMatch(
  draft: TournamentGameDto,
  host: DrawPlayer,
  opponent: DrawPlayer,
  makeId: () => string = newId,
): TournamentGameDto {
  const round = roundOf(draft, makeId);
  const match = { id: makeId(), sideA: sideOf(host, makeId), sideB: sideOf(opponent, makeId) };
  const option = { numberOfLegs: draft.bestOf ?? defaultBestOf, startingScore: defaultTournamentStartingScore };
  const options = round.matches.map((_, i) => round.matchOptions[i] ?? null);
  return {
    ...draft,
    round: { ...round, matches: [...round.matches, match], matchOptions: [...options, option] },
  };
}

/** The draft without the match at `index`, and without its match option, so they stay aligned. */
export function removeMatch(draft: TournamentGameDto, index: number): TournamentGameDto {
  const round = draft.round;
  if (!round?.matches[index]) return draft;
  return {
    ...draft,
    round: {
      ...round,
      matches: round.matches.filter((_, i) => i !== index),
      matchOptions: round.matchOptions.filter((_, i) => i !== index),
    },
  };
}

/** The draft with another player on one side of a match; the side keeps its id. */
export function setMatchPlayer(
  draft: TournamentGameDto,
  index: number,
  side: MatchSide,
  player: DrawPlayer,
  makeId: () => string = newId,
): TournamentGameDto {
  const round = draft.round;
  const match = round?.matches[index];
  if (!round || !match) return draft;
  const fresh = sideOf(player, makeId);
  const changed = { ...match, [side]: { ...fresh, id: match[side]?.id ?? fresh.id } };
  return { ...draft, round: { ...round, matches: round.matches.map((m, i) => (i === index ? changed : m)) } };
}

/** Ids of the players already on `side` in other matches: a player plays once per side. */
export function playersOnSide(draft: TournamentGameDto, side: MatchSide, exceptIndex?: number): Set<string> {
  const matches = draft.round?.matches ?? [];
  return new Set(
    matches.flatMap((match, i) => (i === exceptIndex ? [] : (match[side]?.players ?? []).map((p) => p.id))),
  );
}

const live = (record: { deleted?: string }) => !record.deleted;
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/**
 * The teams the host and opponent are chosen from: those in the tournament's season, and in its
 * division when any team of the season is (a cross-divisional tournament offers the whole season).
 */
export function seasonTeams(teams: readonly TeamDto[], seasonId: string, divisionId: string | undefined): TeamDto[] {
  const inSeason = teams.filter(
    (team) => live(team) && (team.seasons ?? []).some((s) => s.seasonId === seasonId && live(s)),
  );
  const inDivision = inSeason.filter((team) =>
    (team.seasons ?? []).some((s) => s.seasonId === seasonId && s.divisionId === divisionId && live(s)),
  );
  return [...(inDivision.length > 0 ? inDivision : inSeason)].sort(byName);
}

/** The players of the named team in the season, by name. */
export function teamPlayers(teams: readonly TeamDto[], teamName: string | undefined, seasonId: string): DrawPlayer[] {
  if (!teamName) return [];
  const team = teams.find((t) => live(t) && t.name === teamName);
  const season = team?.seasons?.find((s) => s.seasonId === seasonId && live(s));
  return (season?.players ?? [])
    .filter(live)
    .map((player) => ({ id: player.id, name: player.name, divisionId: season!.divisionId }))
    .sort(byName);
}
