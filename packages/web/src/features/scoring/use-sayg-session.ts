import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Sayg } from '@darts/domain';
import type { BadRecord } from './bad-record';
import type { OpenResult } from './open-session';
import { SaygSync, type SaveState, type SyncSnapshot } from './sayg-sync';
import { hasUnsentChanges, waitingVisits } from './scoring-store';
import { claimSession } from './session-claims';
import { useScoringEnvironment, type ScoringEnvironment } from './scoring-environment';

type Env = ScoringEnvironment & { now: () => Date };

/** A scoring session that is open: the match, its save state and what the scorer can do. */
export type ReadySaygSession = {
  status: 'ready';
  /** The local session id. */
  key: string;
  sayg: Sayg;
  /** The server record id once saved. */
  id: string | null;
  save: SaveState;
  hasUnsentChanges: boolean;
  /** How many visits this device holds that the server has not got yet. */
  waitingVisits: number;
  /** Why this device could not keep a copy, if it could not. */
  storeProblem: string | null;
  /** False when a closed tab would lose unsent changes (no IndexedDB). */
  durable: boolean;
  /** Records a new state of the match (stored here first, then sent). */
  change: (next: Sayg) => void;
  /** Replaces the match while nothing has been recorded (option edits); otherwise a change. */
  replaceUntouched: (next: Sayg) => void;
  /** Sends unsent changes now. */
  retry: () => void;
  /** After a conflict: take the server's copy. */
  reloadTheirs: () => Promise<void>;
  /** After a conflict: send this device's copy with the fresh token. */
  keepMine: () => Promise<void>;
};

export type SaygSession =
  | { status: 'loading' }
  | { status: 'bad-data'; reason: BadRecord }
  | { status: 'failed'; message: string; retry: () => void }
  | ReadySaygSession;

type Opened = { key: string; result: OpenResult; sync?: SaygSync };

const noSubscribe = () => () => undefined;
const noSnapshot = () => null;

/**
 * Opens a scoring session with `open` (see open-session.ts) whenever `openKey` changes, and keeps it
 * on this device and the server (SaygSync) until the component goes or the key changes. While it is
 * open the session is claimed, so the background sender (`UnsentScoresSender`) leaves it to this sync.
 */
export function useSaygSession(openKey: string, open: (env: Env) => Promise<OpenResult>): SaygSession {
  const env = useScoringEnvironment();
  const latest = useRef({ env, open });
  useLayoutEffect(() => {
    latest.current = { env, open };
  });
  const [opened, setOpened] = useState<Opened | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    let sync: SaygSync | undefined;
    const { env: current, open: opener } = latest.current;
    opener(current).then(
      (result) => {
        if (cancelled) return;
        if (result.kind === 'ready') {
          const { store, transport, now, timing, network } = current;
          sync = new SaygSync(result.session, {
            store,
            transport,
            now,
            ...(timing ? { timing } : {}),
            ...(network ? { network } : {}),
          });
        }
        setOpened({ key: openKey, result, ...(sync ? { sync } : {}) });
      },
      (error: unknown) => {
        if (!cancelled) setOpened({ key: openKey, result: { kind: 'failed', message: String(error) } });
      },
    );
    return () => {
      cancelled = true;
      sync?.dispose();
    };
  }, [openKey, attempt]);

  const sync = opened?.key === openKey ? opened.sync : undefined;
  const snapshot: SyncSnapshot | null = useSyncExternalStore(
    sync ? sync.subscribe : noSubscribe,
    sync ? sync.getSnapshot : noSnapshot,
  );

  useEffect(() => {
    if (!sync) return;
    const release = claimSession(sync.getSnapshot().session.key);
    const hidden = () => sync.flush();
    window.addEventListener('pagehide', hidden);
    return () => {
      window.removeEventListener('pagehide', hidden);
      release();
    };
  }, [sync]);

  const retryOpen = useCallback(() => setAttempt((n) => n + 1), []);

  if (!opened || opened.key !== openKey) return { status: 'loading' };
  const { result } = opened;
  if (result.kind === 'bad-data') return { status: 'bad-data', reason: result.reason };
  if (result.kind === 'failed') return { status: 'failed', message: result.message, retry: retryOpen };
  if (!sync || !snapshot) return { status: 'loading' };
  const { session, save, storeProblem } = snapshot;
  return {
    status: 'ready',
    key: session.key,
    sayg: session.sayg,
    id: session.serverId,
    save,
    hasUnsentChanges: hasUnsentChanges(session),
    waitingVisits: waitingVisits(session),
    storeProblem,
    durable: env.store.durable,
    change: (next) => sync.change(next),
    replaceUntouched: (next) => sync.replaceUntouched(next),
    retry: () => sync.retryNow(),
    reloadTheirs: () => sync.reloadTheirs(),
    keepMine: () => sync.keepMine(),
  };
}
