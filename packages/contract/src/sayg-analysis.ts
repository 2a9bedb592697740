import { z } from 'zod';
import { formatCalendarDate } from '@darts/domain';
import { uuid, wireObject } from './common.js';

/** Bounds on an analysis request. */
export const analysisLimits = { tournaments: 100, maxBreakdown: 100 } as const;

/** `maxBreakdown` when the request leaves it out (O [10]). */
export const analysisDefaults = { maxBreakdown: 10 } as const;

const maxBreakdownMessage = `The maximum breakdown must be a whole number from 1 to ${analysisLimits.maxBreakdown}.`;

/** AnalysisRequestDto: ids lower-cased and each read once. */
export const analysisRequestDto = wireObject({
  tournamentIds: z
    .array(uuid)
    .max(analysisLimits.tournaments, `At most ${analysisLimits.tournaments} tournaments can be analysed at once.`)
    .nullish()
    .transform((ids) => [...new Set(ids ?? [])]),
  maxBreakdown: z
    .number()
    .int(maxBreakdownMessage)
    .min(1, maxBreakdownMessage)
    .max(analysisLimits.maxBreakdown, maxBreakdownMessage)
    .nullish()
    .transform((max) => max ?? analysisDefaults.maxBreakdown),
});
export type AnalysisRequest = z.output<typeof analysisRequestDto>;
export type AnalysisRequestDto = { tournamentIds?: string[] | null; maxBreakdown?: number | null };

/** `{score, number}`: a throw score and how often it was thrown. */
export const scoreBreakdownDto = z.object({ score: z.number().int(), number: z.number().int() });
/** `{name, value}`: a player and how many matches they played for the team. */
export const playerBreakdownDto = z.object({ name: z.string(), value: z.number().int() });

/** Breakdown → team (or player) name → list; keys are dictionary keys, not re-cased. */
export const analysisResponseDto = z.object({
  HighestScores: z.record(z.string(), z.array(scoreBreakdownDto)),
  MostFrequentThrows: z.record(z.string(), z.array(scoreBreakdownDto)),
  MostFrequentPlayers: z.record(z.string(), z.array(playerBreakdownDto)),
});
export type AnalysisResponseDto = z.infer<typeof analysisResponseDto>;

/** `1 May 2024` → `01 May 2024` (`dd MMM yyyy`). */
const twoDigitDay = (date: string) => date.padStart(11, '0');

/** What POST /api/Sayg/Analyse says. `date` is a wire date, printed `dd MMM yyyy`. */
export const analysisTexts = {
  analysing: (tournament: { host?: string; opponent?: string; date: string; type?: string; id: string }) =>
    `Analysing tournament ${tournament.host ?? ''} v ${tournament.opponent ?? ''} on ${twoDigitDay(
      formatCalendarDate(tournament.date, { year: true }),
    )} [${tournament.type ?? ''}] (${tournament.id})...`,
  tournamentNotFound: (id: string) => `Tournament not found with id ${id}`,
  aborted: 'Analysis aborted, results will be incomplete',
  failed: 'Analysis encountered an error, results may be incomplete',
} as const;
