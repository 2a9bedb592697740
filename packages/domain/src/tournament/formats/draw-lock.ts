import type { Tournament, TournamentMatch, TournamentSide } from '../types.js';
import { advanceTournament } from './advance-tournament.js';
import { tournamentMatchesOf } from './matches-of.js';

/** A match has started when it has a score or a live scoring session (issue #26). */
const hasStarted = (match: TournamentMatch) =>
  Boolean(match.saygId) || (match.scoreA ?? 0) > 0 || (match.scoreB ?? 0) > 0;

/** The draw can no longer change once any match of the night has started (issue #26 "Draw and seeding"). */
export function isDrawLocked(tournament: Tournament): boolean {
  return tournamentMatchesOf(tournament).some(({ match }) => !match.bye && hasStarted(match));
}

/**
 * The tournament with two drawn sides trading places (issue #26: the organiser can swap two sides
 * before the first match starts): in the draw order, the first round or the groups, then advanced.
 * Undefined (refused) when the draw is locked, or a side is not in the draw or both are the same.
 */
export function swapSides<T extends Tournament>(tournament: T, sideIdA: string, sideIdB: string): T | undefined {
  const order = tournament.draw?.order ?? [];
  if (sideIdA === sideIdB || !order.includes(sideIdA) || !order.includes(sideIdB)) return undefined;
  if (isDrawLocked(tournament)) return undefined;
  const a = tournament.sides.find((side) => side.id === sideIdA);
  const b = tournament.sides.find((side) => side.id === sideIdB);
  if (!a || !b) return undefined;
  const swap = <S extends TournamentSide | null | undefined>(side: S): S | TournamentSide =>
    side?.id === sideIdA ? b : side?.id === sideIdB ? a : side;
  const swapMatch = (match: TournamentMatch): TournamentMatch => ({
    ...match,
    ...(match.sideA ? { sideA: swap(match.sideA) } : {}),
    ...(match.sideB ? { sideB: swap(match.sideB) } : {}),
  });
  const first = tournament.round;
  const swapped: T = {
    ...tournament,
    draw: { ...tournament.draw!, order: order.map((id) => swap({ id, players: [] }).id) },
    ...(first && tournament.format !== 'groups' ? { round: { ...first, matches: first.matches.map(swapMatch) } } : {}),
    ...(tournament.groups
      ? {
          groups: tournament.groups.map((group) => ({
            ...group,
            sides: group.sides.map((side) => swap(side)),
            matches: group.matches.map(swapMatch),
          })),
        }
      : {}),
  };
  return advanceTournament(swapped);
}
