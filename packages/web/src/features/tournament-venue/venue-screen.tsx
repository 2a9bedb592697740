import type { CSSProperties, ReactNode } from 'react';
import { currentLegIndex, formatCalendarDate, legAt, legsWon, remainingScore, type Side } from '@darts/domain';
import { useLiveSayg } from '../../lib/records/sayg';
import {
  sideName,
  venueTitle,
  venueView,
  type BoardView,
  type GroupView,
  type RoundView,
  type VenueMatch,
  type VenueTournament,
} from './venue-model';
import './venue-screen.css';

/** How many matches 'Next up' lists before saying how many more. */
export const nextUpShown = 4;

type Props = {
  tournament: VenueTournament;
  /** The live indicator, in the heading's corner. */
  indicator: ReactNode;
};

/** Columns of the boards' grid for `count` boards: one row of up to 2, then 2, 3 or 4 columns. */
export function boardColumns(count: number): number {
  if (count <= 2) return Math.max(1, count);
  if (count <= 4) return 2;
  if (count <= 9) return 3;
  return 4;
}

type GridStyle = CSSProperties & Record<`--${string}`, string | number>;

/**
 * The venue screen of a tournament night (issue #26): white on black, filling a 1920×1080 TV with
 * the matches on each board now (live remaining when scored leg by leg), the matches next up, and the
 * bracket rounds being played or the group standings; the champion once decided.
 */
export function VenueScreen({ tournament, indicator }: Props) {
  const view = venueView(tournament);
  const title = venueTitle(tournament);
  const date = tournament.date ? formatCalendarDate(tournament.date, { weekday: true }) : undefined;
  const groups = view.groups.length > 0;
  const stage: ReactNode = groups ? (
    <Groups groups={view.groups} />
  ) : view.rounds.length > 0 ? (
    <Rounds rounds={view.rounds} />
  ) : null;
  const withBoards = view.boards.length > 0;
  return (
    <div className={`venue${stage ? '' : ' venue-no-stage'}`}>
      <header className="venue-head">
        <h1 className="venue-title">
          {title}
          {date && <span className="venue-date"> · {date}</span>}
        </h1>
        {indicator}
      </header>
      {view.champion && (
        <p className="venue-champion" role="status">
          Champion: {view.champion}
        </p>
      )}
      <section className="venue-boards venue-panel" aria-labelledby="venue-boards-heading">
        <h2 id="venue-boards-heading" className="venue-heading">
          {withBoards ? 'Now on the boards' : 'Now playing'}
        </h2>
        {withBoards ? (
          <Boards boards={view.boards} />
        ) : view.playing.length > 0 ? (
          <Boards boards={view.playing.map((match) => ({ board: 0, match }))} />
        ) : (
          <p className="venue-none">{view.champion ? 'The night is over' : 'No match under way'}</p>
        )}
      </section>
      <section className="venue-next venue-panel" aria-labelledby="venue-next-heading">
        <h2 id="venue-next-heading" className="venue-heading">
          Next up
        </h2>
        {view.nextUp.length === 0 ? (
          <p className="venue-none">{view.champion ? 'No more matches' : 'Waiting for results'}</p>
        ) : (
          <ol className="venue-next-list">
            {view.nextUp.slice(0, nextUpShown).map((match) => (
              <li key={match.key}>
                <span className="venue-match-label">{match.label}</span>
                <span className="venue-next-sides">
                  {match.sideA} <span className="venue-v">v</span> {match.sideB}
                </span>
              </li>
            ))}
            {view.nextUp.length > nextUpShown && (
              <li className="venue-more">and {view.nextUp.length - nextUpShown} more</li>
            )}
          </ol>
        )}
      </section>
      {stage && (
        <section className="venue-stage venue-panel" aria-labelledby="venue-stage-heading">
          <h2 id="venue-stage-heading" className="venue-heading">
            {groups ? 'Groups' : 'Bracket'}
          </h2>
          {stage}
        </section>
      )}
    </div>
  );
}

function Boards({ boards }: { boards: BoardView[] }) {
  const columns = boardColumns(boards.length);
  const style: GridStyle = { '--cols': columns, '--rows': Math.ceil(boards.length / columns) };
  return (
    <ol className="venue-board-grid" style={style}>
      {boards.map(({ board, match }) => (
        <li key={match?.key ?? `board-${board}`} className="venue-board">
          {match ? (
            <BoardMatch board={board} match={match} />
          ) : (
            <>
              <h3 className="venue-board-name">Board {board}</h3>
              <p className="venue-board-free">Free</p>
            </>
          )}
        </li>
      ))}
    </ol>
  );
}

/**
 * A match on a board: its sides and legs, and while it is scored leg by leg what each side needs
 * in this leg (its record followed live), the thrower marked.
 */
