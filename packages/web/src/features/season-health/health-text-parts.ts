import { dateMentions, type CalendarDate } from '@darts/domain';

export type HealthTeam = { id: string; name: string };

/** A health text in pieces: plain text, a date it names (to link to that date's fixtures), or a team of this division. */
export type HealthTextPart =
  | { kind: 'text'; text: string }
  | { kind: 'date'; text: string; date: CalendarDate }
  | { kind: 'team'; text: string; team: HealthTeam };

type Span = { index: number; end: number; part: HealthTextPart };

const wordChar = /[\p{L}\p{N}]/u;
const standsAlone = (text: string, index: number, end: number) =>
  !wordChar.test(text[index - 1] ?? '') && !wordChar.test(text[end] ?? '');

/**
 * Where a text writes this division's fixtures: after a leading `{division}: `, or inside a venue clash's
 * brackets from `({division}: ` or `; {division}: ` to the next `;` or `)`. Team names are looked for only
 * there, so a team of another division (or a pub) with the same name is not taken for ours.
 */
function divisionRegions(text: string, divisionName: string): Array<[number, number]> {
  const named = `${divisionName}: `;
  if (text.startsWith(named)) return [[named.length, text.length]];
  const regions: Array<[number, number]> = [];
  for (const opener of [`(${named}`, `; ${named}`]) {
    for (let at = text.indexOf(opener); at >= 0; at = text.indexOf(opener, at + 1)) {
      const start = at + opener.length;
      const stops = [text.indexOf(';', start), text.indexOf(')', start)].filter((i) => i >= 0);
      regions.push([start, stops.length ? Math.min(...stops) : text.length]);
    }
  }
  return regions;
}

function teamSpans(text: string, divisionName: string, teams: readonly HealthTeam[]): Span[] {
  const byLength = [...teams].filter((t) => t.name.trim()).sort((a, b) => b.name.length - a.name.length);
  const spans: Span[] = [];
  for (const [start, end] of divisionRegions(text, divisionName)) {
    const region = text.slice(start, end);
    for (const team of byLength) {
      for (let at = region.indexOf(team.name); at >= 0; at = region.indexOf(team.name, at + 1)) {
        const index = start + at;
        const spanEnd = index + team.name.length;
        if (standsAlone(text, index, spanEnd))
          spans.push({ index, end: spanEnd, part: { kind: 'team', text: team.name, team } });
      }
    }
  }
  return spans;
}

/**
 * A season health text split so each date it names links to that date's fixtures and each
 * team of this division it names links to the team; dates win over names, longer names over shorter ones.
 */
export function healthTextParts(
  text: string,
  { divisionName, teams }: { divisionName: string; teams: readonly HealthTeam[] },
): HealthTextPart[] {
  const dates: Span[] = dateMentions(text).map((m) => ({
    index: m.index,
    end: m.index + m.shown.length,
    part: { kind: 'date', text: m.shown, date: m.date },
  }));
  const chosen: Span[] = [];
  for (const span of [...dates, ...teamSpans(text, divisionName, teams)]) {
    if (!chosen.some((c) => span.index < c.end && c.index < span.end)) chosen.push(span);
  }
  chosen.sort((a, b) => a.index - b.index);
  const parts: HealthTextPart[] = [];
  let at = 0;
  for (const span of chosen) {
    if (span.index > at) parts.push({ kind: 'text', text: text.slice(at, span.index) });
    parts.push(span.part);
    at = span.end;
  }
  if (at < text.length) parts.push({ kind: 'text', text: text.slice(at) });
  return parts;
}
