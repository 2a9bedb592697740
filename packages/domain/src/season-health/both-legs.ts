// Contract §3.6 check `Teams have both legs defined`: every two teams of a division meet once at each home; anything else is a warning.
import { checkResult } from './check-result.js';
import { datesInOrder, showDate, teamsOf } from './timeline.js';
import type { HealthCheckResult, HealthTeam, SeasonHealthInput } from './types.js';

/**
 * For each pair of teams that appear in the same division: no meeting at all, a missing home leg, or more
 * legs at one home than at the other is a warning naming both teams (and the dates of the legs found).
 */
export function checkBothLegs({ divisions }: SeasonHealthInput): HealthCheckResult {
  const warnings: string[] = [];
  for (const division of divisions) {
    const legs = new Map<string, string[]>(); // `${homeId}|${awayId}` -> dates
    for (const { date, fixtures } of datesInOrder(division)) {
      for (const f of fixtures) {
        if (!f.awayTeam || f.awayTeam.id === f.homeTeam.id) continue;
        const key = `${f.homeTeam.id}|${f.awayTeam.id}`;
        legs.set(key, [...(legs.get(key) ?? []), date]);
      }
    }
    const teams = teamsOf(division);
    const at = (home: HealthTeam, away: HealthTeam) => legs.get(`${home.id}|${away.id}`) ?? [];
    const leg = (home: HealthTeam, away: HealthTeam) => {
      const dates = at(home, away);
      return `${home.name} v ${away.name} ${dates.length === 1 ? 'on' : 'on each of'} ${dates.map(showDate).join(', ')}`;
    };
    for (let i = 0; i < teams.length; i++) {
      for (let j = i + 1; j < teams.length; j++) {
        const [a, b] = [teams[i]!, teams[j]!];
        const [ab, ba] = [at(a, b).length, at(b, a).length];
        if (ab === 0 && ba === 0) {
          warnings.push(`${division.name}: ${a.name} and ${b.name} never play each other`);
        } else if (ba === 0) {
          warnings.push(`${division.name}: ${b.name} v ${a.name} is missing (only ${leg(a, b)})`);
        } else if (ab === 0) {
          warnings.push(`${division.name}: ${a.name} v ${b.name} is missing (only ${leg(b, a)})`);
        } else if (ab !== ba) {
          warnings.push(`${division.name}: ${a.name} and ${b.name} have uneven legs (${leg(a, b)}; ${leg(b, a)})`);
        }
      }
    }
  }
  return checkResult({ warnings });
}
