import type { AccessLevels } from '@darts/domain';
import type { Db } from '../../db/database.js';
import type { AppUserTable } from '../../db/schema.js';
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

function toAccount(row: AppUserTable): Account {
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
  const row = await db.selectFrom('appUser').selectAll().where('id', '=', id).where('deleted', 'is', null).executeTakeFirst();
  return row && toAccount(row);
}

export async function listAccounts(db: Db): Promise<Account[]> {
  const rows = await db.selectFrom('appUser').selectAll().where('deleted', 'is', null).orderBy('name').execute();
  return rows.map(toAccount);
}

export async function countAccounts(db: Db): Promise<number> {
  const row = await db.selectFrom('appUser').select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirst();
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

/** Creates an account; new accounts hold no access unless given (issue #2). */
export async function createAccount(db: Db, clock: Clock, account: NewAccount, author = account.name): Promise<Account> {
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
): Promise<Account | undefined> {
  await db
    .updateTable('appUser')
    .set({ accessLevels: JSON.stringify(accessLevels), updated: auditTimestamp(clock), editor })
    .where('id', '=', id)
    .execute();
  return findAccountById(db, id);
}

export async function setPasswordHash(db: Db, clock: Clock, id: string, passwordHash: string, editor: string) {
  await db.updateTable('appUser').set({ passwordHash, updated: auditTimestamp(clock), editor }).where('id', '=', id).execute();
}
