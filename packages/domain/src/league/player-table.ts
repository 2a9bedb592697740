import { toCalendarDate, type CalendarDate } from '../time/calendar-date.js';
import { fixtureMatchWinner, type FixtureRecord, type GamePlayer } from './fixture-result.js';
import { byName, descending, rankBy } from './ranking.js';

/** Matches of one kind a player took part in (PlayerPerformanceDto). */
export type PlayerPerformance = {
  matchesPlayed: number;
  matchesWon: number;
  matchesLost: number;
  /** Legs won and lost. */
  winRate: number;
  lossRate: number;
};

/** A registered player as the table lists them. */
export type TablePlayer = { id: string; name: string; teamId: string; team: string; captain?: boolean };

/** A player's line in the player table (DivisionPlayerDto). */
export type PlayerTableRow = TablePlayer & {
  singles: PlayerPerformance;
  pairs: PlayerPerformance;
  triples: PlayerPerformance;
  /** Legs won in singles. */
  points: number;
  /** Singles won ÷ played × 100, to 2 decimals; 0 before any singles. */
  winPercentage: number;
  oneEighties: number;
  /** The best hi-check, 0 when none. */
  over100Checkouts: number;
  /** Calendar date → id of each fixture the player played in. */
  fixtures: Record<CalendarDate, string>;
  rank: number;
};

type Tally = Omit<PlayerTableRow, 'rank' | 'winPercentage'>;

const performance = (): PlayerPerformance => ({
  matchesPlayed: 0,
  matchesWon: 0,
  matchesLost: 0,
  winRate: 0,
  lossRate: 0,
});
const kinds = { 1: 'singles', 2: 'pairs', 3: 'triples' } as const;

/** Singles won ÷ played × 100, rounded to 2 decimals; 0 when nothing was played. */
export function winPercentage(singles: Pick<PlayerPerformance, 'matchesPlayed' | 'matchesWon'>): number {
  if (singles.matchesPlayed <= 0) return 0;
  return Math.round((singles.matchesWon / singles.matchesPlayed) * 10_000) / 100;
}

/** The checkout of a hi-check: its score, else the number in its legacy notes. */
export function hiCheckScore(hiCheck: { score?: number | null; notes?: string | null }): number {
  if (hiCheck.score != null) return hiCheck.score;
  const parsed = Number.parseInt(hiCheck.notes ?? '', 10);
  return Number.isFinite(parsed) ? parsed : 0;
}

/**
 * Without managePlayers, a player with no singles matches, no 180s and no hi-check is hidden
 *.
 */
export function isPlayerShownToViewer(
  player: Pick<PlayerTableRow, 'singles' | 'oneEighties' | 'over100Checkouts'>,
  canManagePlayers: boolean,
): boolean {
  return canManagePlayers || player.singles.matchesPlayed > 0 || player.oneEighties > 0 || player.over100Checkouts > 0;
}

/**
 * The player table. Counts every non-postponed fixture,
 * league or knockout; a match counts once decided. Singles, pairs and triples are told apart by
 * the number of players on the player's side. 180s and hi-checks count only where the fixture's
 * accolades count. Rows are the registered `players` plus anyone who played for a side without
 * being registered; rows hidden from the viewer are dropped before ranking, so ranks run 1..n.
 * Ordered by points, win %, pairs played, triples played, 180s, hi-check, then name.
 */
export function playerTable(
  players: readonly TablePlayer[],
  fixtures: readonly FixtureRecord[],
  viewer: { canManagePlayers: boolean },
): PlayerTableRow[] {
  const tallies = new Map<string, Tally>();
  const tallyOf = (player: GamePlayer, team: { id: string; name: string }): Tally => {
    let tally = tallies.get(player.id);
    if (!tally) {
      tally = { id: player.id, name: player.name, teamId: team.id, team: team.name, captain: false, ...empty() };
      tallies.set(player.id, tally);
    }
    return tally;
  };
  for (const player of players) if (!tallies.has(player.id)) tallies.set(player.id, { ...player, ...empty() });

  for (const fixture of fixtures) {
    if (fixture.postponed) continue;
    const date = toCalendarDate(fixture.date) ?? fixture.date;
    fixture.matches.forEach((match, index) => {
      const winner = fixtureMatchWinner(fixture, index);
      const sides = [
        {
          players: match.homePlayers,
          team: fixture.home,
          won: winner === 'home',
          legs: [match.homeScore, match.awayScore],
        },
        {
          players: match.awayPlayers,
          team: fixture.away,
          won: winner === 'away',
          legs: [match.awayScore, match.homeScore],
        },
      ];
      for (const side of sides) {
        const kind = kinds[side.players.length as keyof typeof kinds];
        for (const player of side.players) {
          const tally = tallyOf(player, side.team);
          tally.fixtures[date] = fixture.id;
          if (!winner || !kind) continue;
          const line = tally[kind];
          line.matchesPlayed += 1;
          line.matchesWon += side.won ? 1 : 0;
          line.matchesLost += side.won ? 0 : 1;
          line.winRate += side.legs[0] ?? 0;
          line.lossRate += side.legs[1] ?? 0;
        }
      }
    });
    if (!fixture.accoladesCount) continue;
    for (const player of fixture.oneEighties ?? []) {
      const tally = tallies.get(player.id);
      if (tally) tally.oneEighties += 1;
    }
    for (const hiCheck of fixture.over100Checkouts ?? []) {
      const tally = tallies.get(hiCheck.id);
      if (tally) tally.over100Checkouts = Math.max(tally.over100Checkouts, hiCheckScore(hiCheck));
    }
  }

  const rows = [...tallies.values()]
    .map((tally) => ({ ...tally, points: tally.singles.winRate, winPercentage: winPercentage(tally.singles) }))
    .filter((row) => isPlayerShownToViewer(row, viewer.canManagePlayers));
  return rankBy(
    rows,
    descending((row) => row.points),
    descending((row) => row.winPercentage),
    descending((row) => row.pairs.matchesPlayed),
    descending((row) => row.triples.matchesPlayed),
    descending((row) => row.oneEighties),
    descending((row) => row.over100Checkouts),
    byName,
  );
}

function empty() {
  return {
    singles: performance(),
    pairs: performance(),
    triples: performance(),
    points: 0,
    oneEighties: 0,
    over100Checkouts: 0,
    fixtures: {} as Record<CalendarDate, string>,
  };
}
