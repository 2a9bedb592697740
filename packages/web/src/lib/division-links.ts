/**
 * Links to the division pages, from any screen; names are written as names,
 * encoded, and a mode keeps its colon readable (`team:Crown`), which `pagePath` would encode.
 */
const enc = encodeURIComponent;
const seasonPart = (seasonName: string | undefined) => (seasonName ? `/${enc(seasonName)}` : '');

/** Where the division page for these divisions, mode and season lives. */
export type PageAddress = {
  style: 'single' | 'multi';
  divisionNames: readonly string[];
  seasonName: string | undefined;
};

/**
 * A tab or mode (`teams`, `team:Crown`, …) of the page. Multi-division style keeps its divisions as query parameters (only
 * teams, fixtures and players exist there); anything else with one division uses the single style.
 */
export function modeHref(address: PageAddress, mode: string): string {
  const multiModes = ['teams', 'fixtures', 'players'];
  const [only] = address.divisionNames;
  if (address.style === 'multi' && multiModes.includes(mode)) {
    const query = address.divisionNames.map((name) => `division=${enc(name)}`).join('&');
    return `/${mode}${seasonPart(address.seasonName)}/${query ? `?${query}` : ''}`;
  }
  if (only === undefined) return `/${mode}${seasonPart(address.seasonName)}/`;
  return `/division/${enc(only)}/${modeSegment(mode)}${seasonPart(address.seasonName)}`;
}

/**
 * The Fixtures tab filtered to one date (`?date=`), as a date heading links to it (spec 1 §2
 * Fixtures tab): what a link to a fixture's evening, or a health check's date, lands on.
 */
export function fixturesOnDateHref(address: PageAddress, date: string): string {
  const href = modeHref(address, 'fixtures');
  return `${href}${href.includes('?') ? '&' : '?'}date=${enc(date)}`;
}

/** `team:Crown` keeps its colon readable; the name itself is encoded. */
function modeSegment(mode: string) {
  const colon = mode.indexOf(':');
  return colon > 0 ? `${mode.slice(0, colon + 1)}${enc(mode.slice(colon + 1))}` : enc(mode);
}

/** `/division/{division}/team:{teamName}/{season}`. */
export function teamHref(divisionName: string, teamName: string, seasonName: string | undefined) {
  return `/division/${enc(divisionName)}/team:${enc(teamName)}${seasonPart(seasonName)}`;
}

/**
 * `/division/{division}/player:{playerName}@{teamName}/{season}`; without a team,
 * `player:{player}` (a name or an id).
 */
export function playerHref(
  divisionName: string,
  playerName: string,
  teamName: string | undefined,
  seasonName: string | undefined,
) {
  const team = teamName === undefined ? '' : `@${enc(teamName)}`;
  return `/division/${enc(divisionName)}/player:${enc(playerName)}${team}${seasonPart(seasonName)}`;
}
