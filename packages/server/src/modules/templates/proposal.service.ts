import type {
  ActionResult,
  DivisionDataDto,
  DivisionDto,
  DivisionFixtureDto,
  PlaceholderAssignmentDto,
  ProposalRequest,
  ProposalResultDto,
  SeasonDto,
  TeamDto,
  TemplateCompatibilityDto,
} from '@darts/contract';
import {
  assignPlaceholders,
  assignmentReasonText,
  byHomeTeamName,
  placeholderCodes,
  proposeFixtures,
  templateCompatibility,
  toWireDate,
  venueOf,
  type PlaceholderAssignment,
  type ProposalSeason,
  type ProposalTeam,
  type ProposedDivision,
} from '@darts/domain';
import { envelope, failed, succeeded } from '../../http/envelope.js';
import { auditFieldsOf } from '../../shared/audit.js';
import { divisionData, type Viewer } from '../division-data/division-data.service.js';
import { leagueDivisions, leagueHealth, liveSeason, type SeasonHealthDeps } from './season-health.service.js';
import { seasonTeams, type SeasonTeam } from './season-league.repository.js';
import { findTemplate, listTemplates, toTemplateDto } from './templates.repository.js';
import { templateMessages } from './templates.service.js';

/**
 * The season's league divisions (superleague ones left out: their evenings are tournaments) in the
 * season's order, each with its registered teams; a removed registration or a deleted team is
 * passed as `deleted`, so the domain refuses a mapping to it by name.
 */
async function proposalSeason(
  deps: SeasonHealthDeps,
  season: SeasonDto,
): Promise<{ season: ProposalSeason; teams: Map<string, SeasonTeam> }> {
  const divisions = leagueDivisions(season);
  const registered = await seasonTeams(
    deps.db,
    season.id,
    divisions.map((d) => d.id),
  );
  const proposalTeam = (team: SeasonTeam): ProposalTeam => ({
    id: team.id,
    name: team.name,
    address: team.address,
    ...(team.registrationDeleted || team.deleted !== null ? { deleted: true } : {}),
  });
  return {
    season: {
      startDate: season.startDate.slice(0, 10),
      endDate: season.endDate.slice(0, 10),
      divisions: divisions.map((division) => ({
        id: division.id,
        name: division.name,
        teams: registered.filter((team) => team.divisionId === division.id).map(proposalTeam),
      })),
    },
    teams: new Map(registered.map((team) => [team.id, team])),
  };
}

/**
 * `GET /api/Template/ForSeason/{seasonId}`: one inner envelope per template —
 * `success` = compatible with the season's league divisions, `warnings` why not (the domain's
 * `templateCompatibility`), `result` = the template.
 */
export async function templatesForSeason(
  deps: SeasonHealthDeps,
  seasonId: string,
): Promise<ActionResult<TemplateCompatibilityDto[]>> {
  const season = await liveSeason(deps, seasonId);
  if (!season) return failed(templateMessages.seasonNotFound);
  const [{ season: proposal }, templates] = await Promise.all([proposalSeason(deps, season), listTemplates(deps.db)]);
  return succeeded(
    templates.map((template) => {
      const { success, warnings } = templateCompatibility(template, proposal);
      return envelope({ success, result: toTemplateDto(template), warnings });
    }),
  );
}

const teamDto = (team: SeasonTeam): TeamDto => ({ ...auditFieldsOf(team), name: team.name, address: team.address });

/** A proposed fixture as a division data row: the home team's id, `proposal: true`. */
function proposedRow(fixture: ProposedDivision['dates'][number]['fixtures'][number], division: DivisionDto) {
  const row = (team: ProposalTeam) => ({ id: team.id, name: team.name, address: venueOf(team) });
  return {
    id: fixture.homeTeam.id,
    homeTeam: row(fixture.homeTeam),
    ...(fixture.awayTeam ? { awayTeam: row(fixture.awayTeam) } : {}),
    postponed: false,
    isKnockout: false,
    accoladesCount: true,
    proposal: true,
    fixturesUsingAddress: [],
    homeDivision: division,
    ...(fixture.awayTeam ? { awayDivision: division } : {}),
  } satisfies DivisionFixtureDto;
}

/** Division data with the proposed fixtures added: on their dates (new dates as needed), existing rows unchanged. */
export function withProposedFixtures(
  data: DivisionDataDto,
  proposed: ProposedDivision | undefined,
  division: DivisionDto,
): DivisionDataDto {
  const dates = new Map(data.fixtures.map((date) => [date.date, { ...date, fixtures: [...date.fixtures] }]));
  for (const { date, fixtures } of proposed?.dates ?? []) {
    const wire = toWireDate(date);
    const entry = dates.get(wire) ?? { date: wire, fixtures: [], tournamentFixtures: [], notes: [] };
    entry.fixtures.push(...fixtures.map((fixture) => proposedRow(fixture, division)));
    entry.fixtures.sort(byHomeTeamName);
    dates.set(wire, entry);
  }
  return { ...data, fixtures: [...dates.values()].sort((a, b) => a.date.localeCompare(b.date)) };
}

