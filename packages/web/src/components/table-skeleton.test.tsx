import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TableSkeleton } from './table-skeleton';

describe('TableSkeleton (issue #24)', () => {
  it('gives the page its shape at once and says what is loading, once, to a screen reader', () => {
    const { container } = render(<TableSkeleton what="Loading the division" rows={5} />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Loading the division…$/);
    // Four tab-shaped bars and a bar per table row, hidden from screen readers.
    expect(container.querySelectorAll('[aria-hidden="true"] .placeholder')).toHaveLength(9);
  });
});
