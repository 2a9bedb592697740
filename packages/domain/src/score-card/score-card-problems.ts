import { hiCheckMessages, hiCheckScoreProblem } from '../darts/hi-check.js';
import type { GameMatch, GamePlayer, HiCheck, Side } from '../league/fixture-result.js';
import { legsToWin, matchLayout, matchesPerFixture, mostLegsWon, type MatchOption } from '../league/match-layout.js';

/** The results part of a score card as a write sends it. */
export type ScoreCardEntry = {
  matches: readonly GameMatch[];
  oneEighties: readonly GamePlayer[];
  over100Checkouts: readonly HiCheck[];
  homeManOfTheMatch?: string | null;
  awayManOfTheMatch?: string | null;
};

/** What the card is checked against: the fixture's layout and each team's player ids. */
export type ScoreCardContext = {
  isKnockout: boolean;
  matchOptions?: ReadonlyArray<MatchOption | null | undefined>;
  homePlayerIds: readonly string[];
  awayPlayerIds: readonly string[];
};

const sizeName = (playerCount: number) =>
  playerCount === 1 ? 'singles' : playerCount === 2 ? 'pairs' : playerCount === 3 ? 'triples' : `${playerCount}-player`;

/** The texts a refused score card answers with. */
export const scoreCardMessages = {
  tooManyMatches: `A fixture has at most ${matchesPerFixture} matches`,
  scoreOutOfRange: (match: number, side: Side, legs: number) =>
    `Match ${match}: the ${side} score must be a whole number from 0 to ${legs}`,
  bothSidesWin: (match: number) => `Match ${match}: both sides cannot win`,
  tooManyLegs: (match: number, legs: number) => `Match ${match}: the scores add up to more than ${legs} legs`,
  tooManyPlayers: (match: number, side: Side, count: number) =>
    `Match ${match}: the ${side} side can have at most ${count} player${count === 1 ? '' : 's'}`,
  playedTwice: (name: string, side: Side, playerCount: number) =>
    `${name} is playing more than one ${sizeName(playerCount)} match for the ${side} team`,
  notInTeam: (name: string, side: Side) => `${name || 'A player'} does not play for the ${side} team`,
  notInFixture: (name: string, what: string) => `${name || 'A player'} with a ${what} does not play for either team`,
  oneEightyNeedsPlayer: 'Each 180 needs a player',
  hiCheckNeedsPlayer: 'Each hi-check needs a player',
  hiCheckNeedsScore: hiCheckMessages.needsScore,
  hiCheckOutOfRange: hiCheckMessages.outOfRange,
  impossibleCheckout: hiCheckMessages.impossible,
  manOfTheMatchNotInTeam: (side: Side) => `The ${side} man of the match does not play for the ${side} team`,
} as const;

const sides: readonly Side[] = ['home', 'away'];

function matchProblems(card: ScoreCardEntry, context: ScoreCardContext, teams: Record<Side, Set<string>>): string[] {
  const problems: string[] = [];
  if (card.matches.length > matchesPerFixture) problems.push(scoreCardMessages.tooManyMatches);
  // Per side, per match size: how often each player appears.
  const appearances = new Map<string, { name: string; side: Side; playerCount: number; count: number }>();
  card.matches.forEach((match, index) => {
    const number = index + 1;
    const { numberOfLegs, playerCount } = matchLayout(index, context.isKnockout, context.matchOptions);
    const scores = { home: match.homeScore, away: match.awayScore };
    let scoresValid = true;
    const most = mostLegsWon(numberOfLegs);
    for (const side of sides) {
      const score = scores[side];
      if (score != null && (!Number.isInteger(score) || score < 0 || score > most)) {
        problems.push(scoreCardMessages.scoreOutOfRange(number, side, most));
        scoresValid = false;
      }
    }
    const home = match.homeScore ?? 0;
    const away = match.awayScore ?? 0;
    if (scoresValid && numberOfLegs > 0) {
      const needed = legsToWin(numberOfLegs);
      if (home >= needed && away >= needed) problems.push(scoreCardMessages.bothSidesWin(number));
      else if (home + away > numberOfLegs) problems.push(scoreCardMessages.tooManyLegs(number, numberOfLegs));
    }
    for (const side of sides) {
      const players = side === 'home' ? match.homePlayers : match.awayPlayers;
      if (players.length > playerCount) problems.push(scoreCardMessages.tooManyPlayers(number, side, playerCount));
      for (const player of players) {
        if (!teams[side].has(player.id)) problems.push(scoreCardMessages.notInTeam(player.name, side));
        const key = `${side}|${playerCount}|${player.id}`;
        const seen = appearances.get(key) ?? { name: player.name, side, playerCount, count: 0 };
        seen.count += 1;
        appearances.set(key, seen);
      }
    }
  });
  for (const seen of appearances.values()) {
    if (seen.count > 1) problems.push(scoreCardMessages.playedTwice(seen.name, seen.side, seen.playerCount));
  }
  return problems;
}

function accoladeProblems(card: ScoreCardEntry, teams: Record<Side, Set<string>>): string[] {
  const problems: string[] = [];
  const playsInFixture = (id: string) => teams.home.has(id) || teams.away.has(id);
  for (const player of card.oneEighties) {
    if (!player.id) problems.push(scoreCardMessages.oneEightyNeedsPlayer);
    else if (!playsInFixture(player.id)) problems.push(scoreCardMessages.notInFixture(player.name, '180'));
  }
  for (const hiCheck of card.over100Checkouts) {
    if (!hiCheck.id) problems.push(scoreCardMessages.hiCheckNeedsPlayer);
    else if (!playsInFixture(hiCheck.id)) problems.push(scoreCardMessages.notInFixture(hiCheck.name, 'hi-check'));
    const problem = hiCheck.score == null ? scoreCardMessages.hiCheckNeedsScore : hiCheckScoreProblem(hiCheck.score);
    if (problem) problems.push(problem);
  }
  if (card.homeManOfTheMatch && !teams.home.has(card.homeManOfTheMatch))
    problems.push(scoreCardMessages.manOfTheMatchNotInTeam('home'));
  if (card.awayManOfTheMatch && !teams.away.has(card.awayManOfTheMatch))
    problems.push(scoreCardMessages.manOfTheMatchNotInTeam('away'));
  return problems;
}

/**
 * Everything wrong with a score card, as clear messages; empty when it may be saved (issue #5;
 * spec 2 §5, §9; contract §9.5): scores 0..numberOfLegs, not both sides winning nor more legs than
 * played, at most the layout's players a side, no player twice in same-sized matches on one side,
 * players from that side's team, 180s and hi-checks from either team with a player, hi-checks a
 * possible checkout of 100-170, each man of the match from their own team.
 */
export function scoreCardProblems(card: ScoreCardEntry, context: ScoreCardContext): string[] {
  const teams = { home: new Set(context.homePlayerIds), away: new Set(context.awayPlayerIds) };
  return [...matchProblems(card, context, teams), ...accoladeProblems(card, teams)];
}
