import { bestOfOf, type Tournament, type TournamentMatch } from '../types.js';
import { groupAdvanceOf } from './groups.js';
import { groupTable, isGroupDecided, type GroupTableRow } from './group-table.js';
import { bracketSize, seedLine } from './seeding.js';
import type { Slot } from './slots.js';

/** A side through to the knockout, with its group and its place there (1 = winner). */
type Qualifier = { row: GroupTableRow; group: number; place: number };

/** Between two sides of the same place in different groups: more wins, better difference, more legs, better average. */
const acrossGroups = (a: Qualifier, b: Qualifier) =>
  b.row.won - a.row.won ||
  b.row.difference - a.row.difference ||
  b.row.legsFor - a.row.legsFor ||
  (b.row.average ?? -1) - (a.row.average ?? -1) ||
  a.group - b.group;

/**
 * The knockout's seeds once every group is decided (issue #26: seeds by group place, then by
 * table): all group winners first, then the runners-up, and so on; undefined before.
 */
export function groupQualifiers(
  tournament: Pick<Tournament, 'groups' | 'groupAdvance' | 'bestOf'>,
  averages?: Readonly<Record<string, number>>,
): Qualifier[] | undefined {
  const groups = tournament.groups ?? [];
  if (groups.length === 0 || !groups.every((group) => isGroupDecided(group, bestOfOf(tournament)))) return undefined;
  const advance = groupAdvanceOf(tournament);
  const tables = groups.map((group) => groupTable(group, averages, bestOfOf(tournament)));
  const places = Array.from({ length: advance }, (_, p) =>
    tables.flatMap((table, group) => (table[p] ? [{ row: table[p], group, place: p + 1 }] : [])).sort(acrossGroups),
  );
  return places.flat();
}

/**
 * The qualifiers on the first-round lines (seed s on `seedLine`'s line for s), then untangled so
 * a side meets one of its own group in the first round only when nothing else can be done (issue
 * #26: group winners meet runners-up of other groups first): a clashing lower side trades places
 * with the nearest lower side of the same place that clashes with neither.
 */
export function knockoutLines(qualifiers: readonly Qualifier[]): (Qualifier | undefined)[] {
  const size = bracketSize(qualifiers.length);
  const lines = seedLine(size).map((seed) => qualifiers[seed - 1]);
  const clashes = (m: number) => lines[2 * m] && lines[2 * m + 1] && lines[2 * m]!.group === lines[2 * m + 1]!.group;
  for (let m = 0; m < size / 2; m += 1) {
    if (!clashes(m)) continue;
    const candidates = Array.from({ length: size / 2 }, (_, k) => k)
      .filter((k) => k !== m && lines[2 * k + 1])
      .sort(
        (x, y) =>
          Number(lines[2 * y + 1]!.place === lines[2 * m + 1]!.place) -
          Number(lines[2 * x + 1]!.place === lines[2 * m + 1]!.place),
      );
    for (const k of candidates) {
      [lines[2 * m + 1], lines[2 * k + 1]] = [lines[2 * k + 1], lines[2 * m + 1]];
      if (!clashes(m) && !clashes(k)) break;
      [lines[2 * m + 1], lines[2 * k + 1]] = [lines[2 * k + 1], lines[2 * m + 1]];
    }
  }
  return lines;
}

/**
 * The first-round slots of a groups night's knockout (issue #26): empty until every group is
 * decided, then the qualifiers on their lines; a line beyond the qualifiers is a bye.
 */
export function groupsKnockoutSlots(
  tournament: Pick<Tournament, 'groups' | 'groupAdvance' | 'bestOf'>,
): (match: TournamentMatch, index: number) => [Slot, Slot] {
  const qualifiers = groupQualifiers(tournament);
  const lines = qualifiers && knockoutLines(qualifiers);
  const slot = (match: TournamentMatch, line: number): Slot => {
    if (lines) return lines[line]?.row.side ?? 'none';
    return match.bye && line % 2 === 1 ? 'none' : 'pending';
  };
  return (match, m) => [slot(match, 2 * m), slot(match, 2 * m + 1)];
}
