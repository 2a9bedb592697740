/**
 * /robots.txt: crawlers may read the league's public pages (divisions, tables,
 * fixtures, score cards, tournaments, live matches); not the API, nor the pages for signing in,
 * setting up and running the site, which hold nothing to find.
 */
export const robotsTxt = `# The league's public pages may be crawled; the API and the sign-in and admin pages may not.
User-agent: *
Disallow: /api/
Disallow: /data/api/
Disallow: /admin
Disallow: /login
Disallow: /logout
Disallow: /setup
Disallow: /connections
`;
