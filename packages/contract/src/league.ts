import { z } from 'zod';
import { auditFields } from './common.js';

/** DivisionDto. */
export const divisionDto = z.object({ ...auditFields, name: z.string(), superleague: z.boolean() });
export type DivisionDto = z.infer<typeof divisionDto>;

/** SeasonDto. */
export const seasonDto = z.object({
  ...auditFields,
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  isCurrent: z.boolean(),
  divisions: z.array(divisionDto),
  fixtureStartTime: z.string().optional(),
  fixtureDuration: z.number().optional(),
  allowFavouriteTeams: z.boolean().optional(),
});
export type SeasonDto = z.infer<typeof seasonDto>;

/** TeamPlayerDto. */
export const teamPlayerDto = z.object({
  ...auditFields,
  name: z.string(),
  captain: z.boolean(),
  emailAddress: z.string().optional(),
  gender: z.enum(['Male', 'Female']).optional(),
});
export type TeamPlayerDto = z.infer<typeof teamPlayerDto>;

/** TeamSeasonDto. */
export const teamSeasonDto = z.object({
  ...auditFields,
  seasonId: z.string(),
  divisionId: z.string(),
  players: z.array(teamPlayerDto),
});
export type TeamSeasonDto = z.infer<typeof teamSeasonDto>;

/** TeamDto; `GET /api/Team/` leaves `seasons` out. */
export const teamDto = z.object({
  ...auditFields,
  name: z.string(),
  address: z.string(),
  seasons: z.array(teamSeasonDto).optional(),
});
export type TeamDto = z.infer<typeof teamDto>;
