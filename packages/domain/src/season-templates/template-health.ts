// Template health: the season health checks run on a template, placeholders standing in for teams.
import { addDays, type CalendarDate } from '../time/calendar-date.js';
import { seasonHealth } from '../season-health/season-health.js';
import { showDate } from '../season-health/timeline.js';
import type { HealthDivision, HealthTeam, SeasonHealthCheckResult } from '../season-health/types.js';
import { daysBetweenFixtureDates } from '../season-health/thresholds.js';
import type { SeasonTemplate } from './types.js';

/** Any Monday: the stand-in season starts here; texts show week numbers instead of its dates. */
const standInStart: CalendarDate = '2001-01-01';

/** The name a template division goes by in health texts. */
export const templateDivisionName = (index: number) => `Division ${index + 1}`;

/**
 * The stand-in teams of a template: each code of each division is a team named by its code; codes of one
 * shared-address group (within the division, or a template-level group across divisions) play at one venue,
 * every other code at its own.
 */
function standInTeam(template: SeasonTemplate, divisionIndex: number, code: string): HealthTeam {
  const division = template.divisions[divisionIndex]!;
  const within = division.sharedAddresses.findIndex((group) => group.includes(code));
  const across = template.sharedAddresses.findIndex((group) => group.includes(code));
  const address =
    across >= 0
      ? `the venue shared by ${template.sharedAddresses[across]!.join(', ')} across divisions`
      : within >= 0
        ? `the ${templateDivisionName(divisionIndex)} venue shared by ${division.sharedAddresses[within]!.join(', ')}`
        : `${templateDivisionName(divisionIndex)} ${code}'s venue`;
  return { id: `${divisionIndex}:${code}`, name: code, address };
}

/**
 * The nine checks of contract §3.6 on a template: week `i` is a stand-in date `7 × i` days after an
 * arbitrary start, the season spans exactly the template's weeks (so the date checks always pass), and
 * the texts name weeks (`week 3`) instead of the stand-in dates.
 */
export function templateHealth(template: SeasonTemplate): SeasonHealthCheckResult {
  const weekCount = Math.max(0, ...template.divisions.map((d) => d.dates.length));
  const dateOf = (week: number) => addDays(standInStart, daysBetweenFixtureDates * week);
  const divisions: HealthDivision[] = template.divisions.map((division, index) => ({
    id: String(index),
    name: templateDivisionName(index),
    dates: division.dates.map((week, weekIndex) => ({
      date: dateOf(weekIndex),
      fixtures: week.fixtures.map((fixture) => {
        const homeTeam = standInTeam(template, index, fixture.home);
        return fixture.away === undefined || fixture.away === ''
          ? { homeTeam }
          : { homeTeam, awayTeam: standInTeam(template, index, fixture.away) };
      }),
    })),
  }));
  const result = seasonHealth({
    season: { startDate: dateOf(0), endDate: dateOf(Math.max(0, weekCount - 1)) },
    divisions,
  });
  const weeksNamed = (text: string) => {
    let named = text;
    for (let week = weekCount - 1; week >= 0; week--) {
      const shown = showDate(dateOf(week));
      named = named
        .split(`on ${shown}`)
        .join(`in week ${week + 1}`)
        .split(shown)
        .join(`week ${week + 1}`);
    }
    return named;
  };
  const rename = <T extends { errors: string[]; warnings: string[]; messages: string[] }>(r: T): T => ({
    ...r,
    errors: r.errors.map(weeksNamed),
    warnings: r.warnings.map(weeksNamed),
    messages: r.messages.map(weeksNamed),
  });
  return {
    ...rename(result),
    checks: Object.fromEntries(Object.entries(result.checks).map(([name, check]) => [name, rename(check)])),
  };
}
