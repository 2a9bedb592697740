import type { ProposalDivision, ProposalTeam, SeasonTemplate } from './types.js';

/** Test helpers: a team (venue = address), a division, and a template division from `'A-B C-D E'` weeks. */
export const team = (id: string, address = `${id} Arms`, deleted = false): ProposalTeam => ({
  id,
  name: `Team ${id}`,
  address,
  ...(deleted ? { deleted } : {}),
});

export const division = (id: string, teams: ProposalTeam[]): ProposalDivision => ({
  id,
  name: `Division ${id}`,
  teams,
});

export const weeks = (...lines: string[]) =>
  lines.map((line) => ({
    fixtures: line.split(' ').map((pair) => {
      const [home, away] = pair.split('-') as [string, string | undefined];
      return away ? { home, away } : { home };
    }),
  }));

export const template = (
  divisions: { shared?: string[][]; weeks: string[] }[],
  sharedAddresses: string[][] = [],
): SeasonTemplate => ({
  sharedAddresses,
  divisions: divisions.map((d) => ({ sharedAddresses: d.shared ?? [], dates: weeks(...d.weeks) })),
});
