import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MatchOptionsForm, type MatchOptionsValue } from './match-options-form';

describe('match options (spec 2 §2, §3)', () => {
  it('reports whole numbers within bounds and marks the rest', async () => {
    const seen: MatchOptionsValue[] = [];
    render(
      <MatchOptionsForm
        value={{ playerCount: 1, startingScore: 501, numberOfLegs: 5 }}
        onChange={(v) => seen.push(v)}
      />,
    );
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Number of legs'));
    expect(screen.getByLabelText('Number of legs')).toHaveAccessibleDescription('Enter a whole number from 1 to 99');
    await user.type(screen.getByLabelText('Number of legs'), '3');
    await user.clear(screen.getByLabelText('Starting score'));
    await user.type(screen.getByLabelText('Starting score'), '601');
    expect(screen.getByLabelText('No of players')).toHaveValue(1);
    expect(seen.at(-1)).toEqual({ playerCount: 1, startingScore: 601, numberOfLegs: 3 });
    expect(seen).not.toContainEqual(expect.objectContaining({ numberOfLegs: 0 }));
  });

  it('is read-only once the match has started', () => {
    render(
      <MatchOptionsForm value={{ playerCount: 2, startingScore: 501, numberOfLegs: 3 }} onChange={() => {}} disabled />,
    );
    expect(screen.getByLabelText('Starting score')).toBeDisabled();
  });
});
