import type {
  NotableTournamentPlayerDto,
  PatchTournamentDto,
  PatchTournamentRoundDto,
  TournamentGameDto,
  TournamentMatchDto,
  TournamentRoundDto,
  TournamentPlayerDto,
  TournamentSideDto,
} from '@darts/contract';
import {
  activeSides,
  advanceTournament,
  bracketPlan,
  chainOf,
  drawBracket,
  removeSide,
  roundName,
  roundsOf,
  drawAfterSides,
  type AccoladeChange,
  type MatchSide,
  type Side,
  type TournamentRound,
} from '@darts/domain';

/** The tournament being edited: the wire record, every round and match with an id. */
export type Draft = TournamentGameDto;

/** Structural equality of two JSON values, ignoring absent versus undefined properties (deep comparison). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => deepEqual(item, b[i]));
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) if (!deepEqual(left[key], right[key])) return false;
  return true;
}

/** The draft of a loaded tournament: later rounds show the winners decided so far. */
export const draftOf = (tournament: TournamentGameDto): Draft => advanceTournament(tournament);

/** The page's heading: '{type or 'tournament'} at {address}'. */
export function tournamentTitle(tournament: Pick<TournamentGameDto, 'type' | 'address'>): string {
  return `${tournament.type?.trim() || 'tournament'} at ${tournament.address}`;
}

/** A domain round (from the draw) as the wire writes it, with ids from `newId`. */
function asRoundDtos(rounds: readonly TournamentRound[], newId: (roundIndex: number, matchIndex?: number) => string) {
  return rounds.map((round, roundIndex): TournamentRoundDto => ({
    id: round.id ?? newId(roundIndex),
    ...(round.name ? { name: round.name } : {}),
    sides: [],
    matches: round.matches.map((match, matchIndex): TournamentMatchDto => ({
      ...(match as Omit<TournamentMatchDto, 'id'>),
      id: match.id ?? newId(roundIndex, matchIndex),
    })),
    matchOptions: round.matchOptions.map((option) =>
      option
        ? {
            ...(option.numberOfLegs != null ? { numberOfLegs: option.numberOfLegs } : {}),
            ...(option.startingScore != null ? { startingScore: option.startingScore } : {}),
          }
        : null,
    ),
  }));
}

const chained = (rounds: TournamentRoundDto[]) => chainOf(rounds) as TournamentRoundDto | undefined;

/**
 * The rounds shown: the tournament's own, else the draw its active sides make (spec 2 §4: the
 * bracket is derived from the sides not marked noShow), with the winners moved on. A drawn match
 * has an id that only says where it is, so 'Start scoring' asks for a save first.
 */
export function shownRounds(tournament: Draft): TournamentRoundDto[] {
  if (tournament.round) return roundsOf(advanceTournament(tournament).round) as TournamentRoundDto[];
  const drawn = roundsOf(drawBracket(tournament));
  return asRoundDtos(drawn, (r, m) => (m === undefined ? `drawn-${r}` : `drawn-${r}-${m}`));
}

/** The round names of the bracket: from the plan of the first round's size. */
export function roundNames(rounds: readonly TournamentRoundDto[], tournament: Draft): string[] {
  const plan = bracketPlan(activeSides(tournament).length);
  return rounds.map((round, index) =>
    round.name?.trim() ? round.name : index < plan.roundCount ? roundName(index, plan) : `Round ${index + 1}`,
  );
}

/** Whether any match has a score or a leg-by-leg record: then the draw is kept as it is. */
export function hasResults(tournament: Draft): boolean {
  return roundsOf(tournament.round).some((round) =>
    round.matches.some((m) => (m.scoreA ?? 0) > 0 || (m.scoreB ?? 0) > 0 || !!m.saygId),
  );
}

/** A fresh draw of the active sides with new ids (before any result). */
function redrawn(tournament: Draft, newId: () => string): TournamentRoundDto | undefined {
  return chained(asRoundDtos(roundsOf(drawBracket(tournament)), () => newId()));
}

/**
 * The tournament with these sides (side dialog). A saved draw is drawn again
 * from the active sides while no match has a result; after that the draw stays, and a removed
 * side leaves every match it was in (removing a match's last side deletes the match).
 */
