import { hasOpponent, isMatchFinished, legsWon, matchLeader, type Sayg } from '@darts/domain';
import { nameOf } from './throw-score';

/**
 * What the widescreen says once a side has the legs to win (issue #23; the rule is the domain's
 * `isMatchFinished`, spec 2 §4): 'Jo wins the match' and '2–1', the scorer's words; 'Match over,'
 * and '2 legs' without an opponent. The score apart, so a line break never splits it. Null while
 * the match is being played.
 */
export function matchWon(sayg: Sayg): { words: string; score: string } | null {
  const winner = matchLeader(sayg);
  if (!isMatchFinished(sayg) || !winner) return null;
  const won = legsWon(sayg);
  if (!hasOpponent(sayg)) return { words: 'Match over,', score: `${won.home} ${won.home === 1 ? 'leg' : 'legs'}` };
  const loser = winner === 'home' ? 'away' : 'home';
  return { words: `${nameOf(sayg, winner)} wins the match`, score: `${won[winner]}–${won[loser]}` };
}
