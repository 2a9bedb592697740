import type { ActionResult, TournamentGameDto } from '@darts/contract';
import { toWireDate } from '@darts/domain';
import type { Db } from '../../db/database.js';
import { auditFieldsOf } from '../../shared/audit.js';
import { photoReferences } from '../photos/photos.service.js';
import type { StoredTournament, TournamentDoc } from './tournaments.repository.js';

/**
 * TournamentGameDto: every property, nulls left out, the date as
 * `YYYY-MM-DDT00:00:00`, and the photos read from the photo table (they are not in the document,
 * so a photo never changes the tournament's save token).
 */
export async function presentTournament(db: Db, tournament: StoredTournament): Promise<TournamentGameDto> {
  const { doc } = tournament;
  return {
    ...auditFieldsOf(tournament),
    date: toWireDate(tournament.date),
    seasonId: tournament.seasonId,
    ...(tournament.divisionId ? { divisionId: tournament.divisionId } : {}),
    address: tournament.address,
    ...(doc.type != null ? { type: doc.type } : {}),
    ...(doc.notes != null ? { notes: doc.notes } : {}),
    ...(doc.bestOf != null ? { bestOf: doc.bestOf } : {}),
    singleRound: tournament.singleRound,
    ...(doc.host != null ? { host: doc.host } : {}),
    ...(doc.opponent != null ? { opponent: doc.opponent } : {}),
    ...(doc.gender != null ? { gender: doc.gender } : {}),
    accoladesCount: doc.accoladesCount,
    excludeFromReports: doc.excludeFromReports,
    sides: doc.sides,
    ...(doc.round ? { round: doc.round } : {}),
    oneEighties: doc.oneEighties,
    over100Checkouts: doc.over100Checkouts,
    photos: await photoReferences(db, tournament.id),
    ...formatFieldsOf(doc),
  };
}

/** The issue #26 fields that are set (none on a knockout made as before). */
function formatFieldsOf(doc: TournamentDoc): Partial<TournamentGameDto> {
  const { format, draw, boards, losersRound, finalRound, grandFinalReset, groups, groupAdvance } = doc;
  const fields = { format, draw, boards, losersRound, finalRound, grandFinalReset, groups, groupAdvance };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value != null));
}

/** A write's outcome with the tournament presented. */
export async function presentOutcome(
  db: Db,
  outcome: ActionResult<StoredTournament>,
): Promise<ActionResult<TournamentGameDto>> {
  const { result, ...rest } = outcome;
  return result ? { ...rest, result: await presentTournament(db, result) } : rest;
}
