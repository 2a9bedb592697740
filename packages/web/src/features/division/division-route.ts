import type { DivisionDto, SeasonDto } from '@darts/contract';
import { findByNameOrId } from '../../lib/resolve';

/**
 * What a division URL asks for. Single-division style:
 * `/division/{division}[/{mode}[/{season}]]`; multi-division style: `/teams|players|fixtures[/{season}]`
 * with repeated `division` query parameters, the mode fixed by the path.
 */
export type DivisionMode =
  | { kind: 'teams' | 'fixtures' | 'players' | 'reports' | 'health' }
  | { kind: 'team'; team: string }
  /** `player:{name}@{team}`, or `player:{id}` (then `team` is undefined). */
  | { kind: 'player'; player: string; team?: string }
  | { kind: 'unknown'; text: string };

export type TabMode = 'teams' | 'fixtures' | 'players' | 'reports' | 'health';

const plainModes: readonly TabMode[] = ['teams', 'fixtures', 'players', 'reports', 'health'];

/** Reads a mode segment; absent means teams. `team:` and `player:` match in any case. */
export function parseMode(text: string | undefined): DivisionMode {
  if (text === undefined || text.trim() === '') return { kind: 'teams' };
  const lower = text.trim().toLowerCase();
  const plain = plainModes.find((mode) => mode === lower);
  if (plain) return { kind: plain };
  const colon = text.indexOf(':');
  const kind = text.slice(0, colon).trim().toLowerCase();
  const detail = text.slice(colon + 1).trim();
  if (colon > 0 && detail && kind === 'team') return { kind: 'team', team: detail };
  if (colon > 0 && detail && kind === 'player') {
    const at = detail.lastIndexOf('@');
    if (at > 0 && at < detail.length - 1)
      return { kind: 'player', player: detail.slice(0, at).trim(), team: detail.slice(at + 1).trim() };
    return { kind: 'player', player: detail };
  }
  return { kind: 'unknown', text };
}

export type DivisionRequest = {
  style: 'single' | 'multi';
  /** Division names or ids as written in the URL. */
  divisionKeys: string[];
  /** The mode segment as written (single style), or the path's mode (multi style). */
  modeText: string | undefined;
  mode: DivisionMode;
  seasonKey: string | undefined;
};

/** The request in a division URL, from the router's params and the query. */
export function divisionRequestOf(
  pathname: string,
  params: Readonly<Record<string, string | undefined>>,
  query: URLSearchParams,
): DivisionRequest {
  if (params.divisionId !== undefined) {
    return {
      style: 'single',
      divisionKeys: [params.divisionId],
      modeText: params.mode,
      mode: parseMode(params.mode),
      seasonKey: params.seasonId,
    };
  }
  const modeText = pathname.split('/')[1]?.toLowerCase();
  return {
    style: 'multi',
    divisionKeys: query.getAll('division').filter((key) => key.trim() !== ''),
    modeText,
    mode: parseMode(modeText),
    seasonKey: params.season,
  };
}

export type ResolvedDivisionRoute =
  | { status: 'invalid'; heading: string; text: string }
  | {
      status: 'ok';
      request: DivisionRequest;
      divisions: DivisionDto[];
      /** The season named in the URL; when none is named the server picks. */
      season: SeasonDto | undefined;
    };

/**
 * Resolves names (any case) or ids against the start-up data (spec 1 §2: unknown ones become an
 * invalid placeholder). A multi-division URL without divisions or season shows the current
 * season's divisions (the one ending last), as the server would pick it.
 */
export function resolveDivisionRoute(
  request: DivisionRequest,
  data: { divisions: readonly DivisionDto[]; seasons: readonly SeasonDto[] },
): ResolvedDivisionRoute {
  const divisions: DivisionDto[] = [];
  for (const key of request.divisionKeys) {
    const division = findByNameOrId(data.divisions, key);
    if (!division) {
      return {
        status: 'invalid',
        heading: 'Division not found',
        text: `There is no division called “${key}”. Pick a division from the menu.`,
      };
    }
    if (!divisions.includes(division)) divisions.push(division);
  }
  if (request.mode.kind === 'unknown') {
    return {
      status: 'invalid',
      heading: 'Page not found',
      text: `A division has no page called “${request.mode.text}”.`,
    };
  }
  let season: SeasonDto | undefined;
  if (request.seasonKey !== undefined && request.seasonKey.trim() !== '') {
    season = findByNameOrId(data.seasons, request.seasonKey);
    if (!season)
      return {
        status: 'invalid',
        heading: 'Season not found',
        text: `There is no season called “${request.seasonKey}”.`,
      };
  } else if (divisions.length === 0) {
    season = [...data.seasons].filter((s) => s.isCurrent).sort((a, b) => b.endDate.localeCompare(a.endDate))[0];
    if (!season)
      return {
        status: 'invalid',
        heading: 'Pick a division',
        text: 'No season is in progress. Pick a division from the menu.',
      };
  }
  return { status: 'ok', request, divisions, season };
}
