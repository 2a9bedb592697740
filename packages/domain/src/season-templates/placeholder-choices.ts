import { venueOf } from '../league/team-venue.js';
import { activeTeams, sharedVenues } from './shared-venues.js';
import { placeholderCodes, type ProposalDivision, type ProposalTeam, type SeasonTemplate } from './types.js';

/** One team in a placeholder's list; a disabled one says why beside its name. */
export interface PlaceholderOption {
  teamId: string;
  teamName: string;
  disabled: boolean;
  label?: string;
}

/** A placeholder code of a division with the teams it may take. */
export interface PlaceholderChoice {
  code: string;
  /** The division's shared-address group holding this code, when it is in one. */
  group?: string[];
  /** Why the code cannot be chosen by hand (it is assigned automatically); absent when it can. */
  locked?: string;
  /** The team mapped to this code in this division; absent = automatic. */
  teamId?: string;
  options: PlaceholderOption[];
}

export interface DivisionPlaceholderChoices {
  divisionId: string;
  divisionName: string;
  placeholders: PlaceholderChoice[];
}

/** The labels and explanations of the placeholder step (the spec quotes 'has shared address'). */
export const placeholderChoiceTexts = {
  sharedAddress: 'has shared address',
  sharedAcrossDivisions: 'has shared address with a team in another division',
  chosenFor: (code: string) => `chosen for ${code}`,
  notAtSharedVenue: (size: number) => `not at an address shared by exactly ${size} teams`,
  crossDivisionCode:
    'Kept for teams that share an address with a team in another division: they are assigned automatically.',
  codeChosenElsewhere: (code: string, division: string) =>
    `${code} is chosen in ${division}; the proposal takes one team per code for the whole season.`,
} as const;

type DivisionContext = {
  division: ProposalDivision;
  codes: string[];
  groups: string[][];
  teams: ProposalTeam[];
  /** Active teams of this division by venue, for venues not shared with another division. */
  teamsAtVenue: Map<string, ProposalTeam[]>;
  acrossDivisions: Set<string>;
};

function contextOf(template: SeasonTemplate, divisions: readonly ProposalDivision[], index: number): DivisionContext {
  const division = divisions[index]!;
  const divisionTemplate = template.divisions[index];
  const codes = divisionTemplate ? placeholderCodes(divisionTemplate) : [];
  const groups = (divisionTemplate?.sharedAddresses ?? [])
    .map((group) => group.filter((code) => codes.includes(code)))
    .filter((group) => group.length > 0);
  const crossVenues = new Set(
    sharedVenues(divisions)
      .filter((v) => v.crossDivision)
      .map((v) => v.venue),
  );
  const teams = activeTeams(division);
  const teamsAtVenue = new Map<string, ProposalTeam[]>();
  const acrossDivisions = new Set<string>();
  for (const team of teams) {
    const venue = venueOf(team);
    if (crossVenues.has(venue)) acrossDivisions.add(team.id);
    else teamsAtVenue.set(venue, [...(teamsAtVenue.get(venue) ?? []), team]);
  }
  return { division, codes, groups, teams, teamsAtVenue, acrossDivisions };
}

/** Codes as a reader scans them: `A` … `Z`, then `AA` …, anything else alphabetically. */
const byCode = (a: string, b: string) => a.length - b.length || a.localeCompare(b);

const venueTeams = (context: DivisionContext, team: ProposalTeam) => context.teamsAtVenue.get(venueOf(team)) ?? [];

/** Why `code` cannot be chosen by hand, if it cannot. */
function lockOf(
  template: SeasonTemplate,
  divisions: readonly ProposalDivision[],
  context: DivisionContext,
  code: string,
  mappings: Readonly<Record<string, string>>,
): string | undefined {
  if (template.sharedAddresses.some((group) => group.includes(code))) return placeholderChoiceTexts.crossDivisionCode;
  const group = context.groups.find((g) => g.includes(code)) ?? [code];
  for (const member of group) {
    const teamId = mappings[member];
    if (teamId === undefined || context.teams.some((t) => t.id === teamId)) continue;
    const elsewhere = divisions.find((d) => d.id !== context.division.id && d.teams.some((t) => t.id === teamId));
    if (elsewhere) return placeholderChoiceTexts.codeChosenElsewhere(member, elsewhere.name);
  }
  return undefined;
}

