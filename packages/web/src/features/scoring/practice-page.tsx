import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { createSayg, hasThrows, type Sayg } from '@darts/domain';
import { Loading } from '../../components/loading';
import { ErrorAlert } from '../../components/error-alert';
import { useFullScreen } from '../../lib/full-screen';
import { overlayPath } from '../../lib/overlay-options';
import { useUrlOptions } from '../../lib/use-url-options';
import { badRecordSentence } from './bad-record';
import { LegScoringPanel } from './leg-scoring-panel';
import { newSession, openRecord, resumeOrStart, type OpenResult } from './open-session';
import { PracticeOptions } from './practice-options';
import { checkDraft, draftFromQuery, draftOf, hashId, queryWithDraft, type PracticeDraft } from './practice-url';
import { ConflictAlert, SaveStatus } from './save-status';
import { ShareLink } from './share-link';
import { useLiveScoring } from './use-live-scoring';
import { useSaygSession, type ReadySaygSession } from './use-sayg-session';
import type { ScoringEnvironment } from './scoring-environment';

type Request = { key: string; open: (env: ScoringEnvironment & { now: () => Date }) => Promise<OpenResult> };

const context = 'practice';
let restarts = 0;

/** A blank match from the query's options; an unusable option falls back to its default. */
function freshSayg(draft: PracticeDraft): Sayg {
  const checked = checkDraft(draft);
  if (checked.ok) return createSayg(checked.options);
  const usable = (field: keyof PracticeDraft) => (checked.problems[field] ? draftFromQuery('')[field] : draft[field]);
  const opponentName = usable('opponentName').trim();
  return createSayg({
    yourName: usable('yourName').trim(),
    ...(opponentName ? { opponentName } : {}),
    numberOfLegs: Number(usable('numberOfLegs')),
    startingScore: Number(usable('startingScore')),
  });
}

/** A blank match with the same options as `sayg`. */
const restarted = (sayg: Sayg) =>
  createSayg({
    yourName: sayg.yourName,
    ...(sayg.opponentName ? { opponentName: sayg.opponentName } : {}),
    numberOfLegs: sayg.numberOfLegs,
    startingScore: sayg.startingScore,
  });

function requestFor(hash: string, search: string): Request {
  const id = hashId(hash);
  if (id) return { key: `record:${id}`, open: (env) => openRecord(env, context, id) };
  return { key: 'resume', open: (env) => resumeOrStart(env, context, () => freshSayg(draftFromQuery(search))) };
}

const noProblems = {};

/**
 * The practice page: options in the query, the saved record
 * id in the hash, a share link, Restart (full screen after it in kiosk mode: `?kiosk=true` or an
 * account with KioskMode, `kioskAccess`), and the scoring panel, kept on this device and the
 * server. A missing or corrupt shared record says so.
 */
