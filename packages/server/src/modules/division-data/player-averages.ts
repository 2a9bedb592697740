import type { StoredLeg } from '@darts/contract';
import { playerAverages, roundsOf, type Leg, type PlayerAverages, type Sayg, type ScoredMatch } from '@darts/domain';
import type { Db } from '../../db/database.js';
import type { StoredTournament } from '../tournaments/tournaments.repository.js';
import type { Fixture } from './tables.js';

type Link = Omit<ScoredMatch, 'sayg'> & { saygId: string };

/** Ids per query: well under SQLite's and PostgreSQL's bound-parameter limits. */
const idsPerQuery = 5_000;

/**
 * The score-as-you-go records behind the player table's averages (issue #14): the matches of the
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
    for (const round of roundsOf(tournament.doc.round)) {
      for (const match of round.matches) add(match.saygId, match.sideA?.players ?? [], match.sideB?.players ?? []);
    }
  }
  return links;
}

/** The legs of the undeleted records among `ids`, in one query per `idsPerQuery` ids. */
async function loadLegs(db: Db, ids: readonly string[]): Promise<Map<string, Sayg>> {
  const chunks: string[][] = [];
  for (let start = 0; start < ids.length; start += idsPerQuery) chunks.push(ids.slice(start, start + idsPerQuery));
  const rows = (
    await Promise.all(
      chunks.map((chunk) =>
        db
          .selectFrom('recordedScoreAsYouGo')
          .select(['id', 'numberOfLegs', 'startingScore', 'legs'])
          .where('id', 'in', chunk)
          .where('deleted', 'is', null)
          .execute(),
      ),
    )
  ).flat();
  return new Map(rows.map((row) => [row.id, saygOf(row)]));
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
): Promise<Map<string, PlayerAverages>> {
  const links = saygLinks(fixtures, tournaments);
  if (links.length === 0) return new Map();
  const records = await loadLegs(db, [...new Set(links.map((link) => link.saygId))]);
  return playerAverages(
    links.flatMap(({ saygId, home, away }) => {
      const sayg = records.get(saygId);
      return sayg ? [{ home, away, sayg }] : [];
    }),
  );
}
