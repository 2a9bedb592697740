import { z } from 'zod';
import { auditFields, lastUpdated, optionalId, wireObject } from './common.js';
import { optionalWireDate } from './game.js';

/** Longest note text the server keeps, after trimming (the contract sets no limit): longer is a 400. */
export const noteLimits = { maxLength: 2000 } as const;

/** FixtureDateNoteDto: markdown text for a date; no `divisionId` = all divisions. */
export const fixtureDateNoteDto = z.object({
  ...auditFields,
  date: z.string(),
  note: z.string(),
  seasonId: z.string(),
  divisionId: z.string().optional(),
});
export type FixtureDateNoteDto = z.infer<typeof fixtureDateNoteDto>;

/**
 * EditFixtureDateNoteDto: `note` is required (empty is accepted here and refused
 * with 'You must enter a note'); an absent or blank date is refused with 'You must enter a date'.
 * The text is markdown, stored as given (trimmed): links are filtered when the web renders it.
 */
export const editFixtureDateNoteDto = wireObject({
  date: optionalWireDate,
  note: z.string().trim().max(noteLimits.maxLength, `The note must be ${noteLimits.maxLength} characters or fewer.`),
  seasonId: optionalId,
  divisionId: optionalId,
  lastUpdated,
});
export type EditFixtureDateNoteDto = z.input<typeof editFixtureDateNoteDto>;
export type EditFixtureDateNote = z.output<typeof editFixtureDateNoteDto>;
