import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aSite } from '../../testing/fixtures';
import { leagueRoutes, renderApp } from '../../testing/render-app';
import { buildInfoText } from './build-info';

const testBuild = {
  branch: 'feature/menu',
  version: '0123456789abcdef',
  date: '2025-11-21T10:00:00Z',
  prName: 'Web shell',
  release: false,
};

describe('build info (spec 1 §2 Shell)', () => {
  it('alerts the branch, the first 8 characters of the version and the PR name', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { user } = renderApp('/', { routes: leagueRoutes({ '/api/Site': aSite({ build: testBuild }) }) });
    const footer = await screen.findByRole('contentinfo');
    const button = await within(footer).findByRole('button', { name: /Build feature\/menu/ });
    expect(button).toHaveTextContent('Build feature/menu · 01234567 · 21 Nov 2025');
    await user.click(button);
    expect(alert).toHaveBeenCalledWith('Branch: feature/menu\nVersion: 01234567\nPR: Web shell');
  });

  it('is not shown for a release build', async () => {
    renderApp('/', { routes: leagueRoutes({ '/api/Site': aSite({ build: { ...testBuild, release: true } }) }) });
    await screen.findByRole('link', { name: 'Riverside Darts League' });
    expect(screen.queryByRole('button', { name: /^Build/ })).not.toBeInTheDocument();
  });

  it('leaves out the PR line when there is no pull request', () => {
    expect(buildInfoText({ ...testBuild, prName: undefined })).toBe('Branch: feature/menu\nVersion: 01234567');
  });
});
