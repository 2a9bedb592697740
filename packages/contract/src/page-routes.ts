/**
 * The web app's pages as React Router path patterns: `:name` is one path segment,
 * `:name?` an optional one. One list for both sides: the web's router is built from it,
 * and the server answers any other path with 404 and the app's not-found page. No zod here: the
 * web's entry script reads it.
 */
export const pageRoutes = {
  home: '/',
  about: '/about',
  login: '/login',
  logout: '/logout',
  division: '/division/:divisionId/:mode?/:seasonId?',
  teams: '/teams/:season?',
  players: '/players/:season?',
  fixtures: '/fixtures/:season?',
  score: '/score/:fixtureId',
  tournament: '/tournament/:tournamentId',
  practice: '/practice',
  live: '/live/:type/:id?',
  tv: '/tv',
  overlay: '/overlay/:type/:id',
  connections: '/connections',
  admin: '/admin/:mode?',
  setup: '/setup',
} as const;

export type PageRoute = (typeof pageRoutes)[keyof typeof pageRoutes];

/** A pattern as a regular expression matching a URL path as React Router does: any case, a trailing slash or not. */
function patternOf(route: string): RegExp {
  const segments = route
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    });
  return new RegExp(`^${segments.join('')}/?$`, 'i');
}

export type PageName = keyof typeof pageRoutes;

const patterns = (Object.keys(pageRoutes) as PageName[]).map((page) => [page, patternOf(pageRoutes[page])] as const);

/** The page of the app a URL path (no query, still percent-encoded) shows, if it is one. */
export function pageNameOf(path: string): PageName | undefined {
  return patterns.find(([, pattern]) => pattern.test(path))?.[0];
}

/** Whether a URL path (no query, still percent-encoded) is one of the app's pages. */
export function isPagePath(path: string): boolean {
  return pageNameOf(path) !== undefined;
}

const overlayPattern = patternOf(pageRoutes.overlay);

/** Whether a URL path (no query) is the score overlay's page (issue #27), which OBS shows over a stream. */
export function isOverlayPagePath(path: string): boolean {
  return overlayPattern.test(path);
}

/**
 * The attribute the server (and the service worker, offline) puts on the `<html>` of an overlay
 * page's index.html, so the app's stylesheet paints it transparent from the first paint, before
 * any script has run (issue #27). The web's styles.css has the rule: `html[data-page='overlay']`.
 */
export const overlayPageMark = { name: 'data-page', value: 'overlay' } as const;

/** index.html marked as an overlay page: its `<html>` carries `overlayPageMark`. */
export function markOverlayPage(html: string): string {
  return html.replace(/<html(?=[\s>])/i, `<html ${overlayPageMark.name}="${overlayPageMark.value}"`);
}
