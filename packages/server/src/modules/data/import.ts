import { dataTexts, exportMetaDto, type ActionResult, type ExportMetaDto, type ImportDataResultDto } from '@darts/contract';
import type { Db } from '../../db/database.js';
import { envelope } from '../../http/envelope.js';
import { matchAccountsByEmail } from './import-accounts.js';
import { createKeyCheck } from './import-keys.js';
import { purgeRecords, validateRecord, writeRecords, type RecordDocument } from './records.js';
import { dataTables, findDataTable, type DataTable } from './tables.js';
import { metaEntryName, openZipFile, parseEntryName, PasswordProblem, ZipProblem, type OpenedZip, type ZipEntry } from './zip.js';

export type ImportOptions = {
  password: string;
  dryRun: boolean;
  purgeData: boolean;
  /** Table names (any case) to import; empty = every table in the zip. */
  tables: readonly string[];
  /** Whether the caller may import this table (ImportData and the table's write access). */
  permitted: (table: DataTable) => boolean;
  /** Where a database's own refusal is logged; the answer says only which table failed. */
  logError?: (error: unknown) => void;
};

export const importTexts = {
  notPermitted: (table: string) => `Not permitted to import ${table}`,
  badMeta: (problem: string) => `meta.json is not valid: ${problem}`,
  unexpectedEntry: (name: string) => `Unexpected file in the zip: ${name}`,
  duplicateEntry: (name: string) => `${name} is in the zip more than once`,
  notJson: (name: string) => `${name}: not valid JSON`,
  idMismatch: (name: string, id: unknown) => `${name}: the record's id (${String(id)}) differs from its file name`,
  moreProblems: (count: number) => `… and ${count} more`,
  accountsMatched: (dry: boolean, emails: readonly string[]) =>
    `${dry ? 'DRY RUN: ' : ''}Matched by e-mail address, the imported account replaces the one on this server: ${emails.join(', ')}`,
  writeFailed: (table: string) => `The ${table} records could not be stored on this server, so nothing was imported`,
} as const;

/**
 * Record texts kept from validation for the writes, up to this many bytes of JSON; beyond it the
 * writes read the rest from the zip again, so a large import does not hold the league in memory.
 * Texts, not the parsed records: a few bytes a character rather than objects that every garbage
 * collection walks (holding the parsed league made the large league's import mostly collection).
 * The writes parse each record again, a batch at a time.
 */
export const importTuning = { keepBytes: 64 * 1024 * 1024 };

/** Problems listed in one answer; the rest are counted. */
const maxProblems = 20;
/** Records per writeRecords call. */
const writeBatch = 200;

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** `dd MMM yyyy` in UTC, as §14.3's Processing message shows the export date. */
function exportDate(created: string): string {
  const at = new Date(created);
  if (Number.isNaN(at.getTime())) return created;
  return `${String(at.getUTCDate()).padStart(2, '0')} ${months[at.getUTCMonth()]} ${at.getUTCFullYear()}`;
}

/** Thrown inside the transaction of a dry run so that its writes are rolled back. */
class DryRunRollback extends Error {}

type Planned = { table: DataTable; entries: ZipEntry[] };

/**
 * Imports an export zip (a file path) as contract §14.3 says; the ActionResult's errors/messages as the contract.
 *
 * Everything is checked before anything is written: the zip and its entry names, the password,
 * meta.json, the tables asked for and the caller's access to them, and every record (parsed,
 * `validateRecord`, its id equal to its file name). Then every table is written in ONE transaction;
 * a dry run makes the same writes and rolls them back, so it rehearses the real thing. On any failure
 * nothing is changed.
 */
export async function importFromFile(db: Db, path: string, options: ImportOptions): Promise<ActionResult<ImportDataResultDto>> {
  const messages: string[] = [];
  const fail = (...errors: string[]) => envelope<ImportDataResultDto>({ errors, messages });
  try {
    const zip = await openZipFile(path, options.password);
    const metaEntry = zip.entries.find((entry) => entry.name === metaEntryName);
    if (!metaEntry) return fail(dataTexts.noMetaJson);
    const meta = await readMeta(zip, metaEntry);
    if (typeof meta === 'string') return fail(meta);
    messages.push(dataTexts.processing(meta.hostname, exportDate(meta.created), meta.creator));
    const partial = Object.keys(meta.requestedTables);
    if (partial.length) messages.push(dataTexts.partialExport(partial.join(', ')));

    const plan = planTables(zip.entries, options.tables);
    if ('errors' in plan) return fail(...plan.errors);
    if (options.purgeData && partial.length) return fail(dataTexts.purgeNotPermitted);
    const refused = plan.tables.filter(({ table }) => !options.permitted(table));
    if (refused.length) return fail(...refused.map(({ table }) => importTexts.notPermitted(table.name)));

    const checked = await checkRecords(zip, plan.tables);
    if (checked.problems.length) return fail(...checked.problems);

    const counts: Record<string, number> = {};
    let writing = plan.tables[0]?.table.name ?? '';
    try {
      await db.transaction().execute(async (trx) => {
        if (plan.tables.some(({ table }) => table.name === 'user')) {
          writing = 'user';
          const matched = await matchAccountsByEmail(trx, checked.accounts);
          if (matched.length) messages.push(importTexts.accountsMatched(options.dryRun, matched));
        }
        for (const { table, entries } of plan.tables) {
          writing = table.name;
          if (options.purgeData) {
            messages.push(dataTexts.purging(options.dryRun, table.name));
            await purgeRecords(trx, table, idsOf(entries));
          }
          messages.push(dataTexts.importing(options.dryRun, table.name, entries.length));
          for (let start = 0; start < entries.length; start += writeBatch) {
            const batch: RecordDocument[] = [];
            for (const entry of entries.slice(start, start + writeBatch)) batch.push(await checkedDocument(zip, checked.kept, entry));
            await writeRecords(trx, table, batch);
          }
          counts[table.name] = entries.length;
        }
        if (options.dryRun) throw new DryRunRollback();
      });
    } catch (error) {
      if (!(error instanceof DryRunRollback)) {
        // A database's refusal is not the user's to read: it is logged, the answer names the table.
        options.logError?.(error);
        const message = importTexts.writeFailed(writing);
        messages.push(dataTexts.error(message));
        return fail(message);
      }
    }
    return envelope({ success: true, result: { tables: counts }, messages });
  } catch (error) {
    if (error instanceof PasswordProblem) return fail(dataTexts.passwordIncorrect);
    if (error instanceof ZipProblem) return fail(error.message);
    throw error;
  }
}

