import { TvPage } from '../../features/match-statistics';

/** /tv?id={saygId}: the widescreen view of a live match, full screen for the venue. */
export function Component() {
  return <TvPage />;
}
