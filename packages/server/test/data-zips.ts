import {
  BlobReader,
  TextReader,
  TextWriter,
  Uint8ArrayWriter,
  ZipReader,
  ZipWriter,
  type FileEntry,
  type ZipWriterAddDataOptions,
} from '@zip.js/zip.js';
import type { Db } from '../src/db/database.js';
import type { TestClient, TestServer } from './harness.js';

/** Export and import tests: a small league, zips built and opened with zip.js, the import form. */

export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const ids = {
  live: uuid(1),
  gone: uuid(2),
  season: uuid(3),
  teamSeason: uuid(4),
  player: uuid(5),
  game: uuid(6),
  tournament: uuid(7),
  note: uuid(8),
};
export const stamp = '2026-01-01T00:00:00.0000000Z';
const audit = (id: string) => ({
  id,
  created: stamp,
  author: 'Seeder',
  updated: stamp,
  editor: 'Seeder',
  deleted: null,
  remover: null,
});

const card = {
  home: { id: ids.live, name: 'Alpha' },
  away: { id: '', name: '' },
  matches: [],
  matchOptions: [],
  oneEighties: [],
  over100Checkouts: [],
};

/** Two divisions (one deleted), a season, a team with a player, a fixture, a tournament and a note. */
export async function seedLeague(db: Db): Promise<void> {
  await db
    .insertInto('division')
    .values([
      { ...audit(ids.live), name: 'Premier', superleague: 0 },
      {
        ...audit(ids.gone),
        name: 'Old Division',
        superleague: 1,
        deleted: '2026-02-01T00:00:00.0000000Z',
        remover: 'Remover',
      },
    ])
    .execute();
  await db
    .insertInto('season')
    .values({
      ...audit(ids.season),
      name: 'Winter',
      startDate: '2026-09-01',
      endDate: '2027-04-30',
      fixtureStartTime: null,
      fixtureDuration: null,
      allowFavouriteTeams: 1,
    })
    .execute();
  await db.insertInto('seasonDivision').values({ seasonId: ids.season, divisionId: ids.live }).execute();
  await db
    .insertInto('team')
    .values({ ...audit(ids.live), name: 'Alpha', address: 'The Bull' })
    .execute();
  await db
    .insertInto('teamSeason')
    .values({ ...audit(ids.teamSeason), teamId: ids.live, seasonId: ids.season, divisionId: ids.live })
    .execute();
  await db
    .insertInto('teamPlayer')
    .values({
      ...audit(ids.player),
      teamSeasonId: ids.teamSeason,
      name: 'Ann',
      captain: 1,
      emailAddress: null,
      gender: null,
    })
    .execute();
  await db
    .insertInto('game')
    .values({
      ...audit(ids.game),
      seasonId: ids.season,
      divisionId: ids.live,
      date: '2026-10-02',
      address: 'The Bull',
      homeTeamId: ids.live,
      awayTeamId: null,
      postponed: 0,
      isKnockout: 0,
      accoladesCount: 1,
      card: JSON.stringify(card),
    })
    .execute();
  await db
    .insertInto('tournament')
    .values({
      ...audit(ids.tournament),
      seasonId: ids.season,
      divisionId: null,
      date: '2026-12-05',
      address: 'The Bull',
      singleRound: 0,
      doc: JSON.stringify({ type: 'Singles', bestOf: 7, sides: [] }),
    })
    .execute();
  await db
    .insertInto('note')
    .values({ ...audit(ids.note), seasonId: ids.season, divisionId: null, date: '2026-10-02', note: 'Bring darts' })
    .execute();
}

/** Every stored row of the league tables (children included), for before/after comparisons. */
export async function leagueRows(db: Db) {
  const tables = [
    'division',
    'season',
    'seasonDivision',
    'team',
    'teamSeason',
    'teamPlayer',
    'game',
    'tournament',
    'note',
  ] as const;
  const rows: Record<string, unknown[]> = {};
  for (const table of tables)
    rows[table] = await db
      .selectFrom(table)
      .selectAll()
      .orderBy(table === 'seasonDivision' ? 'seasonId' : 'id')
      .execute();
  return rows;
}

