import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { routes, tournamentAccess, tournamentLimits, type ActionResult, type TournamentGameDto } from '@darts/contract';
import { canAny } from '@darts/domain';
import type { AppDeps } from '../../app-deps.js';
import { refuseFirst, requireAccess, requireAccount } from '../../http/auth.js';
import { route } from '../../http/contract-route.js';
import { envelope } from '../../http/envelope.js';
import { notPermitted, ValidationError } from '../../http/errors.js';
import { parseOrThrow } from '../../http/validation.js';
import type { Account } from '../accounts/accounts.service.js';
import { idParams } from '../../http/params.js';
import { publishTournament } from './tournament-live.js';
import { patchDoc } from './tournament-patch.js';
import { settled } from './tournament-settle.js';
import { drawDoc, swapDoc } from './tournament-draw.js';
import { presentOutcome, presentTournament } from './tournament-presenter.js';
import { saygWriteRefusal } from '../sayg/sayg.service.js';
import { addMatchSayg, removeMatchSayg } from './tournament-sayg.js';
import { findTournament, listTournaments, type StoredTournament } from './tournaments.repository.js';
import { changeTournament, deleteTournament, saveTournament } from './tournaments.service.js';

const tooLarge = `The tournament is too large: at most ${tournamentLimits.bodyBytes / 1024} KB can be saved at once`;

/** A `true`/`false` path value (any case), or a 400 validation problem naming it. */
function booleanParam(request: FastifyRequest, name: string): boolean {
  const value = (request.params as Record<string, string | undefined>)[name] ?? '';
  if (/^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
  throw new ValidationError({ [name]: [`The value '${value}' is not valid.`] });
}

/** What `saygWriteRefusal` is told a new match record is linked to: any match. */
const linkedToAMatch = 'match';

/** The caller, when they may change an existing tournament. */
function requireUpdater(request: FastifyRequest): Account {
  const account = requireAccount(request);
  if (!canAny(account, tournamentAccess.update)) throw notPermitted();
  return account;
}

/** Tournaments: reads for anyone; every write publishes the stored tournament live. */
export function tournamentRoutes(deps: AppDeps): FastifyPluginAsync {
  const { db, clock } = deps;

  /**
   * A write's answer: bad input (errors) is a 400, a refusal the user can act on 200 (contract
   * §2.2); a tournament written is presented, published to its watchers (§16.4, §17.4) and returned.
   */
  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    outcome: ActionResult<StoredTournament>,
    written = outcome.success,
  ): Promise<ActionResult<TournamentGameDto>> {
    const presented = await presentOutcome(db, outcome);
    if (written && presented.result) await publishTournament(deps, request, presented.result);
    if (!outcome.success && outcome.errors.length > 0) reply.code(400);
    return presented;
  }

  return async (app) => {
    // Only this plugin's routes: name the limit on a 413, hand everything else to the app's handler.
    app.setErrorHandler(async (error: FastifyError, _request, reply) => {
      if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') throw error;
      return reply.code(413).send(envelope({ errors: [tooLarge] }));
    });

    route(app, routes.tournaments, async () =>
      Promise.all((await listTournaments(db)).map((tournament) => presentTournament(db, tournament))),
    );

    // A deleted tournament is still read by id, with `deleted` set.
    route(app, routes.tournament, async (request) => {
      const { id } = idParams(request, 'id');
      const tournament = await findTournament(db, id);
      return tournament ? presentTournament(db, tournament) : null;
    });

    route(
      app,
      routes.tournamentUpdate,
      { bodyLimit: tournamentLimits.bodyBytes, onRequest: refuseFirst() },
      async (request, reply) => {
        const edit = parseOrThrow(routes.tournamentUpdate.body, request.body);
        const account = requireAccount(request);
        return answer(request, reply, await saveTournament(deps, edit, account));
      },
    );

    route(app, routes.tournamentDelete, { onRequest: refuseFirst(tournamentAccess.delete) }, async (request, reply) => {
      const { id } = idParams(request, 'id');
      const account = requireAccess(request, 'ManageTournaments');
      return answer(request, reply, await deleteTournament(deps, id, account.name));
    });

    route(
      app,
      routes.tournamentPatch,
      { bodyLimit: tournamentLimits.bodyBytes, onRequest: refuseFirst(tournamentAccess.update) },
      async (request, reply) => {
        const { id } = idParams(request, 'id');
        const patch = parseOrThrow(routes.tournamentPatch.body, request.body);
        const account = requireUpdater(request);
        const outcome = await changeTournament(deps, id, account.name, async (_trx, stored) =>
          patchDoc(stored.doc, patch, stored.singleRound),
        );
        return answer(request, reply, outcome);
      },
    );

    // Issue #26: the organiser draws the sides, and may swap two before the first match starts.
    route(app, routes.tournamentDraw, { onRequest: refuseFirst(tournamentAccess.draw) }, async (request, reply) => {
      const { id } = idParams(request, 'id');
      const account = requireAccess(request, 'ManageTournaments');
      const body = parseOrThrow(routes.tournamentDraw.body, request.body);
      const made = clock.now().toISOString();
      const outcome = await changeTournament(deps, id, account.name, async (_trx, stored) =>
        drawDoc(stored.doc, body, stored.singleRound, { made, by: account.name }),
      );
      return answer(request, reply, outcome);
    });

    route(app, routes.tournamentSwap, { onRequest: refuseFirst(tournamentAccess.draw) }, async (request, reply) => {
      const { id } = idParams(request, 'id');
      const account = requireAccess(request, 'ManageTournaments');
      const body = parseOrThrow(routes.tournamentSwap.body, request.body);
      const outcome = await changeTournament(deps, id, account.name, async (_trx, stored) =>
        swapDoc(stored.doc, body, stored.singleRound),
      );
      return answer(request, reply, outcome);
    });

    route(
      app,
      routes.tournamentSaygAdd,
      { onRequest: refuseFirst(tournamentAccess.update) },
      async (request, reply) => {
        const { id } = idParams(request, 'id');
        const account = requireUpdater(request);
        // The record is linked to a match, so only a caller who may save its throws may create it
        // (recordScoresAsYouGo), refused before the body is read.
        const refusal = saygWriteRefusal(account, null, linkedToAMatch);
        if (refusal) throw refusal;
        const body = parseOrThrow(routes.tournamentSaygAdd.body, request.body);
        let added = false;
        const outcome = await changeTournament(deps, id, account.name, async (trx, stored) => {
          const change = await addMatchSayg(
            { db: trx, clock, user: account.name },
            stored.doc,
            body.matchId,
            body.matchOptions,
          );
          added = change.result !== undefined;
          return change;
        });
        return answer(request, reply, outcome, outcome.success && added);
      },
    );

    route(
      app,
      routes.tournamentSaygDelete,
      { onRequest: refuseFirst(tournamentAccess.update) },
      async (request, reply) => {
        const { id, matchId } = idParams(request, 'id', 'matchId');
        const clearScores = booleanParam(request, 'clearScores');
        const account = requireUpdater(request);
        const outcome = await changeTournament(deps, id, account.name, async (trx, stored) => {
          const removed = await removeMatchSayg(
            { db: trx, clock, user: account.name },
            stored.doc,
            matchId,
            clearScores,
          );
          // Cleared scores undecide the match: its winner leaves the next round.
          return removed.result ? { ...removed, result: settled(removed.result, stored.singleRound) } : removed;
        });
        return answer(request, reply, outcome);
      },
    );
  };
}
