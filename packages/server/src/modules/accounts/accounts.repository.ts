import type { ExpressionBuilder } from 'kysely';
import type { AccessLevels } from '@darts/domain';
import { isUniqueViolation, type Db } from '../../db/database.js';
import type { AppUserTable, Database } from '../../db/schema.js';
import { auditTimestamp, type Clock } from '../../shared/clock.js';
import { newId } from '../../shared/ids.js';

/** A stored account, as the server works with it. */
export type Account = {
  id: string;
  emailAddress: string;
  name: string;
  givenName: string;
  accessLevels: AccessLevels;
  teamId: string | null;
  passwordHash: string | null;
  updated: string;
};

export function toAccount(row: AppUserTable): Account {
  return {
    id: row.id,
    emailAddress: row.emailAddress,
    name: row.name,
    givenName: row.givenName,
    accessLevels: JSON.parse(row.accessLevels) as AccessLevels,
    teamId: row.teamId,
    passwordHash: row.passwordHash,
    updated: row.updated,
  };
}

/** E-mail addresses are the unique key of an account and compare case-insensitively. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function findAccountByEmail(db: Db, email: string): Promise<Account | undefined> {
  const row = await db
    .selectFrom('appUser')
    .selectAll()
    .where('emailAddress', '=', normaliseEmail(email))
    .where('deleted', 'is', null)
    .executeTakeFirst();
  return row && toAccount(row);
}

export async function findAccountById(db: Db, id: string): Promise<Account | undefined> {
  const row = await db
    .selectFrom('appUser')
    .selectAll()
    .where('id', '=', id)
    .where('deleted', 'is', null)
    .executeTakeFirst();
  return row && toAccount(row);
}

export async function listAccounts(db: Db): Promise<Account[]> {
  const rows = await db.selectFrom('appUser').selectAll().where('deleted', 'is', null).orderBy('name').execute();
  return rows.map(toAccount);
}

export async function countAccounts(db: Db): Promise<number> {
  const row = await db
    .selectFrom('appUser')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export type NewAccount = {
  emailAddress: string;
  name: string;
  givenName: string;
  passwordHash: string | null;
  accessLevels?: AccessLevels;
  externalSubject?: string | null;
};

/** Creates an account; new accounts hold no access unless given. */
export async function createAccount(
  db: Db,
  clock: Clock,
  account: NewAccount,
  author = account.name,
): Promise<Account> {
  const now = auditTimestamp(clock);
  const row: AppUserTable = {
    id: newId(),
    emailAddress: normaliseEmail(account.emailAddress),
    name: account.name,
    givenName: account.givenName,
    passwordHash: account.passwordHash,
    accessLevels: JSON.stringify(account.accessLevels ?? {}),
    teamId: null,
    externalSubject: account.externalSubject ?? null,
    created: now,
    author,
    updated: now,
    editor: author,
    deleted: null,
    remover: null,
  };
  await db.insertInto('appUser').values(row).execute();
  return toAccount(row);
}

export async function updateAccessLevels(
  db: Db,
  clock: Clock,
  id: string,
  accessLevels: AccessLevels,
  editor: string,
  /** The account's own team; undefined leaves it as it is. */
  teamId?: string | null,
): Promise<Account | undefined> {
  await db
    .updateTable('appUser')
    .set({
      accessLevels: JSON.stringify(accessLevels),
      ...(teamId !== undefined ? { teamId } : {}),
      updated: auditTimestamp(clock),
      editor,
    })
    .where('id', '=', id)
    .execute();
  return findAccountById(db, id);
}

export async function setPasswordHash(db: Db, clock: Clock, id: string, passwordHash: string, editor: string) {
  await db
    .updateTable('appUser')
    .set({ passwordHash, updated: auditTimestamp(clock), editor })
    .where('id', '=', id)
    .execute();
}

/**
 * Creates an account, or answers undefined when its e-mail address is taken, also by a deleted
 * account or by a request that got there first (the unique index decides, not a prior read).
 */
export async function createAccountIfNew(db: Db, clock: Clock, account: NewAccount): Promise<Account | undefined> {
  try {
    return await createAccount(db, clock, account);
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

/** A player's e-mail address compared the way `normaliseEmail` compares (trimmed, lower-case). */
const playerEmail = (eb: ExpressionBuilder<Database, 'teamPlayer'>) =>
  eb.fn<string>('lower', [eb.fn<string>('trim', ['teamPlayer.emailAddress'])]);

/**
 * The team each player e-mail address belongs to: the first team, oldest first,
 * holding a non-deleted player with that address, compared case-insensitively. Deleted teams do
 * not count. Keys are normalised addresses; `emails` limits the search.
 */
export async function playerTeamIds(db: Db, emails?: readonly string[]): Promise<Map<string, string>> {
  if (emails?.length === 0) return new Map();
  let query = db
    .selectFrom('teamPlayer')
    .innerJoin('teamSeason', 'teamSeason.id', 'teamPlayer.teamSeasonId')
    .innerJoin('team', 'team.id', 'teamSeason.teamId')
    .select((eb) => [playerEmail(eb).as('email'), 'team.id as teamId'])
    .where('teamPlayer.emailAddress', 'is not', null)
    .where('teamPlayer.deleted', 'is', null)
    .where('team.deleted', 'is', null)
    .orderBy('team.created')
    .orderBy('team.id');
  if (emails) query = query.where((eb) => playerEmail(eb), 'in', emails.map(normaliseEmail));
  const teams = new Map<string, string>();
  for (const row of await query.execute()) {
    const email = normaliseEmail(row.email);
    if (!teams.has(email)) teams.set(email, row.teamId);
  }
  return teams;
}

/** Whether a team exists and is not deleted. */
export async function isLiveTeam(db: Db, teamId: string): Promise<boolean> {
  const row = await db
    .selectFrom('team')
    .select('id')
    .where('id', '=', teamId)
    .where('deleted', 'is', null)
    .executeTakeFirst();
  return !!row;
}

/** The account's team: its own, or failing that the team its player record is in. */
export async function teamOf(db: Db, account: Account): Promise<string | null> {
  if (account.teamId) return account.teamId;
  return (await playerTeamIds(db, [account.emailAddress])).get(normaliseEmail(account.emailAddress)) ?? null;
}
