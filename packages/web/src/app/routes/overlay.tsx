import { useParams, useSearchParams } from 'react-router';
import { LiveScoreBug, OverlayFrame, OverlayMessage, OverlayStrip } from '../../features/overlay';
import { PageErrorBoundary } from '../../features/shell/page-error-boundary';
import { useSuperleagueNow } from '../../features/superleague';
import { boardMatchOf, type RoundView } from '../../features/tournament-venue';
import { useLiveTournament } from '../../lib/records/tournament';
import { useDocumentTitle } from '../../lib/document-title';
import { overlayOptionsFrom, type OverlayOptions } from '../../lib/overlay-options';

/**
 * /overlay/{type}/{id}: the score overlay for OBS's browser source (issue #27), outside the site's
 * shell. `match` follows a leg-by-leg record; `tournament` the match on a board (`board=N`), with
 * its round under it (`show=bracket`), as the venue screen finds it; `superleague` a superleague
 * night's team score over the match being played, as its live tile finds them. The query's options
 * place, size and colour it.
 */
export function Component() {
  const { type = '', id = '' } = useParams();
  const [params] = useSearchParams();
  const options = overlayOptionsFrom(params);
  return (
    <OverlayFrame options={options}>
      <PageErrorBoundary>
        {type === 'match' ? (
          <LiveScoreBug saygId={id} />
        ) : type === 'tournament' ? (
          <TournamentOverlay id={id} options={options} />
        ) : type === 'superleague' ? (
          <SuperleagueOverlay id={id} />
        ) : (
          <Unsupported />
        )}
      </PageErrorBoundary>
    </OverlayFrame>
  );
}

function Unsupported() {
  useDocumentTitle('Overlay');
  return <OverlayMessage alert>Unsupported type</OverlayMessage>;
}

/** The match on a board of a tournament night, live, and optionally the round it is in. */
function TournamentOverlay({ id, options }: { id: string; options: OverlayOptions }) {
  const { query } = useLiveTournament(id);
  const tournament = query.data;
  if (!tournament) return <NoTournament pending={query.isPending} failed={query.isError} />;
  const { board, match, round } = boardMatchOf(tournament, options.board);
  if (!match) return <Quiet text={board > 0 ? `Board ${board}: no match` : 'No match under way'} />;
  const scoreA = match.match.scoreA ?? 0;
  const scoreB = match.match.scoreB ?? 0;
  return (
    <LiveScoreBug
      key={match.key}
      saygId={match.match.saygId ?? null}
      names={{ home: match.sideA, away: match.sideB }}
      plain={{ home: match.sideA, away: match.sideB, homeLegs: scoreA, awayLegs: scoreB, bestOf: match.legs }}
      heading={board > 0 ? `Board ${board} · ${match.label}` : match.label}
    >
      {options.showBracket && round && <RoundStrip round={round} current={match.key} />}
    </LiveScoreBug>
  );
}

function RoundStrip({ round, current }: { round: RoundView; current: string }) {
  const matches = round.matches.map((m) => ({
    key: m.key,
    sideA: m.sideA ?? (m.match.bye ? 'Bye' : 'To be decided'),
    sideB: m.sideB ?? (m.match.bye ? 'Bye' : 'To be decided'),
    score: m.underWay || m.winner ? `${m.match.scoreA ?? 0}–${m.match.scoreB ?? 0}` : 'v',
    winner: m.winner,
    current: m.key === current,
  }));
  return <OverlayStrip title={round.name} matches={matches} />;
}

/** A superleague night: the teams' legs over the match being played, live. */
function SuperleagueOverlay({ id }: { id: string }) {
  const { query, tournament, current, total } = useSuperleagueNow(id);
  if (!tournament) return <NoTournament pending={query.isPending} failed={query.isError} />;
  const teams = `${tournament.host ?? 'Host'} ${total.a}–${total.b} ${tournament.opponent ?? 'Opponent'}`;
  if (!current) return <Quiet text={teams} />;
  return (
    <LiveScoreBug
      key={current.index}
      saygId={current.match.saygId ?? null}
      names={{ home: current.sideA, away: current.sideB }}
      plain={{
        home: current.sideA,
        away: current.sideB,
        homeLegs: current.match.scoreA ?? 0,
        awayLegs: current.match.scoreB ?? 0,
        bestOf: current.legs,
      }}
      heading={`${teams} · Match ${current.index + 1}`}
    />
  );
}

function NoTournament({ pending, failed }: { pending: boolean; failed: boolean }) {
  useDocumentTitle('Overlay');
  if (pending) return <OverlayMessage>Loading the tournament…</OverlayMessage>;
  if (failed) return <OverlayMessage alert>Could not load the tournament: trying again</OverlayMessage>;
  return <OverlayMessage alert>Tournament not found</OverlayMessage>;
}

function Quiet({ text }: { text: string }) {
  useDocumentTitle(`Overlay: ${text}`);
  return <OverlayMessage>{text}</OverlayMessage>;
}
