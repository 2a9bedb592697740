import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatAverage, legAt, remainingScore, sideTotals } from '@darts/domain';
import { joWinsLeg, playMatch, recordOf } from '../../features/match-statistics/testing-matches';
import { leagueRoutes, renderApp } from '../../testing/render-app';

// The first visit loads the route's code on demand, which can take a while under a parallel run.
const firstLoad = { timeout: 5_000 };

const id = '5a760000-0000-4000-8000-00000000000b';
const saygPath = `/api/Sayg/${id}`;
const match = playMatch([joWinsLeg, { first: 'away', scores: [100, 140] }]);

describe('/tv (issue #4: the widescreen view on a screen in the venue)', () => {
  it('shows the match full screen, without the site header, in kiosk mode', async () => {
    const { router } = renderApp(`/tv?id=${id}#average=1`, {
      routes: leagueRoutes({ [saygPath]: recordOf(match, id) }),
    });
    const view = await screen.findByRole('region', { name: 'Widescreen view: Jo v Sam' }, firstLoad);
    expect(router.state.location.search).toBe(`?id=${id}&kiosk=true`);
    expect(router.state.location.hash).toBe('#average=1');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    const sam = within(view).getByRole('region', { name: 'Sam' });
    expect(within(sam).getByText(String(remainingScore(legAt(match, 1)!, 'away')))).toBeInTheDocument();
    expect(within(sam).getByRole('button', { name: /^Leg average \(1-dart\)/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() => expect(document.title).toBe('TV: Jo v Sam – Riverside Darts League'));
  });

  it("shows the three-dart averages, labelled, when the link has no '#average=1' (issue #23)", async () => {
    renderApp(`/tv?id=${id}&kiosk=true`, { routes: leagueRoutes({ [saygPath]: recordOf(match, id) }) });
    const view = await screen.findByRole('region', { name: 'Widescreen view: Jo v Sam' }, firstLoad);
    const jo = within(view).getByRole('region', { name: 'Jo' });
    expect(within(jo).getByRole('button', { name: /^Match average/ })).toHaveTextContent(
      `Match average (3-dart)${formatAverage(sideTotals(match, 'home'), 'three-dart')}`,
    );
  });

  it('explains itself without an id and opens a pasted link', async () => {
    const { user, router } = renderApp('/tv', { routes: leagueRoutes({ [saygPath]: recordOf(match, id) }) });
    expect(await screen.findByRole('heading', { name: 'TV' }, firstLoad)).toBeInTheDocument();
    await user.type(
      screen.getByRole('textbox', { name: 'Match link or id' }),
      `https://darts.example/live/match/${id}`,
    );
    await user.click(screen.getByRole('button', { name: 'Show on this screen' }));
    expect(await screen.findByRole('region', { name: 'Widescreen view: Jo v Sam' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?id=${id}&kiosk=true`);
  });

  it("says 'Data not found' for a missing record, with a way to choose another", async () => {
    renderApp(`/tv?id=${id}&kiosk=true`, { routes: leagueRoutes({ [saygPath]: null }) });
    expect(await screen.findByRole('heading', { name: 'Data not found' }, firstLoad)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose another match' })).toHaveAttribute('href', '/tv');
  });

  // Issue #23: a match that is not being live-updated made each poll log a 404 in the watcher's
  // console. A finished match is no longer followed, and one not started (no record) is not asked
  // about on the live channel until its record exists; a match under way still is (the check
  // that this test can see a poll at all).
  it.each([
    ['a finished match', 0, recordOf(playMatch([joWinsLeg, joWinsLeg]), id)],
    ['a match not started (no record)', 0, null],
    ['a match under way', 1, recordOf(match, id)],
  ])('asks the live channel about %s %i time(s)', async (_, polls, record) => {
    const { server } = renderApp(`/tv?id=${id}&kiosk=true`, { routes: leagueRoutes({ [saygPath]: record }) });
    if (record) await screen.findByRole('region', { name: 'Widescreen view: Jo v Sam' }, firstLoad);
    else await screen.findByRole('heading', { name: 'Data not found' }, firstLoad);
    // The live client's first poll comes 1 s after subscribing.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(server.requests.filter((request) => request.path.startsWith('/api/Live/')).length).toBe(polls);
    if (record && polls === 0)
      expect(screen.getByRole('status', { name: 'Live updates' })).toHaveTextContent('Match finished');
  });
});
