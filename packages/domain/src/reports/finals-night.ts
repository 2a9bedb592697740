import { byName } from '../league/ranking.js';
import { tournamentPlacingsOf } from '../tournament/formats/champion.js';
import type { TournamentSide } from '../tournament/types.js';
import { manOfTheMatchTallies } from './man-of-the-match.js';
import { divisionLeagueAwards, divisionPlayerAwards, goesTo, topHolders } from './finals-night-divisions.js';
import type { Report, ReportCell, ReportInput, ReportRow, ReportTournament } from './types.js';

export const finalsNightReport = {
  name: 'Finals night report',
  description:
    "The award sheet for finals night: each division's best hi-check, 180s, top players and league placings, the knockout tournaments' winners, and rows marked * to fill in by hand.",
  columns: ['Award', 'Goes to', 'Value/s'],
} as const;

export const finalsNightTexts = {
  noWinner: '⚠️ Has not been played or has no winner',
  couldNotProduce: 'Could not produce report',
  noDivisions: '⚠️ No divisions found',
  manOfTheMatch: 'Man of the match',
} as const;

/** The awards written in by hand on the night, in order. */
export const manualAwards = [
  'Pairs semi-finalists*',
  'Pairs semi-finalists*',
  'Pairs runners up*',
  'Pairs winner*',
  'Singles semi-finalists*',
  'Singles semi-finalists*',
  'Singles semi-finalists*',
  'Singles semi-finalists*',
  'Singles runners up*',
  'Singles runners up*',
  'Singles winner*',
] as const;

const row = (...texts: Array<string | ReportCell>): ReportRow => ({
  cells: texts.map((text) => (typeof text === 'string' ? { text } : text)),
});

/** Whether a tournament gets winner rows: not proposed, not single round, not excluded. */
export function isFinalsNightTournament(tournament: ReportTournament): boolean {
  return !tournament.proposed && !tournament.singleRound && !tournament.excludeFromReports;
}

function sideName(side: TournamentSide | undefined): string {
  if (!side) return '';
  return side.name?.trim() || side.players.map((player) => player.name).join(', ');
}

function tournamentRows(input: ReportInput): ReportRow[] {
  const divisions = new Map(input.divisions.map((division) => [division.id, division]));
  const tournaments = input.tournaments
    .filter(isFinalsNightTournament)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return tournaments.flatMap((tournament) => {
    const division = tournament.divisionId ? divisions.get(tournament.divisionId) : undefined;
    const title = `${division ? `${division.name}: ` : ''}${tournament.type?.trim() || 'Tournament'}`;
    const placings = tournamentPlacingsOf(tournament);
    const award = (text: string): ReportCell => ({
      text,
      tournamentId: tournament.id,
      ...(division ? { divisionId: division.id, divisionName: division.name } : {}),
    });
    const goes = (side: TournamentSide | undefined): ReportCell =>
      placings ? { text: sideName(side), tournamentId: tournament.id } : { text: finalsNightTexts.noWinner };
    return [
      row(award(`${title} runner up`), goes(placings?.runnerUp), ''),
      row(award(`${title} winner`), goes(placings?.winner), ''),
    ];
  });
}

function manOfTheMatchRow(input: ReportInput): ReportRow {
  if (!input.canManageScores) return row('', '', '');
  const { holders, text } = topHolders([...manOfTheMatchTallies(input).values()], (tally) => tally.value);
  return row(finalsNightTexts.manOfTheMatch, goesTo(holders), text);
}

/**
 * The Finals night report, whole season: per division (by name, descending) its player
 * awards; man of the match; each knockout tournament's runner up and winner by date; the manual
 * awards; then per division its league runner up and winner.
 */
export function finalsNight(input: ReportInput): Report {
  const divisions = [...input.divisions].sort((a, b) => byName(b, a));
  const rows =
    divisions.length === 0
      ? [row(finalsNightTexts.couldNotProduce, finalsNightTexts.noDivisions, '')]
      : [
          ...divisions.flatMap((division) => divisionPlayerAwards(input, division)),
          manOfTheMatchRow(input),
          ...tournamentRows(input),
          ...manualAwards.map((award) => row(award, '', '')),
          ...divisions.flatMap((division) => divisionLeagueAwards(input, division)),
        ];
  return { ...finalsNightReport, columns: [...finalsNightReport.columns], rows, thisDivisionOnly: false };
}