function BoardMatch({ board, match }: { board: number; match: VenueMatch }) {
  const { query } = useLiveSayg(match.match.saygId ?? null);
  const sayg = query.data ?? undefined;
  const legIndex = sayg ? currentLegIndex(sayg) : undefined;
  const leg = sayg && legIndex !== undefined ? legAt(sayg, legIndex) : undefined;
  const won = sayg ? legsWon(sayg) : undefined;
  const legsOf = (side: Side) => (won ? won[side] : ((side === 'home' ? match.match.scoreA : match.match.scoreB) ?? 0));
  const row = (side: Side, name: string | undefined) => {
    const throwing = leg?.currentThrow === side;
    return (
      <li className={`venue-side${throwing ? ' is-throwing' : ''}`}>
        <span className="venue-side-name">
          {name}
          {throwing && <span className="visually-hidden"> (to throw)</span>}
        </span>
        <span className="venue-side-legs">
          <span className="visually-hidden">legs </span>
          {legsOf(side)}
        </span>
        {leg && (
          <span className="venue-side-left">
            <span className="visually-hidden">needs </span>
            {remainingScore(leg, side)}
          </span>
        )}
      </li>
    );
  };
  return (
    <>
      <h3 className="venue-board-name">
        {board > 0 ? `Board ${board}` : match.label}
        <span className="venue-board-what">
          {board > 0 && `${match.label} · `}Best of {match.legs}
          {legIndex !== undefined && ` · Leg ${legIndex + 1}`}
        </span>
      </h3>
      <ul className={`venue-sides${leg ? ' venue-sides-live' : ''}`}>
        {row('home', match.sideA)}
        {row('away', match.sideB)}
      </ul>
    </>
  );
}

/** The bracket rounds being played: a column each, a match a line, the winner marked. */
function Rounds({ rounds }: { rounds: RoundView[] }) {
  const lines = Math.max(...rounds.map((round) => round.matches.length)) + 1;
  const style: GridStyle = { '--cols': rounds.length, '--lines': lines };
  return (
    <ol className="venue-rounds" style={style}>
      {rounds.map((round) => (
        <li key={round.key} className="venue-round">
          <h3 className="venue-round-name">{round.name}</h3>
          <ol className="venue-round-matches">
            {round.matches.map((match) => (
              <li key={match.key} className="venue-round-match">
                <Entrant match={match} side="sideA" />
                <span className="venue-round-score">
                  {match.underWay || match.winner ? `${match.match.scoreA ?? 0}–${match.match.scoreB ?? 0}` : 'v'}
                </span>
                <Entrant match={match} side="sideB" />
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ol>
  );
}

function Entrant({ match, side }: { match: VenueMatch; side: 'sideA' | 'sideB' }) {
  const name = match[side];
  const won = match.winner === side;
  return (
    <span
      className={`venue-entrant${won ? ' is-winner' : ''}${name ? '' : ' is-open'}`}
      title={name ? undefined : (match.comesFrom[side] ?? undefined)}
    >
      {name ?? (match.match.bye ? 'Bye' : (match.comesFrom[side] ?? 'To be decided'))}
      {won && <span className="visually-hidden"> (winner)</span>}
    </span>
  );
}

/**
 * The group tables while the groups play: a table each, ranked by the domain's `groupTable` (won,
 * legs difference, head to head, legs won), those going through to the knockout marked.
 */
function Groups({ groups }: { groups: GroupView[] }) {
  const lines = Math.max(...groups.map((group) => group.rows.length)) + 2;
  const style: GridStyle = { '--cols': groups.length, '--lines': lines };
  return (
    <div className="venue-groups" style={style}>
      {groups.map((group) => (
        <div key={group.id} className="venue-group">
          <table className="venue-table">
            <caption>{group.name}</caption>
            <thead>
              <tr>
                <th scope="col" className="venue-table-name">
                  Side
                </th>
                <th scope="col">
                  <abbr title="Played">P</abbr>
                </th>
                <th scope="col">
                  <abbr title="Won">W</abbr>
                </th>
                <th scope="col">
                  <abbr title="Lost">L</abbr>
                </th>
                <th scope="col" className="venue-table-legs">
                  <abbr title="Legs for and against">Legs</abbr>
                </th>
                <th scope="col">
                  <abbr title="Legs difference">+/−</abbr>
                </th>
              </tr>
            </thead>
            <tbody>
              {group.rows.map((row, index) => {
                const through = index < group.advance;
                return (
                  <tr key={row.side.id} className={through ? 'is-through' : undefined}>
                    <th scope="row" className="venue-table-name">
                      {sideName(row.side)}
                      {through && <span className="visually-hidden"> (in a qualifying place)</span>}
                    </th>
                    <td>{row.played}</td>
                    <td>{row.won}</td>
                    <td>{row.lost}</td>
                    <td className="venue-table-legs">
                      {row.legsFor}–{row.legsAgainst}
                    </td>
                    <td>{row.difference > 0 ? `+${row.difference}` : row.difference}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ))}
    </div>
  );
}
