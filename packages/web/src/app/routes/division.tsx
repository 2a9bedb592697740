import { DivisionPage } from '../../features/division';
import { FixturesTab } from '../../features/fixtures';
import { FixtureWizard } from '../../features/fixture-wizard';
import { HealthTab } from '../../features/season-health';
import { ReportsTab } from '../../features/reports';

/**
 * Division pages: `/division/{division}/{mode}/{season}` and the multi-division
 * `/teams|players|fixtures/{season}?division=…`. The Fixtures, Health and Reports tabs and the fixture
 * creation wizard behind 'Create fixtures' are their own features, composed here (one feature never imports another).
 */
export function Component() {
  return (
    <DivisionPage
      renderFixtures={(props) => <FixturesTab {...props} renderWizard={(wizard) => <FixtureWizard {...wizard} />} />}
      renderHealth={(props) => <HealthTab {...props} />}
      renderReports={(props) => <ReportsTab {...props} />}
    />
  );
}
