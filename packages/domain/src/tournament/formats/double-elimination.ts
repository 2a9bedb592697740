import { bracketPlan, roundName } from '../bracket-plan.js';
import { matchLegs, tournamentMatchWinner } from '../match-winner.js';
import { bestOfOf, roundsOf, type Tournament, type TournamentMatch, type TournamentRound } from '../types.js';
import type { LayoutOptions } from './layout-options.js';
import { layoutBracket, optionOf, playBracket, type Played } from './knockout.js';
import { bracketSize } from './seeding.js';
import { playMatch, type Outcome, type Slot } from './slots.js';

type Options = Pick<LayoutOptions, 'sides' | 'bestOf' | 'grandFinalReset' | 'roundBestOf'>;

/** The matches of losers round j in a bracket of `size` lines: size/4, size/4, size/8, size/8, … */
export const losersRoundMatches = (size: number, j: number) => size / 2 ** (Math.floor(j / 2) + 2);

/** A round of `count` empty matches over `legs` legs. */
const emptyRound = (name: string, count: number, legs: number): TournamentRound => ({
  name,
  matches: Array.from({ length: count }, () => ({})),
  matchOptions: Array.from({ length: count }, () => optionOf(legs)),
});

/**
 * A double elimination laid out (issue #26, 4 to 64 sides): the winners bracket a full knockout
 * (byes to the top seeds), a losers bracket of 2(k − 1) rounds for 2^k lines, the grand final and,
 * with `grandFinalReset`, its reset. Best of: `rounds[i]` winners round i, `losersRounds[j]`, `final`.
 */
export function layoutDoubleElimination(options: Options) {
  const { sides, roundBestOf } = options;
  const legs = (given: number | null | undefined) => given ?? bestOfOf(options);
  const size = bracketSize(sides.length);
  const plan = bracketPlan(size);
  const winners = layoutBracket(
    sides.length,
    (seed) => sides[seed - 1],
    (r) => legs(roundBestOf?.rounds?.[r]),
  ).map((round, r) => ({ ...round, name: `Winners ${roundName(r, plan)}` }));
  const losersCount = 2 * (plan.roundCount - 1);
  const losers = Array.from({ length: losersCount }, (_, j) =>
    emptyRound(
      j === losersCount - 1 ? 'Losers Final' : `Losers Round ${j + 1}`,
      losersRoundMatches(size, j),
      legs(roundBestOf?.losersRounds?.[j]),
    ),
  );
  const final = [emptyRound('Grand Final', 1, legs(roundBestOf?.final))];
  if (options.grandFinalReset) final.push(emptyRound('Grand Final Reset', 1, legs(roundBestOf?.final)));
  return { winners, losers, final };
}

/**
 * Which match of winners round i drops its loser into match m of losers round 2i − 1 (of n matches):
 * reversed after odd winners rounds, halves crossed after even ones, so a dropped side meets the
 * survivors of the far part of the draw first (issue #26: no rematch in the first drop where it can be avoided).
 */
export function dropMatchIndex(winnersRound: number, m: number, n: number): number {
  return winnersRound % 2 === 1 ? n - 1 - m : (m + Math.floor(n / 2)) % n;
}

/** The slots of losers round j's match m from the winners bracket and the losers round before. */
function losersSlots(j: number, m: number, winners: Played, before: Outcome[] | undefined, n: number): [Slot, Slot] {
  const lost = (round: number, match: number): Slot => winners.outcomes[round]?.[match]?.loser ?? 'none';
  if (j === 0) return [lost(0, 2 * m), lost(0, 2 * m + 1)];
  if (j % 2 === 1) {
    const i = (j + 1) / 2;
    return [before?.[m]?.winner ?? 'none', lost(i, dropMatchIndex(i, m, n))];
  }
  return [before?.[2 * m]?.winner ?? 'none', before?.[2 * m + 1]?.winner ?? 'none'];
}

/** The losers bracket played forward from the winners bracket's losers. */
function playLosers(rounds: readonly TournamentRound[], winners: Played, t: Pick<Tournament, 'bestOf'>): Played {
  const played: Played = { rounds: [], outcomes: [] };
  rounds.forEach((round, j) => {
    const results = round.matches.map((match, m) =>
      playMatch(
        match,
        matchLegs(round, m, t),
        ...losersSlots(j, m, winners, played.outcomes[j - 1], round.matches.length),
      ),
    );
    played.rounds.push({ ...round, matches: results.map((result) => result.match) });
    played.outcomes.push(results.map((result) => result.outcome));
  });
  return played;
}

/**
 * The reset: the grand final's two sides again when the losers-bracket side (B) won it, empty
 * otherwise (issue #26 "a grand final with an optional reset").
 */
function playReset(
  reset: TournamentRound,
  grandFinal: TournamentMatch,
  played: boolean,
  t: Pick<Tournament, 'bestOf'>,
) {
  const match: TournamentMatch = { ...reset.matches[0] };
  delete match.bye;
  delete match.sideA;
  delete match.sideB;
  if (played) Object.assign(match, { sideA: grandFinal.sideA, sideB: grandFinal.sideB });
  const winner = played ? tournamentMatchWinner(match, matchLegs(reset, 0, t)) : null;
  const outcome: Outcome = winner
    ? { winner: match[winner]!, loser: match[winner === 'sideA' ? 'sideB' : 'sideA']! }
    : { winner: 'pending', loser: 'pending' };
  return { round: { ...reset, matches: [match] }, outcome };
}

/** A double elimination as played: both brackets, the final rounds, and the champion and runner-up. */
export type PlayedDoubleElimination = {
  winners: Played;
  losers: Played;
  final: TournamentRound[];
  champion: Slot;
  runnerUp: Slot;
};

/**
 * A double elimination played forward (issue #26): the winners bracket by plain feeding, its losers
 * dropped into the losers bracket (byes in both pass their side on), the two brackets' winners in
 * the grand final and, when the losers-bracket side won it and there is one, the reset.
 */
export function playDoubleElimination(t: Tournament): PlayedDoubleElimination {
  const winners = playBracket(roundsOf(t.round), t);
  const losers = playLosers(roundsOf(t.losersRound), winners, t);
  const [grand, reset] = roundsOf(t.finalRound);
  if (!grand) return { winners, losers, final: [], champion: 'pending', runnerUp: 'pending' };
  const last = (played: Played): Slot => played.outcomes[played.outcomes.length - 1]?.[0]?.winner ?? 'pending';
  const gf = playMatch(grand.matches[0] ?? {}, matchLegs(grand, 0, t), last(winners), last(losers));
  const final = [{ ...grand, matches: [gf.match] }];
  const { winner } = gf.outcome;
  const wonByLosersSide = typeof winner === 'object' && winner.id === gf.match.sideB?.id;
  if (!reset) return { winners, losers, final, champion: winner, runnerUp: gf.outcome.loser };
  const replay = playReset(reset, gf.match, wonByLosersSide, t);
  final.push(replay.round);
  const decider = wonByLosersSide ? replay.outcome : gf.outcome;
  return { winners, losers, final, champion: decider.winner, runnerUp: decider.loser };
}
