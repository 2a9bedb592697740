import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryStore } from './scoring-store';
import { fakeSaygServer, renderPractice, setBrowserOnline } from './testing-scoring';
import type { FakeRequest } from '../../testing/fake-api';

const status = () => screen.getByRole('status', { name: 'Save status' });
const saved = () => waitFor(() => expect(status()).toHaveTextContent(/^Saved$/));
const throwsOf = (name: string) => screen.getByRole('table', { name: `Throws for ${name}` });

async function type(user: UserEvent, ...scores: number[]) {
  for (const score of scores) await user.keyboard(`${score}{Enter}`);
}

afterEach(() => setBrowserOnline(true));

describe('practice page: saving (issue #4, contract §18)', () => {
  it('shows Saving… then Saved, puts the record id in the hash and sends the returned token next time', async () => {
    const sayg = fakeSaygServer();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const post = sayg.routes['POST /api/Sayg'] as (r: FakeRequest) => unknown;
    const { user, server, router } = renderPractice('/practice?yourName=Jo&opponentName=Sam', {
      routes: { ...sayg.routes, 'POST /api/Sayg': async (r: FakeRequest) => (await held, post(r)) },
    });
    await user.click(await screen.findByRole('button', { name: 'Jo' }));
    await waitFor(() => expect(status()).toHaveTextContent('Saving…'));
    release();
    await saved();
    const [id] = sayg.ids;
    await waitFor(() => expect(router.state.location.hash).toBe(`#${id}`));
    expect(router.state.location.search).toBe('?yourName=Jo&opponentName=Sam&startingScore=501&numberOfLegs=3');
    expect(screen.getByLabelText('Share link')).toHaveValue(
      `http://localhost:3000/practice?yourName=Jo&opponentName=Sam&startingScore=501&numberOfLegs=3#${id}`.replace(
        'http://localhost:3000',
        window.location.origin,
      ),
    );
    await type(user, 60);
    await waitFor(() =>
      expect(sayg.records.get(id!)).toMatchObject({
        legs: { '0': { home: { throws: [{ score: 60, noOfDarts: 3 }] } } },
      }),
    );
    await saved();
    const posts = server.requestsTo('/api/Sayg', 'POST').map((r) => r.body as Record<string, unknown>);
    expect(posts[0]).not.toHaveProperty('id');
    expect(posts.at(-1)).toMatchObject({ id, lastUpdated: '2025-11-21T12:00:01.0000000Z', yourName: 'Jo' });
  });

  it('says Not saved yet while offline, keeps the change on the device and sends it when back online', async () => {
    const sayg = fakeSaygServer();
    const store = createMemoryStore({ durable: true });
    const { user } = renderPractice('/practice?yourName=Jo&opponentName=Sam', { routes: sayg.routes, store });
    await user.click(await screen.findByRole('button', { name: 'Jo' }));
    await saved();

    setBrowserOnline(false);
    sayg.state.offline = true;
    await type(user, 60);
    await waitFor(() => expect(status()).toHaveTextContent('Not saved yet'));
    expect(screen.getByText('Kept on this device; it is sent when the connection is back.')).toBeInTheDocument();
    const [kept] = await store.list();
    expect(kept!.sayg.legs['0']!.home.throws).toEqual([{ score: 60, noOfDarts: 3 }]);
    expect(kept!.revision).toBeGreaterThan(kept!.sentRevision);

    sayg.state.offline = false;
    setBrowserOnline(true);
    await saved();
    expect(sayg.records.get(sayg.ids[0]!)).toMatchObject({ legs: { '0': { home: { throws: [{ score: 60 }] } } } });
  });

  it('says how many visits wait to be sent, in the status screen readers hear (issue #23)', async () => {
    const sayg = fakeSaygServer();
    const { user } = renderPractice('/practice?yourName=Jo&opponentName=Sam', { routes: sayg.routes });
    await user.click(await screen.findByRole('button', { name: 'Jo' }));
    await type(user, 100);
    await saved();
    // 'Saved' may still be the record's creation: wait until the server holds the visit itself.
    await waitFor(() => expect(JSON.stringify([...sayg.records.values()])).toContain('"score":100'));

    setBrowserOnline(false);
    sayg.state.offline = true;
    await type(user, 60);
    await waitFor(() => expect(status()).toHaveTextContent('Not saved yet: 1 visit waiting to be sent'));
    await type(user, 45, 81);
    await waitFor(() => expect(status()).toHaveTextContent('Not saved yet: 3 visits waiting to be sent'));
    // Undoing a visit that was never sent leaves fewer waiting.
    await user.click(screen.getByRole('button', { name: 'Undo last throw' }));
    await waitFor(() => expect(status()).toHaveTextContent('Not saved yet: 2 visits waiting to be sent'));

    sayg.state.offline = false;
    setBrowserOnline(true);
    await saved();
    expect(status()).not.toHaveTextContent('waiting');
  });

  it('retries when the connection drops without the browser noticing, on the next online event', async () => {
    const sayg = fakeSaygServer();
    const { user } = renderPractice('/practice?yourName=Jo&opponentName=Sam', { routes: sayg.routes });
    await user.click(await screen.findByRole('button', { name: 'Jo' }));
    await saved();
    sayg.state.offline = true;
    await type(user, 45);
    await waitFor(() => expect(status()).toHaveTextContent('Not saved yet'));
    sayg.state.offline = false;
    setBrowserOnline(true);
    await saved();
  });

  it('shows a conflict instead of overwriting, and keeps mine with the fresh token', async () => {
    const sayg = fakeSaygServer();
    const { user } = renderPractice('/practice?yourName=Jo&opponentName=Sam', { routes: sayg.routes });
    await user.click(await screen.findByRole('button', { name: 'Jo' }));
    await saved();
    const [id] = sayg.ids;
    sayg.changeElsewhere(id!, (record) => ({ ...record, yourName: 'Joanne' }));
    await type(user, 60);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Someone else changed this match');
    expect(alert).toHaveTextContent('Sam updated it before you');
    // The status line follows the alert in its own render: wait for it rather than read it at once.
    await waitFor(() => expect(status()).toHaveTextContent('Not saved yet'));
    expect(sayg.records.get(id!)).toMatchObject({ yourName: 'Joanne' });

    await user.click(within(alert).getByRole('button', { name: 'Keep mine' }));
    await saved();
    expect(sayg.records.get(id!)).toMatchObject({
      yourName: 'Jo',
      legs: { '0': { home: { throws: [{ score: 60 }] } } },
    });
    expect(screen.queryByText('Someone else changed this match')).not.toBeInTheDocument();
  });

  it('reloads their copy when asked', async () => {
    const sayg = fakeSaygServer();
    const { user } = renderPractice('/practice?yourName=Jo&opponentName=Sam', { routes: sayg.routes });
    await user.click(await screen.findByRole('button', { name: 'Jo' }));
    await saved();
    const [id] = sayg.ids;
    sayg.changeElsewhere(id!, (record) => ({ ...record, opponentName: 'Samantha' }));
    await type(user, 60);
    await user.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Reload theirs' }));
    await saved();
    expect(screen.getByRole('region', { name: /^Samantha/ })).toBeInTheDocument();
    await waitFor(() => expect(within(throwsOf('Jo')).queryByRole('button')).not.toBeInTheDocument());
  });
});

