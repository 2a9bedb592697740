import type { TournamentMatchDto, TournamentRoundDto, TournamentSideDto } from '@darts/contract';
import {
  advanceWinners,
  chainOf,
  drawBracket,
  isPossibleCheckout,
  legsToWin,
  roundsOf,
  type CalendarDate,
  type TournamentRound,
} from '@darts/domain';
import type { SaygContent } from '../modules/sayg/sayg.service.js';
import type { TournamentDoc } from '../modules/tournaments/tournaments.service.js';
import { demoTournamentNotes } from './names.js';
import type { Random } from './random.js';
import { playedMatchRecord } from './legs.js';

/** A demo tournament as stored, and a leg-by-leg record linked to one of its matches. */
export type DemoTournament = {
  id: string;
  divisionId: string | null;
  date: CalendarDate;
  address: string;
  singleRound: boolean;
  doc: TournamentDoc;
};
export type DemoSayg = { id: string; content: SaygContent };

/** A team of the demo as the tournaments pick from it. */
export type DemoEntrantTeam = {
  id: string;
  name: string;
  address: string;
  divisionId: string;
  players: ReadonlyArray<{ id: string; name: string }>;
};

const sideOf = (random: Random, team: DemoEntrantTeam, players: ReadonlyArray<{ id: string; name: string }>) => ({
  id: random.uuid(),
  name: players.map((p) => p.name).join(' & '),
  players: players.map((p) => ({ id: p.id, name: p.name, divisionId: team.divisionId })),
  noShow: false,
});

/** A match's result: the winner takes the legs it needs, the loser fewer (chance decides who). */
function result(random: Random, bestOf: number): { scoreA: number; scoreB: number } {
  const toWin = legsToWin(bestOf);
  const losing = random.int(0, toWin - 1);
  return random.next() < 0.5 ? { scoreA: toWin, scoreB: losing } : { scoreA: losing, scoreB: toWin };
}

/**
 * The draw's rounds on the wire: every round and match given an id, sides as the
 * entrants that were drawn (the domain hands back the same sides, looked up by id).
 */
function roundDto(
  random: Random,
  round: TournamentRound | null | undefined,
  sides: ReadonlyMap<string, TournamentSideDto>,
): TournamentRoundDto | undefined {
  if (!round) return undefined;
  const entrant = (side: { id: string } | null | undefined) => (side ? sides.get(side.id) : undefined);
  const matches = round.matches.map((match): TournamentMatchDto => {
    const [sideA, sideB] = [entrant(match.sideA), entrant(match.sideB)];
    return {
      id: random.uuid(),
      ...(sideA ? { sideA } : {}),
      ...(sideB ? { sideB } : {}),
      ...(match.scoreA != null ? { scoreA: match.scoreA } : {}),
      ...(match.scoreB != null ? { scoreB: match.scoreB } : {}),
    };
  });
  const nextRound = roundDto(random, round.nextRound, sides);
  return {
    id: random.uuid(),
    ...(round.name ? { name: round.name } : {}),
    sides: [],
    matches,
    matchOptions: round.matchOptions.map((option) => ({
      numberOfLegs: option?.numberOfLegs ?? undefined,
      startingScore: option?.startingScore ?? undefined,
    })),
    ...(nextRound ? { nextRound } : {}),
  };
}

/**
 * A knockout drawn with the domain's rules: `drawBracket` lays out the rounds for the
 * sides in a random order; with `played`, each round in turn gets its results and
 * `advanceWinners` moves the winners on, so the final has a winner.
 */
function knockout(random: Random, sides: TournamentSideDto[], bestOf: number, played: boolean) {
  let tournament = { sides: random.shuffle(sides), bestOf, round: undefined as TournamentRound | undefined };
  tournament.round = drawBracket(tournament);
  const count = roundsOf(tournament.round).length;
  for (let index = 0; played && index < count; index += 1) {
    const rounds = roundsOf(advanceWinners(tournament).round);
    rounds[index] = {
      ...rounds[index]!,
      matches: rounds[index]!.matches.map((m) => ({ ...m, ...result(random, bestOf) })),
    };
    tournament = { ...tournament, round: chainOf(rounds) };
  }
  return roundDto(random, tournament.round, new Map(sides.map((side) => [side.id, side])));
}

