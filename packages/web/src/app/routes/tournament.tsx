import { useEffect, useLayoutEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { accoladeChanges, hasThrows, legAt, legsWon, needsFirstThrower, startLeg, type Sayg } from '@darts/domain';
import { Loading } from '../../components/loading';
import { PhotosButton } from '../../features/score-card';
import { openRecord, useLiveScoring, useSaygSession } from '../../features/scoring';
import { BadMatchRecord, MatchScoringPanel } from '../match-scoring-panel';
import { SingleRoundTournament } from '../../features/superleague';
import { TournamentPage, type TournamentScoringSlotProps } from '../../features/tournament';

const context = 'tournament';

/**
 * Scoring one tournament match: the match's leg-by-leg record, created by the page
 * before this opens, is opened and kept on this device and the server by the
 * scoring feature. A record nobody has thrown in yet starts with the first thrower by the match's
 * row (in tournaments the first thrower alternates by row parity). Every change reports
 * the legs won, which the page puts on the bracket and sends (PATCH) so watchers see them, and the
 * 180s and hi-checks it threw or took back since the record was opened.
 */
function TournamentMatchScoring({ saygId, firstThrower, onLegsWon, onAccolades }: TournamentScoringSlotProps) {
  const session = useSaygSession(`record:${saygId}`, (env) => openRecord(env, context, saygId));
  const ready = session.status === 'ready' ? session : null;
  const liveControl = useLiveScoring(ready?.id ?? null, ready?.sayg ?? null);

  // The first leg's thrower, set once on a record with no throws and no order yet.
  useEffect(() => {
    if (!ready || hasThrows(ready.sayg)) return;
    const first = legAt(ready.sayg, 0);
    if (first && !needsFirstThrower(first)) return;
    const started = startLeg(ready.sayg, 0, firstThrower);
    if (started.ok) ready.replaceUntouched(started.value);
  }, [ready, firstThrower]);

  const latest = useRef(onLegsWon);
  const latestAccolades = useRef(onAccolades);
  useLayoutEffect(() => {
    latest.current = onLegsWon;
    latestAccolades.current = onAccolades;
  });
  const won = ready && hasThrows(ready.sayg) ? legsWon(ready.sayg) : null;
  useEffect(() => {
    if (won) latest.current(won);
  }, [won?.home, won?.away]); // eslint-disable-line react-hooks/exhaustive-deps -- report when the legs won change

  // The record as first opened is the baseline: what was thrown before was reported then.
  const reportedRecord = useRef<Sayg | null>(null);
  const record = ready?.sayg ?? null;
  useEffect(() => {
    if (!record) return;
    const before = reportedRecord.current;
    reportedRecord.current = record;
    if (!before || before === record) return;
    const changes = accoladeChanges(before, record);
    if (changes.length > 0) latestAccolades.current(changes);
  }, [record]);

  if (session.status === 'loading') return <Loading what="Opening the match" />;
  if (session.status === 'failed') {
    return (
      <div className="alert alert-danger" role="alert">
        <p className="fw-semibold mb-1">Could not open the match</p>
        <p className="mb-2">{session.message}</p>
        <button type="button" className="btn btn-sm btn-outline-danger" onClick={session.retry}>
          Try again
        </button>
      </div>
    );
  }
  if (session.status === 'bad-data') return <BadMatchRecord reason={session.reason} />;
  return <MatchScoringPanel session={session} liveControl={liveControl} />;
}

/**
 * /tournament/{tournamentId}: the bracket sheet with scoring for its
 * matches, the single-round report from the superleague feature, and the score card's Photos button.
 */
export function Component() {
  const { tournamentId = '' } = useParams();
  return (
    <TournamentPage
      tournamentId={tournamentId}
      renderScoring={(props) => <TournamentMatchScoring key={props.saygId} {...props} />}
      renderSingleRound={(props) => <SingleRoundTournament {...props} />}
      renderPhotos={({ tournament, onTournamentChange }) => (
        <PhotosButton game={tournament} owner="tournament" onGameChange={onTournamentChange} />
      )}
    />
  );
}
