import type { CalendarDate } from '../time/calendar-date.js';
import { formatCalendarDate } from '../time/calendar-date.js';

/** One check's outcome, the wire's HealthCheckResultDto (contract §3.6). */
export interface HealthCheckResult {
  success: boolean;
  errors: string[];
  warnings: string[];
  messages: string[];
}

/** The season's outcome, the wire's SeasonHealthCheckResultDto: every check by its name (contract §3.6). */
export interface SeasonHealthCheckResult extends HealthCheckResult {
  checks: Record<string, HealthCheckResult>;
}

/** A team as the checks see it; a blank address means the team plays at its name (contract §5.4). */
export interface HealthTeam {
  id: string;
  name: string;
  address?: string;
}

/** A fixture; no away team is a bye for the home team. */
export interface HealthFixture {
  homeTeam: HealthTeam;
  awayTeam?: HealthTeam | null;
}

/** One fixture date of a division (`YYYY-MM-DD`); dates without fixtures are ignored. */
export interface HealthDate {
  date: CalendarDate;
  fixtures: readonly HealthFixture[];
}

/** A division: its registered teams and its fixture dates. */
export interface HealthDivision {
  name: string;
  teams: readonly HealthTeam[];
  dates: readonly HealthDate[];
}

/** What the season health checks read; the server maps division data to it (contract §3.6). */
export interface SeasonHealthInput {
  startDate: CalendarDate;
  endDate: CalendarDate;
  divisions: readonly HealthDivision[];
}

/** A check's result built from its warnings and errors: it succeeds when it found neither. */
export function checkResult(warnings: string[], errors: string[] = []): HealthCheckResult {
  return { success: warnings.length === 0 && errors.length === 0, errors, warnings, messages: [] };
}

/** `d MMM yyyy`, as the health texts print dates, e.g. `4 Mar 2001`. */
export function healthDate(date: CalendarDate): string {
  return formatCalendarDate(date, { year: true });
}

/** The dates of a division that hold fixtures, in date order. */
export function datesWithFixtures(division: HealthDivision): HealthDate[] {
  return division.dates
    .filter((date) => date.fixtures.length > 0)
    .map((date) => ({ ...date, date: date.date.slice(0, 10) }))
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** Teams in name order, as the checks report them. */
export function byName<T extends { name: string }>(teams: readonly T[]): T[] {
  return [...teams].sort((a, b) => a.name.localeCompare(b.name));
}
