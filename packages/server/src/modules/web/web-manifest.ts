import type { SiteSettings } from '../../config/site-settings.js';

/** League green (packages/web/src/styles.css `--darts-green`, index.html's theme-color). */
const leagueGreen = '#14532d';
/** Home screens cut labels longer than this. */
const shortNameLength = 12;

/**
 * The web app manifest named after this site: added to a phone's home
 * screen it opens full screen at the home page, in league green, with the dartboard icons of
 * packages/web/public/icons, and offers Practice as a shortcut. Built by the server rather than
 * the web build because the name comes from SITE_CONFIG.
 */
export function webManifest(site: Pick<SiteSettings, 'name'>) {
  return {
    id: '/',
    name: site.name,
    short_name: shortName(site.name),
    description: `Fixtures, results, league tables and live scoring for ${site.name}.`,
    lang: 'en-GB',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: leagueGreen,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: [{ name: 'Practice', short_name: 'Practice', url: '/practice' }],
  };
}

/** The name if it fits under an icon, else its first word, else its first letters. */
function shortName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length <= shortNameLength) return trimmed;
  const firstWord = trimmed.split(/\s+/)[0]!;
  return firstWord.length <= shortNameLength ? firstWord : trimmed.slice(0, shortNameLength).trimEnd();
}