export function PracticePage({
  renderFinished,
  kioskAccess = false,
}: {
  renderFinished?: (sayg: Sayg) => ReactNode;
  kioskAccess?: boolean;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const [request, setRequest] = useState<Request>(() => requestFor(location.hash, location.search));
  const session = useSaygSession(request.key, request.open);
  const wantedId = hashId(location.hash);

  // Someone pasted another record's link into this tab (our own saves put the open record's id there).
  const readyId = session.status === 'ready' ? session.id : null;
  const [seenId, setSeenId] = useState(wantedId);
  if (wantedId !== seenId) {
    setSeenId(wantedId);
    if (wantedId && wantedId !== readyId) setRequest(requestFor(location.hash, location.search));
  }

  function clear() {
    restarts += 1;
    setRequest({
      key: `cleared:${restarts}`,
      open: (env) => resumeOrStart(env, context, () => freshSayg(draftFromQuery(''))),
    });
    void navigate('/practice');
  }

  return (
    <section className="practice-page" aria-labelledby="practice-heading">
      <h1 id="practice-heading" className="h3 mb-2">
        Practice
      </h1>
      {session.status === 'loading' && <Loading what="Loading the match" />}
      {session.status === 'bad-data' && (
        <div className="alert alert-danger" role="alert">
          <h2 className="h5 alert-heading">Error with shared data</h2>
          <p>{badRecordSentence(session.reason)}</p>
          <button type="button" className="btn btn-primary" onClick={clear}>
            Clear
          </button>
        </div>
      )}
      {session.status === 'failed' && (
        <ErrorAlert title="Could not load the match" error={session.message} onRetry={session.retry} />
      )}
      {session.status === 'ready' && (
        <PracticeSession
          key={session.key}
          session={session}
          onRestart={(sayg) => {
            restarts += 1;
            setRequest({
              key: `new:${restarts}`,
              open: async (env) => ({ kind: 'ready', session: newSession(env, context, sayg) }),
            });
          }}
          renderFinished={renderFinished}
          kioskAccess={kioskAccess}
        />
      )}
    </section>
  );
}

function PracticeSession({
  session,
  onRestart,
  renderFinished,
  kioskAccess,
}: {
  session: ReadySaygSession;
  onRestart: (sayg: Sayg) => void;
  renderFinished: ((sayg: Sayg) => ReactNode) | undefined;
  kioskAccess: boolean;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const { kiosk } = useUrlOptions();
  const fullScreen = useFullScreen();
  const liveControl = useLiveScoring(session.id, session.sayg);
  const [draft, setDraft] = useState<PracticeDraft>(() => draftOf(session.sayg));
  const checked = useMemo(() => checkDraft(draft), [draft]);
  const locked = hasThrows(session.sayg);
  const started = locked || Object.values(session.sayg.legs).some((leg) => leg.playerSequence.length > 0);

  // The URL follows the match: its options in the query, its record id in the hash.
  const { yourName, opponentName, numberOfLegs, startingScore } = session.sayg;
  const search = useMemo(
    () =>
      queryWithDraft(
        location.search,
        draftOf({ yourName, opponentName: opponentName ?? null, numberOfLegs, startingScore }),
      ),
    [location.search, yourName, opponentName, numberOfLegs, startingScore],
  );
  const hash = session.id ? `#${session.id}` : '';
  useEffect(() => {
    if (!checked.ok) return;
    if (location.search !== search || (session.id && location.hash !== hash)) {
      void navigate({ search, hash }, { replace: true });
    }
  }, [checked.ok, search, hash, session.id, location.search, location.hash, navigate]);

  function edit(next: PracticeDraft) {
    setDraft(next);
    const result = checkDraft(next);
    if (result.ok && !locked) session.replaceUntouched(createSayg(result.options));
  }

  function restart() {
    const sayg = checked.ok ? createSayg(checked.options) : restarted(session.sayg);
    onRestart(sayg);
    void navigate({ search: queryWithDraft(location.search, draftOf(sayg)), hash: '' });
    if ((kiosk || kioskAccess) && fullScreen.supported && !fullScreen.isFullScreen) fullScreen.toggle();
  }

  // The options do not change with a throw: the same element lets React skip them on each tap.
  const latest = useRef({ edit, restart });
  useLayoutEffect(() => {
    latest.current = { edit, restart };
  });
  const onEdit = useCallback((next: PracticeDraft) => latest.current.edit(next), []);
  const onRestartClick = useCallback(() => latest.current.restart(), []);
  const problems = checked.ok ? null : checked.problems;
  const shareUrl = session.id ? `${window.location.origin}${location.pathname}${search}#${session.id}` : null;
  const settings = useMemo(
    () => (
      <details className="practice-settings mb-2" open={!started}>
        <summary className="practice-settings-summary">Options and share link</summary>
        <PracticeOptions
          draft={draft}
          problems={problems ?? noProblems}
          locked={locked}
          onChange={onEdit}
          onRestart={onRestartClick}
        />
        {shareUrl && session.id && <ShareLink url={shareUrl} overlayPath={overlayPath('match', session.id)} />}
      </details>
    ),
    [started, draft, problems, locked, onEdit, onRestartClick, shareUrl, session.id],
  );
  return (
    <>
      {settings}
      <ConflictAlert session={session} />
      {checked.ok || locked ? (
        <LegScoringPanel
          sayg={session.sayg}
          onChange={session.change}
          renderFinished={renderFinished}
          status={<SaveStatus session={session} />}
          liveControl={liveControl}
        />
      ) : (
        <>
          <SaveStatus session={session} />
          <p className="text-body-secondary">Enter the match options to start scoring.</p>
        </>
      )}
    </>
  );
}
