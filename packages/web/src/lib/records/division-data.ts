import { queryOptions } from '@tanstack/react-query';
import { startupRoutes, type DivisionDataDto, type DivisionFixtureDateDto } from '@darts/contract';
import { api } from '../api-client';
import { appKeys, type DivisionDataFilter } from '../query-keys';

/**
 * GET /api/Division/Data, the one read of division data: the division page,
 * the fixture wizard, a tournament's side choices, the superleague's tournaments of an evening and
 * the score card's date check all read it here, each under `appKeys.divisionData` for what it asks.
 * It names its route by `startupRoutes` (no zod): the division page's read starts from the entry
 * script, beside the page's code (app/page-reads.ts).
 */
export type { DivisionDataFilter };

/** A response that is not division data: a 400 problem or an envelope. */
export class DivisionDataError extends Error {
  constructor(
    message: string,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'DivisionDataError';
  }
}

/** The query: every division id, then the season, the date and `ignoreDates`. */
const queryOf = ({ divisionIds, seasonId, date, ignoreDates }: DivisionDataFilter) => ({
  divisionId: divisionIds,
  seasonId,
  date,
  ignoreDates: ignoreDates ? 'true' : undefined,
});

/** The lists filled in, so readers never meet an absent list (absent means empty). */
function normalise(raw: Partial<DivisionDataDto>): DivisionDataDto {
  const fixtures = (raw.fixtures ?? []).map((date): DivisionFixtureDateDto => ({
    ...date,
    fixtures: date.fixtures ?? [],
    tournamentFixtures: date.tournamentFixtures ?? [],
    notes: date.notes ?? [],
  }));
  return {
    ...raw,
    superleague: raw.superleague ?? false,
    teams: raw.teams ?? [],
    players: raw.players ?? [],
    dataErrors: raw.dataErrors ?? [],
    fixtures,
  };
}

/** Division data with its lists filled in; null when the server has none (204). */
export async function fetchDivisionData(filter: DivisionDataFilter): Promise<DivisionDataDto | null> {
  const body: unknown = await api.call(startupRoutes.divisionData, { query: queryOf(filter) });
  if (body === null) return null;
  const shape = body as { status?: unknown; teams?: unknown; success?: unknown; name?: unknown; dataErrors?: unknown };
  if (typeof shape.status === 'number') {
    throw new DivisionDataError(`Error accessing division: Code: ${shape.status}`, body);
  }
  if (
    typeof body !== 'object' ||
    'success' in shape ||
    !('dataErrors' in shape || 'teams' in shape || 'name' in shape || 'fixtures' in shape)
  ) {
    throw new DivisionDataError('Could not load the division', body);
  }
  return normalise(body);
}

/** The query of one filter's division data; a reader adds its own `select`, `staleTime` and `enabled`. */
export const divisionDataQuery = (filter: DivisionDataFilter) =>
  queryOptions({ queryKey: appKeys.divisionData(filter), queryFn: () => fetchDivisionData(filter) });
