import {
  advanceTournament,
  chainOf,
  matchLegs,
  pendingSlotLabel,
  roundsOf,
  tournamentMatchWinner,
  tournamentMatchesOf,
  type MatchStage,
  type TournamentMatch,
  type TournamentRound,
} from '@darts/domain';
import { roundNames, shownRounds, type Draft } from './tournament-model';

/**
 * The tournament night's stages as the page shows them (issue #26): groups, the winners bracket
 * (or the knockout), the losers bracket and the grand final. The rules (who goes where, who won)
 * are the domain's; this only says what is shown where and how matches are numbered.
 */

/** The draft, with the fields of the formats of issue #26. */
export type StagedDraft = Draft;

/** Where a match is: its stage (and group), round and index, as the domain's `tournamentMatchesOf` places it. */
export type MatchPlace = { stage: MatchStage; groupId?: string; roundIndex: number; matchIndex: number };

/** A stage shown as rounds of matches: its heading, round names and the number of its first match. */
export type StageView = {
  key: string;
  stage: MatchStage;
  groupId?: string;
  title: string;
  rounds: TournamentRound[];
  names: string[];
  /** The number the stage's first match goes by ('Match N'), counted across the stages shown before it. */
  firstNumber: number;
  /**
   * What each empty slot says while its side is not known ('Winner of match N', 'Loser of match N',
   * the domain's `pendingSlotLabel` with this page's match numbers); null where nothing is said.
   */
  labels: { sideA: string | null; sideB: string | null }[][];
};

/** A round's stored name, else 'Round N'. */
const namesOf = (rounds: readonly TournamentRound[], prefix = 'Round') =>
  rounds.map((round, index) => (round.name?.trim() ? round.name : `${prefix} ${index + 1}`));

/** The grand final's reset is shown once it is played (its sides known). */
const shownFinalRounds = (rounds: readonly TournamentRound[]) =>
  rounds.filter((round, index) => index === 0 || round.matches.some((m) => m.sideA || m.sideB));

/** Every stage shown, in order: groups, then the (winners) bracket, the losers bracket and the grand final. */
export function stagesOf(tournament: StagedDraft): StageView[] {
  const stages: Omit<StageView, 'labels'>[] = [];
  let next = 1;
  const winners = shownRounds(tournament);
  const push = (stage: Omit<StageView, 'firstNumber' | 'labels'>) => {
    stages.push({ ...stage, firstNumber: next });
    next += stage.rounds.reduce((n, round) => n + round.matches.length, 0);
  };
  for (const group of tournament.groups ?? []) {
    const rounds = [{ id: group.id, name: group.name, matches: group.matches, matchOptions: group.matchOptions }];
    push({
      key: `group-${group.id}`,
      stage: 'group',
      groupId: group.id,
      title: group.name,
      rounds,
      names: ['Matches'],
    });
  }
  const format = tournament.format ?? 'knockout';
  push({
    key: 'round',
    stage: 'round',
    title: format === 'doubleElimination' ? 'Winners bracket' : format === 'groups' ? 'Knockout' : 'Bracket',
    rounds: winners,
    names: roundNames(winners, tournament),
  });
  const losers = roundsOf(tournament.losersRound);
  if (losers.length > 0)
    push({
      key: 'losersRound',
      stage: 'losersRound',
      title: 'Losers bracket',
      rounds: losers,
      names: namesOf(losers, 'Losers Round'),
    });
  const finals = shownFinalRounds(roundsOf(tournament.finalRound));
  if (finals.length > 0)
    push({
      key: 'finalRound',
      stage: 'finalRound',
      title: 'Grand final',
      rounds: finals,
      names: finals.map((round, index) => round.name?.trim() || (index === 0 ? 'Grand Final' : 'Grand Final Reset')),
    });
  // The slots are labelled once every stage has its numbers, for the bracket as shown.
  const shown = { ...tournament, round: chainOf(winners) ?? null };
  const matchName = (place: MatchPlace) => {
    const number = numberOf(stages, place);
    return number === undefined ? undefined : `match ${number}`;
  };
  return stages.map((stage) => ({
    ...stage,
    labels: stage.rounds.map((round, roundIndex) =>
      round.matches.map((_, matchIndex) => {
        const place = { stage: stage.stage, roundIndex, matchIndex };
        return {
          sideA: pendingSlotLabel(shown, place, 'sideA', matchName),
          sideB: pendingSlotLabel(shown, place, 'sideB', matchName),
        };
      }),
    ),
  }));
}

/** The number a match goes by across the stages shown ('Match N'). */
export function numberOf(stages: readonly Omit<StageView, 'labels'>[], place: MatchPlace): number | undefined {
  const stage = stages.find((s) => s.stage === place.stage && s.groupId === place.groupId);
  if (!stage) return undefined;
  return (
    stage.rounds.slice(0, place.roundIndex).reduce((n, round) => n + round.matches.length, stage.firstNumber) +
    place.matchIndex
  );
}

