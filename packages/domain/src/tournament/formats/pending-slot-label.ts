import { feedingMatchIndex } from '../advance-winners.js';
import { roundsOf, type MatchSide, type Tournament, type TournamentMatch } from '../types.js';
import { dropMatchIndex } from './double-elimination.js';
import type { PlacedMatch } from './matches-of.js';

/** Where a match is: its stage (and group), round and index. */
export type SlotPlace = Pick<PlacedMatch, 'stage' | 'groupId' | 'roundIndex' | 'matchIndex'>;

/** Where a slot's side comes from: the winner or the loser of the match at `place`. */
type SlotSource = { from: 'Winner' | 'Loser'; place: SlotPlace };

const at = (stage: SlotPlace['stage'], roundIndex: number, matchIndex: number): SlotPlace => ({
  stage,
  roundIndex,
  matchIndex,
});

function matchAt(tournament: Tournament, place: SlotPlace): TournamentMatch | undefined {
  if (place.stage === 'group') return undefined;
  return roundsOf(tournament[place.stage])[place.roundIndex]?.matches[place.matchIndex];
}

/**
 * The match feeding a slot (issue #26), by the feeding rules of `advanceTournament`: a (winners)
 * bracket round by its previous round's winners; losers round 0 by winners round 0's losers in
 * pairs; an odd losers round by the round before's winners (A) and the losers dropping from winners
 * round (j + 1) / 2 (B, by `dropMatchIndex`); an even one by the round before's winners in pairs; the
 * grand final by the two brackets' winners. A group match, a first round and the reset have none.
 */
function sourceOf(tournament: Tournament, place: SlotPlace, side: MatchSide): SlotSource | undefined {
  const { stage, roundIndex: r, matchIndex: m } = place;
  const b = side === 'sideB' ? 1 : 0;
  if (stage === 'round') {
    const rounds = roundsOf(tournament.round);
    const [round, previous] = [rounds[r], rounds[r - 1]];
    const feeder = round && previous ? feedingMatchIndex(round, previous, m, side) : undefined;
    return feeder === undefined ? undefined : { from: 'Winner', place: at('round', r - 1, feeder) };
  }
  if (stage === 'losersRound') {
    if (r === 0) return { from: 'Loser', place: at('round', 0, 2 * m + b) };
    if (r % 2 === 0) return { from: 'Winner', place: at('losersRound', r - 1, 2 * m + b) };
    if (!b) return { from: 'Winner', place: at('losersRound', r - 1, m) };
    const count = roundsOf(tournament.losersRound)[r]?.matches.length ?? 0;
    const winnersRound = (r + 1) / 2;
    return { from: 'Loser', place: at('round', winnersRound, dropMatchIndex(winnersRound, m, count)) };
  }
  if (stage === 'finalRound' && r === 0) {
    const last = roundsOf(b ? tournament.losersRound : tournament.round).length - 1;
    return last < 0 ? undefined : { from: 'Winner', place: at(b ? 'losersRound' : 'round', last, 0) };
  }
  return undefined;
}

/**
 * What an empty slot says while its side is not known (issue #26): 'Winner of match N' or 'Loser of
 * match N', N being `matchName(place)` of the feeding match (the number the screen shows it by, so
 * the words and the screen agree). A bye passes its pending side on, so a slot fed through a bye
 * names the match feeding the bye; a bye's loser never comes, and a slot filled, a first-round slot,
 * a group match and the reset say nothing (null).
 */
export function pendingSlotLabel(
  tournament: Tournament,
  place: SlotPlace,
  side: MatchSide,
  matchName: (place: SlotPlace) => string | undefined,
): string | null {
  if (matchAt(tournament, place)?.[side]) return null;
  const source = sourceOf(tournament, place, side);
  const feeder = source && matchAt(tournament, source.place);
  if (!source || !feeder) return null;
  if (feeder.bye) {
    if (source.from === 'Loser' || feeder.sideA || feeder.sideB) return null;
    return (
      pendingSlotLabel(tournament, source.place, 'sideA', matchName) ??
      pendingSlotLabel(tournament, source.place, 'sideB', matchName)
    );
  }
  const name = matchName(source.place);
  return name === undefined ? null : `${source.from} of ${name}`;
}
