import { reportTexts, type ReportCollectionDto, type ReportRequest } from '@darts/contract';
import { emptyId, seasonReports } from '@darts/domain';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../shared/clock.js';
import type { ParsedCards } from '../division-data/parsed-cards.js';
import { findReportScope, loadReportInput } from './reports.repository.js';

export type ReportDeps = { db: Db; clock: Clock; cards: ParsedCards };

/** The ids a request names, echoed in every answer; the empty id when absent. */
export const echoedIds = (request: Partial<Pick<ReportRequest, 'divisionId' | 'seasonId'>>) => ({
  divisionId: request.divisionId ?? emptyId,
  seasonId: request.seasonId ?? emptyId,
});

/** An answer with no reports and why: refusals, an unknown season or division. */
export function noReports(
  clock: Clock,
  request: Partial<Pick<ReportRequest, 'divisionId' | 'seasonId'>>,
  message: string,
): ReportCollectionDto {
  return { reports: [], ...echoedIds(request), messages: [message], created: clock.now().toISOString() };
}

/**
 * `POST /api/Report` for a caller holding RunReports: resolves the season
 * and division, loads the season's records and returns the domain's season reports. Report rules
 * live in the domain (`seasonReports`); this only loads and echoes.
 */
export async function runReports(
  deps: ReportDeps,
  request: ReportRequest,
  viewer: { canManageScores: boolean },
): Promise<ReportCollectionDto> {
  const scope = await findReportScope(deps.db, request.seasonId, request.divisionId);
  if ('missing' in scope) {
    const message = scope.missing === 'season' ? reportTexts.seasonNotFound : reportTexts.divisionNotFound;
    return noReports(deps.clock, request, message);
  }
  const input = await loadReportInput(deps.db, deps.cards, scope, {
    topCount: request.topCount,
    canManageScores: viewer.canManageScores,
  });
  const { reports, messages } = seasonReports(input);
  return { reports, ...echoedIds(request), messages, created: deps.clock.now().toISOString() };
}