function hiCheck(random: Random): number {
  for (;;) {
    const score = random.int(100, 140);
    if (isPossibleCheckout(score)) return score;
  }
}

const doc = (parts: Partial<TournamentDoc>): TournamentDoc => ({
  accoladesCount: true,
  excludeFromReports: false,
  sides: [],
  oneEighties: [],
  over100Checkouts: [],
  ...parts,
});

/**
 * The demo's tournaments: a finished cross-divisional singles knockout of eight on a
 * past Saturday (every result in, a winner, two 180s and a hi-check), an upcoming Premier pairs
 * knockout with its draw but no results, and a superleague evening already played: host v
 * opponent, men, best of 7, eight singles each with its leg-by-leg record.
 */
export function demoTournaments(
  random: Random,
  input: {
    leagueTeams: readonly DemoEntrantTeam[];
    premierTeams: readonly DemoEntrantTeam[];
    superleague: { divisionId: string; host: DemoEntrantTeam; opponent: DemoEntrantTeam };
    pastSaturday: CalendarDate;
    futureSaturday: CalendarDate;
    superleagueNight: CalendarDate;
  },
): { tournaments: DemoTournament[]; saygs: DemoSayg[] } {
  const singlesTeams = random.shuffle(input.leagueTeams).slice(0, 8);
  const singles = singlesTeams.map((team) => sideOf(random, team, [random.pick(team.players)]));
  const entrants = singles.flatMap((side) => side.players);
  const finishedCup: DemoTournament = {
    id: random.uuid(),
    divisionId: null,
    date: input.pastSaturday,
    address: input.premierTeams[0]!.address,
    singleRound: false,
    doc: doc({
      type: 'Open Singles',
      notes: demoTournamentNotes.openSingles,
      bestOf: 5,
      sides: singles,
      round: knockout(random, singles, 5, true),
      oneEighties: [random.pick(entrants), random.pick(entrants)].map(({ id, name, divisionId }) => ({
        id,
        name,
        divisionId,
      })),
      over100Checkouts: [{ ...random.pick(entrants), score: hiCheck(random) }],
    }),
  };

  const pairs = input.premierTeams
    .slice(0, 6)
    .map((team) => sideOf(random, team, random.shuffle(team.players).slice(0, 2)));
  const upcomingPairs: DemoTournament = {
    id: random.uuid(),
    divisionId: input.premierTeams[0]!.divisionId,
    date: input.futureSaturday,
    address: input.premierTeams[1]!.address,
    singleRound: false,
    doc: doc({
      type: 'Premier Pairs',
      notes: demoTournamentNotes.premierPairs,
      bestOf: 3,
      sides: pairs,
      round: knockout(random, pairs, 3, false),
    }),
  };

  const { host, opponent, divisionId } = input.superleague;
  const hostSides = host.players.map((player) => sideOf(random, host, [player]));
  const opponentSides = random.shuffle(opponent.players).map((player) => sideOf(random, opponent, [player]));
  const saygs: DemoSayg[] = [];
  const matches = hostSides.map((sideA, index): TournamentMatchDto => {
    const sideB = opponentSides[index]!;
    const match = { id: random.uuid(), sideA, sideB, ...result(random, 7) };
    const content = playedMatchRecord(random, { ...match, nameA: sideA.name, nameB: sideB.name }, 7);
    const saygId = random.uuid();
    saygs.push({ id: saygId, content });
    return { ...match, saygId };
  });
  const superleagueNight: DemoTournament = {
    id: random.uuid(),
    divisionId,
    date: input.superleagueNight,
    address: host.address,
    singleRound: true,
    doc: doc({
      type: 'Superleague',
      notes: demoTournamentNotes.superleague,
      bestOf: 7,
      host: host.name,
      opponent: opponent.name,
      gender: 'men',
      sides: [...hostSides, ...opponentSides],
      round: {
        id: random.uuid(),
        sides: [],
        matches,
        matchOptions: matches.map(() => ({ numberOfLegs: 7, startingScore: 501 })),
      },
    }),
  };
  return { tournaments: [finishedCup, upcomingPairs, superleagueNight], saygs };
}
