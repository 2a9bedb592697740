import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { ComingSoon } from '../../components/coming-soon';
import { useDivisions, useSeasons } from '../../lib/app-data';
import { useDocumentTitle } from '../../lib/document-title';
import { divisionModeLabel, findByNameOrId } from '../../lib/resolve';

/**
 * Division pages (spec 1 §2 Routes): `/division/{division}/{mode}/{season}` and the multi-division
 * `/teams|players|fixtures/{season}?division=…`. This issue resolves the names and says what is
 * coming; the tables and fixtures arrive with the next issue.
 */
export function Component() {
  const params = useParams();
  const [query] = useSearchParams();
  const { pathname } = useLocation();
  const divisions = useDivisions().data ?? [];
  const seasons = useSeasons().data ?? [];

  const multiMode = pathname.split('/')[1]?.toLowerCase();
  const divisionKeys = params.divisionId !== undefined ? [params.divisionId] : query.getAll('division');
  const mode = params.divisionId !== undefined ? params.mode : multiMode;
  const seasonKey = params.divisionId !== undefined ? params.seasonId : params.season;

  const found = divisionKeys.map((key) => ({ key, division: findByNameOrId(divisions, key) }));
  const season = seasonKey !== undefined ? findByNameOrId(seasons, seasonKey) : undefined;
  const missingDivision = found.find((entry) => !entry.division);
  const names = found.flatMap((entry) => (entry.division ? [entry.division.name] : []));
  const modeLabel = divisionModeLabel(mode);
  const title = names.length > 0 ? `${names.join(', ')} – ${modeLabel}` : modeLabel;

  useDocumentTitle(missingDivision ? 'Division not found' : seasonKey && !season ? 'Season not found' : title);

  if (missingDivision) {
    return <NotFound heading="Division not found" text={`There is no division called “${missingDivision.key}”.`} />;
  }
  if (seasonKey !== undefined && !season) {
    return <NotFound heading="Season not found" text={`There is no season called “${seasonKey}”.`} />;
  }
  const where = [names.join(', '), season?.name].filter(Boolean).join(', ');
  return (
    <ComingSoon
      title={title}
      description={`League tables, fixtures and players${where ? ` for ${where}` : ''} arrive with the next update.`}
    />
  );
}

function NotFound({ heading, text }: { heading: string; text: string }) {
  return (
    <section className="py-4" aria-labelledby="division-not-found">
      <h1 id="division-not-found" className="h3">
        {heading}
      </h1>
      <p>{text} Pick a division from the menu.</p>
      <Link className="btn btn-primary" to="/">
        Home
      </Link>
    </section>
  );
}
