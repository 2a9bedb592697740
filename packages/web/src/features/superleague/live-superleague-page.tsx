import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatCalendarDate, toCalendarDate } from '@darts/domain';
import { ErrorAlert } from '../../components/error-alert';
import { Loading } from '../../components/loading';
import { useDivisions } from '../../lib/app-data';
import { useToday } from '../../lib/clock';
import { useDocumentTitle } from '../../lib/document-title';
import { useFullScreen } from '../../lib/full-screen';
import { LiveIndicator, useLiveStatus, useWakeLock } from '../../lib/live';
import { useUrlOptions } from '../../lib/use-url-options';
import { useSuperleagueTournamentsOn } from './api';
import { LiveTile } from './live-tile';
import './superleague.css';

export const liveSuperleaguePath = '/live/superleague';

/**
 * /live/superleague: with ids, a tile per tournament following it live;
 * without, the superleague divisions' tournaments on `date` (default today) are found and the
 * page is replaced by one with their ids.
 */
export function LiveSuperleaguePage() {
  const [params] = useSearchParams();
  if (!params.has('id')) return <FindTournaments />;
  const ids = [...new Set(params.getAll('id').filter((id) => id.trim() !== ''))];
  return ids.length === 0 ? <SpecifyIds /> : <LiveTiles ids={ids} />;
}

function Heading({ children }: { children?: ReactNode }) {
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
      <h1 id="live-superleague-heading" className="h3 mb-0 me-auto">
        Live superleague
      </h1>
      {children}
    </div>
  );
}

function SpecifyIds() {
  useDocumentTitle('Live superleague');
  return (
    <section aria-labelledby="live-superleague-heading">
      <Heading />
      <p className="alert alert-info" role="status">
        Specify the ids for the superleague&apos;s
      </p>
      <Link className="btn btn-primary" to={liveSuperleaguePath}>
        Show today&apos;s superleague tournaments
      </Link>
    </section>
  );
}

function FindTournaments() {
  useDocumentTitle('Live superleague');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const today = useToday();
  const asked = params.get('date');
  const date = asked ? toCalendarDate(asked) : today;
  const divisions = useDivisions();
  const superleague = (divisions.data ?? []).filter((d) => d.superleague && !d.deleted).map((d) => d.id);
  const found = useSuperleagueTournamentsOn(superleague, date ?? today, Boolean(date) && superleague.length > 0);

  useEffect(() => {
    if (!found.data || found.data.length === 0 || !date) return;
    const next = new URLSearchParams();
    for (const id of found.data) next.append('id', id);
    if (asked) next.set('date', date);
    void navigate(`${liveSuperleaguePath}?${next.toString()}`, { replace: true });
  }, [found.data, date, asked, navigate]);

  let content: ReactNode;
  if (!date) {
    content = (
      <p className="alert alert-warning" role="alert">
        “{asked}” is not a date: use the form YYYY-MM-DD.
      </p>
    );
  } else if (divisions.isPending) {
    content = <Loading what="Loading the divisions" />;
  } else if (divisions.isError) {
    content = (
      <ErrorAlert
        title="Could not load the divisions"
        error={divisions.error}
        onRetry={() => void divisions.refetch()}
      />
    );
  } else if (superleague.length === 0) {
    content = (
      <p className="alert alert-warning" role="status">
        Could not find any superleague divisions
      </p>
    );
  } else if (found.isError) {
    content = (
      <ErrorAlert title="Could not find the tournaments" error={found.error} onRetry={() => void found.refetch()} />
    );
  } else if (found.isPending || found.data.length > 0) {
    content = <Loading what={`Finding superleague tournaments on ${formatCalendarDate(date, { year: true })}`} />;
  } else {
    content = (
      <p className="alert alert-warning" role="status">
        Could not find any superleague tournaments on {formatCalendarDate(date, { year: true })}
      </p>
    );
  }
  return (
    <section aria-labelledby="live-superleague-heading">
      <Heading />
      {content}
      <DateForm date={date ?? today} />
    </section>
  );
}

/** Another date's tournaments: the date goes into the query string. */
function DateForm({ date }: { date: string }) {
  const navigate = useNavigate();
  return (
    <form
      className="d-flex flex-wrap align-items-end gap-2 mt-3"
      onSubmit={(event) => {
        event.preventDefault();
        const value = new FormData(event.currentTarget).get('date');
        if (typeof value === 'string' && value)
          void navigate(`${liveSuperleaguePath}?date=${encodeURIComponent(value)}`);
      }}
    >
      <div>
        <label className="form-label" htmlFor="live-superleague-date">
          Date
        </label>
        <input
          id="live-superleague-date"
          name="date"
          type="date"
          className="form-control"
          defaultValue={date}
          key={date}
        />
      </div>
      <button type="submit" className="btn btn-outline-primary">
        Find tournaments
      </button>
    </form>
  );
}

function LiveTiles({ ids }: { ids: string[] }) {
  useDocumentTitle('Live superleague');
  useWakeLock();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const status = useLiveStatus();
  const { supported, isFullScreen, toggle } = useFullScreen();
  const { kiosk } = useUrlOptions();
  // On the venue's TV (full screen, or a kiosk display) the view is the whole screen, white on black.
  const onTv = isFullScreen || kiosk;

  const remove = (id: string) => {
    const next = new URLSearchParams(params);
    next.delete('id');
    const kept = ids.filter((other) => other !== id);
    // With none left the page says which ids it needs rather than finding them all again.
    for (const other of kept.length > 0 ? kept : ['']) next.append('id', other);
    void navigate(`${liveSuperleaguePath}?${next.toString()}`);
  };

  return (
    <section
      className={`superleague-live${onTv ? ' superleague-live-tv' : ''}`}
      aria-labelledby="live-superleague-heading"
    >
      <Heading>
        <LiveIndicator status={status} />
        {supported && !isFullScreen && (
          <button type="button" className="btn btn-primary" onClick={toggle}>
            Full screen
          </button>
        )}
      </Heading>
      <div className="superleague-tiles">
        {ids.map((id) => (
          <LiveTile key={id} id={id} onRemove={isFullScreen ? undefined : () => remove(id)} />
        ))}
      </div>
    </section>
  );
}
