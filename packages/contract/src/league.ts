import { z } from 'zod';
import { auditFields } from './common.js';

/** DivisionDto (contract §3.2). */
export const divisionDto = z.object({ ...auditFields, name: z.string(), superleague: z.boolean() });
export type DivisionDto = z.infer<typeof divisionDto>;

/** SeasonDto (contract §3.2). */
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

/** TeamPlayerDto (contract §3.2). */
export const teamPlayerDto = z.object({
  ...auditFields,
  name: z.string(),
  captain: z.boolean(),
  emailAddress: z.string().optional(),
  gender: z.enum(['Male', 'Female']).optional(),
});
export type TeamPlayerDto = z.infer<typeof teamPlayerDto>;

/** TeamSeasonDto (contract §3.2). */
export const teamSeasonDto = z.object({
  ...auditFields,
  seasonId: z.string(),
  divisionId: z.string(),
  players: z.array(teamPlayerDto),
});
export type TeamSeasonDto = z.infer<typeof teamSeasonDto>;

/** TeamDto (contract §3.2); `GET /api/Team/` leaves `seasons` out (contract §22 #14). */
export const teamDto = z.object({
  ...auditFields,
  name: z.string(),
  address: z.string(),
  seasons: z.array(teamSeasonDto).optional(),
});
export type TeamDto = z.infer<typeof teamDto>;
