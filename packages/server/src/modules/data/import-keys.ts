import { normaliseEmail } from '../accounts/accounts.service.js';
import type { RecordDocument } from './records.js';
import type { DataChild, DataTable } from './tables.js';

export const keyTexts = {
  sameEmail: (entry: string, email: string, other: string) => `${entry}: the e-mail address ${email} is also in ${other}`,
  sameChildId: (entry: string, what: string, id: string, other: string) => `${entry}: ${what} ${id} is also in ${other}`,
  repeatedValue: (entry: string, what: string, value: string) => `${entry}: ${what} ${value} is listed more than once`,
  nulCharacter: (entry: string) => `${entry}: a text holds the character U+0000, which cannot be stored`,
} as const;

/** How a problem names the rows of each child table. */
const childNames: Record<string, string> = { teamSeason: 'team season', teamPlayer: 'player', seasonDivision: 'division' };

/**
 * The database's unique keys, checked across every record of an import before anything is written
 *, so that no import ends in a raw database error: a child row's id (team seasons,
 * players) in only one record, a season's division listed once, an account's e-mail address
 * (compared as sign-in compares it) in only one account. Record ids are their file names, which the
 * zip check already keeps unique; accounts already on this server are matched by e-mail
 * (`matchAccountsByEmail`), not refused.
 */
export function createKeyCheck() {
  /** Child table → id → the entry holding it. */
  const childIds = new Map<string, Map<string, string>>();
  /** Normalised e-mail → the entry and id of the account holding it. */
  const emails = new Map<string, { entry: string; id: string }>();

  function checkChildren(entry: string, children: readonly DataChild[] | undefined, owner: Record<string, unknown>, problems: string[]) {
    for (const child of children ?? []) {
      const items = owner[child.property];
      if (!Array.isArray(items)) continue;
      const what = childNames[child.table] ?? child.table;
      if (child.value) {
        const seen = new Set<string>();
        for (const value of items.map(String)) {
          if (seen.has(value)) problems.push(keyTexts.repeatedValue(entry, what, value));
          seen.add(value);
        }
        continue;
      }
      const ids = childIds.get(child.table) ?? new Map<string, string>();
      childIds.set(child.table, ids);
      for (const item of items as Array<Record<string, unknown>>) {
        const id = String(item.id);
        const other = ids.get(id);
        if (other !== undefined) problems.push(keyTexts.sameChildId(entry, what, id, other));
        else ids.set(id, entry);
        checkChildren(entry, child.children, item, problems);
      }
    }
  }

  return {
    /** The unique-key problems of one record, each naming its file. */
    check(table: DataTable, entry: string, document: RecordDocument): string[] {
      const problems: string[] = [];
      if (holdsNul(document)) problems.push(keyTexts.nulCharacter(entry));
      checkChildren(entry, table.children, document, problems);
      if (table.name === 'user' && typeof document.EmailAddress === 'string') {
        const email = normaliseEmail(document.EmailAddress);
        const other = emails.get(email);
        if (other) problems.push(keyTexts.sameEmail(entry, email, other.entry));
        else emails.set(email, { entry, id: document.id });
      }
      return problems;
    },
    /** The imported accounts: normalised e-mail → account id. */
    accounts(): Map<string, string> {
      return new Map([...emails].map(([email, { id }]) => [email, id]));
    },
  };
}

/** Whether any text (or name) in a parsed document holds U+0000, which PostgreSQL cannot store in text. */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value && typeof value === 'object') return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || holdsNul(inner));
  return false;
}
