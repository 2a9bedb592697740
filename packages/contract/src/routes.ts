import { z } from 'zod';
import { actionResult } from './common.js';
import { updateAccessDto, userDto } from './account.js';
import { configuredFeatureDto, reconfigureFeatureDto } from './feature.js';
import { errorDetailDto, errorDetailRequest } from './error.js';
import { divisionDto, seasonDto, teamDto } from './league.js';
import { siteDto } from './site.js';
import { gameDto } from './game.js';
import { liveRoutes } from './live.js';
import { tournamentRoutes } from './tournament-routes.js';
import { templateRoutes } from './template.js';
import { reportRoutes } from './report.js';
import { dataRoutes } from './data.js';

/**
 * The route table: one entry per call, shared by the server (validation) and the web client
 * (types). `path` uses `:name` for parameters; the server also answers under `/data`.
 */
export const routes = {
  site: { method: 'GET', path: '/api/Site', response: siteDto },
  account: { method: 'GET', path: '/api/Account', response: userDto.nullable() },
  accountAll: { method: 'GET', path: '/api/Account/All', response: z.array(userDto) },
  accountByEmail: { method: 'GET', path: '/api/Account/:emailAddress', response: userDto.nullable() },
  accountAccess: {
    method: 'POST',
    path: '/api/Account/Access',
    body: updateAccessDto,
    response: actionResult(userDto),
  },
  features: { method: 'GET', path: '/api/Feature', response: z.array(configuredFeatureDto) },
  featureUpdate: {
    method: 'PUT',
    path: '/api/Feature',
    body: reconfigureFeatureDto,
    response: actionResult(configuredFeatureDto),
  },
  errorAdd: { method: 'PUT', path: '/api/Error', body: errorDetailRequest, response: actionResult(errorDetailDto) },
  errorGet: { method: 'GET', path: '/api/Error/:id', response: errorDetailDto.nullable() },
  errorsSince: { method: 'GET', path: '/api/Error/Since/:since', response: z.array(errorDetailDto) },
  divisions: { method: 'GET', path: '/api/Division', response: z.array(divisionDto) },
  division: { method: 'GET', path: '/api/Division/:id', response: divisionDto.nullable() },
  seasons: { method: 'GET', path: '/api/Season', response: z.array(seasonDto) },
  season: { method: 'GET', path: '/api/Season/:id', response: seasonDto.nullable() },
  teams: { method: 'GET', path: '/api/Team', response: z.array(teamDto) },
  teamsWithSeasons: { method: 'GET', path: '/api/Team/Seasons', response: z.array(teamDto) },
  team: { method: 'GET', path: '/api/Team/:id', response: teamDto.nullable() },
  /** Multipart: a `Photo` file and the game `id` (contract §20.2); the image itself is `photoUrl`. */
  scoresPhotoUpload: { method: 'POST', path: '/api/Scores/Photo', response: actionResult(gameDto) },
  scoresPhotoDelete: { method: 'DELETE', path: '/api/Scores/Photo/:id/:photoId', response: actionResult(gameDto) },
  ...liveRoutes,
  ...tournamentRoutes,
  ...templateRoutes,
  ...reportRoutes,
  ...dataRoutes,
} as const;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
