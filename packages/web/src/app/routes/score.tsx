import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { saygFromRecord, type RecordedScoreAsYouGoDto } from '@darts/contract';
import { createSayg, hasThrows, legsWon, type Sayg } from '@darts/domain';
import { Dialog } from '../../components/dialog';
import { Loading } from '../../components/loading';
import { FixtureDivisionTabs } from '../../features/division';
import { MatchStatistics } from '../../features/match-statistics';
import { ScoreCardPage, type ScoringSlotProps } from '../../features/score-card';
import { MatchOptionsForm, openRecord, resumeOrStart, useLiveScoring, useSaygSession } from '../../features/scoring';
import { BadMatchRecord, MatchScoringPanel } from '../match-scoring-panel';

const context = 'score-card';

/** A scoring record as the score card's match carries it (GameMatchDto.sayg). */
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

let attempts = 0;

/**
 * Scoring one match of the score card (the scoring modal): the match's
 * leg-by-leg record is opened, or for a match without one, created on the server with the first
 * throw (issue #10: opening and closing Score leaves no empty record; 'Could not create sayg
 * session' when the server refuses it). It is kept on this device and the server by the scoring
 * feature, and every change goes back on the card with the legs won as the match score. Without a
 * network the match is scored on this device and sent (and put on the card) once the connection
 * is back; reopening the match carries on with throws that were never sent.
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
    // The record as the card carries it: what opens with no network and no copy on this device.
    offlineCopy: sayg,
  }));
  const session = useSaygSession(request.key, async (env) => {
    if (request.id) return openRecord(env, context, request.id, { offlineCopy: request.offlineCopy });
    // This match's throws kept on the device (never sent, or sent after the match was closed
    // offline, so the card never learnt the record): carry on with them.
    const matchContext = `${context}:${fixtureId}:${matchIndex}`;
    return resumeOrStart(
      env,
      matchContext,
      () => createSayg({ yourName: homeName, opponentName: awayName, ...matchOptions }),
      { resumeSent: true, link: { gameId: fixtureId, matchIndex } },
    );
  });

  const latest = useRef(onSaygChange);
  useLayoutEffect(() => {
    latest.current = onSaygChange;
  });
  const ready = session.status === 'ready' ? session : null;
  const liveControl = useLiveScoring(ready?.id ?? null, ready?.sayg ?? null);
  useEffect(() => {
    if (ready?.id) latest.current(asRecord(ready.sayg, ready.id), hasThrows(ready.sayg) ? legsWon(ready.sayg) : null);
  }, [ready?.id, ready?.sayg]);

  if (session.status === 'loading') return <Loading what="Opening the match" />;
  if (session.status === 'failed') {
    return (
      <CouldNotCreate
        message={session.message}
        onClose={onClose}
        onRetry={() => setRequest((r) => ({ ...r, key: `${r.key}:retry${(attempts += 1)}` }))}
      />
    );
  }
  if (session.status === 'bad-data') return <BadMatchRecord reason={session.reason} />;
  // The first save of a new record was refused (not a lost connection, which is retried).
  const refused = !session.id && session.save.kind === 'unsaved' && !session.save.willRetry ? session.save : null;
  return (
    <MatchScoringPanel session={session} liveControl={liveControl}>
      {refused && <CouldNotCreate message={refused.message ?? ''} onClose={onClose} onRetry={session.retry} />}
    </MatchScoringPanel>
  );
}

/** 'Could not create sayg session' with the server's reason, Close and Try again. */
function CouldNotCreate({ message, onClose, onRetry }: { message: string; onClose: () => void; onRetry: () => void }) {
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
          <button type="button" className="btn btn-primary" onClick={onRetry}>
            Try again
          </button>
        </>
      }
    >
      <p className="mb-0">{message}</p>
    </Dialog>
  );
}

/**
 * /score/{fixtureId}: the score card with its division's tabs, and scoring
 * and statistics for its matches.
 */
export function Component() {
  const { fixtureId = '' } = useParams();
  return (
    <ScoreCardPage
      fixtureId={fixtureId}
      renderDivisionTabs={(props) => <FixtureDivisionTabs {...props} />}
      renderScoring={(props) => <MatchScoring {...props} fixtureId={fixtureId} />}
      renderMatchOptions={({ value, onChange }) => <MatchOptionsForm value={value} onChange={onChange} />}
      renderStatistics={({ sayg }) => <MatchStatistics sayg={saygFromRecord(sayg)} />}
    />
  );
}
