// Test helpers for the season health checks: divisions written as one line per week.
import { addDays } from '../time/calendar-date.js';
import type { HealthDivision, HealthFixture, HealthTeam, SeasonHealthInput } from './types.js';

const names: Record<string, string> = { A: 'Red Lion', B: 'Crown', C: 'Swan', D: 'George' };

/** Team `A`..`D` are Red Lion, Crown, Swan, George; each at its own pub unless `venues` says otherwise. */
export const team = (code: string, venues: Record<string, string> = {}): HealthTeam => {
  const name = names[code] ?? code;
  return { id: code, name, address: venues[code] ?? `${name}, High Street` };
};

/**
 * `week('A-B C')` is Red Lion v Crown and a bye for Swan. Lines are weekly from 5 Jan 2026 unless a line starts
 * with its own date (`2026-03-02 A-B`).
 */
export function division(
  name: string,
  lines: string[],
  venues: Record<string, string> = {},
  start = '2026-01-05',
): HealthDivision {
  return {
    id: name.toLowerCase(),
    name,
    dates: lines.map((line, i) => {
      const parts = line.split(' ').filter(Boolean);
      const date = /^\d{4}-/.test(parts[0] ?? '') ? parts.shift()! : addDays(start, 7 * i);
      const fixtures = parts.map((p): HealthFixture => {
        const [home, away] = p.split('-');
        return away
          ? { homeTeam: team(home!, venues), awayTeam: team(away, venues) }
          : { homeTeam: team(home!, venues) };
      });
      return { date, fixtures };
    }),
  };
}

export const season = (...divisions: HealthDivision[]): SeasonHealthInput => ({
  season: { startDate: '2026-01-01', endDate: '2026-06-30' },
  divisions,
});
