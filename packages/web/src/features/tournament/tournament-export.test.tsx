import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { envelope } from '../../testing/fake-api';
import { aTournament, renderTournament, someSides, tid } from './testing-tournament';

const [alice, bob, carol, dan] = someSides(['Alice', 'Bob', 'Carol', 'Dan']);

/** Two semi-finals, the second scored as it went, and a final scored as it went. */
const knockout = aTournament({
  sides: [alice!, bob!, carol!, dan!],
  round: {
    id: tid(10),
    sides: [],
    matches: [
      { id: tid(11), sideA: alice!, sideB: bob!, scoreA: 3, scoreB: 1 },
      { id: tid(12), sideA: carol!, sideB: dan!, scoreA: 3, scoreB: 0, saygId: tid(600) },
    ],
    matchOptions: [{ numberOfLegs: 5 }, { numberOfLegs: 5 }],
    nextRound: {
      id: tid(20),
      sides: [],
      matches: [{ id: tid(21), sideA: alice!, sideB: carol!, saygId: tid(601) }],
      matchOptions: [{ numberOfLegs: 5 }],
    },
  },
});

describe("the tournament page's Export data (spec 2 §7 Data export)", () => {
  it('exports the tournament and its leg-by-leg records for an account with ExportData', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user, server } = renderTournament(knockout, {
      access: ['ExportData'],
      routes: { 'POST /api/Data/Export': envelope({ tables: { tournamentgame: 1 }, zip: btoa('PK') }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Export data' }));
    expect(server.requestsTo('/api/Data/Export', 'POST')[0]?.body).toEqual({
      password: '',
      includeDeletedEntries: false,
      tables: { tournamentgame: [tid(1)], recordedscoreasyougo: [tid(600), tid(601)] },
    });
    expect(click).toHaveBeenCalledOnce();
  });

  it('sends only the tournament when no match was scored as it went', async () => {
    const { user, server } = renderTournament(aTournament(), {
      access: ['ExportData'],
      routes: { 'POST /api/Data/Export': envelope(undefined, { errors: ['Not permitted'] }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Export data' }));
    expect(server.requestsTo('/api/Data/Export', 'POST')[0]?.body).toMatchObject({
      tables: { tournamentgame: [tid(1)] },
    });
    expect(await screen.findByRole('dialog', { name: 'Unable to export data' })).toHaveTextContent('Not permitted');
  });

  it('is not there without ExportData', async () => {
    renderTournament(knockout, { access: ['ManageTournaments'] });
    expect(await screen.findByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export data' })).not.toBeInTheDocument();
  });
});
