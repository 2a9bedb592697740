import { createContext, useContext, type ReactNode } from 'react';
import { useNow } from '../../lib/clock';
import { newId } from '../../lib/new-id';
import { httpTransport, type SaygTransport } from './api';
import { createIndexedDbStore } from './indexed-db-store';
import { createMemoryStore, type ScoringStore } from './scoring-store';
import type { SyncDeps, SyncTiming } from './sayg-sync';

/** What a scoring session needs from the outside: wired explicitly so tests swap the store and timing. */
export type ScoringEnvironment = {
  store: ScoringStore;
  transport: SaygTransport;
  newKey: () => string;
  timing?: SyncTiming;
  network?: SyncDeps['network'];
};

let browserStore: ScoringStore | undefined;

/** IndexedDB where the browser has it, otherwise memory (and the page says it is not kept). */
function defaultStore(): ScoringStore {
  browserStore ??= typeof indexedDB === 'undefined' ? createMemoryStore() : createIndexedDbStore(indexedDB);
  return browserStore;
}

const newKey = () =>
  typeof crypto !== 'undefined' ? newId() : `local-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

const ScoringEnvironmentContext = createContext<ScoringEnvironment | null>(null);

/** Overrides the scoring environment below it (tests: an in-memory store, short timings). */
export function ScoringEnvironmentProvider({ value, children }: { value: ScoringEnvironment; children: ReactNode }) {
  return <ScoringEnvironmentContext.Provider value={value}>{children}</ScoringEnvironmentContext.Provider>;
}

/** The environment in use, with the app's clock. */
export function useScoringEnvironment(): ScoringEnvironment & { now: () => Date } {
  const now = useNow();
  const provided = useContext(ScoringEnvironmentContext);
  return { ...(provided ?? { store: defaultStore(), transport: httpTransport, newKey }), now };
}
