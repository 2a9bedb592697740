/**
 * URL options: `embed=true` gives the embedded look, `controls=false` hides controls,
 * `mobile` and `tv` come from the query or else the user agent, `kiosk=true` is a kiosk display.
 * Pure functions so the rules are tested as tables; `useUrlOptions` feeds them the live values.
 */
export type UrlOptions = { embed: boolean; controls: boolean; mobile: boolean; tv: boolean; kiosk: boolean };

const mobileAgent = /Mobi|Android|iPhone|iPad|iPod|Windows Phone|BlackBerry|Opera Mini/i;
const tvAgent =
  /SmartTV|SMART-TV|Tizen|Web0S|WebOS|HbbTV|NetCast|BRAVIA|AppleTV|GoogleTV|Android TV|CrKey|AFT[A-Z]|Roku/i;

/** `true`/`false` (any case) as a boolean; anything else, or absent, as undefined. */
function flag(query: URLSearchParams, name: string): boolean | undefined {
  const value = query.get(name)?.trim().toLowerCase();
  if (value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}

export function isTvAgent(userAgent: string) {
  return tvAgent.test(userAgent);
}

export function isMobileAgent(userAgent: string) {
  // Android TV agents say "Android" too: a television is not a phone.
  return mobileAgent.test(userAgent) && !isTvAgent(userAgent);
}

/** The options a page is opened with. An explicit query value wins over the user agent. */
export function parseUrlOptions(search: string, userAgent: string): UrlOptions {
  const query = new URLSearchParams(search);
  return {
    embed: flag(query, 'embed') ?? false,
    controls: flag(query, 'controls') ?? true,
    mobile: flag(query, 'mobile') ?? isMobileAgent(userAgent),
    tv: flag(query, 'tv') ?? isTvAgent(userAgent),
    kiosk: flag(query, 'kiosk') ?? false,
  };
}

export type ShellParts = { header: boolean; menu: boolean; footer: boolean; brand: boolean; menuGroups: boolean };

/**
 * Which parts of the shell show: embedding shows content only; kiosk mode and full
 * screen hide header, menu and footer; an account with KioskMode also loses the brand and both
 * configured menu groups.
 */
export function shellParts(state: {
  embed: boolean;
  kiosk: boolean;
  fullScreen: boolean;
  kioskAccess: boolean;
}): ShellParts {
  const chrome = !state.embed && !state.kiosk && !state.fullScreen;
  return {
    header: chrome,
    menu: chrome,
    footer: chrome,
    brand: chrome && !state.kioskAccess,
    menuGroups: chrome && !state.kioskAccess,
  };
}
