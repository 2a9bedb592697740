import type { AccessOption } from '@darts/domain';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/** A stored row as Kysely returns it (camelCase column names). */
type Row = Record<string, unknown>;

/** One browse row (SingleDataResultDto, contract §14.5) before it is sent. */
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
 * One table of this product as the data routes see it (contract §14.5). Export and import (issue #15,
 * later) reuse the same registry: `table` is the storage table, `columns` says how each stored column
 * becomes a document property, and `embed` adds the child rows the record owns.
 */
export type DataTable = {
  /** Contract name: the lower-case record type. */
  name: string;
  partitionKey: '/id' | '/emailAddress';
  /** Record type name; absent for storage-only tables. */
  dataTypeName: string | null;
  /** The storage table (Kysely name). */
  table: keyof Database;
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
  embed?: (db: Db, row: Row) => Promise<Record<string, unknown>>;
};

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

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
    writeAccess: 'ManageDivisions',
    booleans: ['superleague'],
    browseName: (row) => text(row.name),
  },
  {
    name: 'season',
    partitionKey: '/id',
    dataTypeName: 'Season',
    table: 'season',
    writeAccess: 'ManageSeasons',
    booleans: ['allowFavouriteTeams'],
    dates: ['startDate', 'endDate'],
    browseName: (row) => text(row.name),
    embed: async (db, row) => {
      const divisions = await db
        .selectFrom('seasonDivision')
        .select('divisionId')
        .where('seasonId', '=', String(row.id))
        .orderBy('divisionId')
        .execute();
      return { Divisions: divisions.map((d) => d.divisionId) };
    },
  },
  {
    name: 'team',
    partitionKey: '/id',
    dataTypeName: 'Team',
    table: 'team',
    writeAccess: 'ManageTeams',
    browseName: (row) => text(row.name),
    embed: async (db, row) => {
      const seasons = await db.selectFrom('teamSeason').selectAll().where('teamId', '=', String(row.id)).orderBy('id').execute();
      const players = seasons.length
        ? await db
            .selectFrom('teamPlayer')
            .selectAll()
            .where(
              'teamSeasonId',
              'in',
              seasons.map((s) => s.id),
            )
            .orderBy('id')
            .execute()
        : [];
      return {
        Seasons: seasons.map((season) => ({
          ...toDocument(season, { hiddenKeys: ['teamId'] }),
          Players: players
            .filter((p) => p.teamSeasonId === season.id)
            .map((p) => toDocument(p, { booleans: ['captain'], hiddenKeys: ['teamSeasonId'] })),
        })),
      };
    },
  },
  {
    name: 'game',
    partitionKey: '/id',
    dataTypeName: 'Game',
    table: 'game',
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
    writeAccess: 'ManageNotes',
    dates: ['date'],
  },
  {
    name: 'recordedscoreasyougo',
    partitionKey: '/id',
    dataTypeName: 'RecordedScoreAsYouGo',
    table: 'recordedScoreAsYouGo',
    writeAccess: 'RecordScoresAsYouGo',
    json: ['legs'],
    browseName: (row) => text(row.yourName),
  },
  {
    name: 'template',
    partitionKey: '/id',
    dataTypeName: 'Template',
    table: 'template',
    writeAccess: 'ManageSeasonTemplates',
    json: ['sharedAddresses', 'divisions', 'templateHealth'],
    browseName: (row) => text(row.name),
  },
  {
    name: 'errordetail',
    partitionKey: '/id',
    dataTypeName: 'ErrorDetail',
    table: 'errorDetail',
    writeAccess: 'ViewExceptions',
    browseName: (row) => text(row.message),
  },
  {
    name: 'user',
    partitionKey: '/emailAddress',
    dataTypeName: null,
    table: 'appUser',
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
    writeAccess: 'ManageFeatures',
  },
  {
    name: 'photo',
    partitionKey: '/id',
    dataTypeName: null,
    table: 'photo',
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

const pascal = (key: string) => (key === 'id' ? key : key.charAt(0).toUpperCase() + key.slice(1));
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
function toDocument(
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

/** Every row of a table, deleted rows included, for Browse (contract §14.1). */
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

/** One stored record as its document (contract §14.5), secrets and binary content removed; null if absent. */
export async function viewRecord(db: Db, table: DataTable, id: string): Promise<Record<string, unknown> | null> {
  const row = (await db.selectFrom(table.table).selectAll().where('id', '=', id).executeTakeFirst()) as Row | undefined;
  if (!row) return null;
  const document = toDocument(row, { ...table, hiddenKeys: table.hidden });
  return { ...document, ...(table.embed ? await table.embed(db, row) : {}) };
}
