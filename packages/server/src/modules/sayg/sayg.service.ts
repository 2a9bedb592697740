import {
  saygTexts,
  type ActionResult,
  type RecordedScoreAsYouGoDto,
  type UpdateRecordedScoreAsYouGoDto,
} from '@darts/contract';
import { refused, succeeded } from '../../http/envelope.js';
import { can, legProblem } from '@darts/domain';
import type { Db } from '../../db/database.js';
import { AppError, ValidationError, conflict } from '../../http/errors.js';
import { fieldPath } from '../../http/validation.js';
import type { Account } from '../accounts/accounts.repository.js';
import { assertCanUpdate, createdBy, deletedBy, updatedBy } from '../../shared/audit.js';
import type { Clock } from '../../shared/clock.js';
import {
  findSayg,
  insertSayg,
  softDeleteSayg,
  updateSayg,
  type SaygContent,
  type StoredSayg,
} from './sayg.repository.js';

const { type } = saygTexts;

/** Who wrote a record: the signed-in name, or `anonymous` for practice without signing in. */
const writerOf = (account: Account | null) => account?.name ?? 'anonymous';

/**
 * Refuses legs that could not have been played (issue #4 "Bad input"): an impossible visit (179),
 * a checkout the darts cannot make, or throws after the checkout. The contract says the server
 * does not validate darts rules; the engine never produces such a leg (its property tests), so
 * only corrupt or hand-made records are refused. Totals and whose turn it is are not checked.
 */
export function assertLegsPossible(legs: UpdateRecordedScoreAsYouGoDto['legs']): void {
  const fields: Record<string, string[]> = {};
  for (const [key, leg] of Object.entries(legs)) {
    const problem = legProblem(leg);
    if (problem) fields[fieldPath(['legs', key])] = [`Leg ${Number(key) + 1}: ${problem}`];
  }
  if (Object.keys(fields).length > 0) throw new ValidationError(fields);
}

/**
 * Who may write a record (contract §18.1): anyone, but a record linked to a tournament match, or
 * being linked to one, needs RecordScoresAsYouGo; 401/403 as §0.2 says. The same right decides who
 * may publish the record's live state (issue #11), so nobody paints a false score on a TV.
 */
export function saygWriteRefusal(
  account: Account | null,
  storedMatchId: string | null | undefined,
  requestedMatchId: string | null | undefined,
): AppError | undefined {
  if ((!storedMatchId && !requestedMatchId) || can(account, 'RecordScoresAsYouGo')) return undefined;
  return new AppError(account ? 'NotPermitted' : 'NotLoggedIn', saygTexts.tournamentNotPermitted, 'errors');
}

/** `tournamentMatchId` may be set once, never changed or removed (contract §3.4, §18.2). */
function assertMatchIdKept(existing: StoredSayg, requested: string | null): void {
  if (!existing.tournamentMatchId || existing.tournamentMatchId === requested) return;
  throw new AppError('Invalid', requested ? saygTexts.idChanged : saygTexts.idRemoved);
}

function contentOf(body: UpdateRecordedScoreAsYouGoDto): SaygContent {
  const { yourName, opponentName, numberOfLegs, startingScore, homeScore, awayScore, tournamentMatchId, legs } = body;
  return { yourName, opponentName, numberOfLegs, startingScore, homeScore, awayScore, tournamentMatchId, legs };
}

/**
 * POST /api/Sayg (contract §18.1-18.2): creates when the id is absent, empty or unknown (with a
 * fresh server id, §1.4), otherwise updates under the `lastUpdated` check (§1.11). Legs replace
 * the stored legs whole. Any refusal leaves the record as it was.
 */
export async function saveSayg(
  db: Db,
  clock: Clock,
  account: Account | null,
  body: UpdateRecordedScoreAsYouGoDto,
): Promise<RecordedScoreAsYouGoDto> {
  const existing = body.id ? await findSayg(db, body.id) : undefined;
  const refusal = saygWriteRefusal(account, existing?.tournamentMatchId, body.tournamentMatchId);
  if (refusal) throw refusal;
  const content = contentOf(body);
  if (!existing) return (await insertSayg(db, createdBy(clock, writerOf(account)), content)).dto;

  assertCanUpdate(existing, body.lastUpdated, type);
  assertMatchIdKept(existing, body.tournamentMatchId);
  const saved = await updateSayg(db, existing.id, existing.updated, updatedBy(clock, writerOf(account)), content);
  if (saved) return saved.dto;
  // Someone else changed or deleted it after we read it: explain with what is stored now.
  const now = await findSayg(db, existing.id);
  if (now) assertCanUpdate(now, body.lastUpdated, type);
  throw conflict(`Unable to update ${type}, it was changed while saving; reload and try again`);
}

/**
 * DELETE /api/Sayg/{id} (contract §18.1): a soft delete by any signed-in user. A tournament match's
 * record also needs RecordScoresAsYouGo, as its updates do (the tournament routes unlink it).
 */
export async function deleteSayg(
  db: Db,
  clock: Clock,
  account: Account,
  id: string,
): Promise<ActionResult<RecordedScoreAsYouGoDto>> {
  const existing = await findSayg(db, id);
  // An unknown or already deleted id is a refused write, HTTP 200 (contract §2.2).
  if (!existing || existing.deleted) return refused(saygTexts.notFound);
  const refusal = saygWriteRefusal(account, existing.tournamentMatchId, null);
  if (refusal) throw refusal;
  const deleted = await softDeleteSayg(db, id, deletedBy(clock, account.name));
  if (!deleted) return refused(saygTexts.notFound);
  return succeeded(deleted.dto, saygTexts.deleted);
}
