import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { saygHeaders, saygTexts } from '@darts/contract';
import { createSayg, type MatchOptions, type Sayg } from '@darts/domain';
import { envelope, fakeApi, reply, type FakeRequest, type FakeRoutes } from '../../testing/fake-api';
import { httpTransport } from './api';
import { LegScoringPanel, type LegScoringPanelProps } from './leg-scoring-panel';
import { PracticePage } from './practice-page';
import { ScoringEnvironmentProvider, type ScoringEnvironment } from './scoring-environment';
import { createMemoryStore, type ScoringStore } from './scoring-store';

/** A match between Jo (home) and Sam (away), best of 3 from 501 unless told otherwise. */
export const aMatch = (options: Partial<MatchOptions> = {}): Sayg =>
  createSayg({ yourName: 'Jo', opponentName: 'Sam', numberOfLegs: 3, startingScore: 501, ...options });

/** The panel over a record held in state, as a page would hold it; `current()` reads the latest. */
export function renderPanel(initial: Sayg, props: Partial<LegScoringPanelProps> = {}) {
  let latest = initial;
  function Harness() {
    const [sayg, setSayg] = useState(initial);
    return (
      <>
        <label>
          Notes <input />
        </label>
        <LegScoringPanel
          {...props}
          sayg={sayg}
          onChange={(next) => {
            latest = next;
            setSayg(next);
          }}
        />
      </>
    );
  }
  const view = render(<Harness />);
  // The panel hands a new record over after it is painted, and at once when the page is hidden:
  // `current()` hides the page for a moment so it reads what the scorer sees; `handedOver()` does not.
  const current = () => {
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    return latest;
  };
  return { ...view, user: userEvent.setup(), current, handedOver: () => latest };
}

const ids = Array.from({ length: 6 }, (_, i) => `5a760000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`);

const dropNulls = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(dropNulls);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== null && v !== undefined)
        .map(([k, v]) => [k, dropNulls(v)]),
    );
  return value;
};

const headerOf = (request: FakeRequest, name: string) =>
  Object.entries(request.headers).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];

/**
 * A sayg server behind fake-api: creates records with the ids above, checks
 * `lastUpdated` (409 with the contract's warning when stale), answers 204 for unknown ids, and
 * fails like a dropped connection while `offline`. As the real one does, a create sent
 * again with the same `Idempotency-Key` is the same record, and a practice record's writes need the
 * write token its create answered (`token-{id}`), else 403.
 */
export function fakeSaygServer() {
  const records = new Map<string, Record<string, unknown>>();
  const keys = new Map<string, string>();
  const tokens = new Map<string, string>();
  let created = 0;
  let version = 0;
  const state = { offline: false };
  const stamp = () => `2025-11-21T12:00:${String(++version).padStart(2, '0')}.0000000Z`;
  const guard = () => {
    if (state.offline) throw new TypeError('Failed to fetch');
  };
  const post = (request: FakeRequest) => {
    guard();
    const { lastUpdated, id, ...body } = request.body as Record<string, unknown>;
    const key = headerOf(request, saygHeaders.idempotencyKey);
    const byId = typeof id === 'string' ? records.get(id) : undefined;
    const resentId = !byId && key ? keys.get(key) : undefined;
    const token = byId && tokens.get(id as string);
    if (token && headerOf(request, saygHeaders.writeToken) !== token) {
      return reply(403, envelope(undefined, { errors: [saygTexts.deviceOnly] }));
    }
    if (byId && byId.updated !== lastUpdated) {
      return reply(
        409,
        envelope(undefined, {
          warnings: ['Unable to update RecordedScoreAsYouGo, Sam updated it before you at 21 Nov 2025 12:00:00'],
        }),
      );
    }
    const recordId = (byId ? id : (resentId ?? ids[created++])) as string;
    const record = dropNulls({ ...body, id: recordId, updated: stamp() }) as Record<string, unknown>;
    records.set(recordId, record);
    if (!byId && !resentId) {
      if (key) keys.set(key, recordId);
      if (!body.gameId && !body.tournamentMatchId) tokens.set(recordId, `token-${recordId}`);
    }
    const issued = !byId ? tokens.get(recordId) : undefined;
    const answer = envelope(record, { messages: ['Sayg data updated'] });
    return issued ? reply(200, answer, { [saygHeaders.writeToken]: issued }) : answer;
  };
  const routes: FakeRoutes = {
    'POST /api/Sayg': post,
    ...Object.fromEntries(
      ids.map((id) => [
        `/api/Sayg/${id}`,
        () => {
          guard();
          return records.get(id) ?? null;
        },
      ]),
    ),
  };
  return {
    ids,
    routes,
    records,
    /** Each practice record's write token, by id. */
    tokens,
    state,
    /** Someone else saves the record (their `updated` moves on). */
    changeElsewhere(id: string, change: (record: Record<string, unknown>) => Record<string, unknown>) {
      records.set(id, { ...change(records.get(id)!), updated: stamp() });
    },
  };
}

let sessionKeys = 0;

/** The practice page at `url` over fake-api, with this store (shared across renders to test resuming). */
export function renderPractice(
  url: string,
  {
    routes,
    store = createMemoryStore({ durable: true }),
    retryDelaysMs = [60_000],
  }: { routes: FakeRoutes; store?: ScoringStore; retryDelaysMs?: number[] },
) {
  const server = fakeApi(routes);
  const environment: ScoringEnvironment = {
    store,
    transport: httpTransport,
    newKey: () => `local-${++sessionKeys}`,
    timing: { debounceMs: 10, retryDelaysMs },
  };
  const router = createMemoryRouter([{ path: '/practice', element: <PracticePage /> }], { initialEntries: [url] });
  const view = render(
    <ScoringEnvironmentProvider value={environment}>
      <RouterProvider router={router} />
    </ScoringEnvironmentProvider>,
  );
  return { ...view, server, router, store, user: userEvent.setup() };
}

/** The browser going offline or online, as `navigator.onLine` and its events say. */
export function setBrowserOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}
