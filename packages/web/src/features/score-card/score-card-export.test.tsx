import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { envelope } from '../../testing/fake-api';
import { aGame, aScoreCardLeague, renderScoreCard } from './testing-render';

describe("the score card's Export data (spec 2 §7 Data export)", () => {
  it('exports the fixture for an account with ExportData', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const l = aScoreCardLeague();
    const game = aGame(l);
    const { user, server } = renderScoreCard(l, game, {
      access: ['ExportData'],
      routes: { 'POST /api/Data/Export': envelope({ tables: { game: 1 }, zip: btoa('PK') }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Export data' }));
    expect(server.requestsTo('/api/Data/Export', 'POST')[0]?.body).toEqual({
      password: '',
      includeDeletedEntries: false,
      tables: { game: [game.id] },
    });
    expect(click).toHaveBeenCalledOnce();
  });

  it('is not there without ExportData', async () => {
    const l = aScoreCardLeague();
    renderScoreCard(l, aGame(l), { access: ['ManageScores'] });
    expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export data' })).not.toBeInTheDocument();
  });
});
