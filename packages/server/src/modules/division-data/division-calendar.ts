import type { TournamentFixtureDetailsDto } from '@darts/contract';
import { addDays, parseTimeSpan } from '@darts/domain';
import type { DivisionData } from './division-data.service.js';
import {
  dateValue,
  escapeText,
  localDateTime,
  renderComponent,
  utcDateTime,
  type Component,
  type ContentLine,
} from './icalendar.js';

/**
 * Fixture times in the feed are the season's local times (`fixtureStartTime`). The
 * product serves UK leagues, so "local" is Europe/London: events carry that TZID and the calendar
 * defines it, so a calendar app shows 20:00 as 20:00 in both GMT and BST.
 */
export const calendarTimeZone = 'Europe/London';
const defaultStartTime = '20:00:00';
const defaultDurationHours = 3;
const hour = 60 * 60 * 1000;

/** Europe/London since 1996: BST from the last Sunday of March 01:00 UTC to the last Sunday of October. */
const londonTimeZone: Component = {
  name: 'VTIMEZONE',
  lines: [['TZID', calendarTimeZone]],
  components: [
    {
      name: 'DAYLIGHT',
      lines: [
        ['TZOFFSETFROM', '+0000'],
        ['TZOFFSETTO', '+0100'],
        ['TZNAME', 'BST'],
        ['DTSTART', '19700329T010000'],
        ['RRULE', 'FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU'],
      ],
    },
    {
      name: 'STANDARD',
      lines: [
        ['TZOFFSETFROM', '+0100'],
        ['TZOFFSETTO', '+0000'],
        ['TZNAME', 'GMT'],
        ['DTSTART', '19701025T020000'],
        ['RRULE', 'FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU'],
      ],
    },
  ],
};

export type CalendarOptions = { productName: string; baseUrl: string; now: Date };

/** The calendar's name, also its file name: `{product name} - {season name}`. */
export function calendarName(data: DivisionData, productName: string): string {
  return data.season ? `${productName} - ${data.season.name}` : productName;
}

/**
 * Division data as an iCalendar document: one all-day event per note, one timed
 * event per fixture (byes and unselected-team rows left out), starting at the season's fixture
 * start time (default 20:00) and lasting its fixture duration (default 3 hours). Postponed fixtures
 * are marked cancelled. Each tournament is an all-day event: a knockout titled by its type, a
 * single round (a superleague evening) by host, legs and opponent.
 */
export function divisionCalendar(data: DivisionData, options: CalendarOptions): string {
  const name = calendarName(data, options.productName);
  const start = parseTimeSpan(data.season?.fixtureStartTime ?? '') ?? parseTimeSpan(defaultStartTime)!;
  const duration = (data.season?.fixtureDuration ?? defaultDurationHours) * hour;
  const stamp = (id: string) => utcDateTime(data.updatedById.get(id) ?? options.now.toISOString());
  const events: Component[] = [];

  for (const day of data.dto.fixtures) {
    for (const note of day.notes) {
      events.push({
        name: 'VEVENT',
        lines: [
          ['UID', note.id],
          ['DTSTAMP', stamp(note.id)],
          ['DTSTART;VALUE=DATE', dateValue(day.date)],
          ['DTEND;VALUE=DATE', dateValue(addDays(day.date.slice(0, 10), 1))],
          ['SUMMARY', escapeText(`🏷️ ${note.note}`)],
          ['TRANSP', 'TRANSPARENT'],
        ],
      });
    }
    for (const fixture of day.fixtures) {
      if (!fixture.awayTeam) continue;
      const score =
        fixture.homeScore !== undefined && fixture.awayScore !== undefined
          ? `${fixture.homeTeam.name} ${fixture.homeScore} - ${fixture.awayScore} ${fixture.awayTeam.name}`
          : `${fixture.homeTeam.name} v ${fixture.awayTeam.name}`;
      const lines: ContentLine[] = [
        ['UID', fixture.id],
        ['DTSTAMP', stamp(fixture.id)],
        [`DTSTART;TZID=${calendarTimeZone}`, localDateTime(day.date, start)],
        [`DTEND;TZID=${calendarTimeZone}`, localDateTime(day.date, start + duration)],
        ['SUMMARY', escapeText(`🎯 ${score}`)],
        ['LOCATION', escapeText(fixture.homeTeam.address ?? fixture.homeTeam.name)],
        ['URL', `${options.baseUrl}/score/${fixture.id}`],
        ['STATUS', fixture.postponed ? 'CANCELLED' : fixture.proposal ? 'TENTATIVE' : 'CONFIRMED'],
      ];
      events.push({ name: 'VEVENT', lines });
    }
    for (const tournament of day.tournamentFixtures) {
      if (tournament.proposed || !tournament.id) continue;
      const date = day.date.slice(0, 10);
      const [summary, url] = tournamentTitle(tournament, data.tournamentHosts.get(tournament.id) ?? '', options, date);
      const description = [tournament.type, ...tournament.sides.map((side) => side.name), tournament.notes];
      events.push({
        name: 'VEVENT',
        lines: [
          ['UID', tournament.id],
          ['DTSTAMP', stamp(tournament.id)],
          ['DTSTART;VALUE=DATE', dateValue(date)],
          ['DTEND;VALUE=DATE', dateValue(addDays(date, 1))],
          ['SUMMARY', escapeText(`🎯 ${summary}`)],
          ['DESCRIPTION', escapeText(description.filter((text) => text?.trim()).join('\n'))],
          ['LOCATION', escapeText(tournament.address)],
          ['URL', url],
        ],
      });
    }
  }

  return renderComponent({
    name: 'VCALENDAR',
    lines: [
      ['VERSION', '2.0'],
      ['PRODID', `-//${escapeText(options.productName)}//Division data//EN`],
      ['CALSCALE', 'GREGORIAN'],
      ['METHOD', 'PUBLISH'],
      ['NAME', escapeText(name)],
      ['X-WR-CALNAME', escapeText(name)],
      ['X-WR-TIMEZONE', calendarTimeZone],
      ['REFRESH-INTERVAL;VALUE=DURATION', 'P1D'],
      ['X-PUBLISHED-TTL', 'P1D'],
    ],
    components: [londonTimeZone, ...events],
  });
}

/**
 * A tournament event's title and link: a single round is a superleague evening,
 * `{host} {legs} - {legs} {opponent}` with each side's legs summed over its matches, linked to the
 * live superleague view of the date; any other tournament is its type, linked to its page.
 */
function tournamentTitle(
  tournament: TournamentFixtureDetailsDto,
  host: string,
  options: CalendarOptions,
  date: string,
): [string, string] {
  if (!tournament.singleRound) {
    return [tournament.type?.trim() || 'Tournament', `${options.baseUrl}/tournament/${tournament.id}`];
  }
  const legs = (side: 'scoreA' | 'scoreB') => tournament.firstRoundMatches.reduce((n, m) => n + (m[side] ?? 0), 0);
  return [
    `${host} ${legs('scoreA')} - ${legs('scoreB')} ${tournament.opponent ?? ''}`,
    `${options.baseUrl}/live/superleague/?date=${date}`,
  ];
}

/** `attachment; filename="…"` with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function attachmentDisposition(name: string): string {
  const file = `${name.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '-')}.ics`;
  const ascii = file.replace(/[^\u0020-\u007e]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file)}`;
}
