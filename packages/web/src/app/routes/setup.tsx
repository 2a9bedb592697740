import { LeagueSetupPage } from '../../features/league-setup';

/** `/setup`: the league set-up page, reached from the empty home page and from Admin. */
export function Component() {
  return <LeagueSetupPage />;
}
