import { randomUUID } from 'node:crypto';
import type { Db } from '../src/db/database.js';
import type { Audit, Database } from '../src/db/schema.js';
import type { ScoreCard } from '../src/shared/score-card.js';

/**
 * Rows for the fixture and note suites, written straight to the tables so those suites do not
 * depend on the league write routes. Each `add…` helper returns the id it made.
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
    /** Where it is played; absent = the home team's address (or name), as a saved fixture stores it. */
    address?: string;
  },
): Promise<string> {
  const audit = stamp();
  const home = await db
    .selectFrom('team')
    .select(['address', 'name'])
    .where('id', '=', game.home.id)
    .executeTakeFirst();
  const address = game.address ?? (home ? home.address || home.name : game.home.name);
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
      address,
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

export type SeededPlayer = { id: string; name: string };

/** The ids and names of a team's players (named after their e-mails), sorted by name. */
export async function teamPlayers(db: Db, teamId: string): Promise<SeededPlayer[]> {
  const rows = await db
    .selectFrom('teamPlayer')
    .innerJoin('teamSeason', 'teamSeason.id', 'teamPlayer.teamSeasonId')
    .select(['teamPlayer.id', 'teamPlayer.name'])
    .where('teamSeason.teamId', '=', teamId)
    .execute();
  return rows.sort((a, b) => a.name.localeCompare(b.name));
}

export type TwoTeams = {
  season: string;
  division: string;
  homeId: string;
  awayId: string;
  /** The 'Other' team's id, when one was asked for. */
  otherId?: string;
  /** Each side's players, sorted by name. */
  home: SeededPlayer[];
  away: SeededPlayer[];
};

/**
 * 'Division A' in season 2026/27 (1 Sep 2026 – 31 May 2027) with teams Home and Away (and, with
 * `otherTeam`, Other). Each team's players are `<team>.p1@example.org` … `<team>.p<playersPerTeam>@…`,
 * then `<team>.<extra>@example.org` for each of `extraEmails`.
 */
export async function seedTwoTeams(
  db: Db,
  options: { playersPerTeam?: number; extraEmails?: readonly string[]; otherTeam?: boolean } = {},
): Promise<TwoTeams> {
  const division = await addDivision(db, 'Division A');
  const season = await addSeason(db, {
    name: '2026/27',
    startDate: '2026-09-01',
    endDate: '2027-05-31',
    divisionIds: [division],
  });
  const seasons = [{ seasonId: season, divisionId: division }];
  const numbered = Array.from({ length: options.playersPerTeam ?? 0 }, (_, i) => `p${i + 1}`);
  const emails = (team: string) => [...numbered, ...(options.extraEmails ?? [])].map((p) => `${team}.${p}@example.org`);
  const homeId = await addTeam(db, { name: 'Home', seasons, playerEmails: emails('home') });
  const awayId = await addTeam(db, { name: 'Away', seasons, playerEmails: emails('away') });
  const other = options.otherTeam
    ? { otherId: await addTeam(db, { name: 'Other', seasons, playerEmails: emails('other') }) }
    : {};
  return {
    season,
    division,
    homeId,
    awayId,
    ...other,
    home: await teamPlayers(db, homeId),
    away: await teamPlayers(db, awayId),
  };
}

/** A fixture on 20 Nov 2026 between the seeded Home and Away, with an empty card. */
export function addHomeAwayGame(db: Db, teams: Pick<TwoTeams, 'season' | 'division' | 'homeId' | 'awayId'>) {
  return addGame(db, {
    seasonId: teams.season,
    divisionId: teams.division,
    date: '2026-11-20',
    home: { id: teams.homeId, name: 'Home' },
    away: { id: teams.awayId, name: 'Away' },
  });
}

/** How many rows `table` holds, deleted or not. */
export async function rowCount(db: Db, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
