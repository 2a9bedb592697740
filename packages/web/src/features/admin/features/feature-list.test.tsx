import type { ConfiguredFeatureDto } from '@darts/contract';
import { knownFeatures } from '@darts/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FeatureList } from './feature-list';
import { envelope, fakeApi, type FakeRequest } from '../../../testing/fake-api';
import { renderAt } from '../../../testing/render-app';

const dto = (
  feature: (typeof knownFeatures)[keyof typeof knownFeatures],
  configuredValue?: string,
): ConfiguredFeatureDto => ({
  ...feature,
  updated: '2026-01-01T00:00:00Z',
  ...(configuredValue === undefined ? {} : { configuredValue }),
});

/** A server holding features that saves what it is sent (or refuses with `refuse`). */
function renderFeatures(initial: ConfiguredFeatureDto[], refuse?: string) {
  let features = initial;
  const server = fakeApi({
    'GET /api/Feature': () => features,
    'PUT /api/Feature': (call: FakeRequest) => {
      if (refuse) return envelope(undefined, { warnings: [refuse] });
      const { id, configuredValue } = call.body as { id: string; configuredValue?: string };
      const { configuredValue: _old, ...rest } = features.find((f) => f.id === id)!;
      const updated = configuredValue ? { ...rest, configuredValue } : rest;
      features = features.map((f) => (f.id === id ? updated : f));
      return envelope(updated, { messages: ['Feature updated'] });
    },
  });
  renderAt(<FeatureList />);
  return { server, user: userEvent.setup() };
}

const card = (name: string) => screen.getByRole('heading', { name }).closest('article') as HTMLElement;

describe('features', () => {
  it('shows each feature with its type and values', async () => {
    renderFeatures([dto(knownFeatures.VetoScores, '01:00:00'), dto(knownFeatures.PhotosEnabled)]);
    await screen.findByRole('heading', { name: 'VetoScores' });
    const veto = card('VetoScores');
    expect(veto).toHaveTextContent(knownFeatures.VetoScores.description);
    expect(veto).toHaveTextContent('TimeSpan');
    expect(veto).toHaveTextContent('00:00:00');
    expect(within(veto).getByLabelText('VetoScores')).toHaveValue('01:00:00');
    expect(within(card('PhotosEnabled')).getByRole('switch', { name: 'PhotosEnabled' })).toBeChecked();
  });

  it('saves a Boolean switch on toggle, omitting the value when it is the default', async () => {
    const { server, user } = renderFeatures([dto(knownFeatures.FavouritesEnabled)]);
    const favourites = await screen.findByRole('switch', { name: 'FavouritesEnabled' });
    expect(favourites).not.toBeChecked();
    await user.click(favourites);
    expect(await within(card('FavouritesEnabled')).findByRole('status')).toHaveTextContent('Feature updated');
    await waitFor(() => expect(screen.getByRole('switch', { name: 'FavouritesEnabled' })).toBeChecked());
    await waitFor(() => expect(screen.getByRole('switch', { name: 'FavouritesEnabled' })).toBeEnabled());
    await user.click(screen.getByRole('switch', { name: 'FavouritesEnabled' }));
    await waitFor(() => expect(server.requestsTo('/api/Feature', 'PUT')).toHaveLength(2));
    expect(server.requestsTo('/api/Feature', 'PUT').map((c) => c.body)).toEqual([
      { id: knownFeatures.FavouritesEnabled.id, configuredValue: 'true' },
      { id: knownFeatures.FavouritesEnabled.id },
    ]);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'FavouritesEnabled' })).not.toBeChecked());
  });

  it('refuses a value that is not a time span without asking the server', async () => {
    const { server, user } = renderFeatures([dto(knownFeatures.VetoScores)]);
    const value = await screen.findByLabelText('VetoScores');
    await user.clear(value);
    await user.type(value, '90 minutes');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter a time span as [d.]hh:mm:ss, e.g. 01:30:00')).toBeInTheDocument();
    expect(value).toHaveAttribute('aria-invalid', 'true');
    expect(value).toHaveFocus();
    expect(value).toHaveValue('90 minutes');
    expect(server.requestsTo('/api/Feature', 'PUT')).toHaveLength(0);
  });

  it('keeps the problem while the value is still wrong and drops it once it is right (issue #10)', async () => {
    const { server, user } = renderFeatures([dto(knownFeatures.VetoScores)]);
    const value = await screen.findByLabelText('VetoScores');
    await user.clear(value);
    await user.type(value, '90');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const problem = 'Enter a time span as [d.]hh:mm:ss, e.g. 01:30:00';
    expect(value).toHaveAccessibleDescription(problem);
    await user.type(value, ' min');
    expect(value).toHaveAccessibleDescription(problem);
    await user.clear(value);
    await user.type(value, '01:30:00');
    expect(screen.queryByText(problem)).not.toBeInTheDocument();
    expect(value).not.toHaveAttribute('aria-invalid');
    expect(server.requestsTo('/api/Feature', 'PUT')).toHaveLength(0);
  });

  it('saves a valid value, and Reset to default clears it', async () => {
    const { server, user } = renderFeatures([dto(knownFeatures.VetoScores)]);
    const value = await screen.findByLabelText('VetoScores');
    expect(screen.getByRole('button', { name: 'Reset to default' })).toBeDisabled();
    await user.clear(value);
    await user.type(value, '1.02:00:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Feature updated')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reset to default' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Reset to default' }));
    await waitFor(() => expect(screen.getByLabelText('VetoScores')).toHaveValue('00:00:00'));
    expect(server.requestsTo('/api/Feature', 'PUT').map((c) => c.body)).toEqual([
      { id: knownFeatures.VetoScores.id, configuredValue: '1.02:00:00' },
      { id: knownFeatures.VetoScores.id },
    ]);
  });

  it('sends no value when the typed value equals the default', async () => {
    const { server, user } = renderFeatures([dto(knownFeatures.VetoScores, '01:00:00')]);
    const value = await screen.findByLabelText('VetoScores');
    await user.clear(value);
    await user.type(value, '00:00:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.requestsTo('/api/Feature', 'PUT')).toHaveLength(1));
    expect(server.requestsTo('/api/Feature', 'PUT')[0]!.body).toEqual({ id: knownFeatures.VetoScores.id });
  });

  it('shows a refusal and keeps what was typed', async () => {
    const { user } = renderFeatures([dto(knownFeatures.VetoScores)], 'Not permitted');
    const value = await screen.findByLabelText('VetoScores');
    await user.clear(value);
    await user.type(value, '02:00:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not save data');
    expect(alert).toHaveTextContent('Not permitted');
    expect(value).toHaveValue('02:00:00');
  });
});