/** meta.json parsed, or what is wrong with it. */
async function readMeta(zip: OpenedZip, entry: ZipEntry): Promise<ExportMetaDto | string> {
  let json: unknown;
  try {
    json = JSON.parse(await zip.readText(entry));
  } catch (error) {
    if (error instanceof SyntaxError) return importTexts.badMeta('not valid JSON');
    throw error;
  }
  const parsed = exportMetaDto.safeParse(json);
  if (parsed.success) return parsed.data;
  return importTexts.badMeta(parsed.error.issues.map((issue) => `${issue.path.join('.') || 'meta'}: ${issue.message}`).join('; '));
}

/**
 * The tables to import (those named, or every table with records in the zip) with their entries, in
 * registry order. Any entry that is not meta.json, a table folder or `{table}/{uuid}.json` of a
 * known table refuses the whole zip, whatever tables were asked for.
 */
function planTables(entries: readonly ZipEntry[], names: readonly string[]): { tables: Planned[] } | { errors: string[] } {
  const errors: string[] = [];
  const byTable = new Map<DataTable, ZipEntry[]>();
  const seen = new Set<string>();
  for (const entry of entries) {
    const name = parseEntryName(entry.name);
    const table = name && name.kind !== 'meta' ? findDataTable(name.table) : undefined;
    if (!name || (name.kind !== 'meta' && !table)) errors.push(importTexts.unexpectedEntry(entry.name));
    else if (seen.has(entry.name)) errors.push(importTexts.duplicateEntry(entry.name));
    else if (name.kind === 'record' && table) byTable.set(table, byTable.get(table) ?? []).get(table)!.push(entry);
    seen.add(entry.name);
  }
  const wanted = new Set<DataTable>();
  for (const name of names.map((n) => n.trim()).filter(Boolean)) {
    const table = findDataTable(name);
    if (table) wanted.add(table);
    else errors.push(dataTexts.tableNotFound(name));
  }
  if (errors.length) return { errors: listed(errors) };
  const chosen = wanted.size ? dataTables.filter((table) => wanted.has(table)) : dataTables.filter((table) => byTable.has(table));
  return { tables: chosen.map((table) => ({ table, entries: byTable.get(table) ?? [] })) };
}

/** Every record of the planned tables read, parsed and validated; the texts of the first `keepBytes` of them kept. */
async function checkRecords(zip: OpenedZip, tables: readonly Planned[]) {
  const problems: string[] = [];
  const kept = new Map<ZipEntry, string>();
  const keys = createKeyCheck();
  const done = () => ({ problems: listed(problems), kept, accounts: keys.accounts() });
  let keptBytes = 0;
  for (const { table, entries } of tables) {
    let index = 0;
    for await (const text of zip.readTexts(entries)) {
      const entry = entries[index++]!;
      const outcome = parseRecord(table, entry, text);
      const found = typeof outcome === 'string' || Array.isArray(outcome) ? [outcome].flat() : keys.check(table, entry.name, outcome);
      if (found.length) {
        problems.push(...found);
        if (problems.length > maxProblems) return done();
        continue;
      }
      keptBytes += text.length;
      if (keptBytes <= importTuning.keepBytes) kept.set(entry, text);
    }
  }
  return done();
}

/** One record's document, or its problems, each naming the file. */
function parseRecord(table: DataTable, entry: ZipEntry, text: string): RecordDocument | string | string[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return importTexts.notJson(entry.name);
  }
  const checked = validateRecord(table, json);
  if (!checked.ok) return checked.problems.map((problem) => `${entry.name}: ${problem}`);
  const fileId = parseEntryName(entry.name);
  if (fileId?.kind !== 'record' || checked.document.id !== fileId.id) {
    return importTexts.idMismatch(entry.name, checked.document.id);
  }
  return checked.document;
}

/**
 * A record that validation passed, parsed again for its write: from the text validation kept, or
 * read again from the zip (the same bytes, which their CRC-32 or authentication code vouches for).
 * Validation does not change a document (`validateRecord` answers the parsed input), so parsing the
 * same text gives the same record.
 */
async function checkedDocument(zip: OpenedZip, kept: ReadonlyMap<ZipEntry, string>, entry: ZipEntry): Promise<RecordDocument> {
  return JSON.parse(kept.get(entry) ?? (await zip.readText(entry))) as RecordDocument;
}

/** The record ids of these entries (their file names, which validation proved equal to the ids). */
function idsOf(entries: readonly ZipEntry[]): string[] {
  return entries.flatMap((entry) => {
    const name = parseEntryName(entry.name);
    return name?.kind === 'record' ? [name.id] : [];
  });
}

/** At most `maxProblems` lines, then how many more. */
function listed(problems: string[]): string[] {
  return problems.length > maxProblems ? [...problems.slice(0, maxProblems), importTexts.moreProblems(problems.length - maxProblems)] : problems;
}
