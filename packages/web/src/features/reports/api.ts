import { useQuery } from '@tanstack/react-query';
import { reportCollectionDto, reportRoutes, type ReportCollectionDto } from '@darts/contract';
import { api } from '../../lib/api-client';
import { appKeys } from '../../lib/query-keys';

/**
 * Query keys of the Reports tab. They sit under the division data prefix (`appKeys.allDivisionData`), so a
 * write that refreshes division data (a score card, a player, a tournament) marks shown reports stale too.
 */
export const reportKeys = {
  run: (divisionId: string, seasonId: string, topCount: number) =>
    [...appKeys.allDivisionData, 'reports', divisionId, seasonId, topCount] as const,
};

/** The reports could not be produced: the server's exception message, a 400's reasons, or an unreadable answer. */
export class ReportsError extends Error {
  constructor(
    message: string,
    readonly lines: readonly string[] = [],
  ) {
    super(message);
    this.name = 'ReportsError';
  }
}

type Problem = { title?: unknown; errors?: unknown };
type Exceptional = { Exception?: { Type?: unknown; Message?: unknown } };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The words of a 400 problem's field map, e.g. `TopCount: Return top must be…`. */
function problemLines(body: Problem): string[] {
  if (!isObject(body.errors)) return [];
  return Object.entries(body.errors).flatMap(([field, messages]) =>
    (Array.isArray(messages) ? messages : [messages]).map((m) => (field ? `${field}: ${String(m)}` : String(m))),
  );
}

/**
 * POST /api/Report (not enveloped). A refusal (401/403) is a collection with no reports and the
 * reason as its message, so any readable collection is shown; a 500's `Exception.Message` and a
 * 400's reasons become a ReportsError.
 */
export async function fetchReports(request: {
  divisionId: string;
  seasonId: string;
  topCount: number;
}): Promise<ReportCollectionDto> {
  const { status, body } = await api.callWithStatus(reportRoutes.report, { body: request });
  const parsed = reportCollectionDto.safeParse(body);
  if (parsed.success) return parsed.data;
  if (isObject(body) && isObject((body as Exceptional).Exception)) {
    const { Type, Message } = (body as Exceptional).Exception!;
    const text = typeof Message === 'string' && Message ? Message : typeof Type === 'string' ? Type : '';
    throw new ReportsError(text ? `The server failed: ${text}` : 'The server failed to produce the reports');
  }
  if (status === 400 && isObject(body)) {
    const title = typeof body.title === 'string' ? body.title : 'The request was not valid';
    throw new ReportsError(title, problemLines(body));
  }
  throw new ReportsError(`The server answered ${status} with something that is not a set of reports`);
}

/** The reports for `request`, fetched only once asked for (`request` set): 'Get reports...' runs them. */
export function useReports(divisionId: string, seasonId: string, topCount: number | undefined) {
  return useQuery({
    queryKey: reportKeys.run(divisionId, seasonId, topCount ?? 0),
    queryFn: () => fetchReports({ divisionId, seasonId, topCount: topCount ?? 0 }),
    enabled: topCount !== undefined,
    staleTime: 0,
  });
}