export function withSides(tournament: Draft, sides: TournamentSideDto[], newId: () => string): Draft {
  const next = { ...tournament, sides };
  if (tournament.draw) {
    // Issue #26, the domain's rule: a draw made before a side came or went is undone while nothing is
    // played (Draw makes it again); after, a side not drawn is the server's to refuse (the side dialog
    // says so first), and a drawn side that left leaves its matches below.
    const effect = drawAfterSides(tournament, sides);
    if (effect === 'undone') {
      const { draw: _d, round: _r, losersRound: _l, finalRound: _f, groups: _g, ...undrawn } = next;
      return undrawn;
    }
    const playing = new Set(activeSides(next).map((side) => side.id));
    if (effect === 'refused' || tournament.draw.order.every((id) => playing.has(id))) return next;
  }
  if (!tournament.round) return next;
  // A drawn night is laid out by the server's draw, never drawn again here.
  if (!hasResults(tournament) && !tournament.draw) {
    const round = redrawn(next, newId);
    const { round: _old, ...rest } = next;
    return round ? { ...rest, round } : rest;
  }
  const kept = new Set(sides.map((side) => side.id));
  let result: Draft = next;
  roundsOf(tournament.round).forEach((round, roundIndex) => {
    for (let matchIndex = round.matches.length - 1; matchIndex >= 0; matchIndex -= 1) {
      for (const side of ['sideB', 'sideA'] as const) {
        const entrant = roundsOf(result.round)[roundIndex]?.matches[matchIndex]?.[side];
        if (entrant && !kept.has(entrant.id)) result = removeSide(result, roundIndex, matchIndex, side);
      }
    }
  });
  return advanceTournament(result);
}

/** The draft's rounds, drawn (with real ids) when it has none yet, so a match can be edited. */
export function withRounds(tournament: Draft, newId: () => string): Draft {
  if (tournament.round) return tournament;
  const round = redrawn(tournament, newId);
  return round ? { ...tournament, round } : tournament;
}

/** The tournament with one match changed, the winners moved on. */
export function withMatch(
  tournament: Draft,
  roundIndex: number,
  matchIndex: number,
  change: (match: TournamentMatchDto) => TournamentMatchDto,
  newId: () => string,
): Draft {
  const withChain = withRounds(tournament, newId);
  const rounds = roundsOf(withChain.round) as TournamentRoundDto[];
  const changed = rounds.map((round, r) =>
    // The match keeps the chain's id: an edit made on the shown draw carries the draw's placeholder id.
    r === roundIndex
      ? { ...round, matches: round.matches.map((m, i) => (i === matchIndex ? { ...change(m), id: m.id } : m)) }
      : round,
  );
  return advanceTournament({ ...withChain, round: chained(changed) });
}

/** The draft with a match's side taken out; its last side deletes it (domain removeSide). */
export function withoutMatchSide(
  tournament: Draft,
  roundIndex: number,
  matchIndex: number,
  side: MatchSide,
  newId: () => string,
): Draft {
  return advanceTournament(removeSide(withRounds(tournament, newId), roundIndex, matchIndex, side));
}

/**
 * PATCH /api/Tournament/{id} for one match's score: the path down the round
 * chain to round `roundIndex`, naming the match by its two side ids.
 */
export function scorePatch(roundIndex: number, match: TournamentMatchDto): PatchTournamentDto | undefined {
  if (!match.sideA || !match.sideB) return undefined;
  let round: PatchTournamentRoundDto = {
    match: { sideA: match.sideA.id, sideB: match.sideB.id, scoreA: match.scoreA ?? 0, scoreB: match.scoreB ?? 0 },
  };
  for (let depth = roundIndex; depth > 0; depth -= 1) round = { nextRound: round };
  return { round };
}

/** Where a match is in the chain, by its id. */
export function findMatch(
  tournament: Draft,
  matchId: string,
): { roundIndex: number; matchIndex: number; match: TournamentMatchDto; legs?: number } | undefined {
  const rounds = roundsOf(tournament.round) as TournamentRoundDto[];
  for (const [roundIndex, round] of rounds.entries()) {
    const matchIndex = round.matches.findIndex((m) => m.id === matchId);
    const match = round.matches[matchIndex];
    if (match) {
      const legs = round.matchOptions[matchIndex]?.numberOfLegs;
      return { roundIndex, matchIndex, match, ...(legs ? { legs } : {}) };
    }
  }
  return undefined;
}

