import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, reply, type FakeRequest, type FakeRoutes } from '../../testing/fake-api';
import { leagueRoutes, renderApp } from '../../testing/render-app';
import { addDays, formatCalendarDate, weekdayOf } from '@darts/domain';
import { wizardLeague } from './testing-data';

/** The app at Premier's fixtures for a ManageGames account, with the wizard opened from 'Create fixtures'. */
async function openWizard(overrides: FakeRoutes = {}, league = wizardLeague()) {
  const view = renderApp('/division/Premier/fixtures', { routes: leagueRoutes(league.routes(overrides)) });
  await view.user.click(await screen.findByRole('button', { name: 'Create fixtures' }));
  const dialog = screen.getByRole('dialog', { name: 'Create fixtures' });
  const button = (name: string | RegExp) => within(dialog).getByRole('button', { name });
  return { ...view, ...league, dialog, button };
}

type Wizard = Awaited<ReturnType<typeof openWizard>>;

/** Picks the template that fits and moves on to the placeholders. */
async function toPlaceholders(wizard: Wizard) {
  await wizard.user.click(await within(wizard.dialog).findByRole('radio', { name: 'Two fours' }));
  await wizard.user.click(wizard.button('Next'));
  await within(wizard.dialog).findByRole('heading', { name: /2\. Assign placeholders/ });
}

const heading = (wizard: Wizard) => within(wizard.dialog).getByRole('heading', { level: 3 });

