import type { ReactNode } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { formatCalendarDate, toCalendarDate } from '@darts/domain';
import { useToday } from '../../lib/clock';
import { useDocumentTitle } from '../../lib/document-title';
import { LiveIndicator, useLiveStatus, useWakeLock } from '../../lib/live';
import { useFollowSayg } from '../../lib/records/sayg';
import { useFollowTournament } from '../../lib/records/tournament';
import { useUrlOptions } from '../../lib/use-url-options';
import { useEvening, type EveningDivision } from './api';
import { eveningBoard, type EveningMatch, type EveningSide } from './evening-model';
import './evening-board.css';

export const eveningBoardPath = '/live/evening';

/**
 * /live/evening?date=YYYY-MM-DD (issue #27): the venue board, signed out, for the pub's TV. Every
 * match scored as you go on the date (today without one) in the league's fixtures, its tournaments
 * and the superleague, live; a finished match moves to Results; the league tables of the divisions
 * playing below. Like the venue screen it asks for kiosk mode so the shell drops its header.
 */
export function EveningBoardPage() {
  const [params] = useSearchParams();
  const options = useUrlOptions();
  const today = useToday();
  if (!options.kiosk && !options.embed) {
    const next = new URLSearchParams(params);
    next.set('kiosk', 'true');
    return <Navigate replace to={`${eveningBoardPath}?${next.toString()}`} />;
  }
  const asked = params.get('date');
  const date = asked ? toCalendarDate(asked) : today;
  if (!date) return <NotADate asked={asked ?? ''} />;
  return <EveningBoard date={date} isToday={date === today} />;
}

function NotADate({ asked }: { asked: string }) {
  useDocumentTitle('Evening board');
  return (
    <div className="evening evening-message">
      <h1>Evening board</h1>
      <p role="alert">“{asked}” is not a date: use the form YYYY-MM-DD.</p>
      <p>
        <Link to={eveningBoardPath}>Show tonight</Link> · <Link to="/">Home</Link>
      </p>
    </div>
  );
}

