import type { Db } from '../../db/database.js';
import type { Audit } from '../../db/schema.js';
import { auditTimestamp, type Clock } from '../../shared/clock.js';
import type { ScoreCard } from '../league/score-card.js';

/**
 * League rows as plain records, for seeding a database directly (the large benchmark league and
 * the division data tests). Dates are `YYYY-MM-DD`; omitted flags take the column defaults.
 */
export type LeagueRecords = {
  divisions?: Array<{ id: string; name: string; superleague?: boolean; deleted?: string }>;
  seasons?: Array<{
    id: string;
    name: string;
    startDate: string;
    endDate: string;
    fixtureStartTime?: string | null;
    fixtureDuration?: number | null;
    divisionIds: readonly string[];
  }>;
  teams?: Array<{ id: string; name: string; address?: string; deleted?: string }>;
  teamSeasons?: Array<{ id: string; teamId: string; seasonId: string; divisionId: string }>;
  players?: Array<{ id: string; teamSeasonId: string; name: string; captain?: boolean; gender?: 'Male' | 'Female' }>;
  games?: Array<{
    id: string;
    seasonId: string;
    divisionId: string;
    date: string;
    address: string;
    homeTeamId: string;
    awayTeamId: string | null;
    postponed?: boolean;
    isKnockout?: boolean;
    accoladesCount?: boolean;
    card: ScoreCard;
  }>;
  notes?: Array<{
    id: string;
    seasonId: string;
    divisionId: string | null;
    date: string;
    note: string;
    deleted?: string;
  }>;
};

const author = 'system';
const batchSize = 100;
const flag = (value: boolean | undefined, fallback = false) => ((value ?? fallback) ? 1 : 0);

/** Inserts the records in one transaction, in batches. */
export async function insertLeagueRecords(db: Db, clock: Clock, records: LeagueRecords): Promise<void> {
  const audit = (id: string, deleted?: string): Audit => {
    const now = auditTimestamp(clock);
    return {
      id,
      created: now,
      author,
      updated: now,
      editor: author,
      deleted: deleted ?? null,
      remover: deleted ? author : null,
    };
  };
  await db.transaction().execute(async (trx) => {
    const inBatches = async <R>(rows: readonly R[], write: (batch: R[]) => Promise<unknown>) => {
      for (let start = 0; start < rows.length; start += batchSize) await write(rows.slice(start, start + batchSize));
    };
    await inBatches(records.divisions ?? [], (batch) =>
      trx
        .insertInto('division')
        .values(batch.map((d) => ({ ...audit(d.id, d.deleted), name: d.name, superleague: flag(d.superleague) })))
        .execute(),
    );
    await inBatches(records.seasons ?? [], (batch) =>
      trx
        .insertInto('season')
        .values(
          batch.map((s) => ({
            ...audit(s.id),
            name: s.name,
            startDate: s.startDate,
            endDate: s.endDate,
            fixtureStartTime: s.fixtureStartTime ?? null,
            fixtureDuration: s.fixtureDuration ?? null,
            allowFavouriteTeams: null,
          })),
        )
        .execute(),
    );
    const links = (records.seasons ?? []).flatMap((s) =>
      s.divisionIds.map((divisionId) => ({ seasonId: s.id, divisionId })),
    );
    await inBatches(links, (batch) => trx.insertInto('seasonDivision').values(batch).execute());
    await inBatches(records.teams ?? [], (batch) =>
      trx
        .insertInto('team')
        .values(batch.map((t) => ({ ...audit(t.id, t.deleted), name: t.name, address: t.address ?? '' })))
        .execute(),
    );
    await inBatches(records.teamSeasons ?? [], (batch) =>
      trx
        .insertInto('teamSeason')
        .values(
          batch.map((ts) => ({ ...audit(ts.id), teamId: ts.teamId, seasonId: ts.seasonId, divisionId: ts.divisionId })),
        )
        .execute(),
    );
    await inBatches(records.players ?? [], (batch) =>
      trx
        .insertInto('teamPlayer')
        .values(
          batch.map((p) => ({
            ...audit(p.id),
            teamSeasonId: p.teamSeasonId,
            name: p.name,
            captain: flag(p.captain),
            emailAddress: null,
            gender: p.gender ?? null,
          })),
        )
        .execute(),
    );
    await inBatches(records.games ?? [], (batch) =>
      trx
        .insertInto('game')
        .values(
          batch.map((g) => ({
            ...audit(g.id),
            seasonId: g.seasonId,
            divisionId: g.divisionId,
            date: g.date,
            address: g.address,
            homeTeamId: g.homeTeamId,
            awayTeamId: g.awayTeamId,
            postponed: flag(g.postponed),
            isKnockout: flag(g.isKnockout),
            accoladesCount: flag(g.accoladesCount, true),
            card: JSON.stringify(g.card),
          })),
        )
        .execute(),
    );
    await inBatches(records.notes ?? [], (batch) =>
      trx
        .insertInto('note')
        .values(
          batch.map((n) => ({
            ...audit(n.id, n.deleted),
            seasonId: n.seasonId,
            divisionId: n.divisionId,
            date: n.date,
            note: n.note,
          })),
        )
        .execute(),
    );
  });
}
