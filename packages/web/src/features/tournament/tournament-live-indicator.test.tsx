import { act, screen, waitFor } from '@testing-library/react';
import { tournamentPageTexts } from '@darts/contract';
import { describe, expect, it } from 'vitest';
import { LiveClient, type LiveStatus } from '../../lib/live';
import type { EventStreamLike } from '../../lib/live/live-types';
import { aTournament, renderTournament } from './testing-tournament';

/** A stand-in for the browser's EventSource that the test opens and drops. */
class FakeStream implements EventStreamLike {
  readyState = 0;
  onopen: EventStreamLike['onopen'] = null;
  onmessage: EventStreamLike['onmessage'] = null;
  onerror: EventStreamLike['onerror'] = null;
  constructor(readonly ids: string[]) {}
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  /** Lost; the browser reconnects by itself. */
  drop() {
    this.readyState = 0;
    this.onerror?.(new Event('error'));
  }
  close() {
    this.readyState = 2;
  }
}

/** The live client a signed-out watcher has: the read-only event stream, driven by the test. */
function streamingClient() {
  const streams: FakeStream[] = [];
  const client = new LiveClient({
    openSocket: () => {
      throw new Error('no socket when signed out');
    },
    openEvents: (ids) => {
      const stream = new FakeStream(ids);
      streams.push(stream);
      return stream;
    },
    poll: () => new Promise<unknown>(() => undefined),
    publishOverHttp: async () => false,
    log: () => undefined,
    network: { isOnline: () => true, onChange: () => () => undefined },
  });
  return { client, latest: () => streams[streams.length - 1]! };
}

const indicator = () => screen.getByRole('status', { name: 'Live updates' });

describe('the tournament page says how its watcher gets live updates (issue #23)', () => {
  it('says Live while the event stream serves the tournament, and Reconnecting… while it comes back', async () => {
    const tournament = aTournament();
    const { client, latest } = streamingClient();
    renderTournament(tournament, { liveClient: client });
    await screen.findByRole('heading', { level: 1 });
    expect(latest().ids).toEqual([tournament.id]);
    expect(indicator()).toHaveTextContent('Connecting…');
    const says = async (action: () => void, text: string, status: LiveStatus) => {
      act(action);
      expect(client.status).toBe(status);
      expect(indicator()).toHaveTextContent(text);
    };
    await says(() => latest().open(), 'Live', 'live');
    await says(() => latest().drop(), 'Reconnecting…', 'reconnecting');
    await says(() => latest().open(), 'Live', 'live');
    // Above the sheet's heading, where a watcher looks first.
    const heading = screen.getByRole('heading', { level: 1 });
    expect(indicator().compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says Updates every 10 s where the browser has no event stream (signed out, polling)', async () => {
    renderTournament(aTournament());
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(indicator()).toHaveTextContent('Updates every 10 s'));
  });

  it('shows no indicator when there is no tournament to follow', async () => {
    renderTournament(null);
    await screen.findByText(tournamentPageTexts.notFound);
    expect(screen.queryByRole('status', { name: 'Live updates' })).not.toBeInTheDocument();
  });
});
