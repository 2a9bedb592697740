import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AbbrColumnHead } from './abbr-column-head';

// Issue #27: the short column heads of the league, group and leg tables keep their long names.
describe('abbr column head', () => {
  it('is a column head showing the short name, its long name on the abbreviation, its class kept', () => {
    render(
      <table>
        <thead>
          <tr>
            <AbbrColumnHead title="Played" short="P" />
            <AbbrColumnHead title="Legs for and against" short="Legs" className="venue-table-legs" />
          </tr>
        </thead>
      </table>,
    );
    const [played, legs] = screen.getAllByRole('columnheader');
    expect(played).toHaveAttribute('scope', 'col');
    expect(played).not.toHaveAttribute('class');
    expect(played?.querySelector('abbr')).toHaveAttribute('title', 'Played');
    expect(played).toHaveTextContent(/^P$/);
    expect(legs).toHaveClass('venue-table-legs');
    expect(legs?.querySelector('abbr')).toHaveAttribute('title', 'Legs for and against');
    expect(legs).toHaveTextContent(/^Legs$/);
  });
});
