import { z } from 'zod';
import { actionResult } from './common.js';
import { loginRequest, registerRequest, signInResult, updateAccessDto, userDto } from './account.js';
import { configuredFeatureDto, reconfigureFeatureDto } from './feature.js';
import { errorDetailDto, errorDetailRequest } from './error.js';
import type { RouteEntry } from './route-entry.js';
import { siteDto } from './site.js';

/** Where to go after signing in or out: a path on this site or an address of it; anything else is `/`. */
const redirectQuery = z.object({ redirectUrl: z.string().optional() });
const formPost = ['application/x-www-form-urlencoded'] as const;

/** The site, accounts and sign-in, features and the error log. */
export const accountRoutes = {
  site: { method: 'GET', path: '/api/Site', access: 'public', response: siteDto },
  account: {
    method: 'GET',
    path: '/api/Account',
    access: 'public',
    response: userDto.nullable(),
    description: 'The signed-in account, or 204 when nobody is signed in.',
  },
  accountAll: {
    method: 'GET',
    path: '/api/Account/All',
    access: 'ManageAccess',
    withoutAccess: 'empty',
    response: z.array(userDto),
  },
  accountByEmail: {
    method: 'GET',
    path: '/api/Account/:emailAddress',
    access: 'ManageAccess',
    withoutAccess: 'empty',
    response: userDto.nullable(),
  },
  accountAccess: {
    method: 'POST',
    path: '/api/Account/Access',
    access: 'ManageAccess',
    body: updateAccessDto,
    response: actionResult(userDto),
    description: 'Replaces the account’s whole set of access options; nobody can remove ManageAccess from themselves.',
  },
  accountLoginRedirect: {
    method: 'GET',
    path: '/api/Account/Login',
    access: 'public',
    query: redirectQuery,
    redirect: true,
    description:
      'Redirects (302) to the sign-in provider when one is set up, else to the web app’s sign-in page; ' +
      'a caller already signed in goes straight to `redirectUrl`.',
  },
  accountCallback: {
    method: 'GET',
    path: '/api/Account/Callback',
    access: 'public',
    redirect: true,
    description:
      'Where the sign-in provider sends the browser back: starts the session and redirects (302) to the ' +
      'page asked for. 404 when no provider is set up.',
  },
  accountLogin: {
    method: 'POST',
    path: '/api/Account/Login',
    access: 'public',
    body: loginRequest,
    bodyTypes: formPost,
    response: actionResult(signInResult),
    redirect: true,
    description:
      'Signs in with e-mail address and password. A JSON caller gets the page to go to; a posted form ' +
      'is redirected (303) there, or back to the sign-in page with the problem. Repeated failures are limited (429).',
  },
  accountRegister: {
    method: 'POST',
    path: '/api/Account/Register',
    access: 'public',
    body: registerRequest,
    bodyTypes: formPost,
    response: actionResult(signInResult),
    redirect: true,
    description: 'Creates an account and signs it in; answered like signing in.',
  },
  accountLogout: {
    method: 'POST',
    path: '/api/Account/Logout',
    access: 'public',
    query: redirectQuery,
    redirect: true,
    description: 'Signs out and redirects (302) to `redirectUrl` (from the query, or from a posted form’s field).',
  },
  accountLogoutPage: {
    method: 'GET',
    path: '/api/Account/Logout',
    access: 'public',
    query: redirectQuery,
    redirect: true,
    description: 'Signs nobody out: redirects (302) to the web app’s sign-out page, whose button sends the POST.',
  },
  features: { method: 'GET', path: '/api/Feature', access: 'public', response: z.array(configuredFeatureDto) },
  featureUpdate: {
    method: 'PUT',
    path: '/api/Feature',
    access: 'ManageFeatures',
    body: reconfigureFeatureDto,
    response: actionResult(configuredFeatureDto),
  },
  errorAdd: {
    method: 'PUT',
    path: '/api/Error',
    access: 'public',
    body: errorDetailRequest,
    response: actionResult(errorDetailDto),
    description: 'Anyone may report an error (at most 64 KB); the server records who is signed in.',
  },
  errorGet: {
    method: 'GET',
    path: '/api/Error/:id',
    access: 'ViewExceptions',
    withoutAccess: 'empty',
    response: errorDetailDto.nullable(),
  },
  errorsSince: {
    method: 'GET',
    path: '/api/Error/Since/:since?',
    access: 'ViewExceptions',
    withoutAccess: 'empty',
    response: z.array(errorDetailDto),
    description: 'Errors logged since the given time; without one (or an unreadable one), in the last hour.',
  },
} as const satisfies Record<string, RouteEntry>;
