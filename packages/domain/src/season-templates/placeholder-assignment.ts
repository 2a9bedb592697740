import { activeTeams, sharedVenues } from './shared-venues.js';
import { placeholderCodes, type ProposalDivision, type ProposalTeam, type SeasonTemplate } from './types.js';

/** Why a team got its placeholder code, for the wizard's review. */
export type AssignmentReason =
  | { kind: 'mapped' }
  | { kind: 'shared-venue'; venue: string; crossDivision: boolean; sharedWith: string[] }
  | { kind: 'random' };

export interface PlaceholderAssignment {
  divisionId: string;
  code: string;
  team: ProposalTeam;
  reason: AssignmentReason;
}

export interface AssignmentResult {
  success: boolean;
  assignments: PlaceholderAssignment[];
  warnings: string[];
  errors: string[];
}

/** Proposal warning when a team could not be given a code. */
export const couldNotAssignAllTeams = 'Could not assign all teams to placeholders in the template';
/** Proposal error when a cross-division shared venue finds no template group. */
export const tooManyCrossDivisionSharedAddresses =
  'Too many teams in the season with addresses shared across the divisions';
/** Proposal error when a division has more teams than codes left. */
export const moreTeamsThanTemplateSupports = (division: string) =>
  `${division}: More teams in division than templates support`;

/** The texts for refused user mappings; the contract names the cases but not their words. */
export const mappingTexts = {
  unknownTeam: (code: string) => `${code}: the chosen team is not in this season`,
  otherDivision: (code: string, team: string, division: string) =>
    `${code}: ${team} plays in ${division}, which has no placeholder ${code}`,
  deletedTeam: (code: string, team: string) => `${code}: ${team} has been removed from this season`,
  sameTeamTwice: (codes: string[], team: string) => `${codes.join(' and ')} are all mapped to ${team}`,
};