export type Answer = { status: number; text: string; json: any; headers: Headers };

async function answer(response: Response): Promise<Answer> {
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = undefined;
  }
  return { status: response.status, text, json, headers: response.headers };
}

/** POST /api/Data/Export as the client sends it. */
export async function exportData(who: TestClient, body: Record<string, unknown>) {
  const response = await who.request('POST', '/api/Data/Export', body);
  const zip =
    typeof response.json?.result?.zip === 'string' ? Buffer.from(response.json.result.zip, 'base64') : undefined;
  return { ...response, zip };
}

export type ImportFields = {
  zip?: Uint8Array;
  zipField?: string;
  password?: string;
  dryRun?: boolean;
  purgeData?: boolean;
  tables?: string | string[];
};

/** POST /api/Data/Import as the web client sends it: multipart with the `Zip` file and text fields. */
export async function importData(server: TestServer, who: TestClient, fields: ImportFields): Promise<Answer> {
  const form = new FormData();
  if (fields.zip)
    form.append(fields.zipField ?? 'Zip', new Blob([fields.zip], { type: 'application/zip' }), 'export.zip');
  if (fields.password !== undefined) form.append('password', fields.password);
  if (fields.dryRun !== undefined) form.append('dryRun', String(fields.dryRun));
  if (fields.purgeData !== undefined) form.append('purgeData', String(fields.purgeData));
  for (const tables of [fields.tables ?? []].flat()) form.append('tables', tables);
  const response = await fetch(server.baseUrl + '/api/Data/Import', {
    method: 'POST',
    body: form,
    headers: who.cookie ? { cookie: who.cookie } : {},
  });
  return answer(response);
}

/** The zip's entries by name, as zip.js reads them. */
export async function zipEntries(zip: Uint8Array): Promise<Map<string, FileEntry>> {
  const entries = await new ZipReader(new BlobReader(new Blob([zip]))).getEntries();
  return new Map(
    entries.filter((entry): entry is FileEntry => !entry.directory).map((entry) => [entry.filename, entry]),
  );
}

/** One entry's text (with the password when encrypted). */
export async function entryText(zip: Uint8Array, name: string, password?: string): Promise<string> {
  const entry = (await zipEntries(zip)).get(name);
  if (!entry) throw new Error(`${name} is not in the zip`);
  return entry.getData(new TextWriter(), password ? { password } : {});
}

/**
 * A zip of these entries (text or bytes; a name ending in `/` is a folder), optionally AES-encrypted,
 * with options per entry (another password, say): hostile zips are built with it.
 */
export async function buildZip(
  entries: Record<string, string | Uint8Array>,
  password?: string,
  options: Record<string, ZipWriterAddDataOptions> = {},
): Promise<Uint8Array> {
  const writer = new ZipWriter(new Uint8ArrayWriter(), password ? { password, encryptionStrength: 3 } : {});
  for (const [name, content] of Object.entries(entries)) {
    if (name.endsWith('/')) await writer.add(name, undefined, { directory: true });
    else
      await writer.add(
        name,
        typeof content === 'string' ? new TextReader(content) : new BlobReader(new Blob([content])),
        options[name],
      );
  }
  return writer.close();
}

/** The entries of an export as name → text (decrypted with the password). */
export async function zipTexts(zip: Uint8Array, password?: string): Promise<Record<string, string>> {
  const texts: Record<string, string> = {};
  for (const [name, entry] of await zipEntries(zip))
    texts[name] = await entry.getData(new TextWriter(), password ? { password } : {});
  return texts;
}

export const meta = (requestedTables: Record<string, string[]> = {}) =>
  JSON.stringify({
    created: '2026-11-21T12:00:00.000Z',
    version: 'v2',
    creator: 'Tester',
    hostname: 'darts.example.org',
    requestedTables,
  });
