import { tournamentAccess, tournamentTexts, type ActionResult, type EditTournamentGame } from '@darts/contract';
import { canAny, toCalendarDate, tournamentProblems, utcDateOf } from '@darts/domain';
import type { AppDeps } from '../../app-deps.js';
import type { Db } from '../../db/database.js';
import { envelope, failed, refused, succeeded } from '../../http/envelope.js';
import { conflict, notPermitted } from '../../http/errors.js';
import { assertCanUpdate, createdBy, deletedBy, updatedBy } from '../../shared/audit.js';
import type { Account } from '../accounts/accounts.service.js';
import { findSeason } from '../seasons/seasons.service.js';
import { findDivision } from '../divisions/divisions.service.js';
import { docOf } from './tournament-doc.js';
import { editedDoc } from './tournament-draw.js';
import { syncMatchSaygs } from './tournament-sayg.js';
import {
  findTournament,
  insertTournament,
  lockTournament,
  replaceTournament,
  type StoredTournament,
  type TournamentDoc,
} from './tournaments.repository.js';

// What other modules use of this one: they come here, never to the repository.
export {
  findTournament,
  insertTournament,
  lockTournament,
  seasonTournaments,
  tournamentsById,
  type StoredTournament,
  type TournamentDoc,
} from './tournaments.repository.js';

export type TournamentDeps = Pick<AppDeps, 'db' | 'clock' | 'cache'>;

const { type } = tournamentTexts;

/** Evicts cached reads of the divisions and seasons a write touched. */
function evictFor(deps: TournamentDeps, tournaments: ReadonlyArray<StoredTournament | undefined>) {
  const touched = tournaments.filter((t): t is StoredTournament => t !== undefined);
  deps.cache.evict({
    divisionIds: [...new Set(touched.flatMap((t) => (t.divisionId ? [t.divisionId] : [])))],
    seasonIds: [...new Set(touched.map((t) => t.seasonId))],
  });
}

/** Why the tournament cannot be stored: the domain's rules, in its texts. */
const problemsOf = (tournament: Pick<StoredTournament, 'id' | 'date' | 'singleRound' | 'doc'>) =>
  tournamentProblems({
    ...tournament.doc,
    id: tournament.id,
    date: tournament.date,
    singleRound: tournament.singleRound,
  });

/**
 * PUT /api/Tournament in one transaction: who may (create: ManageTournaments;
 * update: any of `tournamentAccess.update`), the concurrency token (409, §1.11), the date, season
 * and division, then the tournament rules; the match sayg records follow the matches. Nothing is
 * written unless everything passes.
 */
export async function saveTournament(
  deps: TournamentDeps,
  edit: EditTournamentGame,
  account: Account,
): Promise<ActionResult<StoredTournament>> {
  let before: StoredTournament | undefined;
  const outcome = await deps.db.transaction().execute(async (trx) => {
    // The row lock first, as every tournament write takes it: then the match records, so two writes
    // never hold one of each (a deadlock on PostgreSQL).
    if (edit.id) await lockTournament(trx, edit.id);
    const existing = edit.id ? await findTournament(trx, edit.id) : undefined;
    if (!canAny(account, existing ? tournamentAccess.update : tournamentAccess.create)) throw notPermitted();
    if (existing) assertCanUpdate(existing, edit.lastUpdated, type);
    before = existing;
    return checkAndWrite(deps, trx, edit, existing, account.name);
  });
  if (outcome.success && outcome.result) evictFor(deps, [before, outcome.result]);
  return outcome;
}

