import { Link } from 'react-router';
import { tournamentPageTexts, type TournamentGameDto } from '@darts/contract';
import { formatCalendarDate } from '@darts/domain';
import { Loading } from '../../components/loading';
import { formatDateTime } from '../../lib/date-time';
import { useDivisions, useSeasons } from '../../lib/app-data';
import { useDocumentTitle } from '../../lib/document-title';
import { LiveIndicator } from '../../lib/live';
import { useAccount } from '../../lib/session';
import { useTournament } from './api';
import { LoadedTournament } from './loaded-tournament';
import type { TournamentSlots } from './slots';
import { tournamentTitle } from './tournament-model';
import './tournament.css';

export type TournamentPageProps = TournamentSlots & { tournamentId: string };

/** The tab title: 'host vs opponent' for a single round, else '{type} at {address}', with the date. */
export function tournamentPageTitle(tournament: TournamentGameDto | null | undefined): string {
  if (!tournament) return 'Tournament';
  const date = formatCalendarDate(tournament.date, { weekday: true });
  const what = tournament.singleRound
    ? `${tournament.host ?? ''} vs ${tournament.opponent ?? ''}`.trim()
    : tournamentTitle(tournament);
  return `${what}, ${date}`;
}

/** An error with a way out: home. */
function ErrorState({ title, lines = [] }: { title: string; lines?: readonly string[] }) {
  return (
    <section className="tournament-page" aria-labelledby="tournament-error">
      <h1 id="tournament-error" className="h3">
        Tournament
      </h1>
      <div className="alert alert-danger" role="alert">
        <p className="fw-semibold mb-1">{title}</p>
        {lines.map((line) => (
          <p key={line} className="mb-1">
            {line}
          </p>
        ))}
      </div>
      <p>
        <Link to="/" className="btn btn-outline-secondary">
          Home
        </Link>
      </p>
    </section>
  );
}

/** A deleted tournament: what it was, when and by whom it went; nothing to edit. */
function DeletedState({ tournament }: { tournament: TournamentGameDto }) {
  return (
    <section className="tournament-page" aria-labelledby="tournament-deleted">
      <h1 id="tournament-deleted" className="h3">
        {tournamentPageTitle(tournament)}
      </h1>
      <div className="alert alert-warning" role="status">
        <p className="fw-semibold mb-1">{tournamentPageTexts.deleted}</p>
        <p className="mb-0">
          {tournamentPageTexts.deletedBy(formatDateTime(tournament.deleted ?? ''), tournament.remover ?? '')}
        </p>
      </div>
      <p>
        <Link to="/" className="btn btn-outline-secondary">
          Home
        </Link>
      </p>
    </section>
  );
}

/**
 * The tournament page (/tournament/{id}):
 * loads the tournament and the league's seasons, says clearly what went wrong when it cannot, and
 * otherwise shows the bracket sheet (or the single-round report), kept live, under an indicator
 * that says how (Live, Reconnecting…, Updates every 10 s).
 */
export function TournamentPage({ tournamentId, ...slots }: TournamentPageProps) {
  const { query, live } = useTournament(tournamentId);
  const seasons = useSeasons();
  const divisions = useDivisions();
  const session = useAccount();
  const tournament = query.data;
  useDocumentTitle(tournamentPageTitle(tournament));

  if (query.isPending || seasons.isPending || session.isLoading) return <Loading what="Loading the tournament" />;
  if (query.isError) {
    return <ErrorState title={tournamentPageTexts.couldNotBeFound} lines={[query.error.message]} />;
  }
  if (!tournament) return <ErrorState title={tournamentPageTexts.notFound} />;
  if (tournament.deleted) return <DeletedState tournament={tournament} />;
  if (seasons.isError || !seasons.data?.length) return <ErrorState title={tournamentPageTexts.noSeasons} />;
  const season = seasons.data.find((s) => s.id === tournament.seasonId);
  if (!season) return <ErrorState title={tournamentPageTexts.seasonMissing} />;
  return (
    <>
      {/* How this watcher gets the tournament's updates, as on /live/match and /tv (issue #23). */}
      <p className="tournament-live d-print-none mb-2">
        <LiveIndicator status={live.status} />
      </p>
      <LoadedTournament
        key={tournamentId}
        latest={tournament}
        account={session.account}
        season={season}
        division={divisions.data?.find((d) => d.id === tournament.divisionId)}
        {...slots}
      />
    </>
  );
}
