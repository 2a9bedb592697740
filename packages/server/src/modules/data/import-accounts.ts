import type { Db } from '../../db/database.js';
import { normaliseEmail } from '../accounts/accounts.service.js';

/**
 * Accounts are matched by e-mail address on import. An e-mail address is an account's
 * unique key, so an account here whose address is also in the zip (a fresh install's administrator
 * importing their own league) is the same person: it takes the imported account's id before the
 * records are written, with its sessions (whoever is signed in as it stays signed in, now as the
 * imported account), its photos and its password hash (kept when the zip carries none). The
 * import then replaces it by id as any other record. A row here that already holds such an id
 * under another address gives way (it and its sessions are removed), as a replaced record would.
 * Runs inside the import's transaction; returns the addresses matched.
 */
export async function matchAccountsByEmail(trx: Db, imported: ReadonlyMap<string, string>): Promise<string[]> {
  if (!imported.size) return [];
  const rows = await trx.selectFrom('appUser').select(['id', 'emailAddress']).orderBy('emailAddress').execute();
  const moves = rows.flatMap((row) => {
    const to = imported.get(normaliseEmail(row.emailAddress));
    return to !== undefined && to !== row.id ? [{ from: row.id, to, email: row.emailAddress }] : [];
  });
  if (!moves.length) return [];

  const moving = new Set(moves.map((move) => move.from));
  const present = new Set(rows.map((row) => row.id));
  for (const { to } of moves) {
    if (!present.has(to) || moving.has(to)) continue;
    await trx.deleteFrom('session').where('userId', '=', to).execute();
    await trx.deleteFrom('appUser').where('id', '=', to).execute();
  }
  // Through a temporary id, so that two accounts may swap ids without colliding on the way.
  const steps = moves.map((move, index) => ({ ...move, via: `import-${index}-${move.from}` }));
  for (const [from, to] of [...steps.map((step) => [step.from, step.via] as const), ...steps.map((step) => [step.via, step.to] as const)]) {
    await trx.updateTable('appUser').set({ id: to }).where('id', '=', from).execute();
    await trx.updateTable('session').set({ userId: to }).where('userId', '=', from).execute();
    await trx.updateTable('photo').set({ uploaderId: to }).where('uploaderId', '=', from).execute();
  }
  return moves.map((move) => move.email);
}
