import type { CalendarDate } from '../time/calendar-date.js';
import { proposalDates, type ProposalSchedule } from './proposal-dates.js';
import type { PlaceholderAssignment } from './placeholder-assignment.js';
import type { ProposalSeason, ProposalTeam, SeasonTemplate } from './types.js';

/** A proposed fixture; no `awayTeam` means the home team has a bye (ProposalResultDto). */
export interface ProposedFixture {
  homeTeam: ProposalTeam;
  awayTeam?: ProposalTeam;
}

export interface ProposedDivision {
  divisionId: string;
  dates: { date: CalendarDate; fixtures: ProposedFixture[] }[];
}

/** Proposal warning when some dates fall outside the season. */
export const couldNotCreateAllFixtures = 'Could not create all fixtures/dates from the template';

const shortMonths = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Proposal error for weeks after the season's end, the date as `dd MMM yyyy`. */
export function fixturesAfterSeasonEnd(lastDate: CalendarDate): string {
  const [y, m, d] = lastDate.split('-');
  return `Some fixtures will be created after the season ends. You need to update the season end-date to see them. The last fixture was created on ${d} ${shortMonths[Number(m) - 1]} ${y}`;
}

/**
 * The proposal's fixtures: week `i` of each template division falls on the `i`th of `proposalDates` (the
 * chosen weekday, skipped dates left out, spread over the season). A fixture whose home code has no team is
 * left out; one whose away code has no team is a bye.
 */
export function proposeFixtures(
  template: SeasonTemplate,
  season: ProposalSeason,
  assignments: readonly PlaceholderAssignment[],
  schedule: ProposalSchedule = {},
): { divisions: ProposedDivision[]; warnings: string[]; errors: string[] } {
  let lastDate: CalendarDate | undefined;
  const weekDates = proposalDates(template, season, schedule);
  const divisions = season.divisions.map((division, index): ProposedDivision => {
    const teamOf = (code: string | undefined) =>
      code === undefined ? undefined : assignments.find((a) => a.divisionId === division.id && a.code === code)?.team;
    const dates = (template.divisions[index]?.dates ?? []).map((week, weekIndex) => {
      const date = weekDates[weekIndex]!;
      const fixtures = week.fixtures.flatMap((fixture): ProposedFixture[] => {
        const homeTeam = teamOf(fixture.home);
        const awayTeam = teamOf(fixture.away);
        if (!homeTeam) return [];
        return [awayTeam ? { homeTeam, awayTeam } : { homeTeam }];
      });
      if (fixtures.length > 0 && (lastDate === undefined || date > lastDate)) lastDate = date;
      return { date, fixtures };
    });
    return { divisionId: division.id, dates: dates.filter((d) => d.fixtures.length > 0) };
  });
  const late = lastDate !== undefined && lastDate > season.endDate;
  return {
    divisions,
    warnings: late ? [couldNotCreateAllFixtures] : [],
    errors: late ? [fixturesAfterSeasonEnd(lastDate!)] : [],
  };
}
