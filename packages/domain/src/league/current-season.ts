import type { CalendarDate } from '../time/calendar-date.js';
import { isWithinSeason } from './date-is-within-season.js';

export type SeasonSpan = { id: string; name: string; startDate: string; endDate: string };

/** A season is current when today (UTC) lies within start..end inclusive. */
export function isCurrentSeason(season: Pick<SeasonSpan, 'startDate' | 'endDate'>, today: CalendarDate): boolean {
  return isWithinSeason(today, season);
}

type SeasonWithDivisions = SeasonSpan & { divisions: ReadonlyArray<{ id: string }> };

/**
 * Divisions the menu lists: those in a current season, or every division when no season is current
 *. Order follows the divisions list.
 */
export function menuDivisions<D extends { id: string }>(
  divisions: readonly D[],
  seasons: readonly SeasonWithDivisions[],
  today: CalendarDate,
): D[] {
  const current = seasons.filter((season) => isCurrentSeason(season, today));
  if (current.length === 0) return [...divisions];
  const ids = new Set(current.flatMap((season) => season.divisions.map((division) => division.id)));
  return divisions.filter((division) => ids.has(division.id));
}

/**
 * Where a division's menu link goes: a division in exactly one current season
 * links to `/teams/{seasonName}/?division={divisionName}`, otherwise to `/division/{divisionName}`.
 */
export function divisionLink(
  division: { id: string; name: string },
  seasons: readonly SeasonWithDivisions[],
  today: CalendarDate,
): string {
  const current = seasons.filter(
    (season) => isCurrentSeason(season, today) && season.divisions.some((d) => d.id === division.id),
  );
  const only = current.length === 1 ? current[0] : undefined;
  if (only) {
    return `/teams/${encodeURIComponent(only.name)}/?division=${encodeURIComponent(division.name)}`;
  }
  return `/division/${encodeURIComponent(division.name)}`;
}
