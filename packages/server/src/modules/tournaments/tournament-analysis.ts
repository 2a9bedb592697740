import {
  analysisTexts,
  saygFromRecord,
  type ActionResult,
  type AnalysisRequest,
  type AnalysisResponseDto,
} from '@darts/contract';
import {
  analyseMatches,
  tournamentMatchesOf,
  toWireDate,
  type AnalysedMatch,
  type AnalysedSide,
  type TournamentSide,
} from '@darts/domain';
import type { Db } from '../../db/database.js';
import { envelope } from '../../http/envelope.js';
import { findLiveSaygs } from '../sayg/sayg.service.js';
import { tournamentsById, type StoredTournament } from './tournaments.repository.js';

/**
 * The name a side's throws and players are counted under (contract §18.4: the team, or the player
 * when the side has no team). In a single round (a superleague evening) every side A plays for the
 * host and every side B for the opponent, so those names are used; otherwise the side's own name,
 * which is the team's for a team side and the player's for a singles side.
 */
function analysedSide(
  tournament: StoredTournament,
  side: TournamentSide | null | undefined,
  part: 'host' | 'opponent',
): AnalysedSide | undefined {
  if (!side) return undefined;
  const players = side.players.map((player) => player.name);
  const team = tournament.singleRound ? tournament.doc[part]?.trim() : undefined;
  const key = team || side.name?.trim() || players.join(' & ');
  return { key, players };
}

/**
 * POST /api/Sayg/Analyse: for each tournament asked for, in the order asked,
 * the message 'Analysing tournament …' or the warning 'Tournament not found with id …' (deleted
 * ones too); then the breakdowns over every match of the found tournaments, throws read from each
 * match's linked leg-by-leg record (`saygId`). Nothing is written.
 */
export async function analyseTournaments(db: Db, request: AnalysisRequest): Promise<ActionResult<AnalysisResponseDto>> {
  const found = new Map((await tournamentsById(db, request.tournamentIds)).map((t) => [t.id, t]));
  const messages: string[] = [];
  const warnings: string[] = [];
  const tournaments: StoredTournament[] = [];
  for (const id of request.tournamentIds) {
    const tournament = found.get(id);
    if (!tournament) {
      warnings.push(analysisTexts.tournamentNotFound(id));
      continue;
    }
    const { host, opponent, type } = tournament.doc;
    messages.push(analysisTexts.analysing({ id, host, opponent, type, date: toWireDate(tournament.date) }));
    tournaments.push(tournament);
  }

  const matches = tournaments.flatMap((tournament) =>
    tournamentMatchesOf(tournament.doc).map(({ match }) => ({ tournament, match })),
  );
  const records = await findLiveSaygs(
    db,
    matches.flatMap(({ match }) => (match.saygId ? [match.saygId] : [])),
  );
  const analysed = matches.map(({ tournament, match }): AnalysedMatch => {
    const record = match.saygId ? records.get(match.saygId) : undefined;
    return {
      sideA: analysedSide(tournament, match.sideA, 'host'),
      sideB: analysedSide(tournament, match.sideB, 'opponent'),
      sayg: record ? saygFromRecord(record.dto) : null,
    };
  });
  return envelope({ success: true, result: analyseMatches(analysed, request.maxBreakdown), messages, warnings });
}