function optionOf(
  context: DivisionContext,
  code: string,
  team: ProposalTeam,
  mappings: Readonly<Record<string, string>>,
): PlaceholderOption {
  const group = context.groups.find((g) => g.includes(code));
  const usedFor = context.codes.find((c) => c !== code && mappings[c] === team.id && !group?.includes(c));
  const label = usedFor
    ? placeholderChoiceTexts.chosenFor(usedFor)
    : context.acrossDivisions.has(team.id)
      ? placeholderChoiceTexts.sharedAcrossDivisions
      : group
        ? venueTeams(context, team).length === group.length
          ? undefined
          : placeholderChoiceTexts.notAtSharedVenue(group.length)
        : venueTeams(context, team).length > 1
          ? placeholderChoiceTexts.sharedAddress
          : undefined;
  return { teamId: team.id, teamName: team.name, disabled: label !== undefined, ...(label ? { label } : {}) };
}

/**
 * The placeholder step's choices: for every season division (paired with the template's divisions
 * by order), each code of its template division (in code order) with the division's active teams. A team sharing an address
 * is disabled for an ordinary code ('has shared address'); a code of one of the division's shared-address
 * groups takes only teams whose address exactly that many of the division's teams use; a team chosen for one
 * code is disabled for the others; codes of the template's cross-division groups are locked. `mappings` is
 * the proposal request's code → team id map, one team per code for the whole season.
 */
export function placeholderChoices(
  template: SeasonTemplate,
  divisions: readonly ProposalDivision[],
  mappings: Readonly<Record<string, string>>,
): DivisionPlaceholderChoices[] {
  return divisions.map((division, index) => {
    const context = contextOf(template, divisions, index);
    return {
      divisionId: division.id,
      divisionName: division.name,
      placeholders: [...context.codes].sort(byCode).map((code): PlaceholderChoice => {
        const locked = lockOf(template, divisions, context, code, mappings);
        const group = context.groups.find((g) => g.includes(code));
        const teamId = mappings[code];
        return {
          code,
          ...(group ? { group } : {}),
          ...(locked ? { locked } : {}),
          ...(teamId !== undefined && context.teams.some((t) => t.id === teamId) ? { teamId } : {}),
          options: context.teams.map((team) => optionOf(context, code, team, mappings)),
        };
      }),
    };
  });
}

/**
 * The mappings after choosing `teamId` (or automatic, `undefined`) for `code` in a division: a
 * team of a shared-address group's venue also fills the group's other codes with the venue's other teams,
 * and a team is taken off any code it held before. A locked code or a disabled team changes nothing.
 */
export function choosePlaceholderTeam(
  template: SeasonTemplate,
  divisions: readonly ProposalDivision[],
  mappings: Readonly<Record<string, string>>,
  choice: { divisionId: string; code: string; teamId: string | undefined },
): Record<string, string> {
  const index = divisions.findIndex((d) => d.id === choice.divisionId);
  if (index < 0) return { ...mappings };
  const context = contextOf(template, divisions, index);
  const { code, teamId } = choice;
  if (!context.codes.includes(code) || lockOf(template, divisions, context, code, mappings)) return { ...mappings };
  if (teamId === undefined) {
    const { [code]: _cleared, ...rest } = mappings;
    return rest;
  }
  const team = context.teams.find((t) => t.id === teamId);
  if (!team || optionOf(context, code, team, mappings).disabled) return { ...mappings };

  const group = context.groups.find((g) => g.includes(code));
  const placed: [string, ProposalTeam][] = [[code, team]];
  if (group) {
    const others = venueTeams(context, team).filter((t) => t.id !== teamId);
    group.filter((c) => c !== code).forEach((c, i) => others[i] && placed.push([c, others[i]]));
  }
  const moved = new Set(placed.map(([, t]) => t.id));
  const next = Object.fromEntries(Object.entries(mappings).filter(([, id]) => !moved.has(id)));
  for (const [c, t] of placed) next[c] = t.id;
  return next;
}
