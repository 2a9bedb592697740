import { advanceTournament } from '@darts/domain';
import type { TournamentDoc } from './tournaments.repository.js';

/**
 * The document after a write (issue #26): every decided match's winner moved on and every undecided
 * match's slot emptied (spec 2 §4 Tournament: the winner replaces the placeholder in the next
 * round) by the domain's `advanceTournament`, for a knockout of before the draw as for every drawn
 * format, so every client and the API read the same bracket. A single-round tournament has no next round.
 */
export function settled(doc: TournamentDoc, singleRound: boolean): TournamentDoc {
  if (singleRound) return doc;
  if (!doc.draw && !doc.round) return doc;
  return advanceTournament(doc);
}
