import { bestOfOf, type TournamentGroup, type TournamentMatch } from '../types.js';
import { optionOf } from './knockout.js';
import type { LayoutOptions } from './layout-options.js';

/** Group sizes allowed (issue #26: groups of 3 to 8 sides). */
export const groupSizes = { min: 3, max: 8 } as const;

/**
 * The sides split into `groupCount` groups by snake (issue #26): the draw order is dealt across
 * the groups and back, so the top seeds are in different groups and the groups are even.
 */
export function splitIntoGroups<S>(sides: readonly S[], groupCount: number): S[][] {
  const groups: S[][] = Array.from({ length: groupCount }, () => []);
  sides.forEach((side, i) => {
    const lap = Math.floor(i / groupCount);
    const place = i % groupCount;
    groups[lap % 2 === 0 ? place : groupCount - 1 - place]!.push(side);
  });
  return groups;
}

/** The pairs of each round of the circle method for `count` players (one sits out each round when odd). */
function circleRounds(count: number): [number, number][][] {
  const ring = Array.from({ length: count % 2 === 0 ? count : count + 1 }, (_, i) => i);
  const rounds: [number, number][][] = [];
  for (let r = 0; r < ring.length - 1; r += 1) {
    const pairs: [number, number][] = [];
    for (let i = 0; i < ring.length / 2; i += 1) {
      const [a, b] = [ring[i]!, ring[ring.length - 1 - i]!];
      // Alternate who is side A, so the fixed player is not always first.
      if (a < count && b < count) pairs.push(r % 2 === 0 ? [a, b] : [b, a]);
    }
    rounds.push(pairs);
    ring.splice(1, 0, ring.pop()!);
  }
  return rounds;
}

/**
 * Every pair of `count` sides once, in playing order (issue #26 round robin, circle method): each
 * round starts with a match not involving the sides of the last match, where one exists, so a side
 * rarely plays twice running. Sides are indices.
 */
export function roundRobin(count: number): [number, number][] {
  const order: [number, number][] = [];
  for (const round of circleRounds(count)) {
    const last = order[order.length - 1];
    const fresh = round.findIndex(([a, b]) => !last || (!last.includes(a) && !last.includes(b)));
    const start = Math.max(fresh, 0);
    order.push(...round.slice(start), ...round.slice(0, start));
  }
  return order;
}

/** How many of each group go through: `groupAdvance`, else 2 (issue #26: the top 1–4). */
export const groupAdvanceOf = (tournament: { groupAdvance?: number | null }) => tournament.groupAdvance ?? 2;

/** A group's name by its index: Group A, Group B, … */
export const groupName = (index: number) => `Group ${String.fromCharCode(65 + index)}`;

/**
 * The groups of a groups → knockout night (issue #26): the sides dealt by snake, each group's round
 * robin as its matches, every match over the groups' best of.
 */
export function layoutGroups(
  options: Pick<LayoutOptions, 'sides' | 'bestOf' | 'groupCount' | 'roundBestOf'>,
): TournamentGroup[] {
  const legs = options.roundBestOf?.groups ?? bestOfOf(options);
  return splitIntoGroups(options.sides, options.groupCount ?? 1).map((sides, g): TournamentGroup => {
    const matches = roundRobin(sides.length).map(([a, b]): TournamentMatch => ({
      sideA: sides[a]!,
      sideB: sides[b]!,
    }));
    const name = groupName(g);
    return {
      id: name.toLowerCase().replace(' ', '-'),
      name,
      sides: [...sides],
      matches,
      matchOptions: matches.map(() => optionOf(legs)),
    };
  });
}

/**
 * Why the sides cannot be split into groups, or undefined when they can (issue #26): every group
 * 3 to 8 sides, 1 to 4 going through from each (no more than the smallest group), at least 2 in all.
 */
export function groupsProblem(sideCount: number, groupCount: number, groupAdvance: number): string | undefined {
  if (!Number.isInteger(groupCount) || groupCount < 1) return 'Choose at least one group';
  if (sideCount < groupSizes.min * groupCount || sideCount > groupSizes.max * groupCount)
    return `Groups need ${groupSizes.min} to ${groupSizes.max} sides each`;
  if (!Number.isInteger(groupAdvance) || groupAdvance < 1 || groupAdvance > 4)
    return 'From 1 to 4 sides of each group go through';
  if (groupAdvance > Math.floor(sideCount / groupCount)) return 'More sides go through than a group holds';
  if (groupAdvance * groupCount < 2) return 'At least 2 sides must go through to the knockout';
  return undefined;
}
