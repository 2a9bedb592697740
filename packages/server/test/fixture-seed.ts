import { randomUUID } from 'node:crypto';
import type { Db } from '../src/db/database.js';
import type { Audit } from '../src/db/schema.js';
import type { ScoreCard } from '../src/modules/league/score-card.js';

/**
 * Rows for the fixture and note suites, written straight to the tables so those suites do not
 * depend on the league write routes. Every helper returns the id it made.
 */
const stamp = (): Audit => ({
  id: randomUUID(),
  created: '2026-01-01T00:00:00.0000000Z',
  author: 'Seeder',
  updated: '2026-01-01T00:00:00.0000000Z',
  editor: 'Seeder',
  deleted: null,
  remover: null,
});

export async function addDivision(db: Db, name: string, options: { deleted?: boolean } = {}): Promise<string> {
  const audit = stamp();
  const deleted = options.deleted ? { deleted: audit.updated, remover: 'Seeder' } : {};
  await db
    .insertInto('division')
    .values({ ...audit, ...deleted, name, superleague: 0 })
    .execute();
  return audit.id;
}

export async function addSeason(
  db: Db,
  season: { name: string; startDate: string; endDate: string; divisionIds: readonly string[] },
): Promise<string> {
  const audit = stamp();
  await db
    .insertInto('season')
    .values({
      ...audit,
      name: season.name,
      startDate: season.startDate,
      endDate: season.endDate,
      fixtureStartTime: null,
      fixtureDuration: null,
      allowFavouriteTeams: null,
    })
    .execute();
  for (const divisionId of season.divisionIds) {
    await db.insertInto('seasonDivision').values({ seasonId: audit.id, divisionId }).execute();
  }
  return audit.id;
}

/** A team, registered in each of `seasons` (a registration may be removed: `deleted`). */
export async function addTeam(
  db: Db,
  team: {
    name: string;
    address?: string;
    deleted?: boolean;
    seasons?: ReadonlyArray<{ seasonId: string; divisionId: string; deleted?: boolean }>;
    /** Player e-mail addresses, registered in the first season. */
    playerEmails?: readonly string[];
  },
): Promise<string> {
  const audit = stamp();
  const deleted = (yes?: boolean) => (yes ? { deleted: audit.updated, remover: 'Seeder' } : {});
  await db
    .insertInto('team')
    .values({ ...audit, ...deleted(team.deleted), name: team.name, address: team.address ?? `${team.name} venue` })
    .execute();
  for (const [index, season] of (team.seasons ?? []).entries()) {
    const teamSeason = stamp();
    await db
      .insertInto('teamSeason')
      .values({
        ...teamSeason,
        ...deleted(season.deleted),
        teamId: audit.id,
        seasonId: season.seasonId,
        divisionId: season.divisionId,
      })
      .execute();
    if (index === 0) {
      for (const email of team.playerEmails ?? []) {
        await db
          .insertInto('teamPlayer')
          .values({
            ...stamp(),
            teamSeasonId: teamSeason.id,
            name: email,
            captain: 0,
            emailAddress: email,
            gender: null,
          })
          .execute();
      }
    }
  }
  return audit.id;
}

/** A fixture stored as-is (for scored fixtures, submissions and other states the routes cannot make). */
export async function addGame(
  db: Db,
  game: {
    seasonId: string;
    divisionId: string;
    date: string;
    home: { id: string; name: string };
    away?: { id: string; name: string };
    isKnockout?: boolean;
    deleted?: boolean;
    card?: Partial<ScoreCard> & Record<string, unknown>;
  },
): Promise<string> {
  const audit = stamp();
  const card = {
    home: game.home,
    away: game.away ?? { id: '', name: '' },
    matches: [],
    matchOptions: [],
    oneEighties: [],
    over100Checkouts: [],
    ...game.card,
  };
  await db
    .insertInto('game')
    .values({
      ...audit,
      ...(game.deleted ? { deleted: audit.updated, remover: 'Seeder' } : {}),
      seasonId: game.seasonId,
      divisionId: game.divisionId,
      date: game.date,
      address: 'Somewhere',
      homeTeamId: game.home.id,
      awayTeamId: game.away?.id ?? null,
      postponed: 0,
      isKnockout: game.isKnockout ? 1 : 0,
      accoladesCount: 1,
      card: JSON.stringify(card),
    })
    .execute();
  return audit.id;
}

/** A played match: `homeScore`-`awayScore` legs with one player a side. */
export function playedMatch(homeScore: number, awayScore: number) {
  return {
    id: randomUUID(),
    homePlayers: [{ id: randomUUID(), name: 'Home player' }],
    awayPlayers: [{ id: randomUUID(), name: 'Away player' }],
    homeScore,
    awayScore,
  };
}
