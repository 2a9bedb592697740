import { Link } from 'react-router';
import type { DivisionDto, GameDto, SeasonDto } from '@darts/contract';
import { formatCalendarDate } from '@darts/domain';
import { Loading } from '../../components/loading';
import { useDivisions, useSeasons, useTeams } from '../../lib/app-data';
import { ApiError } from '../../lib/api-client';
import { modeHref } from '../../lib/division-links';
import { useDocumentTitle } from '../../lib/document-title';
import { useAccount } from '../../lib/session';
import { GameLoadError, useGame } from './api';
import { LoadedScoreCard } from './loaded-score-card';
import type { ScoreCardSlots } from './slots';
import './score-card.css';

export type ScoreCardPageProps = ScoreCardSlots & { fixtureId: string };

/** An error with a way out: back to the fixture's division (when known) or home. */
function ErrorState({
  title,
  lines = [],
  back,
}: {
  title: string;
  lines?: readonly string[];
  back?: { href: string; label: string };
}) {
  return (
    <section className="score-card-page" aria-labelledby="score-card-error">
      <h1 id="score-card-error" className="h3">
        Score card
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
        {back && (
          <Link to={back.href} className="btn btn-outline-primary me-2">
            {back.label}
          </Link>
        )}
        <Link to="/" className="btn btn-outline-secondary">
          Home
        </Link>
      </p>
    </section>
  );
}

function fixturesLink(
  game: GameDto | null | undefined,
  divisions: DivisionDto[] | undefined,
  seasons: SeasonDto[] | undefined,
) {
  const division = divisions?.find((d) => d.id === game?.divisionId);
  const season = seasons?.find((s) => s.id === game?.seasonId);
  if (!division) return undefined;
  return {
    href: modeHref({ style: 'single', divisionNames: [division.name], seasonName: season?.name }, 'fixtures'),
    label: `${division.name} fixtures`,
  };
}

/**
 * The score card page (/score/{fixtureId}): loads the
 * fixture as this account may see it with the league's seasons, teams and
 * divisions, says clearly what went wrong when it cannot, and otherwise shows the card.
 */
export function ScoreCardPage({ fixtureId, ...slots }: ScoreCardPageProps) {
  const game = useGame(fixtureId);
  const seasons = useSeasons();
  const teams = useTeams();
  const divisions = useDivisions();
  const session = useAccount();
  const data = game.data;
  // Teams and date first: what tells one open score card from another.
  useDocumentTitle(
    data
      ? `${data.home.name} v ${data.away.name}, ${formatCalendarDate(data.date, { weekday: true })} – Score card`
      : 'Score card',
  );

  const leagueFailed = seasons.isError || teams.isError || divisions.isError;
  if (
    game.isPending ||
    session.isLoading ||
    (!leagueFailed && (seasons.isPending || teams.isPending || divisions.isPending))
  ) {
    return <Loading what="Loading" />;
  }
  const back = fixturesLink(data, divisions.data, seasons.data);
  if (game.isError) {
    const error = game.error;
    if (error instanceof GameLoadError) return <ErrorState title={error.message} lines={error.lines} back={back} />;
    const status = error instanceof ApiError ? error.status : 0;
    return <ErrorState title={`Error accessing fixture: Code: ${status}`} lines={[error.message]} back={back} />;
  }
  if (!data) return <ErrorState title="Game could not be found" back={back} />;
  if (leagueFailed || !seasons.data?.length || !teams.data?.length || !divisions.data?.length) {
    return <ErrorState title="Unable to load score card, fixture data not loaded" back={back} />;
  }
  if (!data.home.id || !data.away.id) {
    return <ErrorState title="Either home or away team are undefined for this game" back={back} />;
  }
  return (
    <LoadedScoreCard
      key={fixtureId}
      game={data}
      account={session.account}
      season={seasons.data.find((s) => s.id === data.seasonId)}
      division={divisions.data.find((d) => d.id === data.divisionId)}
      reload={async () => (await game.refetch()).data ?? null}
      {...slots}
    />
  );
}
