import { isAboutDivision } from '@darts/domain';
import { Link } from 'react-router';
import { healthTextParts, type HealthTeam } from './health-text-parts';

/** Where a health text's links go: the fixtures of some divisions on one date, and a team of this division. */
export type HealthLinks = {
  divisionName: string;
  /** Every division of the season, to tell which ones a text is about. */
  seasonDivisionNames: readonly string[];
  teams: readonly HealthTeam[];
  fixturesHref: (divisionNames: readonly string[], date: string) => string;
  teamHref: (team: HealthTeam) => string;
};

/**
 * One health text with each date it names linked to that date's fixtures — of the divisions the text is
 * about (both sides of a venue clash), or this division's when it names none — and each of this division's
 * teams it names linked to the team's page.
 */
export function HealthText({ text, links }: { text: string; links: HealthLinks }) {
  const named = links.seasonDivisionNames.filter((name) => isAboutDivision(text, name));
  const divisions = named.length > 0 ? named : [links.divisionName];
  return (
    <>
      {healthTextParts(text, links).map((part, i) => {
        switch (part.kind) {
          case 'date':
            return (
              <Link key={i} to={links.fixturesHref(divisions, part.date)} className="health-date-link">
                {part.text}
              </Link>
            );
          case 'team':
            return (
              <Link key={i} to={links.teamHref(part.team)}>
                {part.text}
              </Link>
            );
          default:
            return <span key={i}>{part.text}</span>;
        }
      })}
    </>
  );
}
