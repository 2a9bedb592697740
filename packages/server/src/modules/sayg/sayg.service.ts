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
import type { Account } from '../accounts/accounts.service.js';
import { assertCanUpdate, createdBy, deletedBy, updatedBy } from '../../shared/audit.js';
import type { Clock } from '../../shared/clock.js';
import {
  findSayg,
  findSaygByKey,
  insertSayg,
  sameContent,
  setWriteTokenHash,
  softDeleteSayg,
  updateSayg,
  type SaygContent,
  type StoredSayg,
} from './sayg.repository.js';
import { keyDigest, tokenDigest, tokenMatches, type SaygWriteTokens } from './sayg-writers.js';

// What other modules use of this one: they come here, never to the repository.
export {
  findLiveSaygs,
  findSayg,
  findSaygByKey,
  insertSayg,
  softDeleteSayg,
  updateSaygMatchDetails,
  type SaygContent,
  type SaygMatchDetails,
  type StoredSayg,
} from './sayg.repository.js';

const { type } = saygTexts;

/** Who wrote a record: the signed-in name, or `anonymous` for practice without signing in. */
const writerOf = (account: Account | null) => account?.name ?? 'anonymous';

/**
 * Refuses legs that could not have been played: an impossible visit (179),
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
 * Who may write a record: anyone, but a record linked to a tournament match, or
 * being linked to one, needs RecordScoresAsYouGo; 401/403 as §0.2 says. The same right decides who
 * may publish the record's live state, so nobody paints a false score on a TV.
 */
export function saygWriteRefusal(
  account: Account | null,
  storedMatchId: string | null | undefined,
  requestedMatchId: string | null | undefined,
): AppError | undefined {
  if ((!storedMatchId && !requestedMatchId) || can(account, 'RecordScoresAsYouGo')) return undefined;
  return new AppError(account ? 'NotPermitted' : 'NotLoggedIn', saygTexts.tournamentNotPermitted, 'errors');
}

/**
 * A practice record holds a write token's digest: only the device that made it (its
 * token) or the account that made it may change it; the share link is for watching. Records without
 * one (score card and tournament matches, records from before) keep the rules above.
 */
export function practiceWriteRefusal(
  existing: Pick<StoredSayg, 'writeTokenHash' | 'ownerId'>,
  account: Account | null,
  writeToken: string | null | undefined,
): AppError | undefined {
  if (!existing.writeTokenHash) return undefined;
  if (account && account.id === existing.ownerId) return undefined;
  if (tokenMatches(writeToken, existing.writeTokenHash)) return undefined;
  return new AppError('NotPermitted', saygTexts.deviceOnly, 'errors');
}

/** `tournamentMatchId` may be set once, never changed or removed. */
function assertMatchIdKept(existing: StoredSayg, requested: string | null): void {
  if (!existing.tournamentMatchId || existing.tournamentMatchId === requested) return;
  throw new AppError('Invalid', requested ? saygTexts.idChanged : saygTexts.idRemoved);
}

function contentOf(body: UpdateRecordedScoreAsYouGoDto): SaygContent {
  const { yourName, opponentName, numberOfLegs, startingScore, homeScore, awayScore, tournamentMatchId, legs } = body;
  return { yourName, opponentName, numberOfLegs, startingScore, homeScore, awayScore, tournamentMatchId, legs };
}

/** What a save brings besides its body. */
export type SaygSaveOptions = {
  /** The `Idempotency-Key` sent with it: a create resent with the same key is the same record. */
  idempotencyKey?: string | null;
  /** The `X-Sayg-Write-Token` sent with it. */
  writeToken?: string | null;
  /** Issues a write token when the save creates a practice record; absent for score card matches. */
  tokens?: SaygWriteTokens;
};

/** A saved record, and the write token to hand to its device when this save issued one. */
export type SavedSayg = { record: RecordedScoreAsYouGoDto; writeToken: string | null };

/**
 * POST /api/Sayg: creates when the id is absent, empty or unknown (with a
 * fresh server id, §1.4), otherwise updates under the `lastUpdated` check (§1.11). Legs replace
 * the stored legs whole. Any refusal leaves the record as it was. A create whose idempotency key
 * made a record already is that record (`saveResent`); a practice record's writes need its token
 * or its account (`practiceWriteRefusal`).
 */
