import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { saygFromRecord, type RecordedScoreAsYouGoDto } from '@darts/contract';
import { createSayg, legsWon, type Sayg } from '@darts/domain';
import { Dialog } from '../../components/dialog';
import { Loading } from '../../components/loading';
import { MatchStatistics } from '../../features/match-statistics';
import { ScoreCardPage, type ScoringSlotProps } from '../../features/score-card';
import {
  ConflictAlert,
  LegScoringPanel,
  MatchOptionsForm,
  MatchResult,
  newSession,
  openRecord,
  resumeOrStart,
  SaveStatus,
  useSaygSession,
} from '../../features/scoring';

const context = 'score-card';

/** A scoring record as the score card's match carries it (contract §3.3 GameMatchDto.sayg). */
function asRecord(sayg: Sayg, id: string): RecordedScoreAsYouGoDto {
  const won = legsWon(sayg);
  const legs = Object.fromEntries(
    Object.entries(sayg.legs).map(([key, leg]) => [
      key,
      {
        startingScore: leg.startingScore,
        home: leg.home,
        away: leg.away,
        playerSequence: leg.playerSequence.map((entry) => ({
          value: entry.value,
          ...(entry.text ? { text: entry.text } : {}),
        })),
        ...(leg.currentThrow ? { currentThrow: leg.currentThrow } : {}),
      },
    ]),
  );
  return {
    id,
    updated: '',
    yourName: sayg.yourName,
    ...(sayg.opponentName ? { opponentName: sayg.opponentName } : {}),
    numberOfLegs: sayg.numberOfLegs,
    startingScore: sayg.startingScore,
    homeScore: won.home,
    awayScore: won.away,
    legs,
  };
}

const hasThrows = (sayg: Sayg) =>
  Object.values(sayg.legs).some((leg) => leg.home.throws.length + leg.away.throws.length > 0);

let attempts = 0;

/**
 * Scoring one match of the score card (spec 2 §2 Score card: the scoring modal): the match's
 * leg-by-leg record is opened, or created on the server first ('Could not create sayg session'
 * when the server refuses), kept on this device and the server by the scoring feature, and every
 * change goes back on the card with the legs won as the match score. Without a network the match
 * is scored on this device and sent (and put on the card) once the connection is back; reopening
 * the match carries on with throws that were never sent.
 */
function MatchScoring({
  fixtureId,
  matchIndex,
  match,
  matchOptions,
  homeName,
  awayName,
  sayg,
  onSaygChange,
  onClose,
}: ScoringSlotProps & { fixtureId: string }) {
  // The record is chosen when the modal opens; the card learning its id must not reopen it.
  const [request, setRequest] = useState(() => ({
    id: sayg?.id,
    key: sayg?.id ? `record:${sayg.id}` : `new:${match.id}:${(attempts += 1)}`,
  }));
  const session = useSaygSession(request.key, async (env) => {
    if (request.id) return openRecord(env, context, request.id);
    // This match's throws kept on the device but never sent (no network): carry on with them.
    const matchContext = `${context}:${fixtureId}:${matchIndex}`;
    const fresh = createSayg({ yourName: homeName, opponentName: awayName, ...matchOptions });
    const local = await resumeOrStart(env, matchContext, () => fresh);
    if (local.kind !== 'ready' || local.session.revision > 0) return local;
    const saved = await env.transport.save(fresh);
    // No network: score on this device now; the record is sent, and goes on the card, once back.
    if (saved.kind === 'retry') return local;
    if (saved.kind !== 'saved') return { kind: 'failed', message: saved.message };
    return {
      kind: 'ready',
      session: { ...newSession(env, matchContext, fresh), serverId: saved.id, lastUpdated: saved.updated },
    };
  });

  const latest = useRef(onSaygChange);
  useLayoutEffect(() => {
    latest.current = onSaygChange;
  });
  const ready = session.status === 'ready' ? session : null;
  useEffect(() => {
    if (ready?.id) latest.current(asRecord(ready.sayg, ready.id), hasThrows(ready.sayg) ? legsWon(ready.sayg) : null);
  }, [ready?.id, ready?.sayg]);

  if (session.status === 'loading') return <Loading what="Opening the match" />;
  if (session.status === 'failed') {
    return (
      <Dialog
        title="Could not create sayg session"
        onClose={onClose}
        closeButton={false}
        footer={
          <>
            <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
              Close
            </button>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => setRequest((r) => ({ ...r, key: `${r.key}:retry${(attempts += 1)}` }))}
            >
              Try again
            </button>
          </>
        }
      >
        <p className="mb-0">{session.message}</p>
      </Dialog>
    );
  }
  if (session.status === 'bad-data') {
    return (
      <div className="alert alert-danger" role="alert">
        {session.reason === 'deleted'
          ? 'The match’s leg-by-leg record has been deleted.'
          : 'The match’s leg-by-leg record could not be opened: it is missing or damaged.'}
      </div>
    );
  }
  return (
    <>
      <ConflictAlert session={session} />
      <LegScoringPanel
        sayg={session.sayg}
        onChange={session.change}
        status={<SaveStatus session={session} />}
        renderFinished={(finished) => (
          <section aria-labelledby="sayg-summary-heading">
            <MatchResult sayg={finished} />
            <MatchStatistics sayg={finished} />
          </section>
        )}
      />
    </>
  );
}

/** /score/{fixtureId} (spec 2 §2 Score card): the score card with scoring and statistics for its matches. */
export function Component() {
  const { fixtureId = '' } = useParams();
  return (
    <ScoreCardPage
      fixtureId={fixtureId}
      renderScoring={(props) => <MatchScoring {...props} fixtureId={fixtureId} />}
      renderMatchOptions={({ value, onChange }) => <MatchOptionsForm value={value} onChange={onChange} />}
      renderStatistics={({ sayg }) => <MatchStatistics sayg={saygFromRecord(sayg)} />}
    />
  );
}
