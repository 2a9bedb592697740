import { tournamentTexts, type ActionResult, type EditMatchOption, type TournamentMatchDto } from '@darts/contract';
import type { Db } from '../../db/database.js';
import { envelope, failed, refused } from '../../http/envelope.js';
import { createdBy, deletedBy, updatedBy } from '../../shared/audit.js';
import type { Clock } from '../../shared/clock.js';
import {
  findLiveSaygs,
  insertSayg,
  softDeleteSayg,
  updateSaygMatchDetails,
  type SaygMatchDetails,
  type StoredSayg,
} from '../sayg/sayg.service.js';
import { findMatch, mapMatches, matchNames, matchSettings, placedMatches } from './tournament-matches.js';
import type { TournamentDoc } from './tournaments.repository.js';

type Writer = { db: Db; clock: Clock; user: string };

const differs = (details: SaygMatchDetails, sayg: StoredSayg) =>
  details.yourName !== sayg.dto.yourName ||
  details.opponentName !== (sayg.dto.opponentName ?? null) ||
  details.numberOfLegs !== sayg.dto.numberOfLegs ||
  details.startingScore !== sayg.dto.startingScore;

/**
 * After a PUT: each match's linked record takes the match's side names and match
 * options. A link to a record that is gone, or that belongs to another match, is dropped with the
 * contract's warning. A record already right is not written, so a scorer's save token stays good.
 */
export async function syncMatchSaygs(
  { db, clock, user }: Writer,
  doc: TournamentDoc,
): Promise<{ doc: TournamentDoc; warnings: string[] }> {
  const placed = placedMatches(doc).filter(({ match }) => match.saygId);
  const records = await findLiveSaygs(
    db,
    placed.map(({ match }) => match.saygId!),
  );
  const warnings: string[] = [];
  const unlinked = new Set<string>();
  for (const { round, index, match } of placed) {
    const sayg = records.get(match.saygId!);
    if (!sayg || sayg.tournamentMatchId !== match.id) {
      const { yourName, opponentName } = matchNames(match);
      warnings.push(tournamentTexts.saygSessionMissing(yourName, opponentName ?? '', match.saygId!));
      unlinked.add(match.id);
      continue;
    }
    const details = { ...matchNames(match), ...matchSettings(doc, { round, index }) };
    if (differs(details, sayg)) {
      await updateSaygMatchDetails(db, sayg.id, sayg.updated, updatedBy(clock, user), details);
    }
  }
  if (unlinked.size === 0) return { doc, warnings };
  return { doc: mapMatches(doc, ({ match }) => (unlinked.has(match.id) ? withoutSayg(match) : match)), warnings };
}

function withoutSayg(match: TournamentMatchDto, clearScores = false): TournamentMatchDto {
  const { saygId: _saygId, ...rest } = match;
  return clearScores ? { ...rest, scoreA: 0, scoreB: 0 } : rest;
}

/**
 * POST /api/Tournament/{id}: a new sayg record for a match with both sides, linked
 * by `saygId`; legs from the options, then the tournament's bestOf, then 5; starting score 501.
 */
export async function addMatchSayg(
  { db, clock, user }: Writer,
  doc: TournamentDoc,
  matchId: string | null,
  options: EditMatchOption | null,
): Promise<ActionResult<TournamentDoc>> {
  const placed = matchId ? findMatch(doc, matchId) : undefined;
  if (!placed) return failed(tournamentTexts.matchNotFound);
  const { match } = placed;
  if (match.saygId) return envelope({ success: true, warnings: [tournamentTexts.matchHasSayg] });
  if (!match.sideA || !match.sideB) return failed(tournamentTexts.matchSidesMissing);
  const settings = matchSettings(doc, placed);
  const sayg = await insertSayg(db, createdBy(clock, user), {
    ...matchNames(match),
    numberOfLegs: options?.numberOfLegs ?? settings.numberOfLegs,
    startingScore: options?.startingScore ?? settings.startingScore,
    homeScore: 0,
    awayScore: 0,
    tournamentMatchId: match.id,
    legs: {},
  });
  const result = mapMatches(doc, (p) => (p.match.id === match.id ? { ...p.match, saygId: sayg.id } : p.match));
  return envelope({ success: true, result, messages: [tournamentTexts.saygAdded] });
}

/**
 * DELETE /api/Tournament/{id}/{matchId}/{clearScores}: soft-deletes the match's
 * record and unlinks it; `clearScores` also sets both scores to 0.
 */
export async function removeMatchSayg(
  { db, clock, user }: Writer,
  doc: TournamentDoc,
  matchId: string,
  clearScores: boolean,
): Promise<ActionResult<TournamentDoc>> {
  const placed = findMatch(doc, matchId);
  if (!placed) return failed(tournamentTexts.matchNotFound);
  const { saygId } = placed.match;
  if (!saygId) return refused(tournamentTexts.matchHasNoSayg);
  // Only the match's own record goes; a link to anything else is just dropped.
  const record = (await findLiveSaygs(db, [saygId])).get(saygId);
  if (record?.tournamentMatchId === matchId) await softDeleteSayg(db, saygId, deletedBy(clock, user));
  const result = mapMatches(doc, (p) => (p.match.id === matchId ? withoutSayg(p.match, clearScores) : p.match));
  const message = clearScores ? tournamentTexts.saygDeletedScoresReset : tournamentTexts.saygDeleted;
  return envelope({ success: true, result, messages: [message] });
}
