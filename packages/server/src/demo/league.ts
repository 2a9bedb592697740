import { addDays, type CalendarDate } from '@darts/domain';
import {
  demoDivisions,
  demoNotes,
  demoSuperleague,
  femaleFirstNames,
  maleFirstNames,
  surnames,
  type DemoTeamName,
} from './names.js';
import { seededRandom, type Random } from './random.js';
import { emptyCard, playedCard, type DemoSide } from './results.js';
import { demoTemplate, type DemoTemplate } from './template.js';
import { demoTournaments, type DemoEntrantTeam, type DemoSayg, type DemoTournament } from './tournaments.js';
import type { ScoreCard } from '../shared/score-card.js';

/** The demo league as plain records, ready to store (ids included). */
export type DemoLeague = {
  season: {
    id: string;
    name: string;
    startDate: CalendarDate;
    endDate: CalendarDate;
    fixtureStartTime: string;
    fixtureDuration: number;
  };
  divisions: Array<{ id: string; name: string; superleague: boolean }>;
  teams: Array<{ id: string; name: string; address: string; divisionId: string; teamSeasonId: string }>;
  players: Array<{ id: string; teamSeasonId: string; name: string; captain: boolean; gender: 'Male' | 'Female' }>;
  games: Array<{
    id: string;
    divisionId: string;
    date: CalendarDate;
    address: string;
    homeTeamId: string;
    awayTeamId: string;
    postponed: boolean;
    isKnockout: boolean;
    card: ScoreCard;
  }>;
  notes: Array<{ id: string; date: CalendarDate; divisionId: string | null; note: string }>;
  tournaments: DemoTournament[];
  /** Leg-by-leg records of tournament matches. */
  saygs: DemoSayg[];
  /** Season templates that fit the league divisions, for the fixture wizard. */
  templates: DemoTemplate[];
};

export const demoSeed = 20_261_121;
const thursday = 4;
/** Which league fixture is postponed: always weeks before today (round 4, Division One). */
const postponed = { round: 3, division: 1, fixture: 1 };

/**
 * The demo league around `today`: a season from ten weeks ago to twenty weeks ahead,
 * three divisions of eight teams playing a double round robin on Thursdays, one cup (knockout)
 * night, results for every fixture before today except one postponed; then a
 * superleague of two teams and three tournaments (see tournaments.ts). Everything but the
 * dates comes from `seed`, so the league is the same on every start.
 */
