import type { StoredLeg } from '@darts/contract';
import {
  matchTotals,
  playerAverages,
  tournamentMatchesOf,
  type Leg,
  type MatchTotals,
  type PlayerAverages,
  type Sayg,
  type ScoredMatch,
} from '@darts/domain';
import type { Db } from '../../db/database.js';
import type { StoredTournament } from '../tournaments/tournaments.service.js';
import type { KeptByStamp } from './parsed-cards.js';
import type { Fixture } from './tables.js';

type Link = Omit<ScoredMatch, 'totals'> & { saygId: string };

/** Ids per query: well under SQLite's and PostgreSQL's bound-parameter limits. */
const idsPerQuery = 5_000;

/**
 * The score-as-you-go records behind the player table's averages: the matches of the
 * fixtures that count for this viewer (so a result hidden by VetoScores stays hidden) and of the
 * listed tournaments, where a competitor is one player (`playerAverages` credits no one else, so
 * other records are not read).
 */
function saygLinks(fixtures: readonly Fixture[], tournaments: readonly StoredTournament[]): Link[] {
  const links: Link[] = [];
  const add = (saygId: string | null | undefined, home: Link['home'], away: Link['away']) => {
    if (saygId && (home.length === 1 || away.length === 1)) links.push({ saygId, home, away });
  };
  for (const fixture of fixtures) {
    if (!fixture.counts || fixture.postponed) continue;
    for (const match of fixture.card.matches) add(match.saygId, match.homePlayers, match.awayPlayers);
  }
  for (const tournament of tournaments) {
    for (const { match } of tournamentMatchesOf(tournament.doc)) {
      add(match.saygId, match.sideA?.players ?? [], match.sideB?.players ?? []);
    }
  }
  return links;
}

/** Runs `read` over `ids` in slices of `idsPerQuery` (one query for any real division). */
async function inSlices<T>(ids: readonly string[], read: (slice: string[]) => Promise<T[]>): Promise<T[]> {
  const slices: string[][] = [];
  for (let start = 0; start < ids.length; start += idsPerQuery) slices.push(ids.slice(start, start + idsPerQuery));
  return (await Promise.all(slices.map(read))).flat();
}

/**
 * The leg totals of the undeleted records among `ids`: their stamps first, then the legs of only
 * those not in `kept` at that stamp, in one query; the totals worked out are kept for next time.
 */
async function loadTotals(
  db: Db,
  ids: readonly string[],
  kept: KeptByStamp<MatchTotals>,
): Promise<Map<string, MatchTotals>> {
  const live = (slice: string[]) =>
    db.selectFrom('recordedScoreAsYouGo').where('id', 'in', slice).where('deleted', 'is', null);
  const stamps = await inSlices(ids, (slice) => live(slice).select(['id', 'updated']).execute());
  const totals = new Map<string, MatchTotals>();
  const missing: string[] = [];
  for (const { id, updated } of stamps) {
    const found = kept.get(id, updated);
    if (found) totals.set(id, found);
    else missing.push(id);
  }
  const rows = await inSlices(missing, (slice) =>
    live(slice).select(['id', 'updated', 'numberOfLegs', 'startingScore', 'legs']).execute(),
  );
  for (const row of rows) totals.set(row.id, kept.keep(row.id, row.updated, matchTotals(saygOf(row))));
  return totals;
}

/** Only what the averages read: each leg's throws and starting score (the record's when the leg has none). */
function saygOf(row: { numberOfLegs: number; startingScore: number; legs: string }): Sayg {
  const stored = JSON.parse(row.legs) as Record<string, StoredLeg>;
  const legs: Record<string, Leg> = {};
  for (const [key, leg] of Object.entries(stored)) {
    legs[key] = {
      startingScore: leg.startingScore || row.startingScore,
      home: leg.home,
      away: leg.away,
      playerSequence: [],
      currentThrow: null,
    };
  }
  return { yourName: '', numberOfLegs: row.numberOfLegs, startingScore: row.startingScore, homeScore: 0, legs };
}

/** Each player's 3-dart and first-9 average over the listed fixtures' and tournaments' singles legs. */
export async function loadPlayerAverages(
  db: Db,
  fixtures: readonly Fixture[],
  tournaments: readonly StoredTournament[],
  kept: KeptByStamp<MatchTotals>,
): Promise<Map<string, PlayerAverages>> {
  const links = saygLinks(fixtures, tournaments);
  if (links.length === 0) return new Map();
  const totals = await loadTotals(db, [...new Set(links.map((link) => link.saygId))], kept);
  return playerAverages(
    links.flatMap(({ saygId, home, away }) => {
      const found = totals.get(saygId);
      return found ? [{ home, away, totals: found }] : [];
    }),
  );
}
