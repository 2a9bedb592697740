import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LiveIndicator } from './live-indicator';
import type { LiveStatus } from './live-client';

describe('LiveIndicator (issue #11: a visible connection indicator)', () => {
  it.each<[LiveStatus, string]>([
    ['live', 'Live'],
    ['polling', 'Updates every 10 s'],
    ['connecting', 'Connecting…'],
    ['idle', 'Connecting…'],
    ['reconnecting', 'Reconnecting…'],
    ['offline', 'Offline: retrying'],
  ])('%s says “%s” in words', (status, text) => {
    render(<LiveIndicator status={status} />);
    expect(screen.getByRole('status', { name: 'Live updates' })).toHaveTextContent(text);
  });
});
