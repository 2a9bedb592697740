// Shared helpers of the season health checks: dates in order, what each team does each week, texts.
import { addDays, formatCalendarDate, type CalendarDate } from '../time/calendar-date.js';
import { daysBetweenFixtureDates } from './thresholds.js';
import type { HealthDivision, HealthFixture, HealthTeam } from './types.js';

/** `5 Jan 2026`. */
export const showDate = (date: CalendarDate) => formatCalendarDate(date.slice(0, 10), { year: true });

/** `Red Lion v Crown`, or `Red Lion (bye)`. */
export const showFixture = (fixture: HealthFixture) =>
  fixture.awayTeam ? `${fixture.homeTeam.name} v ${fixture.awayTeam.name}` : `${fixture.homeTeam.name} (bye)`;

/** The division's dates (YYYY-MM-DD), each once, in order, with all fixtures of that date. */
export function datesInOrder(division: HealthDivision): { date: CalendarDate; fixtures: HealthFixture[] }[] {
  const byDate = new Map<CalendarDate, HealthFixture[]>();
  for (const d of division.dates) {
    const date = d.date.slice(0, 10);
    byDate.set(date, [...(byDate.get(date) ?? []), ...d.fixtures]);
  }
  return [...byDate.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, fixtures]) => ({ date, fixtures }));
}

/** Every team of the division (home or away), each once, in order of first appearance. */
export function teamsOf(division: HealthDivision): HealthTeam[] {
  const teams = new Map<string, HealthTeam>();
  for (const d of division.dates) {
    for (const f of d.fixtures) {
      for (const t of [f.homeTeam, f.awayTeam]) if (t && !teams.has(t.id)) teams.set(t.id, t);
    }
  }
  return [...teams.values()];
}

export type WeekState = 'home' | 'away' | 'bye';

/** What the team does on one date: its first fixture decides; undefined when it has no fixture. */
function stateOn(teamId: string, fixtures: readonly HealthFixture[]): WeekState | undefined {
  for (const f of fixtures) {
    if (f.homeTeam.id === teamId) return f.awayTeam ? 'home' : 'bye';
    if (f.awayTeam?.id === teamId) return 'away';
  }
  return undefined;
}

export interface Run {
  team: HealthTeam;
  state: WeekState;
  dates: CalendarDate[];
}

/**
 * Each team's runs of the same state on consecutive weeks. A run is broken by a different state, by a date
 * without a fixture for the team, or by a gap of more than `daysBetweenFixtureDates` days between dates.
 */
export function runsOf(division: HealthDivision): Run[] {
  const dates = datesInOrder(division);
  const runs: Run[] = [];
  for (const team of teamsOf(division)) {
    let current: Run | undefined;
    let previous: CalendarDate | undefined;
    for (const { date, fixtures } of dates) {
      const state = stateOn(team.id, fixtures);
      const weekAfter = previous !== undefined && date <= addDays(previous, daysBetweenFixtureDates);
      if (current && state === current.state && weekAfter) {
        current.dates.push(date);
      } else {
        current = state ? { team, state, dates: [date] } : undefined;
        if (current) runs.push(current);
      }
      previous = date;
    }
  }
  return runs;
}
