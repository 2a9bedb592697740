import { z } from 'zod';
import { optionalId, wireObject } from './common.js';
import type { RouteEntry } from './route-entry.js';

/** `topCount` bounds: the client sends 1–100, default 15; the server's default is 3. */
export const reportLimits = { minTop: 1, maxTop: 100, clientDefaultTop: 15, serverDefaultTop: 3 } as const;

/** The report texts the contract and the issue name. */
export const reportTexts = {
  gamesInspected: (n: number) => `${n} games inspected`,
  seasonNotFound: 'Season not found',
  divisionNotFound: 'Division not found',
  topCount: `Return top must be a whole number from ${reportLimits.minTop} to ${reportLimits.maxTop}.`,
} as const;

/** ReportRequestDto: `topCount` O [3], a whole number 1–100. */
export const reportRequestDto = wireObject({
  divisionId: optionalId,
  seasonId: optionalId,
  topCount: z
    .number({ invalid_type_error: reportTexts.topCount })
    .int(reportTexts.topCount)
    .min(reportLimits.minTop, reportTexts.topCount)
    .max(reportLimits.maxTop, reportTexts.topCount)
    .nullish()
    .transform((top) => top ?? reportLimits.serverDefaultTop),
});
export type ReportRequestDto = z.input<typeof reportRequestDto>;
export type ReportRequest = z.output<typeof reportRequestDto>;

/** ReportCellDto: display text and, where it names one, what to link. */
export const reportCellDto = z.object({
  text: z.string(),
  playerId: z.string().optional(),
  playerName: z.string().optional(),
  teamId: z.string().optional(),
  teamName: z.string().optional(),
  divisionId: z.string().optional(),
  divisionName: z.string().optional(),
  tournamentId: z.string().optional(),
});
export type ReportCellDto = z.infer<typeof reportCellDto>;

export const reportRowDto = z.object({ cells: z.array(reportCellDto) });
export type ReportRowDto = z.infer<typeof reportRowDto>;

/** ReportDto; a client renders any report from `columns` and `rows`. */
export const reportDto = z.object({
  name: z.string(),
  description: z.string(),
  columns: z.array(z.string()),
  rows: z.array(reportRowDto),
  thisDivisionOnly: z.boolean(),
});
export type ReportDto = z.infer<typeof reportDto>;

/** ReportCollectionDto, not enveloped. */
export const reportCollectionDto = z.object({
  reports: z.array(reportDto),
  divisionId: z.string(),
  seasonId: z.string(),
  messages: z.array(z.string()),
  created: z.string(),
});
export type ReportCollectionDto = z.infer<typeof reportCollectionDto>;

export const reportRoutes = {
  report: {
    method: 'POST',
    path: '/api/Report',
    access: 'RunReports',
    body: reportRequestDto,
    response: reportCollectionDto,
    description:
      'Not enveloped: a refusal (401 or 403) is a collection with no reports and the reason as its message; ' +
      'an unknown season or division is a 200 with its message.',
  },
} as const satisfies Record<string, RouteEntry>;
