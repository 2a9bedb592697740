import { DivisionPage } from '../../features/division';
import { FixturesTab } from '../../features/fixtures';

/**
 * Division pages (spec 1 §2 Routes): `/division/{division}/{mode}/{season}` and the multi-division
 * `/teams|players|fixtures/{season}?division=…`. The Fixtures tab is its own feature, composed here
 * (one feature never imports another).
 */
export function Component() {
  return <DivisionPage renderFixtures={(props) => <FixturesTab {...props} />} />;
}
