import { randomBytes } from 'node:crypto';
import { accessOptions, type AccessLevels } from '@darts/domain';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../shared/clock.js';
import { countAccounts, createAccount } from './accounts.repository.js';
import { hashPassword } from './password-hash.js';

/**
 * KioskMode is left out: it is not a permission but a display restriction for pub-TV accounts (it
 * hides the site name and menu groups, spec 1 §2 Shell), so an administrator's own screen stays whole.
 * The administrator can grant it to any account, their own included.
 */
export const administratorAccess = accessOptions.filter((option) => option !== 'KioskMode');

/**
 * On first start with no accounts, creates an administrator holding every access option and prints
 * its e-mail and a random one-time password, or uses ADMIN_EMAIL/ADMIN_PASSWORD. There is
 * never a default password.
 */
export async function bootstrapAdministrator({
  config,
  db,
  clock,
  log,
}: {
  config: Config;
  db: Db;
  clock: Clock;
  log: (line: string) => void;
}) {
  if ((await countAccounts(db)) > 0) return undefined;
  const email = config.admin?.email ?? 'admin@darts.local';
  const password = config.admin?.password ?? randomBytes(12).toString('base64url');
  const accessLevels = Object.fromEntries(administratorAccess.map((option) => [option, {}])) as AccessLevels;
  const account = await createAccount(
    db,
    clock,
    {
      emailAddress: email,
      name: 'Administrator',
      givenName: 'Admin',
      passwordHash: await hashPassword(password, config.passwordHashCost),
      accessLevels,
    },
    'system',
  );
  if (config.admin) {
    log(`Created the administrator account ${email} with the password from ADMIN_PASSWORD.`);
  } else {
    log('');
    log('  An administrator account was created (this is shown once):');
    log(`    e-mail:   ${email}`);
    log(`    password: ${password}`);
    log('  Sign in, then give your own account access under Admin → Manage access.');
    log('');
  }
  return account;
}
