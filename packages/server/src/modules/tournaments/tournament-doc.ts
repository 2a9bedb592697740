import type {
  EditMatchOption,
  EditNotableTournamentPlayer,
  EditTournamentGame,
  EditTournamentGroup,
  EditTournamentMatch,
  EditTournamentPlayer,
  EditTournamentRound,
  EditTournamentSide,
  GameMatchOptionDto,
  NotableTournamentPlayerDto,
  TournamentGroupDto,
  TournamentMatchDto,
  TournamentPlayerDto,
  TournamentRoundDto,
  TournamentSideDto,
} from '@darts/contract';
import { newId } from '../../shared/ids.js';
import type { TournamentDoc } from './tournaments.repository.js';

/** `{ [key]: value }` when the value is set, `{}` when it is null: responses leave nulls out. */
function given<K extends string, V>(key: K, value: V | null | undefined): { [P in K]?: V } {
  return (value == null ? {} : { [key]: value }) as { [P in K]?: V };
}

export function playerOf(player: EditTournamentPlayer): TournamentPlayerDto {
  return { id: player.id ?? newId(), name: player.name, ...given('divisionId', player.divisionId) };
}

export function notablePlayerOf(player: EditNotableTournamentPlayer): NotableTournamentPlayerDto {
  return { ...playerOf(player), ...given('score', player.score), ...given('notes', player.notes) };
}

/** What makes two sides the same entrant when one came without an id: its players, else its team. */
function entrantKey(side: Pick<TournamentSideDto, 'players' | 'teamId'>): string | undefined {
  if (side.players.length > 0)
    return `players:${side.players
      .map((p) => p.id)
      .sort()
      .join(',')}`;
  return side.teamId ? `team:${side.teamId}` : undefined;
}

type SideIds = (side: Omit<TournamentSideDto, 'id'>) => string;

function sideOf(side: EditTournamentSide, idFor: SideIds): TournamentSideDto {
  const rest = {
    ...given('name', side.name),
    ...given('teamId', side.teamId),
    players: side.players.map(playerOf),
    noShow: side.noShow,
    ...given('seed', side.seed),
  };
  return { id: side.id ?? idFor(rest), ...rest };
}

function matchOptionOf(option: EditMatchOption | null): GameMatchOptionDto | null {
  if (!option) return null;
  return {
    ...given('playerCount', option.playerCount),
    ...given('numberOfLegs', option.numberOfLegs),
    ...given('startingScore', option.startingScore),
  };
}

function matchOf(match: EditTournamentMatch, idFor: SideIds): TournamentMatchDto {
  return {
    id: match.id ?? newId(),
    ...given('sideA', match.sideA && sideOf(match.sideA, idFor)),
    ...given('sideB', match.sideB && sideOf(match.sideB, idFor)),
    ...given('scoreA', match.scoreA),
    ...given('scoreB', match.scoreB),
    ...given('saygId', match.saygId),
    ...given('bye', match.bye),
    ...given('board', match.board),
    ...given('offBoard', match.offBoard),
  };
}

/** The round chain as received, each round, match and side given an id where it had none. */
function roundOf(round: EditTournamentRound, idFor: SideIds): TournamentRoundDto {
  return {
    id: round.id ?? newId(),
    ...given('name', round.name),
    sides: round.sides.map((side) => sideOf(side, idFor)),
    matches: round.matches.map((match) => matchOf(match, idFor)),
    matchOptions: round.matchOptions.map(matchOptionOf),
    ...given('nextRound', round.nextRound && roundOf(round.nextRound, idFor)),
  };
}

function groupOf(group: EditTournamentGroup, idFor: SideIds): TournamentGroupDto {
  return {
    id: group.id ?? newId(),
    name: group.name,
    sides: group.sides.map((side) => sideOf(side, idFor)),
    matches: group.matches.map((match) => matchOf(match, idFor)),
    matchOptions: group.matchOptions.map(matchOptionOf),
  };
}

/**
 * The stored document of a PUT: ids received are kept; a top-level side,
 * round, match or player without one gets a fresh id; a side inside a round or match without one
 * takes the id of the top-level side with the same players (or, for a team side, the same team),
 * else a fresh one. Texts arrive trimmed and blank ones as null (the contract's schema).
 */
export function docOf(edit: EditTournamentGame): TournamentDoc {
  const sides = edit.sides.map((side) => sideOf(side, newId));
  const byEntrant = new Map<string, string>();
  for (const side of sides) {
    const key = entrantKey(side);
    if (key && !byEntrant.has(key)) byEntrant.set(key, side.id);
  }
  const idFor: SideIds = (side) => {
    const key = entrantKey(side);
    return (key && byEntrant.get(key)) || newId();
  };
  return {
    ...given('type', edit.type),
    ...given('notes', edit.notes),
    ...given('bestOf', edit.bestOf),
    ...given('host', edit.host),
    ...given('opponent', edit.opponent),
    ...given('gender', edit.gender),
    accoladesCount: edit.accoladesCount,
    excludeFromReports: edit.excludeFromReports,
    sides,
    ...given('round', edit.round && roundOf(edit.round, idFor)),
    oneEighties: edit.oneEighties.map(playerOf),
    over100Checkouts: edit.over100Checkouts.map(notablePlayerOf),
    ...given('format', edit.format),
    ...given('boards', edit.boards),
    ...given('losersRound', edit.losersRound && roundOf(edit.losersRound, idFor)),
    ...given('finalRound', edit.finalRound && roundOf(edit.finalRound, idFor)),
    ...given('grandFinalReset', edit.grandFinalReset),
    ...given(
      'groups',
      edit.groups?.map((group) => groupOf(group, idFor)),
    ),
    ...given('groupAdvance', edit.groupAdvance),
  };
}
