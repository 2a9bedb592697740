import { z } from 'zod';
import {
  actionResult,
  divisionDataDto,
  divisionDataQuery,
  divisionDto,
  editDivisionDto,
  editFixtureDateNoteDto,
  editGameDto,
  editSeasonDto,
  editTeamDto,
  editTeamPlayerDto,
  fixtureDateNoteDto,
  gameDto,
  loginRequest,
  modifyTeamSeasonDto,
  recordedScoreAsYouGoDto,
  recordScoresDto,
  registerRequest,
  routes,
  seasonDto,
  signInResult,
  teamDto,
  unplayedFixturesResult,
  updateRecordedScoreAsYouGoDto,
} from '@darts/contract';

/** How a route takes its body: JSON (from a schema or generic), a multipart form, or none. */
export type BodyKind = 'json' | 'photo-form' | 'import-form' | 'none';

export type FuzzRoute = {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: z.ZodTypeAny;
  bodyKind: BodyKind;
  /** The 2xx body; undefined when it is not JSON (redirects, images, calendars) or not fixed. */
  response?: z.ZodTypeAny;
  /** A schema for the query string, for the one route that reads one (contract §1.2). */
  query?: z.ZodTypeAny;
};

/**
 * Routes the server answers that the contract's table does not list (it holds the calls the web's
 * typed client makes through it); the bodies and answers are the contract's own schemas.
 */
const serverOnly: Omit<FuzzRoute, 'bodyKind'>[] = [
  {
    name: 'divisionData',
    method: 'GET',
    path: '/api/Division/Data',
    query: divisionDataQuery,
    response: divisionDataDto,
  },
  {
    name: 'divisionUpdate',
    method: 'PUT',
    path: '/api/Division',
    body: editDivisionDto,
    response: actionResult(divisionDto),
  },
  { name: 'divisionDelete', method: 'DELETE', path: '/api/Division/:id', response: actionResult(divisionDto) },
  { name: 'seasonUpdate', method: 'PUT', path: '/api/Season', body: editSeasonDto, response: actionResult(seasonDto) },
  { name: 'seasonDelete', method: 'DELETE', path: '/api/Season/:id', response: actionResult(seasonDto) },
  { name: 'teamUpdate', method: 'PUT', path: '/api/Team', body: editTeamDto, response: actionResult(teamDto) },
  {
    name: 'teamSeason',
    method: 'PUT',
    path: '/api/Team/Season',
    body: modifyTeamSeasonDto,
    response: actionResult(teamDto),
  },
  { name: 'teamsInDivision', method: 'GET', path: '/api/Team/:divisionId/:seasonId', response: z.array(teamDto) },
  { name: 'teamSeasonDelete', method: 'DELETE', path: '/api/Team/:id/:seasonId', response: actionResult(teamDto) },
  { name: 'playerAdd', method: 'POST', path: '/api/Player/:divisionId/:seasonId/:teamId', body: editTeamPlayerDto },
  { name: 'playerChange', method: 'PATCH', path: '/api/Player/:seasonId/:teamId/:playerId', body: editTeamPlayerDto },
  { name: 'playerDelete', method: 'DELETE', path: '/api/Player/:seasonId/:teamId/:playerId' },
  { name: 'games', method: 'GET', path: '/api/Game', response: z.array(gameDto) },
  { name: 'game', method: 'GET', path: '/api/Game/:id', response: gameDto.nullable() },
  { name: 'gameUpdate', method: 'PUT', path: '/api/Game', body: editGameDto, response: actionResult(gameDto) },
  { name: 'gameDelete', method: 'DELETE', path: '/api/Game/:id', response: actionResult(gameDto) },
  {
    name: 'gamesUnplayedDelete',
    method: 'DELETE',
    path: '/api/Game/:seasonId/UnplayedLeagueFixtures/:executeDelete',
    response: actionResult(unplayedFixturesResult),
  },
  { name: 'scores', method: 'PUT', path: '/api/Scores/:id', body: recordScoresDto, response: actionResult(gameDto) },
  { name: 'notes', method: 'GET', path: '/api/Note/:seasonId', response: z.array(fixtureDateNoteDto) },
  {
    name: 'noteAdd',
    method: 'POST',
    path: '/api/Note',
    body: editFixtureDateNoteDto,
    response: actionResult(fixtureDateNoteDto),
  },
  {
    name: 'noteUpdate',
    method: 'PUT',
    path: '/api/Note/:id',
    body: editFixtureDateNoteDto,
    response: actionResult(fixtureDateNoteDto),
  },
  { name: 'noteDelete', method: 'DELETE', path: '/api/Note/:id', response: actionResult(fixtureDateNoteDto) },
  { name: 'sayg', method: 'GET', path: '/api/Sayg/:id', response: recordedScoreAsYouGoDto.nullable() },
  {
    name: 'saygUpdate',
    method: 'POST',
    path: '/api/Sayg',
    body: updateRecordedScoreAsYouGoDto,
    response: actionResult(recordedScoreAsYouGoDto),
  },
  { name: 'saygDelete', method: 'DELETE', path: '/api/Sayg/:id', response: actionResult(recordedScoreAsYouGoDto) },
  { name: 'photo', method: 'GET', path: '/api/Photo/:id' },
  { name: 'photoScaled', method: 'GET', path: '/api/Photo/:id/:height' },
  {
    name: 'accountLogin',
    method: 'POST',
    path: '/api/Account/Login',
    body: loginRequest,
    response: actionResult(signInResult),
  },
  {
    name: 'accountRegister',
    method: 'POST',
    path: '/api/Account/Register',
    body: registerRequest,
    response: actionResult(signInResult),
  },
  { name: 'accountLoginRedirect', method: 'GET', path: '/api/Account/Login' },
  { name: 'accountLogout', method: 'POST', path: '/api/Account/Logout' },
  { name: 'accountLogoutPage', method: 'GET', path: '/api/Account/Logout' },
  { name: 'accountCallback', method: 'GET', path: '/api/Account/Callback' },
  { name: 'liveSocket', method: 'GET', path: '/api/Live' },
  { name: 'liveWatchAll', method: 'GET', path: '/api/Live/Watch', response: routes.liveWatch.response },
];

const multipartRoutes: Record<string, BodyKind> = {
  '/api/Scores/Photo': 'photo-form',
  '/api/Tournament/Photo': 'photo-form',
  '/api/Data/Import': 'import-form',
};

/** Every API route: the contract's table first, then the routes only the server lists. */
export const fuzzRoutes: FuzzRoute[] = [
  ...Object.entries(routes).map(([name, route]) => ({
    name,
    method: route.method,
    path: route.path,
    body: 'body' in route ? (route.body as z.ZodTypeAny) : undefined,
    response: route.response as z.ZodTypeAny,
  })),
  ...serverOnly,
].map((route) => ({
  ...route,
  bodyKind: multipartRoutes[route.path] ?? (route.method === 'GET' || route.method === 'DELETE' ? 'none' : 'json'),
}));

/** The `:name` parameters of a route path, in order. */
export const paramsOf = (path: string): string[] => [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!);

/**
 * Write routes anyone may call (contract §2.2: errors, sayg records, live updates; and signing in and out):
 * every other write refuses an anonymous caller with 401 whatever the body or path.
 */
export const openWrites = new Set([
  'errorAdd',
  'saygUpdate',
  'livePublish',
  'accountLogin',
  'accountRegister',
  'accountLogout',
  'dataBackup',
  'dataRestore',
]);
