// The input and output shapes of the season health checks (HealthCheckResultDto, SeasonHealthCheckResultDto).
import type { CalendarDate } from '../time/calendar-date.js';

/** A team as the checks see it: its address is the venue where it plays at home. */
export interface HealthTeam {
  id: string;
  name: string;
  address: string;
}

/** One fixture; no away team means the home team has a bye. */
export interface HealthFixture {
  homeTeam: HealthTeam;
  awayTeam?: HealthTeam;
  /** Where the fixture is played when not at the home team's address (a fixture moved to another pub). */
  address?: string;
}

export interface HealthDate {
  date: CalendarDate;
  fixtures: readonly HealthFixture[];
}

export interface HealthDivision {
  id: string;
  name: string;
  dates: readonly HealthDate[];
}

export interface HealthSeason {
  startDate: CalendarDate;
  endDate: CalendarDate;
}

export interface SeasonHealthInput {
  season: HealthSeason;
  divisions: readonly HealthDivision[];
}

/** HealthCheckResultDto. */
export interface HealthCheckResult {
  success: boolean;
  errors: string[];
  warnings: string[];
  messages: string[];
}

/** SeasonHealthCheckResultDto: the overall result plus each check by its name. */
export interface SeasonHealthCheckResult extends HealthCheckResult {
  checks: Record<string, HealthCheckResult>;
}
