import { LeagueSetupPage } from '../../features/league-setup';

/** `/setup`: the league set-up page (issue #22), reached from the empty home page and from Admin. */
export function Component() {
  return <LeagueSetupPage />;
}
