import { addDays, utcDateOf } from '@darts/domain';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../shared/clock.js';
import { doubleRoundRobin } from '../league/demo-league.js';
import { seededRandom } from '../league/demo-random.js';
import { playedMatchRecord } from '../league/demo-legs.js';
import { playedCard, type DemoSide } from '../league/demo-results.js';
import type { ScoreCard } from '../league/score-card.js';
import type { SaygContent } from '../sayg/sayg.repository.js';
import { auditTimestamp } from '../../shared/clock.js';
import { insertLeagueRecords, type LeagueRecords } from './league-records.js';

export type LargeLeagueOptions = {
  divisions?: number;
  teamsPerDivision?: number;
  playersPerTeam?: number;
  seed?: number;
  /** Whether each singles match was scored as you go (issue #14: the player table's averages); default yes. */
  singlesScoredAsYouGo?: boolean;
};

export type LargeLeague = {
  seasonId: string;
  divisionIds: string[];
  teams: number;
  players: number;
  games: number;
  /** Leg-by-leg records linked to the fixtures' singles. */
  saygs: number;
};

/**
 * The issue #3 performance league (for scripts/bench.ts): by default 10 divisions of 12 teams with
 * 8 players each, a double round robin played weekly and finished before today, every fixture with
 * a full 8-match result, its five singles scored as you go unless `singlesScoredAsYouGo` is false.
 * One current season; names and results come from `seed` (the legs from a stream of their own, so
 * the league is the same with or without them).
 */
export async function seedLargeLeague(db: Db, clock: Clock, options: LargeLeagueOptions = {}): Promise<LargeLeague> {
  const { divisions = 10, teamsPerDivision = 12, playersPerTeam = 8, seed = 3, singlesScoredAsYouGo = true } = options;
  const random = seededRandom(seed);
  const legsRandom = seededRandom(seed + 1);
  const saygs: Array<{ id: string; content: SaygContent }> = [];
  const withSayg = (card: ScoreCard): ScoreCard => {
    if (!singlesScoredAsYouGo) return card;
    const matches = card.matches.map((match) => {
      if (match.homePlayers.length !== 1 || match.awayPlayers.length !== 1) return match;
      const id = legsRandom.uuid();
      const [a, b] = [match.homePlayers[0]!, match.awayPlayers[0]!];
      const played = {
        id: match.id,
        nameA: a.name,
        nameB: b.name,
        scoreA: match.homeScore ?? 0,
        scoreB: match.awayScore ?? 0,
      };
      saygs.push({ id, content: { ...playedMatchRecord(legsRandom, played, 5), tournamentMatchId: null } });
      return { ...match, saygId: id };
    });
    return { ...card, matches };
  };
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
          card: withSayg(playedCard(home, away, random)),
        });
      }
    });
  }

  await insertLeagueRecords(db, clock, { ...records, seasons: [season] });
  const stamp = auditTimestamp(clock);
  const audit = { created: stamp, author: 'system', updated: stamp, editor: 'system', deleted: null, remover: null };
  for (let start = 0; start < saygs.length; start += 100) {
    const rows = saygs
      .slice(start, start + 100)
      .map(({ id, content }) => ({ id, ...audit, ...content, legs: JSON.stringify(content.legs) }));
    await db.insertInto('recordedScoreAsYouGo').values(rows).execute();
  }
  return {
    seasonId: season.id,
    divisionIds: season.divisionIds,
    teams: records.teams.length,
    players: records.players.length,
    games: records.games.length,
    saygs: saygs.length,
  };
}
