/**
 * What the Data Browser shows of a stored record: `_` storage properties never,
 * audit properties only on request, `Version` only when it is not 1 (or on request), empty values
 * only on request; ids link to their record when the table can be told from the property's name.
 */
export const auditProperties = ['Created', 'Author', 'Updated', 'Editor', 'Deleted', 'Remover'] as const;

export type ValueRules = { showEmptyValues: boolean; showAuditValues: boolean; showVersion: boolean };

const auditSet = new Set<string>(auditProperties.map((p) => p.toLowerCase()));

/** Null, an empty or blank string, an empty list or an object with nothing in it. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

/** The properties of `record` to show, in stored order. */
export function shownEntries(record: Record<string, unknown>, rules: ValueRules): [string, unknown][] {
  return Object.entries(record).filter(([key, value]) => {
    if (key.startsWith('_')) return false;
    if (!rules.showAuditValues && auditSet.has(key.toLowerCase())) return false;
    if (key.toLowerCase() === 'version' && !rules.showVersion && value === 1) return false;
    if (!rules.showEmptyValues && isEmptyValue(value)) return false;
    return true;
  });
}

/** Names that do not say their table by themselves. */
const aliases: Record<string, string> = {
  tournament: 'tournamentgame',
  fixture: 'game',
  sayg: 'recordedscoreasyougo',
  hometeam: 'team',
  awayteam: 'team',
  note: 'fixturedatenote',
  error: 'errordetail',
  feature: 'configuredfeature',
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function singular(name: string): string {
  if (name.endsWith('ies')) return `${name.slice(0, -3)}y`;
  return name.endsWith('s') ? name.slice(0, -1) : name;
}

function tableFor(stem: string, tables: ReadonlySet<string>): string | undefined {
  const lower = stem.toLowerCase();
  for (const candidate of [lower, singular(lower)]) {
    const table = tables.has(candidate) ? candidate : aliases[candidate];
    if (table && tables.has(table)) return table;
  }
  return undefined;
}

/**
 * The name an object's `id` is read against (see `linkedTable`): the property that holds it (a
 * `HomeTeam` → `team`), or none for an item of a list. A list's objects are rows the record owns
 * (a team's `Seasons` registrations and their `Players`): each id is the row's own, and no table
 * of the browser holds such a row by itself, so it shows unlinked.
 */
export function objectOwner(holder: string, isListItem: boolean): string | undefined {
  return isListItem ? undefined : holder;
}

/**
 * The table that an id under `key` belongs to: `DivisionId` → `division`; the `Id`/`id` of an
 * object held under `HomeTeam` → `team` (`parentKey` is `objectOwner`); an element of `Divisions`
 * → `division`; `undefined` when the value is no id or the name says no known table.
 */
export function linkedTable(
  key: string,
  value: unknown,
  tables: ReadonlySet<string>,
  parentKey?: string,
): string | undefined {
  if (typeof value !== 'string' || !uuidPattern.test(value)) return undefined;
  if (key.toLowerCase() === 'id') return parentKey ? tableFor(parentKey, tables) : undefined;
  const match = /^(.+?)Ids?$/i.exec(key);
  if (match?.[1]) return tableFor(match[1], tables);
  // A list of ids under a plural name (`Teams: [id, …]`) or an element of `DivisionIds`.
  return parentKey ? tableFor(parentKey.replace(/Ids?$/i, ''), tables) : undefined;
}
