import type { ActionResult, GameDto } from '@darts/contract';
import { can, parseTimeSpan } from '@darts/domain';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../shared/clock.js';
import type { Account } from '../accounts/accounts.repository.js';
import { featureValue } from '../features/features.repository.js';
import { embedSayg } from '../games/game-sayg.js';
import { presentGame, type GameViewer } from '../games/game-view.js';
import type { StoredGame } from '../games/games.repository.js';
import { teamOf } from '../scores/scores.service.js';
import { photoReferences } from './photos.repository.js';

/** Who is asking (contract §9.2), as GET /api/Game/{id} decides it. */
async function viewerOf(db: Db, account: Account): Promise<GameViewer> {
  if (can(account, 'ManageScores')) return { managesScores: true, clerkOfTeamId: null };
  if (!can(account, 'InputResults')) return { managesScores: false, clerkOfTeamId: null };
  return { managesScores: false, clerkOfTeamId: await teamOf(db, account) };
}

/**
 * A photo write's outcome with the fixture as the caller sees it (contract §20.2-20.3: the updated
 * game with its `photos` list), the same shape GET /api/Game/{id} answers.
 */
export async function presentOutcome(
  deps: { db: Db; clock: Clock },
  account: Account,
  outcome: ActionResult<StoredGame>,
): Promise<ActionResult<GameDto>> {
  const { result, ...rest } = outcome;
  if (!result) return rest;
  const { db, clock } = deps;
  const [veto, randomised] = await Promise.all([featureValue(db, 'VetoScores'), featureValue(db, 'RandomisedSingles')]);
  const settings = {
    now: clock.now(),
    vetoMs: parseTimeSpan(veto) ?? 0,
    randomisedSingles: randomised.toLowerCase() === 'true',
    random: Math.random,
  };
  const dto = presentGame(result, await viewerOf(db, account), settings, await photoReferences(db, result.id));
  return { ...rest, result: await embedSayg(db, result.card, dto) };
}
