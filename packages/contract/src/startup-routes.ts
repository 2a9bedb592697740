import type { Routes } from './routes.js';

/**
 * The method and path of the calls the web app makes before its first screen renders (start-up
 * reads, a page's first read started beside its code, error reports, live polling), without their schemas: the entry script reads them, so they
 * carry no zod with them. Each is its `routes` entry's method and path, which the
 * `satisfies` below holds; the web types the answer from `routes`.
 */
export const startupRoutes = {
  site: { method: 'GET', path: '/api/Site' },
  account: { method: 'GET', path: '/api/Account' },
  divisions: { method: 'GET', path: '/api/Division' },
  seasons: { method: 'GET', path: '/api/Season' },
  teams: { method: 'GET', path: '/api/Team' },
  features: { method: 'GET', path: '/api/Feature' },
  divisionData: { method: 'GET', path: '/api/Division/Data' },
  game: { method: 'GET', path: '/api/Game/:id' },
  tournament: { method: 'GET', path: '/api/Tournament/:id' },
  sayg: { method: 'GET', path: '/api/Sayg/:id' },
  errorAdd: { method: 'PUT', path: '/api/Error' },
  liveUpdate: { method: 'GET', path: '/api/Live/Update/:id/:type' },
  livePublish: { method: 'POST', path: '/api/Live/Update/:id/:type' },
  liveEvents: { method: 'GET', path: '/api/Live/Events' },
} as const satisfies { readonly [Name in keyof Routes]?: Pick<Routes[Name], 'method' | 'path'> };
