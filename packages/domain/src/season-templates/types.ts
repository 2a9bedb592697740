import type { CalendarDate } from '../time/calendar-date.js';

/** A season template as the domain sees it. */
export interface SeasonTemplate {
  /** Groups of placeholder codes that share a venue across divisions. */
  sharedAddresses: string[][];
  divisions: DivisionTemplate[];
}

export interface DivisionTemplate {
  /** Groups of placeholder codes that share a venue within the division. */
  sharedAddresses: string[][];
  /** One per week, in order. */
  dates: DateTemplate[];
}

export interface DateTemplate {
  fixtures: FixtureTemplate[];
}

/** A template fixture; no `away` means the home code has a bye. */
export interface FixtureTemplate {
  home: string;
  away?: string;
}

/** A team as the proposal needs it: its venue is its address, or its name when blank. */
export interface ProposalTeam {
  id: string;
  name: string;
  address: string;
  /** Deleted from this season. */
  deleted?: boolean;
}

export interface ProposalDivision {
  id: string;
  name: string;
  teams: ProposalTeam[];
}

/** The season a template is matched against; divisions in order. */
export interface ProposalSeason {
  startDate: CalendarDate;
  endDate: CalendarDate;
  divisions: ProposalDivision[];
}

/** The placeholder codes a division template uses, in order of first appearance. */
export function placeholderCodes(division: DivisionTemplate): string[] {
  const codes: string[] = [];
  for (const date of division.dates) {
    for (const fixture of date.fixtures) {
      for (const code of [fixture.home, fixture.away]) {
        if (code !== undefined && code !== '' && !codes.includes(code)) codes.push(code);
      }
    }
  }
  return codes;
}