async function checkAndWrite(
  { clock }: TournamentDeps,
  trx: Db,
  edit: EditTournamentGame,
  existing: StoredTournament | undefined,
  user: string,
): Promise<ActionResult<StoredTournament>> {
  if (!edit.address) return failed(tournamentTexts.addressRequired);
  const date = edit.date ? toCalendarDate(edit.date) : existing?.date;
  if (!date) return failed(tournamentTexts.dateRequired);
  const seasonId = edit.seasonId ?? existing?.seasonId;
  if (!seasonId) return failed(tournamentTexts.seasonRequired);
  const season = await findSeason(trx, seasonId, utcDateOf(clock.now()));
  // A forged or removed season saves nothing; a tournament may stay in its own old season.
  if (!season || (season.deleted && season.id !== existing?.seasonId)) return refused(tournamentTexts.seasonNotFound);

  const divisionId = edit.divisionId;
  let superleague = false;
  const unchanged = existing && existing.divisionId === divisionId && existing.seasonId === seasonId;
  if (divisionId && !unchanged) {
    const division = await findDivision(trx, divisionId);
    if (!division) return failed(tournamentTexts.divisionNotFound);
    if (!season.divisions.some((d) => d.id === divisionId)) {
      return failed(tournamentTexts.divisionNotInSeason(division.name, season.name));
    }
    superleague = division.superleague;
  }

  // A new tournament in a superleague division is a single round.
  const singleRound = edit.singleRound || (!existing && superleague);
  const edited = editedDoc(existing?.doc, docOf(edit), singleRound);
  if (!edited.success || !edited.result) return edited as ActionResult<never>;
  const stored: StoredTournament = {
    ...(existing ? { ...existing, ...updatedBy(clock, user) } : createdBy(clock, user)),
    seasonId,
    divisionId,
    date,
    address: edit.address,
    singleRound,
    doc: edited.result,
  };
  const problems = problemsOf(stored);
  if (problems.length > 0) return failed(...problems);
  const synced = await syncMatchSaygs({ db: trx, clock, user }, stored.doc);
  const saved = { ...stored, doc: synced.doc };

  if (!existing) {
    await insertTournament(trx, saved);
  } else if (!(await replaceTournament(trx, saved, existing.updated))) {
    // Somebody saved it between our read and write: answer as if we had read their version.
    assertCanUpdate((await findTournament(trx, existing.id))!, existing.updated, type);
  }
  const message = existing ? tournamentTexts.updated : tournamentTexts.created;
  return envelope({
    success: true,
    result: saved,
    messages: [message],
    warnings: [...edited.warnings, ...synced.warnings],
  });
}

/** DELETE /api/Tournament/{id}: a soft delete. */
export async function deleteTournament(
  deps: TournamentDeps,
  id: string,
  user: string,
): Promise<ActionResult<StoredTournament>> {
  const outcome = await deps.db.transaction().execute(async (trx): Promise<ActionResult<StoredTournament>> => {
    const existing = await findTournament(trx, id);
    if (!existing) return refused(tournamentTexts.notFound);
    if (existing.deleted) return refused(tournamentTexts.alreadyDeleted);
    const deleted: StoredTournament = { ...existing, ...deletedBy(deps.clock, user) };
    if (!(await replaceTournament(trx, deleted, existing.updated))) return refused(tournamentTexts.alreadyDeleted);
    return succeeded(deleted, tournamentTexts.deleted);
  });
  if (outcome.success && outcome.result) evictFor(deps, [outcome.result]);
  return outcome;
}

/** Thrown inside a change's transaction when the row moved on, so the whole attempt rolls back. */
class Raced extends Error {}

/** A change to a tournament's document: a new document, or an envelope saying why not (or that nothing changed). */
export type DocChange = (trx: Db, tournament: StoredTournament) => Promise<ActionResult<TournamentDoc>>;

/**
 * The writes without a token (PATCH, sayg add and delete): the change runs in a
 * transaction holding the tournament's row lock, so writes from many boards at once apply one
 * after the other, each on the last one's result, and none is refused for coming second (issue
 * #16, races). It is written only while the row is still at the `updated` read; should that ever
 * fail, the change runs once more, then gives up (409). The changed tournament must still pass the
 * tournament rules. Nothing is written on any failure.
 */
export async function changeTournament(
  deps: TournamentDeps,
  id: string,
  user: string,
  change: DocChange,
): Promise<ActionResult<StoredTournament>> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const outcome = await deps.db.transaction().execute(async (trx): Promise<ActionResult<StoredTournament>> => {
        await lockTournament(trx, id);
        const existing = await findTournament(trx, id);
        if (!existing) return refused(tournamentTexts.notFound);
        if (existing.deleted) return failed(tournamentTexts.alreadyDeleted);
        const changed = await change(trx, existing);
        const { result: doc, ...rest } = changed;
        if (!changed.success) return rest;
        if (!doc) return { ...rest, result: existing };
        const updated: StoredTournament = { ...existing, ...updatedBy(deps.clock, user), doc };
        const problems = problemsOf(updated);
        if (problems.length > 0) return failed(...problems);
        if (!(await replaceTournament(trx, updated, existing.updated))) throw new Raced();
        return { ...rest, result: updated };
      });
      if (outcome.success && outcome.result) evictFor(deps, [outcome.result]);
      return outcome;
    } catch (error) {
      if (!(error instanceof Raced)) throw error;
      if (attempt >= 2) throw conflict(`Unable to update ${type}, it was changed while saving; reload and try again`);
    }
  }
}
