import { z } from 'zod';
import { weekdayNames, type WeekdayName } from '@darts/domain';
import { actionResult, auditFields, lastUpdated, optionalId, wireDate, wireObject } from './common.js';
import { divisionDataDto } from './division-data.js';
import { seasonDto, teamDto } from './league.js';
import type { RouteEntry } from './route-entry.js';

// ---- Health results ----------------------------------------------------------

/** HealthCheckResultDto. */
export const healthCheckResultDto = z.object({
  success: z.boolean(),
  errors: z.array(z.string()),
  warnings: z.array(z.string()),
  messages: z.array(z.string()),
});
export type HealthCheckResultDto = z.infer<typeof healthCheckResultDto>;

/** SeasonHealthCheckResultDto: the overall result plus each check by its name. */
export const seasonHealthCheckResultDto = healthCheckResultDto.extend({
  checks: z.record(healthCheckResultDto),
});
export type SeasonHealthCheckResultDto = z.infer<typeof seasonHealthCheckResultDto>;

/**
 * `GET /api/Season/{id}/health`: not enveloped; a refusal or an unknown season is
 * `{errors: [...]}` alone, so every other field may be missing.
 */
export const seasonHealthResponse = seasonHealthCheckResultDto.partial().extend({ errors: z.array(z.string()) });
export type SeasonHealthResponse = z.infer<typeof seasonHealthResponse>;

// ---- Templates --------------------------------------------------------------

/**
 * Limits a template must keep (the contract sets none): they keep one request from asking the server for
 * millions of fixtures, and are far beyond any league (40 divisions, two years of weeks, 60 teams a week).
 */
export const templateLimits = {
  name: 100,
  description: 2000,
  code: 10,
  divisions: 40,
  dates: 104,
  fixtures: 60,
  sharedAddresses: 60,
} as const;

/** The texts of spec 1 §5 for a template's codes. */
export const templateTexts = {
  enterCode: 'Enter a code for the team',
  enterHomeTeam: 'Enter at least a home team',
  enterName: 'Enter a name for the template',
  updated: 'Template updated',
  deleted: 'Template deleted',
  notFound: 'Template not found',
  /** A deleted template read by id: said, not edited. */
  wasDeleted: (name: string) => `The template ${name} was deleted`,
  deletedBy: (when: string, who: string) => `Deleted ${when}${who ? ` by ${who}` : ''}. It can no longer be changed.`,
  seasonNotFound: 'Season not found',
} as const;

const code = z
  .string()
  .trim()
  .min(1, templateTexts.enterCode)
  .max(templateLimits.code, `A code must be ${templateLimits.code} characters or fewer.`);

const sharedAddresses = z
  .array(z.array(code).max(templateLimits.sharedAddresses))
  .max(templateLimits.sharedAddresses, `At most ${templateLimits.sharedAddresses} shared addresses.`)
  .nullish()
  .transform((groups) => groups ?? []);

/** FixtureTemplateDto: `home` is required; no `away` (or an empty one) means a bye. */
const fixtureTemplateDto = wireObject({
  home: z
    .string({ required_error: templateTexts.enterHomeTeam, invalid_type_error: templateTexts.enterHomeTeam })
    .trim()
    .min(1, templateTexts.enterHomeTeam)
    .max(templateLimits.code, `A code must be ${templateLimits.code} characters or fewer.`),
  away: z
    .string()
    .trim()
    .max(templateLimits.code, `A code must be ${templateLimits.code} characters or fewer.`)
    .nullish()
    .transform((away) => (away == null || away === '' ? undefined : away)),
});

/** DateTemplateDto. */
const dateTemplateDto = wireObject({
  fixtures: z
    .array(fixtureTemplateDto)
    .max(templateLimits.fixtures, `A week can have at most ${templateLimits.fixtures} fixtures.`)
    .nullish()
    .transform((fixtures) => fixtures ?? []),
});

/** DivisionTemplateDto. */
const divisionTemplateDto = wireObject({
  sharedAddresses,
  dates: z
    .array(dateTemplateDto)
    .max(templateLimits.dates, `A division can have at most ${templateLimits.dates} weeks.`)
    .nullish()
    .transform((dates) => dates ?? []),
});

/** EditTemplateDto: the template fields plus `lastUpdated`; no `id` to create. */
const editTemplateFields = {
  id: optionalId,
  name: z
    .string({ required_error: templateTexts.enterName })
    .trim()
    .min(1, templateTexts.enterName)
    .max(templateLimits.name, `The name must be ${templateLimits.name} characters or fewer.`),
  description: z
    .string()
    .trim()
    .max(templateLimits.description, `The description must be ${templateLimits.description} characters or fewer.`)
    .nullish()
    .transform((text) => (text ? text : undefined)),
  sharedAddresses,
  divisions: z
    .array(divisionTemplateDto)
    .max(templateLimits.divisions, `A template can have at most ${templateLimits.divisions} divisions.`)
    .nullish()
    .transform((divisions) => divisions ?? []),
  lastUpdated,
};
export const editTemplateDto = wireObject(editTemplateFields);
/** The request as a client writes it. */
export type EditTemplateDto = z.input<z.ZodObject<typeof editTemplateFields>>;
export type EditTemplate = z.output<typeof editTemplateDto>;

