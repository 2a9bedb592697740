import { pageRoutes } from '@darts/contract';
import { formatCalendarDate } from '@darts/domain';
import { Link } from 'react-router';
import { pagePath } from '../../../lib/paths';
import type { DivisionData } from '../division-data';

type TournamentFixture = DivisionData['fixtures'][number]['tournamentFixtures'][number];
export type DatedTournament = { date: string; tournament: TournamentFixture };

/** Held tournaments (not proposed venues) that pass `include`, in date order. */
export function tournamentsWhere(
  data: DivisionData,
  include: (tournament: TournamentFixture) => boolean,
): DatedTournament[] {
  return [...data.fixtures]
    .sort((a, b) => a.date.localeCompare(b.date))
    .flatMap((day) =>
      day.tournamentFixtures
        .filter((tournament) => tournament.id && !tournament.proposed && include(tournament))
        .map((tournament) => ({ date: day.date, tournament })),
    );
}

/** Whether a player takes part: in the tournament's player list or in one of its sides. */
export const playsIn = (tournament: TournamentFixture, playerIds: ReadonlySet<string>) =>
  tournament.players.some((id) => playerIds.has(id)) ||
  tournament.sides.some((side) => side.players.some((player) => playerIds.has(player.id)));

/**
 * Tournaments on a team or player page: the date and '{type} at {address}' linking to
 * the tournament, then its winner. Nothing at all when there are none, as a league team may
 * never enter one.
 */
export function TournamentsList({ tournaments, label }: { tournaments: readonly DatedTournament[]; label: string }) {
  if (tournaments.length === 0) return null;
  return (
    <>
      <h3 className="h5 mt-3">Tournaments</h3>
      <ul className="list-unstyled" aria-label={label}>
        {tournaments.map(({ date, tournament }) => (
          <li key={tournament.id} className="mb-2">
            <Link to={pagePath(pageRoutes.tournament, { tournamentId: tournament.id ?? '' })}>
              {formatCalendarDate(date, { weekday: true })}: {tournament.type?.trim() || 'Tournament'} at{' '}
              {tournament.address}
            </Link>
            {tournament.winningSide?.name && <span className="ms-1">— winner {tournament.winningSide.name}</span>}
          </li>
        ))}
      </ul>
    </>
  );
}
