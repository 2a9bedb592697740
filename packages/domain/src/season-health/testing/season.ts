import type { HealthDivision, HealthFixture, HealthTeam, SeasonHealthInput } from '../health-result.js';

/** A team named by its id, upper-cased, at `{ID} Arms` unless an address is given. */
export const team = (id: string, address?: string): HealthTeam => ({
  id,
  name: id.toUpperCase(),
  address: address ?? `${id.toUpperCase()} Arms`,
});

/** `'a-b'` is A at home to B, `'a'` is a bye for A. */
export const fixture = (text: string, teams: Record<string, HealthTeam> = {}): HealthFixture => {
  const [home, away] = text.split('-') as [string, string | undefined];
  return { homeTeam: teams[home] ?? team(home), awayTeam: away ? (teams[away] ?? team(away)) : null };
};

/** A division whose weeks start on `start` (`YYYY-MM-DD`), one week apart, each a list of fixture texts. */
export function division(name: string, teamIds: string, weeks: string[][], start = '2026-01-05'): HealthDivision {
  const teams = Object.fromEntries([...teamIds].map((id) => [id, team(id)]));
  const base = Date.parse(`${start}T00:00:00Z`);
  return {
    name,
    teams: Object.values(teams),
    dates: weeks.map((week, i) => ({
      date: new Date(base + i * 7 * 86_400_000).toISOString().slice(0, 10),
      fixtures: week.map((text) => fixture(text, teams)),
    })),
  };
}

/** A season from 5 Jan to 28 Dec 2026 holding the given divisions. */
export const season = (...divisions: HealthDivision[]): SeasonHealthInput => ({
  startDate: '2026-01-05',
  endDate: '2026-12-28',
  divisions,
});

/**
 * A double round robin of `n` teams (ids a, b, …): the circle method with alternating venues, then the
 * same rounds reversed, starting from the second, so nobody has 3 home or away fixtures or 2 byes in a row.
 */
export function doubleRoundRobin(n: number): string[][] {
  const ids: (string | undefined)[] = [...'abcdefghijklmnopqrstuvwxyz'].slice(0, n);
  if (n % 2) ids.push(undefined);
  const size = ids.length;
  const pair = (home: string | undefined, away: string | undefined) =>
    home && away ? [`${home}-${away}`] : home || away ? [(home ?? away)!] : [];
  const rounds: string[][] = [];
  for (let r = 0; r < size - 1; r++) {
    const fixed = ids[size - 1];
    const other = ids[r];
    const week = r % 2 ? pair(fixed, other) : pair(other, fixed);
    for (let i = 1; i < size / 2; i++) {
      const x = ids[(r + i) % (size - 1)];
      const y = ids[(r - i + size - 1) % (size - 1)];
      week.push(...(i % 2 ? pair(x, y) : pair(y, x)));
    }
    rounds.push(week);
  }
  const reverse = (week: string[]) => week.map((f) => f.split('-').reverse().join('-'));
  return [...rounds, ...[...rounds.slice(1), rounds[0]!].map(reverse)];
}
