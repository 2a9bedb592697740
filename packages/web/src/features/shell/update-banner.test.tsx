import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, resetAppUpdateForTests, setUpdateReady, useHoldAutoReload } from '../../sw/app-update';
import { UpdateBanner, useTakeUpdateWhenFree } from './update-banner';

function Shell({ tv = false }: { tv?: boolean }) {
  useTakeUpdateWhenFree({ tv });
  return (
    <>
      <UpdateBanner className="container" />
      <nav>
        <Link to="/">Home</Link> <Link to="/about">About</Link> <Link to="/practice">Practice</Link>
      </nav>
      <main>
        <Outlet />
      </main>
    </>
  );
}

function Scoring() {
  useHoldAutoReload(true);
  return <h1>Practice</h1>;
}

function renderShell(path = '/', tv = false) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Shell tv={tv} />,
        children: [
          { index: true, element: <h1>Home</h1> },
          { path: 'about', element: <h1>About</h1> },
          { path: 'practice', element: <Scoring /> },
          { path: 'tv', element: <h1>TV</h1> },
          { path: 'live/superleague', element: <h1>Live superleague</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('the new version banner (issue #23)', () => {
  let reload: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    reload = vi.fn();
    vi.spyOn(page, 'reload').mockImplementation(reload);
  });
  afterEach(() => resetAppUpdateForTests());

  it('says nothing until a new version is ready, then offers it politely, without taking the focus', async () => {
    renderShell();
    await screen.findByRole('heading', { name: 'Home' });
    expect(screen.queryByText('A new version is ready.')).not.toBeInTheDocument();
    const focused = document.activeElement;

    act(() => setUpdateReady(true));
    const text = screen.getByText('A new version is ready.');
    // Inside a live region that was there before it, so screen readers hear it when it appears.
    expect(text.closest('[aria-live="polite"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(document.activeElement).toBe(focused);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads when the user chooses Reload, from the keyboard too', async () => {
    const user = userEvent.setup();
    renderShell();
    await screen.findByRole('heading', { name: 'Home' });
    act(() => setUpdateReady(true));
    // Above the page, so it comes before the page's own links.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Reload' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('hides when the user chooses Later, and still moves to the new version at the next page', async () => {
    const user = userEvent.setup();
    renderShell();
    await screen.findByRole('heading', { name: 'Home' });
    act(() => setUpdateReady(true));
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByText('A new version is ready.')).not.toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();

    await user.click(screen.getByRole('link', { name: 'About' }));
    expect(await screen.findByRole('heading', { name: 'About' })).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads by itself while a match is scored: going to it, or staying on it', async () => {
    const user = userEvent.setup();
    renderShell();
    await screen.findByRole('heading', { name: 'Home' });
    act(() => setUpdateReady(true));
    await user.click(screen.getByRole('link', { name: 'Practice' }));
    expect(await screen.findByRole('heading', { name: 'Practice' })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByText('A new version is ready.')).toBeInTheDocument();

    // Leaving scoring for another page: nothing is in progress any more.
    await user.click(screen.getByRole('link', { name: 'Home' }));
    await screen.findByRole('heading', { name: 'Home' });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload a page nobody has left, until the user chooses to', async () => {
    renderShell('/about');
    await screen.findByRole('heading', { name: 'About' });
    act(() => setUpdateReady(true));
    expect(reload).not.toHaveBeenCalled();
  });

  it.each([
    ['/tv', false],
    ['/live/superleague?id=00000000-0000-4000-8000-000000000001', false],
    ['/about', true],
  ])('reloads a TV view (%s, tv=%s) as soon as the new version is ready', async (path, tv) => {
    renderShell(path, tv);
    await screen.findByRole('heading');
    act(() => setUpdateReady(true));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
