import { z } from 'zod';
import { formatTimeSpan, parseTimeSpan } from '@darts/domain';
import { lastUpdated, optionalId, uuid, wireDate, wireObject } from './common.js';

/** Longest texts the league writes accept; longer ones are refused with a 400 naming the field. */
export const leagueLimits = { name: 100, address: 200, emailAddress: 320, seasonDivisions: 100 } as const;

/** Trimmed text of at most `max` characters (an empty string passes: the service decides what blank means). */
const text = (label: string, max: number) =>
  z.string().trim().max(max, `The ${label} must be ${max} characters or fewer.`);

/** `O [false]` booleans: absent or null is false. */
const flag = z
  .boolean()
  .nullish()
  .transform((value) => value ?? false);

/** `[d.]hh:mm:ss`, normalised to whole seconds. */
const timeSpan = z.string().transform((value, ctx) => {
  const milliseconds = parseTimeSpan(value);
  if (milliseconds === undefined) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: `The value '${value}' is not a valid time (hh:mm:ss).` });
    return z.NEVER;
  }
  return formatTimeSpan(milliseconds);
});

/** Player gender, matched case-insensitively. */
const gender = z.string().transform((value, ctx) => {
  const member = (['Male', 'Female'] as const).find((g) => g.toLowerCase() === value.toLowerCase());
  if (!member) {
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      message: `The value '${value}' is not a valid gender (Male or Female).`,
    });
    return z.NEVER;
  }
  return member;
});

/** EditDivisionDto. */
const editDivisionFields = {
  id: optionalId,
  name: text('name', leagueLimits.name),
  superleague: flag,
  lastUpdated,
};
export const editDivisionDto = wireObject(editDivisionFields);
/** The request as a client writes it. */
export type EditDivisionDto = z.input<z.ZodObject<typeof editDivisionFields>>;
export type EditDivision = z.output<typeof editDivisionDto>;

/**
 * EditSeasonDto. Dates come out as `YYYY-MM-DDT00:00:00`. An absent optional field
 * comes out undefined (an update keeps the stored value) and a null one as null (cleared); a new
 * season has no divisions unless `divisionIds` lists them.
 */
const editSeasonFields = {
  id: optionalId,
  name: text('name', leagueLimits.name),
  startDate: wireDate.nullish().transform((date) => date ?? undefined),
  endDate: wireDate.nullish().transform((date) => date ?? undefined),
  divisionIds: z
    .array(uuid)
    .max(leagueLimits.seasonDivisions, `A season can have at most ${leagueLimits.seasonDivisions} divisions.`)
    .nullish()
    .transform((ids) => (ids == null ? undefined : [...new Set(ids)])),
  copyTeamsFromSeasonId: optionalId,
  fixtureStartTime: timeSpan.nullable().optional(),
  fixtureDuration: z.number().int('Enter a whole number of hours.').min(0).max(24).nullable().optional(),
  allowFavouriteTeams: z.boolean().nullable().optional(),
  lastUpdated,
};
export const editSeasonDto = wireObject(editSeasonFields);
/** The request as a client writes it. */
export type EditSeasonDto = z.input<z.ZodObject<typeof editSeasonFields>>;
export type EditSeason = z.output<typeof editSeasonDto>;

/** EditTeamDto. */
const editTeamFields = {
  id: optionalId,
  name: text('name', leagueLimits.name),
  address: text('address', leagueLimits.address),
  seasonId: optionalId,
  divisionId: optionalId,
  newDivisionId: optionalId,
  lastUpdated,
};
export const editTeamDto = wireObject(editTeamFields);
/** The request as a client writes it. */
export type EditTeamDto = z.input<z.ZodObject<typeof editTeamFields>>;
export type EditTeam = z.output<typeof editTeamDto>;

/** ModifyTeamSeasonDto: register a team in a season. */
const modifyTeamSeasonFields = {
  id: optionalId,
  seasonId: optionalId,
  divisionId: optionalId,
  copyPlayersFromSeasonId: optionalId,
};
export const modifyTeamSeasonDto = wireObject(modifyTeamSeasonFields);
/** The request as a client writes it. */
export type ModifyTeamSeasonDto = z.input<z.ZodObject<typeof modifyTeamSeasonFields>>;
export type ModifyTeamSeason = z.output<typeof modifyTeamSeasonDto>;

/**
 * EditTeamPlayerDto. `emailAddress` comes out undefined when absent or null (keep
 * the stored address on update) and as the trimmed text otherwise (an empty string clears it).
 */
const editTeamPlayerFields = {
  name: text('name', leagueLimits.name),
  captain: flag,
  emailAddress: text('e-mail address', leagueLimits.emailAddress)
    .nullish()
    .transform((email) => email ?? undefined),
  gender: gender.nullish().transform((g) => g ?? null),
  newTeamId: optionalId,
  gameId: optionalId,
  lastUpdated,
};
export const editTeamPlayerDto = wireObject(editTeamPlayerFields);
/** The request as a client writes it. */
export type EditTeamPlayerDto = z.input<z.ZodObject<typeof editTeamPlayerFields>>;
export type EditTeamPlayer = z.output<typeof editTeamPlayerDto>;
