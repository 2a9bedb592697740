import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { utcDateOf } from '@darts/domain';
import type { AppDeps } from '../../app-deps.js';
import { hasAccess } from '../../http/auth.js';
import { findDivision, listDivisions } from './division.repository.js';
import { leagueWriteRoutes } from './league-writes.routes.js';
import { idParams } from './params.js';
import { findSeason, listSeasons } from './season.repository.js';
import { findTeam, listTeams, listTeamsInDivision, listTeamsWithSeasons, type TeamReader } from './team.repository.js';

/** The `:id` path value as a lower-case UUID, or a 400 validation problem naming it (contract §1.2, §2.4). */
const idOf = (request: FastifyRequest): string => idParams(request, 'id').id;

const teamReader = (request: FastifyRequest): TeamReader => ({
  showEmailAddresses: hasAccess(request, 'ManageTeams') || hasAccess(request, 'ManagePlayers'),
});

/**
 * League reads (contract §5.1, §6.1, §7.1) and, from league-writes.routes.ts, writes. A
 * single-record read answers null, which the app turns into a 204, when there is no such record.
 */
export function leagueRoutes(deps: AppDeps): FastifyPluginAsync {
  const { db, clock } = deps;
  return async (app) => {
    app.get('/api/Division', async () => listDivisions(db));
    app.get('/api/Division/:id', async (request) => (await findDivision(db, idOf(request))) ?? null);

    app.get('/api/Season', async () => listSeasons(db, utcDateOf(clock.now())));
    app.get(
      '/api/Season/:id',
      async (request) => (await findSeason(db, idOf(request), utcDateOf(clock.now()))) ?? null,
    );

    app.get('/api/Team', async () => listTeams(db));
    app.get('/api/Team/Seasons', async (request) => listTeamsWithSeasons(db, teamReader(request)));
    app.get('/api/Team/:id', async (request) => (await findTeam(db, idOf(request), teamReader(request))) ?? null);
    app.get('/api/Team/:divisionId/:seasonId', async (request) => {
      const { divisionId, seasonId } = idParams(request, 'divisionId', 'seasonId');
      return listTeamsInDivision(db, teamReader(request), divisionId, seasonId);
    });

    await app.register(leagueWriteRoutes(deps));
  };
}