describe('the fixture creation wizard: pick (spec 1 §4, §8)', () => {
  it('lists each template with its compatibility and reasons; Back is disabled', async () => {
    const wizard = await openWizard();
    const fits = await within(wizard.dialog).findByRole('radio', { name: 'Two fours' });
    expect(fits).toHaveAccessibleDescription(/✔ Compatible with this season/);
    const small = within(wizard.dialog).getByRole('radio', { name: 'One division' });
    expect(small).toHaveAccessibleDescription(/🚫 Incompatible with this season/);
    expect(small).toHaveAccessibleDescription(/Template has 1 divisions, season has 2/);
    expect(wizard.button('Back')).toBeDisabled();
    expect(heading(wizard)).toHaveTextContent('1. Pick a template');
  });

  it('moves on only with a compatible template', async () => {
    const wizard = await openWizard();
    await within(wizard.dialog).findByRole('radio', { name: 'Two fours' });
    await wizard.user.click(wizard.button('Next'));
    expect(within(wizard.dialog).getByRole('alert')).toHaveTextContent('Pick a template first');
    await wizard.user.click(within(wizard.dialog).getByRole('radio', { name: 'One division' }));
    await wizard.user.click(wizard.button('Next'));
    expect(within(wizard.dialog).getByRole('alert')).toHaveTextContent(
      'This template is not compatible with this season, pick another template',
    );
    expect(heading(wizard)).toHaveTextContent('1. Pick a template');
    await toPlaceholders(wizard);
    expect(within(wizard.dialog).queryByRole('alert')).not.toBeInTheDocument();
    await wizard.user.click(wizard.button('Back'));
    expect(heading(wizard)).toHaveTextContent('1. Pick a template');
    expect(within(wizard.dialog).getByRole('radio', { name: 'Two fours' })).toBeChecked();
  });

  it('says so when there are no templates, and when they cannot be read', async () => {
    const empty = await openWizard({ 'GET /api/Template/ForSeason/:seasonId': envelope([]) });
    expect(await within(empty.dialog).findByText('There are no templates yet.')).toBeInTheDocument();
    empty.unmount();
    const refused = await openWizard({
      'GET /api/Template/ForSeason/:seasonId': reply(403, envelope(undefined, { warnings: ['Not permitted'] })),
    });
    const alert = await within(refused.dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the templates');
    expect(alert).toHaveTextContent('Not permitted');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('the fixture creation wizard: placeholders (spec 1 §5)', () => {
  it('offers each division’s teams per code, with the shared-address rules', async () => {
    const wizard = await openWizard();
    await toPlaceholders(wizard);
    const premier = within(wizard.dialog).getByRole('group', { name: 'Premier' });
    const optionsOf = (code: string) =>
      within(within(premier).getByRole('combobox', { name: `${code} in Premier` }))
        .getAllByRole('option')
        .map((o) => `${o.textContent}${(o as HTMLOptionElement).disabled ? ' (disabled)' : ''}`);
    // B is an ordinary code: the Pub's two teams are out.
    expect(optionsOf('B')).toEqual([
      'Automatic',
      'Anchor — has shared address (disabled)',
      'Bell — has shared address (disabled)',
      'Crown',
      'Swan',
    ]);
    // A and D share an address: only the Pub's pair fits.
    expect(optionsOf('A')).toEqual([
      'Automatic',
      'Anchor',
      'Bell',
      'Crown — not at an address shared by exactly 2 teams (disabled)',
      'Swan — not at an address shared by exactly 2 teams (disabled)',
    ]);
    expect(within(premier).getByRole('combobox', { name: 'A in Premier' })).toHaveAccessibleDescription(
      /Shares an address with D/,
    );
    const one = within(wizard.dialog).getByRole('group', { name: 'Division One' });
    expect(within(one).getAllByRole('combobox')).toHaveLength(4);
  });

  it('fills the venue’s other code, keeps one team per code, and sends the mappings', async () => {
    const wizard = await openWizard();
    await toPlaceholders(wizard);
    const premier = within(wizard.dialog).getByRole('group', { name: 'Premier' });
    const select = (code: string) => within(premier).getByRole('combobox', { name: `${code} in Premier` });
    await wizard.user.selectOptions(select('A'), 'Bell');
    expect(select('A')).toHaveDisplayValue('Bell');
    expect(select('D')).toHaveDisplayValue('Anchor');
    await wizard.user.selectOptions(select('B'), 'Crown');
    expect(within(select('C')).getByRole('option', { name: 'Crown — chosen for B' })).toBeDisabled();
    await wizard.user.selectOptions(select('B'), 'Automatic');
    expect(within(select('C')).getByRole('option', { name: 'Crown' })).toBeEnabled();
    await wizard.user.selectOptions(select('C'), 'Swan');

    await wizard.user.click(wizard.button('Propose fixtures'));
    await within(wizard.dialog).findByRole('heading', { name: /3\. Review/ });
    expect(wizard.server.requestsTo('/api/Template/Propose', 'POST')[0]!.body).toEqual({
      seasonId: wizard.league.current.id,
      templateId: wizard.fits.id,
      placeholderMappings: { A: wizard.byName('Bell').id, D: wizard.byName('Anchor').id, C: wizard.byName('Swan').id },
      weekday: weekdayOf(wizard.league.current.startDate.slice(0, 10)),
      skipDates: [],
    });
  });

  it('sends the league night and the dates to skip, and the review repeats them (issue #22)', async () => {
    const wizard = await openWizard();
    await toPlaceholders(wizard);
    const nights = within(wizard.dialog).getByRole('group', { name: 'League nights' });
    await wizard.user.selectOptions(within(nights).getByLabelText('League night'), 'Thursday');
    const skip = within(nights).getByLabelText('Date to skip');
    const add = within(nights).getByRole('button', { name: 'Skip this date' });
    await wizard.user.click(add);
    expect(within(nights).getByRole('alert')).toHaveTextContent('Enter a date to skip.');
    const { startDate, endDate } = wizard.league.current;
    const inSeason = (days: number) => addDays(startDate.slice(0, 10), days);
    const outside = addDays(endDate.slice(0, 10), 1);
    await wizard.user.type(skip, outside);
    await wizard.user.click(add);
    expect(within(nights).getByRole('alert')).toHaveTextContent(/^Pick a date in the season/);
    for (const date of [inSeason(30), inSeason(10), inSeason(20), inSeason(10)]) {
      await wizard.user.clear(skip);
      await wizard.user.type(skip, date);
      await wizard.user.click(add);
    }
    const listed = () =>
      within(within(nights).getByRole('list', { name: 'Skipped dates' }))
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent);
    const shown = (days: number) => formatCalendarDate(inSeason(days), { weekday: true, year: true });
    expect(listed()).toEqual([shown(10), shown(20), shown(30)]);
    await wizard.user.click(within(nights).getByRole('button', { name: `Remove ${shown(20)}` }));
    expect(listed()).toEqual([shown(10), shown(30)]);

    await wizard.user.click(wizard.button('Propose fixtures'));
    await within(wizard.dialog).findByRole('heading', { name: /3\. Review/ });
    expect(wizard.server.requestsTo('/api/Template/Propose', 'POST')[0]!.body).toMatchObject({
      weekday: 'Thursday',
      skipDates: [inSeason(10), inSeason(30)],
    });
    expect(
      within(wizard.dialog).getByText(`League night: Thursday. Skipped: ${shown(10)}, ${shown(30)}.`),
    ).toBeInTheDocument();
  });

  it('forgets the mappings when another template is picked', async () => {
    const wizard = await openWizard();
    await toPlaceholders(wizard);
    const select = () => within(wizard.dialog).getByRole('combobox', { name: 'B in Premier' });
    await wizard.user.selectOptions(select(), 'Crown');
    await wizard.user.click(wizard.button('Back'));
    await wizard.user.click(wizard.button('Next'));
    expect(select()).toHaveDisplayValue('Crown');
    await wizard.user.click(wizard.button('Back'));
    await wizard.user.click(within(wizard.dialog).getByRole('radio', { name: 'One division' }));
    await wizard.user.click(within(wizard.dialog).getByRole('radio', { name: 'Two fours' }));
    await wizard.user.click(wizard.button('Next'));
    expect(select()).toHaveDisplayValue('Automatic');
  });

  it("stays on the placeholders with 'Error saving proposal: {message}' when no proposal comes back", async () => {
    const wizard = await openWizard({
      'POST /api/Template/Propose': envelope(undefined, { errors: ['Template not found'] }),
    });
    await toPlaceholders(wizard);
    await wizard.user.click(wizard.button('Propose fixtures'));
    expect(await within(wizard.dialog).findByRole('alert')).toHaveTextContent(
      'Error saving proposal: Template not found',
    );
    expect(heading(wizard)).toHaveTextContent('2. Assign placeholders');
  });

  it('says what went wrong when the proposal call fails outright', async () => {
    const wizard = await openWizard({ 'POST /api/Template/Propose': reply(502, '<html>Bad gateway</html>') });
    await toPlaceholders(wizard);
    await wizard.user.click(wizard.button('Propose fixtures'));
    expect(await within(wizard.dialog).findByRole('alert')).toHaveTextContent(
      /^Error saving proposal: POST \/api\/Template\/Propose\/ returned 502/,
    );
  });
});

describe('the fixture creation wizard: review (spec 1 §4, §8)', () => {
  it('explains each code, then shows the weeks and their health, then what will be saved', async () => {
    const wizard = await openWizard();
    await toPlaceholders(wizard);
    await wizard.user.selectOptions(within(wizard.dialog).getByRole('combobox', { name: 'B in Premier' }), 'Crown');
    await wizard.user.click(wizard.button('Propose fixtures'));

    expect(await within(wizard.dialog).findByText('✔ Fixtures have been proposed')).toBeInTheDocument();
    const premier = within(wizard.dialog).getByRole('list', { name: 'Premier: placeholders' });
    const line = (code: string) => within(premier).getByText(code).closest('li');
    expect(line('B')).toHaveTextContent('Crown');
    expect(line('B')).toHaveTextContent('Chosen by you');
    expect(within(premier).getAllByText(/^Shares Pub with/)).toHaveLength(2);
    expect(wizard.button('Back')).toBeEnabled();

    await wizard.user.click(wizard.button('Next'));
    expect(heading(wizard)).toHaveTextContent('4. Review the proposed fixtures');
    const health = within(wizard.dialog).getByRole('region', { name: 'Health of the proposal' });
    expect(health).toHaveTextContent('Health of the proposal: Healthy');
    expect(health).toHaveTextContent('Checked 2 divisions');
    expect(within(wizard.dialog).getByText(/^Premier — 6 weeks, 12 fixtures/)).toBeInTheDocument();
    expect(within(wizard.dialog).getByText(/^Division One — 6 weeks, 6 fixtures/)).toBeInTheDocument();
    expect(within(wizard.dialog).getAllByText('Week 1 · Mon 1 Sep 2025')).toHaveLength(2);
    expect(within(wizard.dialog).getAllByText(/— bye/).length).toBeGreaterThan(0);

    await wizard.user.click(wizard.button('Next'));
    expect(heading(wizard)).toHaveTextContent('5. Confirm');
    expect(wizard.dialog).toHaveTextContent('18 fixtures will be saved');
    expect(wizard.dialog).toHaveTextContent('3 byes are not saved');
    await wizard.user.click(wizard.button('Back'));
    expect(heading(wizard)).toHaveTextContent('4. Review the proposed fixtures');
  });

  it('shows a proposal with problems as an issue, with its errors', async () => {
    const league = wizardLeague();
    const wizard = await openWizard(
      {
        'POST /api/Template/Propose': (request: FakeRequest) => {
          const answer = league.propose(request);
          return { ...answer, success: false, warnings: ['Could not create all fixtures/dates from the template'] };
        },
      },
      league,
    );
    await toPlaceholders(wizard);
    await wizard.user.click(wizard.button('Propose fixtures'));
    const outcome = await within(wizard.dialog).findByText('⚠ There was an issue proposing fixtures');
    expect(outcome.closest('.alert')).toHaveTextContent('Could not create all fixtures/dates from the template');
  });

  it('starts a long health result short, with Show all', async () => {
    const league = wizardLeague();
    const errors = Array.from({ length: 20 }, (_, i) => `Problem ${i + 1}`);
    const wizard = await openWizard(
      {
        'POST /api/Template/Propose': (request: FakeRequest) => {
          const answer = league.propose(request);
          const health = { success: false, errors, warnings: [], messages: [], checks: {} };
          return { ...answer, result: { ...answer.result!, proposalHealth: health } };
        },
      },
      league,
    );
    await toPlaceholders(wizard);
    await wizard.user.click(wizard.button('Propose fixtures'));
    await within(wizard.dialog).findByRole('heading', { name: /3\. Review/ });
    await wizard.user.click(wizard.button('Next'));
    const health = within(wizard.dialog).getByRole('region', { name: 'Health of the proposal' });
    expect(health).toHaveTextContent('Health of the proposal: Unhealthy');
    expect(within(health).getAllByRole('listitem')).toHaveLength(8);
    await wizard.user.click(within(health).getByRole('button', { name: 'Show all 20' }));
    expect(within(health).getAllByRole('listitem')).toHaveLength(20);
  });
});
