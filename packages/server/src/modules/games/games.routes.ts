import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { editGameDto, type ActionResult, type GameDto } from '@darts/contract';
import { can, parseTimeSpan } from '@darts/domain';
import type { AppDeps } from '../../app.js';
import { requireAccess, requireAccount } from '../../http/auth.js';
import { AppError, ValidationError } from '../../http/errors.js';
import { parseOrThrow } from '../../http/validation.js';
import { normaliseEmail, playerTeamIds } from '../accounts/accounts.repository.js';
import { featureValue } from '../features/features.repository.js';
import { idParams } from '../league/params.js';
import { photoReferences } from '../photos/photos.repository.js';
import { gameMessages } from './fixture-rules.js';
import { embedSayg } from './game-sayg.js';
import { presentGame, type GameViewer, type ViewSettings } from './game-view.js';
import { findGame, listGames, type StoredGame } from './games.repository.js';
import { deleteGame, deleteUnplayedLeagueFixtures, saveGame } from './games.service.js';

/** A `true`/`false` path value (any case), or a 400 validation problem naming it (contract §1.2). */
function booleanParam(request: FastifyRequest, name: string): boolean {
  const value = (request.params as Record<string, string | undefined>)[name] ?? '';
  if (/^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
  throw new ValidationError({ [name]: [`The value '${value}' is not valid.`] });
}

/** Fixtures (contract §9.1-9.3, §9.7, §9.8): reads for anyone, filtered per §9.2; writes need ManageGames. */
export function gameRoutes(deps: AppDeps): FastifyPluginAsync {
  const { db, clock } = deps;

  /** Who is asking (contract §9.2): a clerk's team is their own or, failing that, their player record's (§4.1). */
  async function viewerOf(request: FastifyRequest): Promise<GameViewer> {
    const account = request.account;
    if (can(account, 'ManageScores')) return { managesScores: true, clerkOfTeamId: null };
    if (!account || !can(account, 'InputResults')) return { managesScores: false, clerkOfTeamId: null };
    const teamId =
      account.teamId ?? (await playerTeamIds(db, [account.emailAddress])).get(normaliseEmail(account.emailAddress));
    return { managesScores: false, clerkOfTeamId: teamId ?? null };
  }

  async function viewSettings(): Promise<ViewSettings> {
    const [veto, randomised] = await Promise.all([
      featureValue(db, 'VetoScores'),
      featureValue(db, 'RandomisedSingles'),
    ]);
    return {
      now: clock.now(),
      vetoMs: parseTimeSpan(veto) ?? 0,
      randomisedSingles: randomised.toLowerCase() === 'true',
      random: Math.random,
    };
  }

  async function present(request: FastifyRequest, outcome: ActionResult<StoredGame>): Promise<ActionResult<GameDto>> {
    const { result, ...rest } = outcome;
    if (!result) return rest;
    return { ...rest, result: presentGame(result, await viewerOf(request), await viewSettings(), await photoReferences(db, result.id)) };
  }

  return async (app) => {
    app.get('/api/Game', async (request) => {
      const [viewer, settings] = [await viewerOf(request), await viewSettings()];
      return (await listGames(db)).map((game) => presentGame(game, viewer, settings));
    });

    app.get('/api/Game/:id', async (request) => {
      const { id } = idParams(request, 'id');
      const game = await findGame(db, id);
      return game ? embedSayg(db, game.card, presentGame(game, await viewerOf(request), await viewSettings(), await photoReferences(db, game.id))) : null;
    });

    app.put('/api/Game', async (request) => {
      const edit = parseOrThrow(editGameDto, request.body);
      const account = requireAccess(request, 'ManageGames');
      return present(request, await saveGame(deps, edit, account.name));
    });

    app.delete('/api/Game/:id', async (request) => {
      const { id } = idParams(request, 'id');
      const account = requireAccess(request, 'ManageGames');
      return present(request, await deleteGame(deps, id, account.name));
    });

    app.delete('/api/Game/:seasonId/UnplayedLeagueFixtures/:executeDelete', async (request) => {
      const { seasonId } = idParams(request, 'seasonId');
      const executeDelete = booleanParam(request, 'executeDelete');
      if (!can(requireAccount(request), 'BulkDeleteLeagueFixtures'))
        throw new AppError('NotPermitted', gameMessages.bulkNotPermitted);
      return deleteUnplayedLeagueFixtures(deps, seasonId, executeDelete);
    });
  };
}
