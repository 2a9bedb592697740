import type { ReactNode } from 'react';
import type { TournamentGameDto } from '@darts/contract';
import {
  currentLegIndex,
  isWinningScore,
  legAt,
  legsWon,
  remainingScore,
  shortenName,
  sideTotals,
  threeDartAverage,
  type Sayg,
  type Side,
} from '@darts/domain';
import { CopyOverlayLink } from '../../components/copy-overlay-link';
import { ErrorAlert } from '../../components/error-alert';
import { Loading } from '../../components/loading';
import { overlayPath } from '../../lib/overlay-options';
import { useLiveSayg } from '../../lib/records/sayg';
import { useLiveTournament } from '../../lib/records/tournament';
import { shownAverage, sideName } from './report-data';
import { currentSuperleagueMatch, matchScores, teamScore } from './superleague-now';

type Props = {
  id: string;
  /** Drops this tournament from the view; absent in full screen. */
  onRemove?: () => void;
};

/**
 * One superleague tournament on the live view: the teams' legs won, the
 * match being played followed throw by throw (its record live), and every match's score. Names
 * are shortened to initials but the last word to keep the figures large.
 */
export function LiveTile({ id, onRemove }: Props) {
  const { query } = useLiveTournament(id);
  const tournament = query.data;
  const heading = tournament ? `${tournament.host ?? 'Host'} v ${tournament.opponent ?? 'Opponent'}` : 'Tournament';
  // Off the venue's TV (full screen has no Remove), the tile's own overlay link for a stream (issue #27).
  const remove = onRemove && (
    <div className="superleague-tile-tools ms-auto">
      <button type="button" className="btn btn-outline-light btn-sm" onClick={onRemove}>
        Remove<span className="visually-hidden"> {heading}</span>
      </button>
      <CopyOverlayLink path={overlayPath('superleague', id)} className="btn btn-outline-light btn-sm" />
    </div>
  );
  if (query.isPending) {
    return (
      <article className="superleague-tile" aria-label="Loading a tournament">
        <div className="d-flex">{remove}</div>
        <Loading what="Loading the tournament" />
      </article>
    );
  }
  if (!tournament) {
    return (
      <article className="superleague-tile" aria-labelledby={`tile-${id}`}>
        <div className="d-flex align-items-start gap-2">
          <h2 id={`tile-${id}`}>{query.isError ? 'Could not load the tournament' : 'Tournament not found'}</h2>
          {remove}
        </div>
        {query.isError ? (
          <ErrorAlert title="The tournament did not load" error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <p>There is no tournament with the id “{id}”.</p>
        )}
      </article>
    );
  }
  return <TournamentTile tournament={tournament} heading={heading} remove={remove} />;
}

