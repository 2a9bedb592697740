import type { Kysely } from 'kysely';
import type { AccessOption } from '@darts/domain';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/** A stored row as Kysely returns it (camelCase column names). */
export type Row = Record<string, unknown>;

/** One browse row (SingleDataResultDto) before it is sent. */
export type BrowseRow = {
  id: string;
  name: string | null;
  date: string | null;
  divisionId: string | null;
  seasonId: string | null;
  deleted: string | null;
  remover: string | null;
};

/**
 * Rows of another storage table that a record owns (no foreign keys exist: `parentKey` holds the
 * owner's id). They travel inside the owner's document as the array `property`: each row as its own
 * document without `parentKey` (PascalCase, booleans converted), or, with `value`, only that column's
 * value (a season's division ids).
 */
export type DataChild = {
  /** The document property holding the rows (PascalCase). */
  property: string;
  /** The storage table (Kysely name). */
  table: keyof Database;
  /** Every stored column (camelCase), `parentKey` included. */
  columns: readonly string[];
  /** The column holding the owner's id. */
  parentKey: string;
  /** The document holds only this column's values, in its order. */
  value?: string;
  /** Columns holding 0/1 booleans. */
  booleans?: readonly string[];
  /** Rows that each of these rows owns in turn. */
  children?: readonly DataChild[];
};

/**
 * One table of this product as the data routes see it. Export and import
 * reuse the same registry: `table` is the storage table, `columns` lists its stored columns, the
 * column groups say how each becomes a document property, and `children` adds the rows the record owns.
 */
export type DataTable = {
  /** Contract name: the lower-case record type. */
  name: string;
  partitionKey: '/id' | '/emailAddress';
  /** Record type name; absent for storage-only tables. */
  dataTypeName: string | null;
  /** The storage table (Kysely name). */
  table: keyof Database;
  /** Every stored column (camelCase, as Kysely returns them), `id` first. */
  columns: readonly string[];
  /** What, besides ImportData, a caller needs to create, edit and delete this record type. */
  writeAccess: AccessOption;
  /** Columns holding JSON text (parsed in the document). */
  json?: readonly string[];
  /** JSON columns holding the rest of the record: their properties become top-level document properties. */
  spread?: readonly string[];
  /** Columns holding 0/1 booleans. */
  booleans?: readonly string[];
  /** Calendar-date columns (`YYYY-MM-DD` stored, `YYYY-MM-DDT00:00:00` on the wire). */
  dates?: readonly string[];
  /**
   * Columns NEVER returned by View (and never exported): secrets (password hashes) and bulky
   * binary content (a photo's image bytes, served by `/api/Photo/{id}` instead).
   */
  hidden?: readonly string[];
  /** Browse: the row's display name, if the table has one. */
  browseName?: (row: Row) => string | null;
  /** Child rows the stored record owns, as extra document properties (PascalCase). */
  children?: readonly DataChild[];
};

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

const auditColumns = ['id', 'created', 'author', 'updated', 'editor', 'deleted', 'remover'] as const;
const audited = (...columns: string[]): readonly string[] => [...auditColumns, ...columns];

/** A season's divisions (storage `season_division`): the document lists their ids. */
const seasonDivisions: DataChild = {
  property: 'Divisions',
  table: 'seasonDivision',
  columns: ['seasonId', 'divisionId'],
  parentKey: 'seasonId',
  value: 'divisionId',
};

/** A team's players in one season (storage `team_player`). */
const teamPlayers: DataChild = {
  property: 'Players',
  table: 'teamPlayer',
  columns: audited('teamSeasonId', 'name', 'captain', 'emailAddress', 'gender'),
  parentKey: 'teamSeasonId',
  booleans: ['captain'],
};

/** A team's season registrations (storage `team_season`), each owning its players. */
const teamSeasons: DataChild = {
  property: 'Seasons',
  table: 'teamSeason',
  columns: audited('teamId', 'seasonId', 'divisionId'),
  parentKey: 'teamId',
  children: [teamPlayers],
};

/**
 * Every table of this product. Sessions (`session`) are deliberately absent: they hold only session
 * token hashes, which no answer may carry, and are not league data.
 */