describe('practice page: resuming', () => {
  it('resumes a reloaded page exactly, unsent changes included', async () => {
    const sayg = fakeSaygServer();
    const store = createMemoryStore({ durable: true });
    const first = renderPractice('/practice?yourName=Jo&opponentName=Sam', { routes: sayg.routes, store });
    await first.user.click(await screen.findByRole('button', { name: 'Jo' }));
    await type(first.user, 60);
    await saved();
    setBrowserOnline(false);
    await type(first.user, 45);
    // The scorer reloads a moment later, once the throw is kept on the device.
    await waitFor(() => expect(status()).toHaveTextContent('Not saved yet'));
    await waitFor(async () => expect((await store.list())[0]!.sayg.legs['0']!.away.throws).toHaveLength(1));
    const { pathname, search, hash } = first.router.state.location;
    first.unmount();

    const second = renderPractice(`${pathname}${search}${hash}`, { routes: sayg.routes, store });
    expect(
      await within(await screen.findByRole('table', { name: 'Throws for Sam' })).findByRole('button', {
        name: 'Throw 1 for Sam: 45',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Jo, to throw' })).toBeInTheDocument();
    await waitFor(() => expect(status()).toHaveTextContent('Not saved yet'));
    setBrowserOnline(true);
    await saved();
    expect(sayg.records.get(sayg.ids[0]!)).toMatchObject({ legs: { '0': { away: { throws: [{ score: 45 }] } } } });
    second.unmount();
  });

  it('resumes a match never saved (offline from the start) when the page opens again', async () => {
    const sayg = fakeSaygServer();
    const store = createMemoryStore({ durable: true });
    setBrowserOnline(false);
    const first = renderPractice('/practice?yourName=Jo&opponentName=Sam', { routes: sayg.routes, store });
    await first.user.click(await screen.findByRole('button', { name: 'Sam' }));
    await type(first.user, 100);
    await waitFor(() => expect(status()).toHaveTextContent('Not saved yet'));
    // The page is closed a moment later, once the throw is kept on the device.
    await waitFor(async () => expect((await store.list())[0]!.sayg.legs['0']!.away.throws).toHaveLength(1));
    first.unmount();

    const second = renderPractice('/practice', { routes: sayg.routes, store });
    expect(await screen.findByRole('button', { name: 'Throw 1 for Sam: 100' })).toBeInTheDocument();
    setBrowserOnline(true);
    await saved();
    await waitFor(() => expect(second.router.state.location.hash).toBe(`#${sayg.ids[0]}`));
    expect(second.router.state.location.search).toContain('yourName=Jo');
  });

  it('opens a shared record from the server', async () => {
    const sayg = fakeSaygServer();
    const first = renderPractice('/practice?yourName=Ann&opponentName=Bob&startingScore=301', { routes: sayg.routes });
    await first.user.click(await screen.findByRole('button', { name: 'Bob' }));
    await type(first.user, 140);
    await waitFor(() =>
      expect(sayg.records.get(sayg.ids[0]!)).toMatchObject({ legs: { '0': { away: { throws: [{ score: 140 }] } } } }),
    );
    await saved();
    first.unmount();
    renderPractice(`/practice#${sayg.ids[0]}`, { routes: sayg.routes });
    expect(await screen.findByRole('button', { name: 'Throw 1 for Bob: 140' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Ann, to throw' })).toHaveTextContent('301 left');
  });
});

describe('practice page: who may write a shared practice (issue #23)', () => {
  it('keeps writing a practice reopened from its link on this device after a reload: the token is kept with the session', async () => {
    const sayg = fakeSaygServer();
    const store = createMemoryStore({ durable: true });
    const first = renderPractice('/practice?yourName=Jo&opponentName=Sam', { routes: sayg.routes, store });
    await first.user.click(await screen.findByRole('button', { name: 'Jo' }));
    await type(first.user, 60);
    const [id] = sayg.ids;
    await waitFor(() =>
      expect(sayg.records.get(id!)).toMatchObject({ legs: { '0': { home: { throws: [{ score: 60 }] } } } }),
    );
    await saved();
    first.unmount();

    const second = renderPractice(`/practice#${id}`, { routes: sayg.routes, store });
    expect(await screen.findByRole('button', { name: 'Throw 1 for Jo: 60' }, { timeout: 5_000 })).toBeInTheDocument();
    await type(second.user, 45);
    await waitFor(() =>
      expect(sayg.records.get(id!)).toMatchObject({ legs: { '0': { away: { throws: [{ score: 45 }] } } } }),
    );
    await saved();
    const last = second.server.requestsTo('/api/Sayg', 'POST').at(-1)!;
    expect(last.headers['X-Sayg-Write-Token']).toBe(sayg.tokens.get(id!));
  });

  it('opens the share link on another device to watch: a throw keyed there is refused with the reason, changing nothing', async () => {
    const sayg = fakeSaygServer();
    const first = renderPractice('/practice?yourName=Jo&opponentName=Sam', { routes: sayg.routes });
    await first.user.click(await screen.findByRole('button', { name: 'Jo' }));
    await type(first.user, 60);
    const [id] = sayg.ids;
    await waitFor(() =>
      expect(sayg.records.get(id!)).toMatchObject({ legs: { '0': { home: { throws: [{ score: 60 }] } } } }),
    );
    await saved();
    const before = sayg.records.get(id!);
    first.unmount();

    const watcher = renderPractice(`/practice#${id}`, {
      routes: sayg.routes,
      store: createMemoryStore({ durable: true }),
    });
    expect(await screen.findByRole('button', { name: 'Throw 1 for Jo: 60' }, { timeout: 5_000 })).toBeInTheDocument();
    await type(watcher.user, 45);
    await waitFor(() => expect(status()).toHaveTextContent(/^Not saved$/));
    expect(
      screen.getByText(
        'Only the device that started this match, or the account that started it, can change it: a shared link is for watching',
      ),
    ).toBeInTheDocument();
    expect(sayg.records.get(id!)).toBe(before);
    // The screen shows the match as the server has it again.
    await waitFor(() => expect(within(throwsOf('Sam')).queryByRole('button')).not.toBeInTheDocument());
  });
});

describe('practice page: options and shared data (spec 2 §2 Practice page)', () => {
  it("says 'Error with shared data' for a record the server does not have, and Clear goes back to /practice", async () => {
    const sayg = fakeSaygServer();
    const { user, router } = renderPractice(`/practice?yourName=Jo#${sayg.ids[5]}`, { routes: sayg.routes });
    expect(await screen.findByRole('heading', { name: 'Error with shared data' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.hash).toBe('/practice'));
    expect(await screen.findByLabelText('Contender')).toHaveValue('');
    expect(screen.queryByRole('heading', { name: 'Error with shared data' })).not.toBeInTheDocument();
  });

  const unknownId = '5a760000-0000-4000-8000-00000000dead';
  it.each([
    ['a link cut short (not an id)', '5a760000-0000-4000', {}, /does not point to a match/],
    [
      'an id the server does not have',
      unknownId,
      { [`/api/Sayg/${unknownId}`]: null },
      /There is no match at this link/,
    ],
    [
      'a record of the wrong shape',
      unknownId,
      { [`/api/Sayg/${unknownId}`]: { yourName: 'Jo', legs: { '0': { home: 'x' } } } },
      /cannot be shown/,
    ],
    [
      'a deleted record',
      unknownId,
      {
        [`/api/Sayg/${unknownId}`]: {
          id: unknownId,
          yourName: 'Jo',
          numberOfLegs: 3,
          startingScore: 501,
          homeScore: 0,
          legs: {},
          updated: '2025-11-21T12:00:01.0000000Z',
          deleted: '2025-11-21T13:00:00Z',
        },
      },
      /has been deleted/,
    ],
  ] as const)(
    "says 'Error with shared data' in words for %s, with no schema wording",
    async (_, hash, routes, sentence) => {
      const sayg = fakeSaygServer();
      renderPractice(`/practice#${hash}`, { routes: { ...sayg.routes, ...routes } });
      await screen.findByRole('heading', { name: 'Error with shared data' });
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent(sentence);
      expect(alert.textContent).not.toMatch(/Required|Expected|invalid_type|Invalid|undefined|\bid\b:|is not valid/);
      expect(within(alert).getByRole('button', { name: 'Clear' })).toBeInTheDocument();
    },
  );

  it('takes the options from the query, changes them until the first throw, and Restart starts afresh', async () => {
    const sayg = fakeSaygServer();
    const { user, router } = renderPractice('/practice?yourName=Jo&numberOfLegs=5', { routes: sayg.routes });
    expect(await screen.findByLabelText('Legs')).toHaveValue(5);
    expect(screen.getByLabelText('From')).toHaveValue(501);
    expect(screen.getByLabelText('Contender')).toHaveValue('Jo');
    expect(screen.queryByRole('button', { name: 'Sam' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Opponent (optional)'), 'Sam');
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '50');
    expect(screen.getByText('Enter a starting score from 101 to 1001')).toBeInTheDocument();
    await user.type(screen.getByLabelText('From'), '1');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?yourName=Jo&numberOfLegs=5&startingScore=501&opponentName=Sam'),
    );
    expect(sayg.records.size).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Sam' }));
    await type(user, 100);
    // Options lock once the first throw is recorded.
    await waitFor(() => expect(screen.getByLabelText('Legs')).toBeDisabled());
    await saved();
    await user.click(screen.getByRole('button', { name: 'Restart' }));
    expect(await screen.findByRole('heading', { name: 'Who plays first?' })).toBeInTheDocument();
    expect(screen.getByLabelText('Legs')).toBeEnabled();
    expect(router.state.location.hash).toBe('');
    expect(screen.queryByLabelText('Share link')).not.toBeInTheDocument();
  });
});
