import { PracticePage } from '../../features/scoring';
import { useDocumentTitle } from '../../lib/document-title';

/**
 * /practice (spec 2 §2 Practice page). When features/match-statistics exists, pass its view as
 * `renderFinished={(sayg) => <MatchStatistics sayg={sayg} />}`; until then the scoring feature
 * shows its own summary of a finished match.
 */
export function Component() {
  useDocumentTitle('Practice');
  return <PracticePage />;
}