export const dataTables: readonly DataTable[] = [
  {
    name: 'division',
    partitionKey: '/id',
    dataTypeName: 'Division',
    table: 'division',
    columns: audited('name', 'superleague'),
    writeAccess: 'ManageDivisions',
    booleans: ['superleague'],
    browseName: (row) => text(row.name),
  },
  {
    name: 'season',
    partitionKey: '/id',
    dataTypeName: 'Season',
    table: 'season',
    columns: audited('name', 'startDate', 'endDate', 'fixtureStartTime', 'fixtureDuration', 'allowFavouriteTeams'),
    writeAccess: 'ManageSeasons',
    booleans: ['allowFavouriteTeams'],
    dates: ['startDate', 'endDate'],
    browseName: (row) => text(row.name),
    children: [seasonDivisions],
  },
  {
    name: 'team',
    partitionKey: '/id',
    dataTypeName: 'Team',
    table: 'team',
    columns: audited('name', 'address'),
    writeAccess: 'ManageTeams',
    browseName: (row) => text(row.name),
    children: [teamSeasons],
  },
  {
    name: 'game',
    partitionKey: '/id',
    dataTypeName: 'Game',
    table: 'game',
    columns: audited('seasonId', 'divisionId', 'date', 'address', 'homeTeamId', 'awayTeamId', 'postponed', 'isKnockout', 'accoladesCount', 'card'),
    writeAccess: 'ManageGames',
    json: ['card'],
    booleans: ['postponed', 'isKnockout', 'accoladesCount'],
    dates: ['date'],
  },
  {
    name: 'tournamentgame',
    partitionKey: '/id',
    dataTypeName: 'TournamentGame',
    table: 'tournament',
    columns: audited('seasonId', 'divisionId', 'date', 'address', 'singleRound', 'doc'),
    writeAccess: 'ManageTournaments',
    spread: ['doc'],
    booleans: ['singleRound'],
    dates: ['date'],
    browseName: (row) => text(row.address),
  },
  {
    name: 'fixturedatenote',
    partitionKey: '/id',
    dataTypeName: 'FixtureDateNote',
    table: 'note',
    columns: audited('seasonId', 'divisionId', 'date', 'note'),
    writeAccess: 'ManageNotes',
    dates: ['date'],
  },
  {
    name: 'recordedscoreasyougo',
    partitionKey: '/id',
    dataTypeName: 'RecordedScoreAsYouGo',
    table: 'recordedScoreAsYouGo',
    // Who may write it travels too, as digests and an account id, so a restored practice
    // record is still written only by its device or its account.
    columns: audited(
      'yourName',
      'opponentName',
      'numberOfLegs',
      'startingScore',
      'homeScore',
      'awayScore',
      'tournamentMatchId',
      'legs',
      'idempotencyKey',
      'writeTokenHash',
      'ownerId',
    ),
    writeAccess: 'RecordScoresAsYouGo',
    json: ['legs'],
    browseName: (row) => text(row.yourName),
  },
  {
    name: 'template',
    partitionKey: '/id',
    dataTypeName: 'Template',
    table: 'template',
    columns: audited('name', 'description', 'sharedAddresses', 'divisions', 'templateHealth'),
    writeAccess: 'ManageSeasonTemplates',
    json: ['sharedAddresses', 'divisions', 'templateHealth'],
    browseName: (row) => text(row.name),
  },
  {
    name: 'errordetail',
    partitionKey: '/id',
    dataTypeName: 'ErrorDetail',
    table: 'errorDetail',
    columns: audited('source', 'time', 'message', 'stack', 'type', 'userName', 'userAgent', 'url'),
    writeAccess: 'ViewExceptions',
    json: ['stack'],
    browseName: (row) => text(row.message),
  },
  {
    name: 'user',
    partitionKey: '/emailAddress',
    dataTypeName: null,
    table: 'appUser',
    columns: audited('emailAddress', 'name', 'givenName', 'passwordHash', 'accessLevels', 'teamId', 'externalSubject'),
    writeAccess: 'ManageAccess',
    json: ['accessLevels'],
    // The password hash is a secret: it is never shown, exported or returned in any answer.
    hidden: ['passwordHash'],
    browseName: (row) => text(row.name),
  },
  {
    name: 'configuredfeature',
    partitionKey: '/id',
    dataTypeName: null,
    table: 'configuredFeature',
    columns: audited('configuredValue'),
    writeAccess: 'ManageFeatures',
  },
  {
    name: 'photo',
    partitionKey: '/id',
    dataTypeName: null,
    table: 'photo',
    columns: audited('entityId', 'uploaderId', 'fileName', 'contentType', 'fileSize', 'width', 'height', 'content'),
    writeAccess: 'DeleteAnyPhoto',
    // The image bytes are not a document property: View names the photo, `/api/Photo/{id}` serves it.
    hidden: ['content'],
    browseName: (row) => text(row.fileName),
  },
];

/** The registered table of a contract name (case-insensitive), or undefined. */
export function findDataTable(name: string): DataTable | undefined {
  const lower = name.toLowerCase();
  return dataTables.find((table) => table.name === lower);
}

