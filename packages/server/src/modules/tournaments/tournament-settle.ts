import { advanceTournament, assignBoards } from '@darts/domain';
import type { TournamentDoc } from './tournaments.repository.js';

/**
 * The document after a write (issue #26): every decided match's winner moved on and every undecided
 * match's slot emptied (spec 2 §4 Tournament: the winner replaces the placeholder in the next
 * round) by the domain's `advanceTournament`, for a knockout of before the draw as for every drawn
 * format, so every client and the API read the same bracket; then, when the venue has boards, the
 * matches ready to play are given the free ones (`assignBoards`). A single-round tournament has no next round.
 */
export function settled(doc: TournamentDoc, singleRound: boolean): TournamentDoc {
  if (singleRound) return doc;
  const advanced = doc.draw || doc.round ? advanceTournament(doc) : doc;
  return advanced.boards ? assignBoards(advanced) : advanced;
}