const fixtureTemplateOut = z.object({ home: z.string(), away: z.string().optional() });
const divisionTemplateOut = z.object({
  sharedAddresses: z.array(z.array(z.string())),
  dates: z.array(z.object({ fixtures: z.array(fixtureTemplateOut) })),
});

/** TemplateDto (audited); `templateHealth` is computed on save. */
export const templateDto = z.object({
  ...auditFields,
  name: z.string(),
  description: z.string().optional(),
  sharedAddresses: z.array(z.array(z.string())),
  divisions: z.array(divisionTemplateOut),
  templateHealth: seasonHealthCheckResultDto.optional(),
});
export type TemplateDto = z.infer<typeof templateDto>;
export type FixtureTemplateDto = z.infer<typeof fixtureTemplateOut>;
export type DivisionTemplateDto = z.infer<typeof divisionTemplateOut>;

// ---- Proposals --------------------------------------------------------------

/** A day of the week by its name (`Monday`, any case), as .NET's `DayOfWeek` writes it. */
const weekdayName = z.string().transform((text, ctx): WeekdayName => {
  const name = weekdayNames.find((day) => day.toLowerCase() === text.trim().toLowerCase());
  if (!name) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: `The value '${text}' is not a day of the week.` });
    return z.NEVER;
  }
  return name;
});

/**
 * ProposalRequestDto: placeholder code → team id chosen by the user. Beyond the contract
 *, both optional: `weekday`, the league night the fixtures are proposed on (a day name; absent =
 * the weekday of the season's start), and `skipDates`, dates no fixture is proposed on (holidays). Without
 * them a proposal still spreads its weeks over the season's league nights.
 */
export const proposalRequestDto = wireObject({
  seasonId: optionalId,
  templateId: optionalId,
  placeholderMappings: z
    .record(z.string())
    .nullish()
    .transform((mappings) => mappings ?? {}),
  weekday: weekdayName.nullish().transform((day) => day ?? undefined),
  skipDates: z
    .array(wireDate)
    .nullish()
    .transform((dates) => dates ?? []),
});
export type ProposalRequestDto = z.input<typeof proposalRequestDto>;
export type ProposalRequest = z.output<typeof proposalRequestDto>;

/**
 * Why a team got its code: beyond the contract, so the wizard can explain each choice. `reason` is the
 * sentence the wizard shows.
 */
export const placeholderAssignmentDto = z.object({
  divisionId: z.string(),
  code: z.string(),
  teamId: z.string(),
  teamName: z.string(),
  kind: z.enum(['mapped', 'shared-venue', 'random']),
  reason: z.string(),
});
export type PlaceholderAssignmentDto = z.infer<typeof placeholderAssignmentDto>;

/** ProposalResultDto plus `assignments` (per division, with the reasons). */
export const proposalResultDto = z.object({
  placeholderMappings: z.record(teamDto),
  template: templateDto,
  season: seasonDto,
  divisions: z.array(divisionDataDto).optional(),
  proposalHealth: seasonHealthCheckResultDto.optional(),
  assignments: z.array(placeholderAssignmentDto),
});
export type ProposalResultDto = z.infer<typeof proposalResultDto>;

/** One inner envelope of `ForSeason`: `success` = compatible, `warnings` say why not. */
export const templateCompatibilityDto = actionResult(templateDto);
export type TemplateCompatibilityDto = z.infer<typeof templateCompatibilityDto>;

/**
 * The template and season-health routes. Superleague divisions take no part in compatibility,
 * proposals or health: their evenings are tournaments, not league fixtures. Proposals are never saved.
 */
export const templateRoutes = {
  templates: { method: 'GET', path: '/api/Template', access: 'public', response: z.array(templateDto) },
  template: {
    method: 'GET',
    path: '/api/Template/:id',
    access: 'public',
    response: templateDto.nullable(),
    description: 'A deleted template is still read by id, marked deleted.',
  },
  templateUpdate: {
    method: 'PUT',
    path: '/api/Template',
    access: 'ManageSeasonTemplates',
    body: editTemplateDto,
    response: actionResult(templateDto),
  },
  templateDelete: {
    method: 'DELETE',
    path: '/api/Template/:id',
    access: 'ManageSeasonTemplates',
    response: actionResult(templateDto),
  },
  templatesForSeason: {
    method: 'GET',
    path: '/api/Template/ForSeason/:seasonId',
    access: ['ManageGames', 'ManageSeasonTemplates'],
    response: actionResult(z.array(templateCompatibilityDto)),
    description: 'Every template, each saying whether it fits the season’s divisions and, if not, why.',
  },
  templatePropose: {
    method: 'POST',
    path: '/api/Template/Propose',
    access: 'ManageGames',
    body: proposalRequestDto,
    response: actionResult(proposalResultDto),
    description: 'Proposes the season’s fixtures from a template; nothing is saved.',
  },
  templateHealth: {
    method: 'POST',
    path: '/api/Template/Health',
    access: 'ManageSeasonTemplates',
    body: editTemplateDto,
    response: actionResult(seasonHealthCheckResultDto),
    description: 'The health of a template not saved yet.',
  },
  seasonHealth: {
    method: 'GET',
    path: '/api/Season/:id/health',
    access: 'RunHealthChecks',
    response: seasonHealthResponse,
    description: 'Not enveloped: a refusal is `{errors}` alone, with 401 or 403.',
  },
} as const satisfies Record<string, RouteEntry>;