function assignmentDto(assignment: PlaceholderAssignment): PlaceholderAssignmentDto {
  return {
    divisionId: assignment.divisionId,
    code: assignment.code,
    teamId: assignment.team.id,
    teamName: assignment.team.name,
    kind: assignment.reason.kind,
    reason: assignmentReasonText(assignment.reason),
  };
}

/** The user's mappings: blank choices mean "automatic", team ids compared in lower case. */
const chosenMappings = (mappings: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(mappings)
      .map(([code, teamId]) => [code.trim(), teamId.trim().toLowerCase()] as const)
      .filter(([code, teamId]) => code !== '' && teamId !== ''),
  );

/**
 * `POST /api/Template/Propose/`: the season's fixtures as the template lays
 * them out, nothing saved. Compatibility first (its warnings when not), then the domain's placeholder
 * assignment (the user's mappings, shared venues, then `random`) and proposed fixtures on the
 * season's league nights (the request's `weekday` and `skipDates`, spread over the season); the result carries each league division's data with the proposal added and
 * the health of the season with the proposal applied. Warnings and errors are the domain's (§11.2).
 * Superleague divisions take no part: their fixtures are tournaments.
 */
export async function proposeSeason(
  deps: SeasonHealthDeps,
  request: ProposalRequest,
  viewer: Viewer,
  random: () => number,
): Promise<ActionResult<ProposalResultDto>> {
  const season = request.seasonId ? await liveSeason(deps, request.seasonId) : undefined;
  if (!season) return failed(templateMessages.seasonNotFound);
  const template = request.templateId ? await findTemplate(deps.db, request.templateId) : undefined;
  if (!template || template.deleted) return failed(templateMessages.notFound);

  const { season: proposalInput, teams } = await proposalSeason(deps, season);
  const compatibility = templateCompatibility(template, proposalInput);
  // Divisions pair up by order, so a different count refuses at once; any other misfit is the assignment's
  // to name ("{division}: More teams in division than templates support").
  if (template.divisions.length !== proposalInput.divisions.length) {
    return envelope({ warnings: compatibility.warnings });
  }
  const assigned = assignPlaceholders(
    template,
    proposalInput.divisions,
    chosenMappings(request.placeholderMappings),
    random,
  );
  if (!assigned.success) return envelope({ warnings: assigned.warnings, errors: assigned.errors });
  if (!compatibility.success) return envelope({ warnings: compatibility.warnings });
  const proposal = proposeFixtures(template, proposalInput, assigned.assignments, {
    ...(request.weekday ? { weekday: request.weekday } : {}),
    skipDates: request.skipDates.map((date) => date.slice(0, 10)),
  });

  const divisions = leagueDivisions(season);
  const [divisionsData, proposalHealth] = await Promise.all([
    Promise.all(
      divisions.map(async (division) => {
        const data = await divisionData(
          deps,
          {
            divisionIds: [division.id],
            seasonId: season.id,
            date: undefined,
            teamId: undefined,
            excludeProposals: true,
            ignoreDates: false,
            contentType: undefined,
          },
          viewer,
        );
        return withProposedFixtures(
          data.dto,
          proposal.divisions.find((p) => p.divisionId === division.id),
          division,
        );
      }),
    ),
    leagueHealth(deps, season, proposal.divisions),
  ]);

  // By division, then by the template's codes: a code used in several divisions maps to its last division's team.
  const order = (a: PlaceholderAssignment) => {
    const index = divisions.findIndex((d) => d.id === a.divisionId);
    const codes = template.divisions[index] ? placeholderCodes(template.divisions[index]) : [];
    return index * 10_000 + codes.indexOf(a.code);
  };
  const assignments = [...assigned.assignments].sort((a, b) => order(a) - order(b));
  const placeholderMappings: Record<string, TeamDto> = {};
  for (const assignment of assignments) {
    placeholderMappings[assignment.code] = teamDto(teams.get(assignment.team.id)!);
  }
  const result: ProposalResultDto = {
    placeholderMappings,
    template: toTemplateDto(template),
    season,
    divisions: divisionsData,
    proposalHealth,
    assignments: assignments.map(assignmentDto),
  };
  const success = proposal.warnings.length === 0 && proposal.errors.length === 0;
  return envelope({ success, result, warnings: proposal.warnings, errors: proposal.errors });
}