/** A match found by id anywhere in the night, with its place and legs (domain `tournamentMatchesOf`). */
export function findPlacedMatch(
  tournament: StagedDraft,
  matchId: string,
): (MatchPlace & { match: TournamentMatch; legs: number; startingScore?: number }) | undefined {
  const found = tournamentMatchesOf(tournament).find((placed) => placed.match.id === matchId);
  if (!found) return undefined;
  const round = roundAt(tournament, found);
  const startingScore = round?.matchOptions[found.matchIndex]?.startingScore;
  return {
    stage: found.stage,
    ...(found.groupId ? { groupId: found.groupId } : {}),
    roundIndex: found.roundIndex,
    matchIndex: found.matchIndex,
    match: found.match,
    legs: found.legs,
    ...(startingScore ? { startingScore } : {}),
  };
}

/** The round (or group) a place names. */
function roundAt(tournament: StagedDraft, place: MatchPlace): TournamentRound | undefined {
  if (place.stage === 'group') return tournament.groups?.find((g) => g.id === place.groupId);
  return roundsOf(tournament[place.stage])[place.roundIndex];
}

/** The tournament with one match of any stage changed, every stage fed again (domain `advanceTournament`). */
export function withPlacedMatch<T extends StagedDraft>(
  tournament: T,
  place: MatchPlace,
  change: (match: TournamentMatch) => TournamentMatch,
): T {
  return withPlacedRound(tournament, place, (round) => ({
    ...round,
    matches: round.matches.map((m, i) => (i === place.matchIndex ? { ...change(m), id: m.id } : m)),
  }));
}

/**
 * A match dialog's edit of a match fed by the draw (a group, losers-bracket or grand-final match):
 * its scores and, when changed, its legs; its sides stay the engine's. Every stage is fed again.
 */
export function withPlacedMatchEdit<T extends StagedDraft>(
  tournament: T,
  place: MatchPlace,
  edit: { match: TournamentMatch; legs: number },
): T {
  const { scoreA, scoreB } = edit.match;
  return withPlacedRound(tournament, place, (round) => {
    const matches = round.matches.map((m, i) => {
      if (i !== place.matchIndex) return m;
      const { scoreA: _a, scoreB: _b, ...rest } = m;
      return { ...rest, ...(scoreA != null ? { scoreA } : {}), ...(scoreB != null ? { scoreB } : {}) };
    });
    if (matchLegs(round, place.matchIndex, tournament) === edit.legs) return { ...round, matches };
    const matchOptions = round.matches.map((_, i) =>
      i === place.matchIndex ? { ...round.matchOptions[i], numberOfLegs: edit.legs } : (round.matchOptions[i] ?? null),
    );
    return { ...round, matches, matchOptions };
  });
}

/** The tournament with the round (or group) holding a place changed, every stage fed again. */
function withPlacedRound<T extends StagedDraft>(
  tournament: T,
  place: MatchPlace,
  change: <R extends TournamentRound>(round: R) => R,
): T {
  const changeIn = change;
  if (place.stage === 'group') {
    return advanceTournament({
      ...tournament,
      groups: tournament.groups?.map((group) => (group.id === place.groupId ? changeIn(group) : group)),
    });
  }
  const rounds = roundsOf(tournament[place.stage]).map((round, r) =>
    r === place.roundIndex ? changeIn(round) : round,
  );
  return advanceTournament({ ...tournament, [place.stage]: chainOf(rounds) });
}

/**
 * PATCH /api/Tournament/{id} for one match's score, by its stage: `round`, `losersRound` and
 * `finalRound` name the round by its depth in the chain, `group` names the group by id; the match
 * by its two side ids.
 */
export function placedScorePatch(place: MatchPlace, match: TournamentMatch) {
  if (!match.sideA || !match.sideB) return undefined;
  const scored = { sideA: match.sideA.id, sideB: match.sideB.id, scoreA: match.scoreA ?? 0, scoreB: match.scoreB ?? 0 };
  if (place.stage === 'group') return { group: { id: place.groupId!, match: scored } };
  type Path = { match?: typeof scored; nextRound?: Path };
  let round: Path = { match: scored };
  for (let depth = place.roundIndex; depth > 0; depth -= 1) round = { nextRound: round };
  return { [place.stage]: round } as { round?: Path; losersRound?: Path; finalRound?: Path };
}

/** The sides in a match of the stages shown, for following a side's path. */
export function matchHasSide(match: TournamentMatch, sideId: string | undefined): boolean {
  return !!sideId && (match.sideA?.id === sideId || match.sideB?.id === sideId);
}

/**
 * The round a phone shows first when no side is followed: the first with a match still to play
 * (not a bye, no winner yet), so a scorer sees the matches ready as the night goes on; once every
 * match is decided, the last round (the final and its winner).
 */
export function playingRoundOf(stage: StageView, tournament: StagedDraft): number | undefined {
  const index = stage.rounds.findIndex((round) =>
    round.matches.some((match, m) => !match.bye && !tournamentMatchWinner(match, matchLegs(round, m, tournament))),
  );
  if (index >= 0) return index;
  return stage.rounds.length > 0 ? stage.rounds.length - 1 : undefined;
}

/** The last round of a stage in which the side has a match (where its path stands), or undefined. */
export function lastRoundOf(stage: StageView, sideId: string | undefined): number | undefined {
  const index = stage.rounds.findLastIndex((round) => round.matches.some((m) => matchHasSide(m, sideId)));
  return index < 0 ? undefined : index;
}