export function generateDemoLeague(today: CalendarDate, seed = demoSeed): DemoLeague {
  const random = seededRandom(seed);
  const startDate = addDays(today, -70);
  const endDate = addDays(today, 140);
  const firstNight = addDays(startDate, (thursday - weekday(startDate) + 7) % 7);
  const rounds = doubleRoundRobin(8);
  const cupNight = addDays(firstNight, 7 * (rounds.length + 1));
  const league: DemoLeague = {
    season: {
      id: random.uuid(),
      name: seasonName(startDate, endDate),
      startDate,
      endDate,
      fixtureStartTime: '20:00:00',
      fixtureDuration: 3,
    },
    divisions: [],
    teams: [],
    players: [],
    games: [],
    notes: [],
    tournaments: [],
    saygs: [],
    templates: [],
  };

  const usedNames = new Set<string>();
  const addTeam = (divisionId: string, team: DemoTeamName, playerCount: number, gender?: 'Male') => {
    const record = { id: random.uuid(), teamSeasonId: random.uuid(), divisionId, ...team };
    league.teams.push(record);
    const count = playerCount || random.int(6, 8);
    const players = Array.from({ length: count }, (_, index) => {
      const player = {
        id: random.uuid(),
        teamSeasonId: record.teamSeasonId,
        captain: index === 0,
        ...playerName(random, usedNames, gender),
      };
      league.players.push(player);
      return { id: player.id, name: player.name };
    });
    return { ...record, players };
  };
  const sidesByDivision = demoDivisions.map((cast) => {
    const division = { id: random.uuid(), name: cast.name, superleague: false };
    league.divisions.push(division);
    return cast.teams.map((team): DemoSide & DemoEntrantTeam => ({
      ...addTeam(division.id, team, 0),
      strength: 0.3 + 0.4 * random.next(),
    }));
  });

  sidesByDivision.forEach((sides, divisionIndex) => {
    const divisionId = league.divisions[divisionIndex]!.id;
    rounds.forEach((pairs, round) => {
      const date = addDays(firstNight, 7 * round);
      pairs.forEach(([homeSlot, awaySlot], fixture) => {
        const home = sides[homeSlot]!;
        const away = sides[awaySlot]!;
        // Results are drawn for every fixture so that the draws do not depend on today's date.
        const played = playedCard(home, away, random);
        const isPostponed =
          round === postponed.round && divisionIndex === postponed.division && fixture === postponed.fixture;
        const card = date < today && !isPostponed ? played : emptyCard(home, away);
        league.games.push(
          game(random, divisionId, date, home, away, card, { postponed: isPostponed, isKnockout: false }),
        );
      });
    });
    for (const [homeSlot, awaySlot] of rounds[0]!) {
      const home = sides[homeSlot]!;
      const away = sides[awaySlot]!;
      league.games.push(
        game(random, divisionId, cupNight, home, away, emptyCard(home, away), { postponed: false, isKnockout: true }),
      );
    }
  });

  const off = league.games.find((g) => g.postponed)!;
  const nextNight =
    league.games
      .map((g) => g.date)
      .filter((date) => date >= today)
      .sort()[0] ?? cupNight;
  league.notes.push(
    { id: random.uuid(), date: cupNight, divisionId: null, note: demoNotes.cupNight },
    {
      id: random.uuid(),
      date: off.date,
      divisionId: off.divisionId,
      note: demoNotes.postponed(off.card.home.name, off.card.away.name),
    },
    { id: random.uuid(), date: nextNight, divisionId: null, note: demoNotes.subs },
  );

  // Issue #12, drawn after everything above so that the league's earlier draws stay as they were.
  const superleague = { id: random.uuid(), name: demoSuperleague.name, superleague: true };
  league.divisions.push(superleague);
  const [host, opponent] = demoSuperleague.teams.map((team) => addTeam(superleague.id, team, 8, 'Male'));
  const { tournaments, saygs } = demoTournaments(random, {
    leagueTeams: sidesByDivision.flat(),
    premierTeams: sidesByDivision[0]!,
    superleague: { divisionId: superleague.id, host: host!, opponent: opponent! },
    // A Saturday five weeks in, a Saturday after the cup night, a Tuesday six weeks in.
    pastSaturday: addDays(firstNight, 7 * 4 + 2),
    futureSaturday: addDays(cupNight, 9),
    superleagueNight: addDays(firstNight, 7 * 6 - 2),
  });
  league.tournaments.push(...tournaments);
  league.saygs.push(...saygs);
  // Issue #13, drawn last for the same reason.
  league.templates.push(demoTemplate(random.uuid()));
  return league;
}

function game(
  random: Random,
  divisionId: string,
  date: CalendarDate,
  home: DemoSide & { address: string },
  away: DemoSide,
  card: ScoreCard,
  flags: { postponed: boolean; isKnockout: boolean },
): DemoLeague['games'][number] {
  return {
    id: random.uuid(),
    divisionId,
    date,
    address: home.address,
    homeTeamId: home.id,
    awayTeamId: away.id,
    ...flags,
    card,
  };
}

/**
 * Rounds of [home, away] team positions for a double round robin (circle method; the second half
 * mirrors the first with venues swapped). Positions 0/7, 1/2, 3/4 and 5/6 are never at home on the
 * same night, which is what lets two teams share a venue.
 */
export function doubleRoundRobin(teamCount: number): Array<Array<[number, number]>> {
  const last = teamCount - 1;
  const firstHalf = Array.from({ length: last }, (_, round) => {
    const pairs: Array<[number, number]> = [round % 2 === 0 ? [round, last] : [last, round]];
    for (let k = 1; k < teamCount / 2; k += 1) {
      const a = (round + k) % last;
      const b = (round - k + last) % last;
      pairs.push(k % 2 === 1 ? [a, b] : [b, a]);
    }
    return pairs;
  });
  return [...firstHalf, ...firstHalf.map((pairs) => pairs.map(([home, away]): [number, number] => [away, home]))];
}

function playerName(random: Random, used: Set<string>, only?: 'Male'): { name: string; gender: 'Male' | 'Female' } {
  for (;;) {
    const gender = only ?? (random.next() < 0.25 ? 'Female' : 'Male');
    const name = `${random.pick(gender === 'Female' ? femaleFirstNames : maleFirstNames)} ${random.pick(surnames)}`;
    if (!used.has(name)) {
      used.add(name);
      return { name, gender };
    }
  }
}

function weekday(date: CalendarDate): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** `2026/27` for a season across the new year, else the year. */
function seasonName(startDate: CalendarDate, endDate: CalendarDate): string {
  const [from, to] = [startDate.slice(0, 4), endDate.slice(0, 4)];
  return from === to ? from : `${from}/${to.slice(2)}`;
}
