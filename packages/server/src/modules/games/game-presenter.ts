import type { ActionResult, GameDto } from '@darts/contract';
import { can, parseTimeSpan } from '@darts/domain';
import type { AppDeps } from '../../app-deps.js';
import { teamOf, type Account } from '../accounts/accounts.service.js';
import { featureValue } from '../features/features.service.js';
import { photoReferences } from '../photos/photos.service.js';
import { embedSayg } from './game-sayg.js';
import { presentGame, type GameViewer, type ViewSettings } from './game-view.js';
import type { StoredGame } from './games.repository.js';

type PresentDeps = Pick<AppDeps, 'db' | 'clock'>;

/** Who is asking: a score manager, the clerk of a team (§4.1), or a viewer. */
export async function gameViewer({ db }: PresentDeps, account: Account | null | undefined): Promise<GameViewer> {
  if (can(account, 'ManageScores')) return { managesScores: true, clerkOfTeamId: null };
  if (!account || !can(account, 'InputResults')) return { managesScores: false, clerkOfTeamId: null };
  return { managesScores: false, clerkOfTeamId: await teamOf(db, account) };
}

/** The features that change what a fixture shows: VetoScores and RandomisedSingles. */
export async function gameViewSettings({ db, clock }: PresentDeps): Promise<ViewSettings> {
  const [veto, randomised] = await Promise.all([featureValue(db, 'VetoScores'), featureValue(db, 'RandomisedSingles')]);
  return {
    now: clock.now(),
    vetoMs: parseTimeSpan(veto) ?? 0,
    randomisedSingles: randomised.toLowerCase() === 'true',
    random: Math.random,
  };
}

/**
 * One fixture as `account` may see it, with its photos (§20) and the leg-by-leg
 * records of its matches (§3.3): what GET /api/Game/{id} and every fixture write answer with.
 */
export async function presentGameFor(
  deps: PresentDeps,
  account: Account | null | undefined,
  game: StoredGame,
): Promise<GameDto> {
  const [viewer, settings, photos] = await Promise.all([
    gameViewer(deps, account),
    gameViewSettings(deps),
    photoReferences(deps.db, game.id),
  ]);
  return embedSayg(deps.db, game.card, presentGame(game, viewer, settings, photos));
}

/** A fixture write's outcome with the fixture as the caller sees it. */
export async function presentGameOutcome(
  deps: PresentDeps,
  account: Account | null | undefined,
  outcome: ActionResult<StoredGame>,
): Promise<ActionResult<GameDto>> {
  const { result, ...rest } = outcome;
  return result ? { ...rest, result: await presentGameFor(deps, account, result) } : rest;
}
