import { matchNumber } from './match-number.js';
import { tournamentMatchWinner, matchLegs } from './match-winner.js';
import { chainOf, roundsOf, type MatchSide, type Tournament, type TournamentRound } from './types.js';

/**
 * Which match of the previous round feeds each slot of a round (spec 2 §4 Tournament: later
 * entrants are the winners of earlier matches). Slots are read match by match, side A then B; the
 * previous round's winners take the LAST slots in order, so after a preliminary round the byes keep
 * the first slots, and between full rounds match j feeds match ⌊j/2⌋. Undefined for a bye's slot.
 */
export function feedingMatchIndex(
  round: TournamentRound,
  previous: TournamentRound,
  matchIndex: number,
  side: MatchSide,
): number | undefined {
  const slot = matchIndex * 2 + (side === 'sideA' ? 0 : 1);
  const fed = slot - (round.matches.length * 2 - previous.matches.length);
  return fed >= 0 ? fed : undefined;
}

const sides: readonly MatchSide[] = ['sideA', 'sideB'];

/**
 * The tournament with every fed slot showing its feeding match's winner, or emptied (the
 * placeholder) while that match is undecided (spec 2 §4: the winner replaces the placeholder in the
 * next round). Each round is fed by the round before as advanced, so an emptied slot carries on to
 * the final (issue #25) and applying it again changes nothing. Scores stay as entered;
 * `tournamentProblems` refuses a score ahead of its round.
 */
export function advanceWinners<T extends Tournament>(tournament: T): T {
  const rounds = roundsOf(tournament.round);
  if (rounds.length < 2) return tournament;
  const advanced: TournamentRound[] = [rounds[0]!];
  for (const round of rounds.slice(1)) {
    const previous = advanced[advanced.length - 1]!;
    const matches = round.matches.map((match, matchIndex) => {
      const next = { ...match };
      for (const side of sides) {
        const feeder = feedingMatchIndex(round, previous, matchIndex, side);
        const feedingMatch = feeder === undefined ? undefined : previous.matches[feeder];
        if (!feedingMatch || feeder === undefined) continue;
        const winner = tournamentMatchWinner(feedingMatch, matchLegs(previous, feeder, tournament));
        if (winner) next[side] = feedingMatch[winner];
        else delete next[side];
      }
      return next;
    });
    advanced.push({ ...round, matches });
  }
  return { ...tournament, round: chainOf(advanced) };
}

/**
 * What each slot shows (spec 2 §4: later entrants show as the winner of an earlier match until
 * decided): the side's name, 'Winner of match N' for an empty fed slot, where N numbers the
 * matches from 1 across all rounds in order, or null for an empty slot nothing feeds.
 */
export function entrantLabels(
  tournament: Pick<Tournament, 'round'>,
): { sideA: string | null; sideB: string | null }[][] {
  const rounds = roundsOf(tournament.round);
  return rounds.map((round, roundIndex) =>
    round.matches.map((match, matchIndex) => {
      const label = (side: MatchSide): string | null => {
        const entrant = match[side];
        if (entrant) return entrant.name ?? '';
        const previous = rounds[roundIndex - 1];
        const feeder = previous && feedingMatchIndex(round, previous, matchIndex, side);
        return feeder === undefined || !previous
          ? null
          : `Winner of match ${matchNumber(rounds, roundIndex - 1, feeder)}`;
      };
      return { sideA: label('sideA'), sideB: label('sideB') };
    }),
  );
}
