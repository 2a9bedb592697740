import { addDays, utcDateOf } from '@darts/domain';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../shared/clock.js';
import { doubleRoundRobin } from '../league/demo-league.js';
import { seededRandom } from '../league/demo-random.js';
import { playedCard, type DemoSide } from '../league/demo-results.js';
import { insertLeagueRecords, type LeagueRecords } from './league-records.js';

export type LargeLeagueOptions = {
  divisions?: number;
  teamsPerDivision?: number;
  playersPerTeam?: number;
  seed?: number;
};

export type LargeLeague = { seasonId: string; divisionIds: string[]; teams: number; players: number; games: number };

/**
 * The issue #3 performance league (for scripts/bench.ts): by default 10 divisions of 12 teams with
 * 8 players each, a double round robin played weekly and finished before today, every fixture with
 * a full 8-match result. One current season; names and results come from `seed`.
 */
export async function seedLargeLeague(db: Db, clock: Clock, options: LargeLeagueOptions = {}): Promise<LargeLeague> {
  const { divisions = 10, teamsPerDivision = 12, playersPerTeam = 8, seed = 3 } = options;
  const random = seededRandom(seed);
  const today = utcDateOf(clock.now());
  const rounds = doubleRoundRobin(teamsPerDivision);
  const firstNight = addDays(today, -7 * (rounds.length + 1));
  const season = {
    id: random.uuid(),
    name: 'Benchmark season',
    startDate: addDays(firstNight, -7),
    endDate: addDays(today, 60),
    fixtureStartTime: '20:00:00',
    fixtureDuration: 3,
    divisionIds: [] as string[],
  };
  const records: Required<Pick<LeagueRecords, 'divisions' | 'teams' | 'teamSeasons' | 'players' | 'games'>> = {
    divisions: [],
    teams: [],
    teamSeasons: [],
    players: [],
    games: [],
  };

  for (let d = 1; d <= divisions; d += 1) {
    const division = { id: random.uuid(), name: `Division ${String(d).padStart(2, '0')}` };
    records.divisions.push(division);
    season.divisionIds.push(division.id);
    const sides: Array<DemoSide & { address: string }> = [];
    for (let t = 1; t <= teamsPerDivision; t += 1) {
      const name = `Team ${d}-${String(t).padStart(2, '0')}`;
      const team = { id: random.uuid(), name, address: `${name} Arms` };
      const teamSeasonId = random.uuid();
      records.teams.push(team);
      records.teamSeasons.push({ id: teamSeasonId, teamId: team.id, seasonId: season.id, divisionId: division.id });
      const players = Array.from({ length: playersPerTeam }, (_, p) => ({
        id: random.uuid(),
        teamSeasonId,
        name: `Player ${d}-${t}-${p + 1}`,
        captain: p === 0,
        gender: p % 4 === 3 ? ('Female' as const) : ('Male' as const),
      }));
      records.players.push(...players);
      sides.push({
        ...team,
        players: players.map(({ id, name: n }) => ({ id, name: n })),
        strength: 0.3 + 0.4 * random.next(),
      });
    }
    rounds.forEach((pairs, round) => {
      for (const [homeSlot, awaySlot] of pairs) {
        const home = sides[homeSlot]!;
        const away = sides[awaySlot]!;
        records.games.push({
          id: random.uuid(),
          seasonId: season.id,
          divisionId: division.id,
          date: addDays(firstNight, 7 * round),
          address: home.address,
          homeTeamId: home.id,
          awayTeamId: away.id,
          card: playedCard(home, away, random),
        });
      }
    });
  }

  await insertLeagueRecords(db, clock, { ...records, seasons: [season] });
  return {
    seasonId: season.id,
    divisionIds: season.divisionIds,
    teams: records.teams.length,
    players: records.players.length,
    games: records.games.length,
  };
}