export async function saveSayg(
  db: Db,
  clock: Clock,
  account: Account | null,
  body: UpdateRecordedScoreAsYouGoDto,
  options: SaygSaveOptions = {},
): Promise<SavedSayg> {
  const key = options.idempotencyKey ? keyDigest(options.idempotencyKey) : null;
  const byId = body.id ? await findSayg(db, body.id) : undefined;
  const resent = !byId && key ? await findSaygByKey(db, key) : undefined;
  const existing = byId ?? resent;
  const refusal = saygWriteRefusal(account, existing?.tournamentMatchId, body.tournamentMatchId);
  if (refusal) throw refusal;
  const content = contentOf(body);
  if (!existing) return createSayg(db, clock, account, content, key, options.tokens);
  if (resent) return saveResent(db, clock, account, resent, content, key!, options.tokens);

  const writeRefusal = practiceWriteRefusal(existing, account, options.writeToken);
  if (writeRefusal) throw writeRefusal;
  assertCanUpdate(existing, body.lastUpdated, type);
  assertMatchIdKept(existing, body.tournamentMatchId);
  const saved = await updateSayg(db, existing.id, existing.updated, updatedBy(clock, writerOf(account)), content);
  if (saved) return { record: saved.dto, writeToken: null };
  // Someone else changed or deleted it after we read it: explain with what is stored now.
  const now = await findSayg(db, existing.id);
  if (now) assertCanUpdate(now, body.lastUpdated, type);
  throw conflict(`Unable to update ${type}, it was changed while saving; reload and try again`);
}

/** A new record; a practice record (tokens given, no tournament match) with its write token. */
async function createSayg(
  db: Db,
  clock: Clock,
  account: Account | null,
  content: SaygContent,
  key: string | null,
  tokens: SaygWriteTokens | undefined,
): Promise<SavedSayg> {
  const audit = createdBy(clock, writerOf(account));
  const writeToken = tokens && !content.tournamentMatchId ? tokens.issue(audit.id, key) : null;
  const stored = await insertSayg(db, audit, content, {
    idempotencyKey: key,
    writeTokenHash: writeToken && tokenDigest(writeToken),
    ownerId: account?.id ?? null,
  });
  return { record: stored.dto, writeToken };
}

/**
 * A create sent again with the key of the record it made (its answer was lost): the same
 * record, with the same write token. Only the device that made the record knows the key; it never
 * got the record's `updated`, so it sends none, and what it sends is its latest copy: stored as is
 * when it differs, answered unchanged when it does not.
 */
async function saveResent(
  db: Db,
  clock: Clock,
  account: Account | null,
  existing: StoredSayg,
  content: SaygContent,
  key: string,
  tokens: SaygWriteTokens | undefined,
): Promise<SavedSayg> {
  assertCanUpdate(existing, existing.updated, type);
  assertMatchIdKept(existing, content.tournamentMatchId);
  const writeToken = existing.writeTokenHash && tokens ? tokens.issue(existing.id, key) : null;
  // A token issued under another secret (the server's was changed) is issued again.
  const hash = writeToken && tokenDigest(writeToken) !== existing.writeTokenHash ? tokenDigest(writeToken) : null;
  if (sameContent(existing, content)) {
    if (hash) await setWriteTokenHash(db, existing.id, hash);
    return { record: existing.dto, writeToken };
  }
  const audit = updatedBy(clock, writerOf(account));
  const saved = await updateSayg(
    db,
    existing.id,
    existing.updated,
    audit,
    content,
    hash ? { writeTokenHash: hash } : {},
  );
  if (saved) return { record: saved.dto, writeToken };
  throw conflict(`Unable to update ${type}, it was changed while saving; reload and try again`);
}

/**
 * DELETE /api/Sayg/{id}: a soft delete by any signed-in user. A tournament match's
 * record also needs RecordScoresAsYouGo, as its updates do (the tournament routes unlink it); a
 * practice record needs its write token or its account, as its updates do.
 */
export async function deleteSayg(
  db: Db,
  clock: Clock,
  account: Account,
  id: string,
  writeToken: string | null = null,
): Promise<ActionResult<RecordedScoreAsYouGoDto>> {
  const existing = await findSayg(db, id);
  // An unknown or already deleted id is a refused write, HTTP 200.
  if (!existing || existing.deleted) return refused(saygTexts.notFound);
  const refusal =
    saygWriteRefusal(account, existing.tournamentMatchId, null) ?? practiceWriteRefusal(existing, account, writeToken);
  if (refusal) throw refusal;
  const deleted = await softDeleteSayg(db, id, deletedBy(clock, account.name));
  if (!deleted) return refused(saygTexts.notFound);
  return succeeded(deleted.dto, saygTexts.deleted);
}