/** A column's document property: PascalCase, except `id`. */
export const pascal = (key: string) => (key === 'id' ? key : key.charAt(0).toUpperCase() + key.slice(1));
const wireDate = (value: unknown) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00` : value);

function parseJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/**
 * A stored row as its document: PascalCase keys except `id`, JSON parsed, booleans and dates
 * converted. Only top-level names are re-cased: nested JSON keeps its stored names, because some
 * of its objects are maps keyed by ids or access options that must stay exactly as stored.
 */
export function toDocument(
  row: Row,
  how: { spread?: readonly string[]; json?: readonly string[]; booleans?: readonly string[]; dates?: readonly string[]; hiddenKeys?: readonly string[] },
): Record<string, unknown> {
  const document: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (how.hiddenKeys?.includes(key)) continue;
    if (how.spread?.includes(key)) {
      const parsed = parseJson(value);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        for (const [inner, innerValue] of Object.entries(parsed)) document[pascal(inner)] = innerValue;
        continue;
      }
    }
    let converted = value;
    if (how.json?.includes(key)) converted = parseJson(value);
    else if (how.booleans?.includes(key)) converted = value == null ? null : Boolean(value);
    else if (how.dates?.includes(key)) converted = wireDate(value);
    document[pascal(key)] = converted;
  }
  return document;
}

/** Every row of a table, deleted rows included, for Browse. */
export async function browseTable(db: Db, table: DataTable): Promise<BrowseRow[]> {
  // The registry names the storage table at run time; every registered table has the audit columns.
  const rows = (await db.selectFrom(table.table).selectAll().orderBy('id').execute()) as Row[];
  return rows.map((row) => ({
    id: String(row.id),
    name: table.browseName?.(row) ?? null,
    date: text(wireDate(row.date ?? row.startDate)),
    divisionId: text(row.divisionId),
    seasonId: text(row.seasonId),
    deleted: text(row.deleted),
    remover: text(row.remover),
  }));
}

/** The most values one `in (…)` list carries (well under SQLite's and PostgreSQL's parameter limits). */
export const idsPerStatement = 500;

/** `items` in slices of at most `size`. */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const slices: T[][] = [];
  for (let start = 0; start < items.length; start += size) slices.push(items.slice(start, start + size));
  return slices;
}

/**
 * The child rows each of `parentIds` owns, as document properties (`Divisions`, `Seasons`, …) keyed
 * by the owner's id: one query per child table and slice of owners, ordered by the value column or
 * by id, so a batch of records costs a few queries rather than a few per record.
 */
export async function embedChildren(
  db: Db,
  children: readonly DataChild[] | undefined,
  parentIds: readonly string[],
): Promise<Map<string, Record<string, unknown>>> {
  const embedded = new Map<string, Record<string, unknown>>(parentIds.map((id) => [id, {}]));
  for (const child of children ?? []) {
    const rows: Row[] = [];
    for (const slice of chunks(parentIds, idsPerStatement)) {
      // The registry names the child table and its owner column at run time.
      const dynamic = db as unknown as Kysely<Record<string, Row>>;
      rows.push(
        ...(await dynamic
          .selectFrom(child.table)
          .selectAll()
          .where(child.parentKey, 'in', slice)
          .orderBy(child.value ?? 'id')
          .execute()),
      );
    }
    const grandchildren = child.children?.length
      ? await embedChildren(db, child.children, rows.map((row) => String(row.id)))
      : undefined;
    const byOwner = new Map<string, Row[]>(parentIds.map((id) => [id, []]));
    for (const row of rows) byOwner.get(String(row[child.parentKey]))?.push(row);
    for (const [id, owned] of byOwner) {
      embedded.get(id)![child.property] = owned.map((row) =>
        child.value
          ? row[child.value]
          : {
              ...toDocument(row, { booleans: child.booleans, hiddenKeys: [child.parentKey] }),
              ...grandchildren?.get(String(row.id)),
            },
      );
    }
  }
  return embedded;
}

/** One stored record as its document, secrets and binary content removed; null if absent. */
export async function viewRecord(db: Db, table: DataTable, id: string): Promise<Record<string, unknown> | null> {
  const row = (await db.selectFrom(table.table).selectAll().where('id', '=', id).executeTakeFirst()) as Row | undefined;
  if (!row) return null;
  const document = toDocument(row, { ...table, hiddenKeys: table.hidden });
  const embedded = await embedChildren(db, table.children, [String(row.id)]);
  return { ...document, ...embedded.get(String(row.id)) };
}
