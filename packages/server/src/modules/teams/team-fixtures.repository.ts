import type { Db } from '../../db/database.js';

/**
 * The parts of stored fixtures (`game` rows, owned by the games module) that team and player edits
 * copy names and venues into. Only non-deleted fixtures are touched.
 */
export type StoredFixture = {
  id: string;
  seasonId: string;
  divisionId: string;
  date: string;
  address: string;
  homeTeamId: string;
  awayTeamId: string | null;
  card: string;
};

const columns = ['id', 'seasonId', 'divisionId', 'date', 'address', 'homeTeamId', 'awayTeamId', 'card'] as const;

/** A team's fixtures, home or away: in one season, or in every season. */
export async function fixturesOfTeam(db: Db, teamId: string, seasonId?: string): Promise<StoredFixture[]> {
  let query = db
    .selectFrom('game')
    .select(columns)
    .where('deleted', 'is', null)
    .where((eb) => eb.or([eb('homeTeamId', '=', teamId), eb('awayTeamId', '=', teamId)]));
  if (seasonId) query = query.where('seasonId', '=', seasonId);
  return query.orderBy('date').execute();
}

/**
 * A team's fixtures as `fixturesOfTeam` reads them, each row locked first for the rest of the
 * transaction (a no-op update, as `lockGame` does), in id order so two writers never wait on each
 * other crosswise. For a write that rewrites their cards: a score card saved meanwhile is read and
 * kept, never overwritten with the card as it was before (races).
 */
export async function lockedFixturesOfTeam(db: Db, teamId: string, seasonId?: string): Promise<StoredFixture[]> {
  await lockFixtures(
    db,
    (await fixturesOfTeam(db, teamId, seasonId)).map((fixture) => fixture.id),
  );
  return fixturesOfTeam(db, teamId, seasonId);
}

/** Takes the row locks of fixtures about to be rewritten, in id order (see `lockedFixturesOfTeam`). */
export async function lockFixtures(db: Db, ids: readonly string[]): Promise<void> {
  for (const id of [...ids].sort()) {
    await db
      .updateTable('game')
      .set((eb) => ({ id: eb.ref('id') }))
      .where('id', '=', id)
      .execute();
  }
}

/** Every fixture on any of `dates` (`YYYY-MM-DD`), in any season or division. */
export async function fixturesOn(db: Db, dates: readonly string[]): Promise<StoredFixture[]> {
  if (dates.length === 0) return [];
  return db.selectFrom('game').select(columns).where('deleted', 'is', null).where('date', 'in', dates).execute();
}

/** How many fixtures a team has in a division for a season. */
export async function countFixturesOfTeam(
  db: Db,
  teamId: string,
  seasonId: string,
  divisionId: string,
): Promise<number> {
  const fixtures = await fixturesOfTeam(db, teamId, seasonId);
  return fixtures.filter((fixture) => fixture.divisionId === divisionId).length;
}

export async function findFixture(db: Db, id: string): Promise<StoredFixture | undefined> {
  return db.selectFrom('game').select(columns).where('id', '=', id).where('deleted', 'is', null).executeTakeFirst();
}

export async function updateFixture(
  db: Db,
  id: string,
  changes: { address?: string; card: string; updated: string; editor: string },
): Promise<void> {
  await db.updateTable('game').set(changes).where('id', '=', id).execute();
}