/** Every player of the tournament's sides, by name, once. */
export function tournamentPlayers(tournament: Pick<Draft, 'sides'>) {
  const seen = new Map<string, { id: string; name: string; divisionId?: string }>();
  for (const side of tournament.sides)
    for (const player of side.players) if (!seen.has(player.id)) seen.set(player.id, player);
  return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** The draft with one match played over `legs` legs (its match option: at least 1). */
export function withMatchLegs(
  tournament: Draft,
  roundIndex: number,
  matchIndex: number,
  legs: number,
  newId: () => string,
): Draft {
  const withChain = withRounds(tournament, newId);
  const rounds = (roundsOf(withChain.round) as TournamentRoundDto[]).map((round, r) =>
    r === roundIndex
      ? {
          ...round,
          matchOptions: round.matches.map((_, i) =>
            i === matchIndex ? { ...round.matchOptions[i], numberOfLegs: legs } : (round.matchOptions[i] ?? null),
          ),
        }
      : round,
  );
  return advanceTournament({ ...withChain, round: chained(rounds) });
}

/**
 * A match edit from the match dialog: both sides removed deletes the match (domain
 * removeSide, one side at a time); otherwise the match and its legs are taken.
 */
export function withMatchEdit(
  tournament: Draft,
  roundIndex: number,
  matchIndex: number,
  edit: { match: TournamentMatchDto; legs: number },
  newId: () => string,
): Draft {
  const { match, legs } = edit;
  if (!match.sideA && !match.sideB) {
    const drawn = withRounds(tournament, newId);
    const matchCount = (t: Draft) => roundsOf(t.round)[roundIndex]?.matches.length;
    let next = removeSide(drawn, roundIndex, matchIndex, 'sideA');
    if (matchCount(next) === matchCount(drawn)) next = removeSide(next, roundIndex, matchIndex, 'sideB');
    return advanceTournament(next);
  }
  const next = withMatch(tournament, roundIndex, matchIndex, () => match, newId);
  const round = roundsOf(next.round)[roundIndex];
  return round?.matchOptions[matchIndex]?.numberOfLegs === legs
    ? next
    : withMatchLegs(next, roundIndex, matchIndex, legs, newId);
}

/**
 * The player who threw a match side's 180s and hi-checks: the side's one player. A
 * pair or a team names no single thrower, so theirs are left to be entered by hand.
 */
export function throwerOf(match: TournamentMatchDto, side: Side): TournamentPlayerDto | undefined {
  const players = (side === 'home' ? match.sideA : match.sideB)?.players ?? [];
  return players.length === 1 ? players[0] : undefined;
}

/** The entry a 180 or hi-check adds for `player` (a hi-check's `score` is the checkout). */
export function accoladeEntry(change: AccoladeChange, player: TournamentPlayerDto): NotableTournamentPlayerDto {
  const { id, name, divisionId } = player;
  return {
    id,
    name,
    ...(divisionId ? { divisionId } : {}),
    ...(change.type === 'hi-check' ? { score: change.score } : {}),
  };
}

/** `list` without its last entry that `matches` picks. */
function withoutLast<T>(list: readonly T[], matches: (entry: T) => boolean): T[] {
  const at = list.findLastIndex(matches);
  return at < 0 ? [...list] : list.filter((_, i) => i !== at);
}

/**
 * The tournament with one 180 or hi-check thrown on the scoring screen added, or taken back (an
 * edited or undone throw: the player's last such entry goes; issue #22).
 */
export function withAccolade<T extends Pick<Draft, 'oneEighties' | 'over100Checkouts'>>(
  tournament: T,
  change: AccoladeChange,
  player: TournamentPlayerDto,
): T {
  const entry = accoladeEntry(change, player);
  if (change.type === 'one-eighty') {
    const { score: _none, ...oneEighty } = entry;
    return {
      ...tournament,
      oneEighties:
        change.change === 'add'
          ? [...tournament.oneEighties, oneEighty]
          : withoutLast(tournament.oneEighties, (p) => p.id === player.id),
    };
  }
  return {
    ...tournament,
    over100Checkouts:
      change.change === 'add'
        ? [...tournament.over100Checkouts, entry]
        : withoutLast(tournament.over100Checkouts, (p) => p.id === player.id && p.score === change.score),
  };
}

/** PATCH /api/Tournament/{id} adding one 180 or hi-check (`additional180`, `additionalOver100Checkout`). */
export function accoladePatch(change: AccoladeChange, player: TournamentPlayerDto): PatchTournamentDto {
  const entry = accoladeEntry(change, player);
  return change.type === 'one-eighty' ? { additional180: entry } : { additionalOver100Checkout: entry };
}
