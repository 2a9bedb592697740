import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aLeague } from '../../../testing/fixtures';
import { aDivisionData, ids, loadDivisionRoute, renderDivision } from '../testing-data';

beforeAll(loadDivisionRoute);

/** The test league with Bob's singles scored as you go; nobody else's. */
const withAverages = (league: ReturnType<typeof aLeague>) => {
  const data = aDivisionData(league.premier, league.current);
  data.players = data.players.map((player) =>
    player.id === ids.bob ? { ...player, threeDartAverage: 53.4, firstNineAverage: 61.27 } : player,
  );
  return data;
};

const column = (table: HTMLElement, name: RegExp) => {
  const headers = within(table).getAllByRole('columnheader');
  const index = headers.findIndex((header) => name.test(header.textContent ?? ''));
  expect(index).toBeGreaterThan(-1);
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelectorAll('th, td')[index]?.textContent);
};

describe('3-dart and first-9 averages (issue #14)', () => {
  it('shows 3DA and F9A on the players table, to 2 decimals, – without legs, with the formula named', async () => {
    renderDivision('/division/Premier/players/Winter%202025', { data: withAverages });
    const table = await screen.findByRole('table', { name: /players/i });
    const threeDart = within(table).getByRole('columnheader', {
      name: '3-dart average (points scored ÷ darts thrown × 3)',
    });
    expect(within(threeDart).getByText('3DA')).toHaveAttribute(
      'title',
      '3-dart average: points scored ÷ darts thrown × 3',
    );
    expect(
      within(table).getByRole('columnheader', { name: /^First-9 average \(points scored with the first 9 darts/ }),
    ).toBeInTheDocument();
    const names = within(table)
      .getAllByRole('rowheader')
      .map((cell) => within(cell).getByRole('link').textContent);
    const threeDarts = column(table, /3-dart average/);
    const firstNines = column(table, /First-9 average/);
    expect(Object.fromEntries(names.map((name, i) => [name, [threeDarts[i], firstNines[i]]]))).toMatchObject({
      'Bob Brown': ['53.40', '61.27'],
      'Alice Archer': ['–', '–'],
    });
    // On a phone the same figures sit under the name.
    const bob = screen.getByRole('rowheader', { name: /Bob Brown/ });
    expect(bob.textContent).toContain('53.40');
    expect(screen.getByText(/3DA: 3-dart average = points scored ÷ darts thrown × 3/)).toBeInTheDocument();
  });

  it('shows them on the team page too', async () => {
    renderDivision('/division/Premier/team:Crown/Winter%202025', { data: withAverages });
    const table = await screen.findByRole('table', { name: 'Players of Crown' });
    expect(column(table, /3-dart average/)).toEqual(['53.40']);
    expect(column(table, /First-9 average/)).toEqual(['61.27']);
  });
});
