import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown';

describe('Markdown (issue #24: the renderer loads only when a note is on screen)', () => {
  it('shows the note as plain text at once, then rendered once the renderer has loaded', async () => {
    const { container } = render(<Markdown text={'Bring a **pen**\nand a board'} className="fixture-note-text" />);
    const pending = container.querySelector('[data-markdown="pending"]');
    expect(pending).not.toBeNull();
    expect(pending).toHaveClass('fixture-note-text');
    expect(pending).toHaveTextContent('Bring a **pen** and a board');

    expect(await screen.findByText('pen', { selector: 'strong' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(container.querySelector('[data-markdown="pending"]')).toBeNull();
    expect(container.firstElementChild).toHaveClass('fixture-note-text');
  });
});