function EveningBoard({ date, isToday }: { date: string; isToday: boolean }) {
  const shownDate = formatCalendarDate(date, { weekday: true, year: true });
  useDocumentTitle(`Evening board, ${shownDate}`);
  useWakeLock();
  const status = useLiveStatus();
  const evening = useEvening(date);
  const board = eveningBoard(evening.entries);
  const nothing = board.live.length === 0 && board.results.length === 0;

  let content: ReactNode;
  if (evening.pending && nothing) {
    content = (
      <p className="evening-none" role="status">
        Finding the matches on {shownDate}…
      </p>
    );
  } else if (evening.error && nothing) {
    content = (
      <div role="alert" className="evening-error">
        <p>Could not load the evening: {evening.error.message}. Trying again every 10 seconds.</p>
        <button type="button" className="btn btn-warning" onClick={evening.retry}>
          Try again
        </button>
      </div>
    );
  } else if (nothing) {
    content = (
      <p className="evening-none" role="status">
        Nothing is being scored on {shownDate}
      </p>
    );
  } else {
    content = (
      <>
        <section className="evening-panel" aria-labelledby="evening-live-heading">
          <h2 id="evening-live-heading" className="evening-heading">
            Live
          </h2>
          {board.live.length > 0 ? (
            <ul className="evening-live-grid">
              {board.live.map((match) => (
                <li key={match.saygId}>
                  <LiveMatch match={match} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="evening-none">No match is being played now</p>
          )}
        </section>
        {board.results.length > 0 && <Results matches={board.results} />}
      </>
    );
  }

  return (
    <div className="evening">
      {board.live.map((match) => (
        <FollowRecord key={match.saygId} id={match.saygId} />
      ))}
      {evening.tournamentIds.map((id) => (
        <FollowTournament key={id} id={id} />
      ))}
      <header className="evening-head">
        <h1 className="evening-title">
          {isToday ? 'Tonight' : 'The evening'} <span className="evening-date">{shownDate}</span>
        </h1>
        <LiveIndicator status={status} className="evening-indicator" />
      </header>
      {content}
      {evening.tables.map((division) => (
        <LeagueTable key={division.id} division={division} />
      ))}
      <Link className="evening-exit visually-hidden-focusable" to="/">
        Leave the evening board
      </Link>
    </div>
  );
}

/** Keeps a record current while it is being played. */
function FollowRecord({ id }: { id: string }) {
  useFollowSayg(id);
  return null;
}

/** Keeps a tournament current: a match starting to be scored adds its record. */
function FollowTournament({ id }: { id: string }) {
  useFollowTournament(id);
  return null;
}

function SideRow({ side }: { side: EveningSide }) {
  return (
    <div className={`evening-side${side.throwing ? ' is-throwing' : ''}`}>
      <span className="evening-side-name">
        {side.name}
        {side.throwing && <span className="visually-hidden">, to throw</span>}
      </span>
      <span className="evening-side-legs" aria-label={`${side.name} legs`}>
        {side.legs}
      </span>
      <span className="evening-side-left" aria-label={`${side.name} needs`}>
        {side.remaining}
      </span>
    </div>
  );
}

function LiveMatch({ match }: { match: EveningMatch }) {
  const name = `${match.home.name} v ${match.away.name}`;
  return (
    <article className="evening-match" aria-label={name}>
      <p className="evening-match-where">
        <span className="evening-competition">{match.competition}</span>
        <span className="evening-match-what">
          {match.label} · Best of {match.bestOf} · Leg {match.leg}
        </span>
      </p>
      <SideRow side={match.home} />
      <SideRow side={match.away} />
    </article>
  );
}

function Results({ matches }: { matches: EveningMatch[] }) {
  return (
    <section className="evening-panel" aria-labelledby="evening-results-heading">
      <h2 id="evening-results-heading" className="evening-heading">
        Results
      </h2>
      <ul className="evening-results">
        {matches.map((match) => (
          <li
            key={match.saygId}
            aria-label={`${match.home.name} ${match.home.legs}–${match.away.legs} ${match.away.name}`}
          >
            <span className="evening-match-what">
              {match.competition} · {match.label}
            </span>
            <span className="evening-result">
              <span className={match.home.won ? 'is-winner' : undefined}>{match.home.name}</span>{' '}
              <span className="evening-result-score">
                {match.home.legs}–{match.away.legs}
              </span>{' '}
              <span className={match.away.won ? 'is-winner' : undefined}>{match.away.name}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The league table's columns: the short heading and, for a screen reader, the full name. */
const tableHeads = [
  ['#', 'Position'],
  ['Team', 'Team'],
  ['P', 'Played'],
  ['W', 'Won'],
  ['D', 'Drawn'],
  ['L', 'Lost'],
  ['Pts', 'Points'],
] as const;

function LeagueTable({ division }: { division: EveningDivision }) {
  const headingId = `evening-table-${division.id}`;
  return (
    <section className="evening-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="evening-heading">
        {division.name} table
      </h2>
      <table className="evening-table" aria-labelledby={headingId}>
        <thead>
          <tr>
            {tableHeads.map(([short, full]) =>
              short === 'Team' ? (
                <th key={short} scope="col" className="text-start">
                  Team
                </th>
              ) : (
                <th key={short} scope="col">
                  <abbr title={full}>{short}</abbr>
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {division.table.map((team) => (
            <tr key={team.id} className={division.playing.has(team.id) ? 'is-playing' : undefined}>
              <td>{team.rank}</td>
              <th scope="row" className="text-start">
                {team.name}
                {division.playing.has(team.id) && <span className="visually-hidden"> (playing)</span>}
              </th>
              <td>{team.played}</td>
              <td>{team.fixturesWon}</td>
              <td>{team.fixturesDrawn}</td>
              <td>{team.fixturesLost}</td>
              <td className="evening-points">{team.points}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