/** The words the wizard shows beside an assignment. */
export function assignmentReasonText(reason: AssignmentReason): string {
  switch (reason.kind) {
    case 'mapped':
      return 'Chosen by you';
    case 'random':
      return 'Picked at random';
    case 'shared-venue':
      return `Shares ${reason.venue} with ${reason.sharedWith.join(', ')}, so it got a code the template never has at home on the same date${
        reason.crossDivision ? ' (across divisions)' : ''
      }`;
  }
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/**
 * Gives every active team of every season division a placeholder code of its template division: the user's
 * mappings first, then teams sharing a venue across divisions (template-level groups), then teams sharing a
 * venue within a division (the division's groups), then the rest at random (`random` in [0, 1)).
 * Divisions pair with template divisions by order. A mapping is keyed by code; it applies to the division
 * of the team it names.
 */
export function assignPlaceholders(
  template: SeasonTemplate,
  divisions: readonly ProposalDivision[],
  mappings: Readonly<Record<string, string>>,
  random: () => number,
): AssignmentResult {
  const errors: string[] = [];
  const assignments: PlaceholderAssignment[] = [];
  const codesOf = new Map(
    divisions.map((d, i) => [d.id, template.divisions[i] ? placeholderCodes(template.divisions[i]) : []]),
  );
  const taken = (divisionId: string, code: string) =>
    assignments.some((a) => a.divisionId === divisionId && a.code === code);
  const placed = (teamId: string) => assignments.some((a) => a.team.id === teamId);
  const freeCodes = (divisionId: string, group: readonly string[]) =>
    (codesOf.get(divisionId) ?? []).filter((code) => group.includes(code) && !taken(divisionId, code));

  // 1. The user's mappings.
  const codesByTeam = new Map<string, string[]>();
  for (const [code, teamId] of Object.entries(mappings)) {
    codesByTeam.set(teamId, [...(codesByTeam.get(teamId) ?? []), code]);
  }
  for (const [teamId, codes] of codesByTeam) {
    const division = divisions.find((d) => d.teams.some((t) => t.id === teamId));
    const team = division?.teams.find((t) => t.id === teamId);
    const code = codes[0]!;
    if (!division || !team) {
      errors.push(mappingTexts.unknownTeam(code));
    } else if (codes.length > 1) {
      errors.push(mappingTexts.sameTeamTwice(codes, team.name));
    } else if (team.deleted) {
      errors.push(mappingTexts.deletedTeam(code, team.name));
    } else if (!codesOf.get(division.id)?.includes(code)) {
      errors.push(mappingTexts.otherDivision(code, team.name, division.name));
    } else {
      assignments.push({ divisionId: division.id, code, team, reason: { kind: 'mapped' } });
    }
  }
  if (errors.length > 0) return { success: false, assignments: [], warnings: [couldNotAssignAllTeams], errors };

  // 2. and 3. Teams sharing a venue: across divisions first, then within one.
  const venues = sharedVenues(divisions).sort((a, b) => Number(b.crossDivision) - Number(a.crossDivision));
  for (const venue of venues) {
    const groups = venue.crossDivision
      ? template.sharedAddresses
      : divisions.flatMap((d, i) =>
          venue.teamsByDivision.has(d.id) ? (template.divisions[i]?.sharedAddresses ?? []) : [],
        );
    const fits = (group: readonly string[]) =>
      [...venue.teamsByDivision].every(
        ([divisionId, teams]) => teams.filter((t) => !placed(t.id)).length <= freeCodes(divisionId, group).length,
      );
    const usedCodes = assignments
      .filter((a) => [...venue.teamsByDivision.values()].some((teams) => teams.includes(a.team)))
      .map((a) => a.code);
    const exact = (group: readonly string[]) =>
      [...venue.teamsByDivision].every(([divisionId, teams]) => teams.length === freeCodes(divisionId, group).length);
    const candidates = groups.filter(fits);
    const group =
      candidates.find((g) => usedCodes.some((code) => g.includes(code))) ??
      candidates.find(exact) ??
      [...candidates].sort((a, b) => a.length - b.length)[0];
    if (!group) {
      const division = divisions.find((d) => venue.teamsByDivision.has(d.id))!;
      errors.push(
        venue.crossDivision ? tooManyCrossDivisionSharedAddresses : moreTeamsThanTemplateSupports(division.name),
      );
      continue;
    }
    const everyone = [...venue.teamsByDivision.values()].flat();
    for (const [divisionId, teams] of venue.teamsByDivision) {
      const codes = shuffled(freeCodes(divisionId, group), random);
      for (const team of teams.filter((t) => !placed(t.id))) {
        const sharedWith = everyone.filter((other) => other !== team).map((other) => other.name);
        assignments.push({
          divisionId,
          code: codes.shift()!,
          team,
          reason: { kind: 'shared-venue', venue: venue.venue, crossDivision: venue.crossDivision, sharedWith },
        });
      }
    }
  }

  // 4. Everyone else at random, ordinary codes before codes kept for shared venues.
  divisions.forEach((division, index) => {
    const groupCodes = new Set([
      ...template.sharedAddresses.flat(),
      ...(template.divisions[index]?.sharedAddresses.flat() ?? []),
    ]);
    const free = (codesOf.get(division.id) ?? []).filter((code) => !taken(division.id, code));
    const ordinary = shuffled(
      free.filter((code) => !groupCodes.has(code)),
      random,
    );
    const reserved = shuffled(
      free.filter((code) => groupCodes.has(code)),
      random,
    );
    const codes = [...ordinary, ...reserved];
    const teams = shuffled(
      activeTeams(division).filter((t) => !placed(t.id)),
      random,
    );
    if (teams.length > codes.length) errors.push(moreTeamsThanTemplateSupports(division.name));
    teams.slice(0, codes.length).forEach((team, i) => {
      assignments.push({ divisionId: division.id, code: codes[i]!, team, reason: { kind: 'random' } });
    });
  });

  const success = errors.length === 0;
  // A division can run out of codes at step 3 and again at step 4: say so once.
  return { success, assignments, warnings: success ? [] : [couldNotAssignAllTeams], errors: [...new Set(errors)] };
}
