import { addDays, type CalendarDate } from '../time/calendar-date.js';
import { FIXTURE_INTERVAL_DAYS } from './consecutive-home-or-away.js';
import type { HealthDivision, HealthTeam, SeasonHealthCheckResult } from './health-result.js';
import { seasonHealth } from './season-health.js';

/** A season template as the health check reads it (contract §11.1): codes only, weeks in order. */
export interface TemplateShape {
  sharedAddresses: readonly (readonly string[])[];
  divisions: readonly {
    sharedAddresses: readonly (readonly string[])[];
    dates: readonly { fixtures: readonly { home: string; away?: string | null }[] }[];
  }[];
}

/** The Monday the stand-in weeks of a template start on; the texts print dates, so any fixed date serves. */
export const TEMPLATE_HEALTH_START: CalendarDate = '2001-01-01';

/** `Division {n}`, the name a template division goes by in health texts. */
export function templateDivisionName(index: number): string {
  return `Division ${index + 1}`;
}

function placeholderCodes(division: TemplateShape['divisions'][number]): string[] {
  const codes = new Set<string>();
  for (const date of division.dates) {
    for (const fixture of date.fixtures) {
      codes.add(fixture.home);
      if (fixture.away) codes.add(fixture.away);
    }
  }
  for (const group of division.sharedAddresses) for (const code of group) codes.add(code);
  return [...codes];
}

/**
 * A template's health (contract §11): each division's placeholder codes become stand-in teams named by
 * their code, its weeks become weekly dates, and codes sharing an address (within a division, or across
 * divisions in the template's groups) get one address so venue clashes show. Then the season checks run,
 * with the season spanning exactly the template's weeks.
 */
export function templateHealth(
  template: TemplateShape,
  start: CalendarDate = TEMPLATE_HEALTH_START,
): SeasonHealthCheckResult {
  const crossGroup = (code: string) => template.sharedAddresses.find((group) => group.includes(code));
  const divisions: HealthDivision[] = template.divisions.map((division, index) => {
    const name = templateDivisionName(index);
    const teamOf = (code: string): HealthTeam => {
      const across = crossGroup(code);
      const within = division.sharedAddresses.find((group) => group.includes(code));
      const address = across
        ? `Shared: ${across.join(' & ')}`
        : within
          ? `${name}: ${within.join(' & ')}`
          : `${name}: ${code}`;
      return { id: `${index}:${code}`, name: code, address };
    };
    return {
      name,
      teams: placeholderCodes(division).map(teamOf),
      dates: division.dates.map((date, week) => ({
        date: addDays(start, week * FIXTURE_INTERVAL_DAYS),
        fixtures: date.fixtures.map((fixture) => ({
          homeTeam: teamOf(fixture.home),
          awayTeam: fixture.away ? teamOf(fixture.away) : null,
        })),
      })),
    };
  });
  const weeks = Math.max(1, ...template.divisions.map((division) => division.dates.length));
  return seasonHealth({ startDate: start, endDate: addDays(start, (weeks - 1) * FIXTURE_INTERVAL_DAYS), divisions });
}
