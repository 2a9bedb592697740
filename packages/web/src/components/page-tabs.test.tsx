import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PageTabs } from './page-tabs';

const tabs = ['Teams', 'Fixtures', 'Players', 'A Player With A Long Name', 'Reports', 'Health'].map((label) => ({
  key: label.toLowerCase(),
  label,
  href: `/${label.toLowerCase()}`,
}));

function renderTabs(current: string) {
  const element = <PageTabs label="Division" tabs={tabs} current={current} />;
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
}

// Issue #10: every tab is reachable, in order, and the page shown is the one marked current.
describe('page tabs', () => {
  it('reaches every tab by keyboard in order, marking only the current one', async () => {
    const user = userEvent.setup();
    renderTabs('health');
    const strip = screen.getByRole('navigation', { name: 'Division' });
    const links = within(strip).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(tabs.map((tab) => tab.label));
    for (const link of links) {
      await user.tab();
      expect(link).toHaveFocus();
    }
    expect(within(strip).getByRole('link', { current: 'page' })).toHaveAccessibleName('Health');
  });
});