function TournamentTile({
  tournament,
  heading,
  remove,
}: {
  tournament: TournamentGameDto;
  heading: string;
  remove: ReactNode;
}) {
  const matches = tournament.round?.matches ?? [];
  const now = currentSuperleagueMatch(tournament);
  const current = now?.index ?? null;
  const currentMatch = now?.match;
  const { query } = useLiveSayg(currentMatch?.saygId ?? null);
  const sayg = query.data ?? null;
  const scores = matchScores(tournament, current, sayg);
  const scoreOf = (index: number) => scores[index]!;
  const totals = teamScore(scores);

  return (
    <article className="superleague-tile" aria-labelledby={`tile-${tournament.id}`}>
      <div className="d-flex align-items-start gap-2">
        <h2 id={`tile-${tournament.id}`} className="mb-1">
          {heading}
        </h2>
        {remove}
      </div>
      <div className="superleague-tile-totals mb-2">
        <p className="visually-hidden">
          {tournament.host}: {totals.a} legs, {tournament.opponent}: {totals.b} legs
        </p>
        <div aria-hidden="true">
          <span className="superleague-tile-team-score">{totals.a}</span>
          <span className="superleague-tile-team">{tournament.host}</span>
        </div>
        <span aria-hidden="true" className="superleague-tile-dash">
          –
        </span>
        <div aria-hidden="true">
          <span className="superleague-tile-team-score">{totals.b}</span>
          <span className="superleague-tile-team">{tournament.opponent}</span>
        </div>
      </div>
      <div className="superleague-tile-play">
        {now && currentMatch && (
          <CurrentMatch
            number={now.index + 1}
            legs={now.legs}
            sideA={now.sideA}
            sideB={now.sideB}
            sayg={sayg}
            loading={query.isPending && currentMatch.saygId !== undefined}
          />
        )}
        {matches.length === 0 ? (
          <p className="mb-0">No matches</p>
        ) : (
          <table className="table table-sm mt-2">
            <caption className="visually-hidden">Matches</caption>
            <thead>
              <tr>
                <th scope="col">
                  <abbr title="Match number">#</abbr>
                </th>
                <th scope="col">{tournament.host}</th>
                <th scope="col" className="text-center text-nowrap">
                  Legs
                </th>
                <th scope="col" className="text-end">
                  {tournament.opponent}
                </th>
              </tr>
            </thead>
            <tbody>
              {matches.map((match, index) => {
                const score = scoreOf(index);
                return (
                  <tr key={match.id} className={index === current ? 'superleague-tile-current-row' : undefined}>
                    <th scope="row">{index + 1}</th>
                    <td>{shortenName(sideName(match, 'sideA'))}</td>
                    <td className="text-center text-nowrap">
                      {score.a} – {score.b}
                    </td>
                    <td className="text-end">{shortenName(sideName(match, 'sideB'))}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </div>
    </article>
  );
}

type CurrentProps = {
  number: number;
  legs: number;
  sideA: string;
  sideB: string;
  sayg: Sayg | null;
  loading: boolean;
};

/**
 * The match being played: each player's legs, what they need in this leg, and their three-dart
 * average (as the scorer sees it); once a side has the legs to win, who won it.
 */
function CurrentMatch({ number, legs, sideA, sideB, sayg, loading }: CurrentProps) {
  const legIndex = sayg ? currentLegIndex(sayg) : undefined;
  const leg = sayg && legIndex !== undefined ? legAt(sayg, legIndex) : undefined;
  const won = sayg ? legsWon(sayg) : { home: 0, away: 0 };
  const winner: Side | null = isWinningScore(won.home, legs) ? 'home' : isWinningScore(won.away, legs) ? 'away' : null;
  const finished = winner !== null;
  const nameOf = (which: Side) => (which === 'home' ? sideA : sideB);
  const side = (which: Side, name: string) => {
    const throwing = !finished && leg?.currentThrow === which;
    return (
      <div className="col-6 text-center">
        <div className={`superleague-tile-name${throwing ? ' superleague-tile-thrower' : ''}`}>
          {shortenName(name)}
          {throwing && <span className="visually-hidden"> (throwing)</span>}
        </div>
        <div className="superleague-tile-remaining" aria-label={`${name} needs`}>
          {leg ? remainingScore(leg, which) : '–'}
        </div>
        <div>
          Legs <strong>{won[which]}</strong>
        </div>
        <div>
          3-dart avg <strong>{sayg ? shownAverage(threeDartAverage(sideTotals(sayg, which))) : '-'}</strong>
        </div>
      </div>
    );
  };
  return (
    <section className="superleague-tile-current" aria-label={`Match ${number}, now playing`}>
      <p className="mb-1 small">
        Match {number} · Best of {legs}
        {finished ? ' · Finished' : legIndex !== undefined && ` · Leg ${legIndex + 1}`}
      </p>
      {winner && (
        <p className="superleague-tile-won" role="status">
          {shortenName(nameOf(winner))} wins the match{' '}
          <span className="text-nowrap">
            {won[winner]}–{won[winner === 'home' ? 'away' : 'home']}
          </span>
        </p>
      )}
      {loading ? (
        <Loading what="Loading the match" />
      ) : (
        <div className="row g-1">
          {side('home', sideA)}
          {side('away', sideB)}
        </div>
      )}
    </section>
  );
}
