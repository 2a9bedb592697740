import { templateTexts, type EditTemplateDto, type TemplateDto } from '@darts/contract';
import { templateHealth, type SeasonTemplate } from '@darts/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { envelope, fakeApi, reply, type FakeRequest } from '../../testing/fake-api';
import { leagueRoutes, renderAt, renderApp } from '../../testing/render-app';
import { removeFixtureQuestion, removeWeekQuestion } from './week-editor';
import { conflictText, deleteQuestion } from './template-editor';
import { TemplatesAdmin } from './templates-admin';

/** A template from `'A-B C'` weeks (a code alone has a bye). */
function aTemplate(id: string, name: string, weeks: string[], shared: string[][] = []): TemplateDto {
  const template: SeasonTemplate = {
    sharedAddresses: [],
    divisions: [
      {
        sharedAddresses: shared,
        dates: weeks.map((line) => ({
          fixtures: line.split(' ').map((pair) => {
            const [home, away] = pair.split('-') as [string, string | undefined];
            return away ? { home, away } : { home };
          }),
        })),
      },
    ],
  };
  return {
    id,
    name,
    description: `${name} description`,
    updated: '2026-01-01T00:00:00.0000000Z',
    ...template,
    templateHealth: templateHealth(template),
  };
}

const twoTeams = () => aTemplate('t-1', 'Two teams', ['A-B', 'B-A']);
/** The domain's double round robin of four teams, A and D sharing a venue. */
const fourTeams = () =>
  aTemplate('t-2', 'Four teams', ['A-D B-C', 'D-B C-A', 'C-D A-B', 'D-C B-A', 'B-D A-C', 'D-A C-B'], [['A', 'D']]);

/** Where the app is, so a test can see `?select=`. */
function Address() {
  return <output aria-label="Address">{useLocation().search}</output>;
}

/**
 * The Templates screen at `url` over a server that keeps templates: PUT creates or updates (409 on a
 * stale `lastUpdated`, as the real server), DELETE removes, Health runs the domain's template health.
 */
function renderTemplates(
  initial: TemplateDto[],
  url = '/admin/templates',
  options: { stale?: boolean; deleted?: TemplateDto[] } = {},
) {
  let templates = initial;
  let next = 1;
  const server = fakeApi({
    'GET /api/Template': () => templates,
    // By id, a deleted template is still read, with `deleted` set; an unknown id is a 204.
    'GET /api/Template/:id': (call: FakeRequest) =>
      [...templates, ...(options.deleted ?? [])].find((t) => t.id === call.path.split('/').pop()) ?? null,
    'PUT /api/Template': (call: FakeRequest) => {
      const body = call.body as EditTemplateDto;
      const existing = templates.find((t) => t.id === body.id);
      if (existing && (options.stale || body.lastUpdated !== existing.updated)) {
        return reply(
          409,
          envelope(undefined, {
            warnings: ['Unable to update Template, Sam updated it before you at 2 Jan 2026 10:00:00'],
          }),
        );
      }
      const saved: TemplateDto = {
        id: existing?.id ?? `new-${next++}`,
        name: body.name,
        ...(body.description ? { description: body.description } : {}),
        sharedAddresses: body.sharedAddresses ?? [],
        divisions: (body.divisions ?? []) as TemplateDto['divisions'],
        updated: `2026-02-0${next}T00:00:00.0000000Z`,
      };
      templates = existing ? templates.map((t) => (t.id === saved.id ? saved : t)) : [...templates, saved];
      return envelope(saved, { messages: [templateTexts.updated] });
    },
    'DELETE /api/Template/:id': (call: FakeRequest) => {
      const id = call.path.split('/').pop();
      const found = templates.find((t) => t.id === id);
      templates = templates.filter((t) => t.id !== id);
      return found
        ? envelope(found, { messages: [templateTexts.deleted] })
        : envelope(undefined, { errors: [templateTexts.notFound] });
    },
    'POST /api/Template/Health': (call: FakeRequest) => envelope(templateHealth(call.body as SeasonTemplate)),
  });
  renderAt(
    <>
      <TemplatesAdmin />
      <Address />
    </>,
    { path: '/admin/templates', url },
  );
  return { server, user: userEvent.setup() };
}

const address = () => screen.getByRole('status', { name: 'Address' }).textContent;
const saveButton = () => screen.getByRole('button', { name: 'Save' });

describe('templates admin', () => {
  it('lists the templates with their health and opens the one in ?select=', async () => {
    renderTemplates([twoTeams(), aTemplate('t-3', 'Broken', ['A-A'])], '/admin/templates?select=t-1');
    expect(await screen.findByRole('heading', { name: 'Two teams', level: 2 })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Two teams');
    expect(screen.getByLabelText('Week 2 fixture 1 home code')).toHaveValue('B');
    const list = screen.getByRole('navigation', { name: 'Templates' });
    expect(within(list).getByRole('link', { name: /Two teams/ })).toHaveAttribute('aria-current', 'page');
    expect(within(list).getByRole('link', { name: /Two teams/ })).toHaveTextContent('Healthy');
    expect(within(list).getByRole('link', { name: /Broken/ })).toHaveTextContent('Unhealthy');
  });

  it('offers a way straight to the health, which a phone shows after every week', async () => {
    renderTemplates([twoTeams()], '/admin/templates?select=t-1');
    const jump = await screen.findByRole('link', { name: 'Jump to template health' });
    expect(jump).toHaveAttribute('href', '#template-health-heading');
    expect(document.getElementById('template-health-heading')).toHaveTextContent('Template health');
  });

  it('choosing a template puts its id in the address', async () => {
    const { user } = renderTemplates([twoTeams(), fourTeams()]);
    expect(await screen.findByText('Pick a template to edit, or start a new one.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /Four teams/ }));
    expect(address()).toBe('?select=t-2');
    expect(await screen.findByRole('heading', { name: 'Four teams', level: 2 })).toBeInTheDocument();
    expect(screen.getByLabelText('Shared address 1 code 2')).toHaveValue('D');
  });

  it('says when the template in the address was deleted, when and by whom, with nothing to edit', async () => {
    const gone = { ...fourTeams(), deleted: '2026-03-04T10:15:00.0000000Z', remover: 'Sam Secretary' };
    renderTemplates([twoTeams()], '/admin/templates?select=t-2', { deleted: [gone] });
    expect(
      await screen.findByRole('heading', { name: 'The template Four teams was deleted', level: 2 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^Deleted 4 Mar 2026, \d\d:15:00 by Sam Secretary\. It can no longer be changed\.$/),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('says when the template in the address is not there', async () => {
    renderTemplates([twoTeams()], '/admin/templates?select=gone');
    expect(await screen.findByRole('alert')).toHaveTextContent(templateTexts.notFound);
    expect(screen.getByRole('link', { name: /Two teams/ })).toBeInTheDocument();
  });

  it('shows a failed load with a way to try again', async () => {
    let fail = true;
    fakeApi({ 'GET /api/Template': () => (fail ? reply(500, 'database down') : [twoTeams()]) });
    renderAt(<TemplatesAdmin />, { path: '/admin/templates' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load templates');
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Two teams/ })).toBeInTheDocument();
  });

  it('offers the generator when there are no templates, which fills the editor for saving', async () => {
    const { server, user } = renderTemplates([]);
    expect(await screen.findByRole('heading', { name: 'No templates yet' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Generate a double round robin' });
    await user.clear(within(form).getByLabelText('Teams per division'));
    await user.type(within(form).getByLabelText('Teams per division'), '6');
    await user.clear(within(form).getByLabelText('Divisions'));
    await user.type(within(form).getByLabelText('Divisions'), '4');
    await user.clear(within(form).getByLabelText('Shared-venue pairs'));
    await user.type(within(form).getByLabelText('Shared-venue pairs'), '2');
    await user.click(within(form).getByRole('button', { name: 'Generate' }));

    const name = 'Double round robin, 6 teams, 4 divisions, 2 shared venues';
    expect(screen.getByLabelText('Name')).toHaveValue(name);
    expect(screen.getByRole('button', { name: 'Division 4' })).toBeInTheDocument();
    expect(screen.getByLabelText('Week 10 fixture 3 home code')).not.toHaveValue('');
    expect(screen.queryByLabelText('Week 11 fixture 1 home code')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Shared address 2 code 1')).not.toHaveValue('');
    const health = screen.getByRole('region', { name: /Template health/ });
    expect(await within(health).findByText('Healthy')).toBeInTheDocument();
    expect(server.requestsTo('/api/Template', 'PUT')).toHaveLength(0);

    await user.click(saveButton());
    expect(await screen.findByText(templateTexts.updated)).toBeInTheDocument();
    const sent = server.requestsTo('/api/Template', 'PUT')[0]!.body as EditTemplateDto;
    expect(sent.name).toBe(name);
    expect(sent.divisions).toHaveLength(4);
    expect(sent).not.toHaveProperty('id');
    await waitFor(() => expect(address()).toBe('?select=new-1'));
    expect(screen.getByRole('link', { name: new RegExp(name) })).toHaveAttribute('aria-current', 'page');
  });

  it('refuses a generator value out of range without generating', async () => {
    const { user } = renderTemplates([]);
    const form = await screen.findByRole('form', { name: 'Generate a double round robin' });
    await user.clear(within(form).getByLabelText('Teams per division'));
    await user.type(within(form).getByLabelText('Teams per division'), '1');
    await user.click(within(form).getByRole('button', { name: 'Generate' }));
    expect(within(form).getByLabelText('Teams per division')).toHaveAccessibleDescription(
      /Enter a number of teams from 2 to 52/,
    );
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
  });

  it('disables Save while the JSON is not valid, showing why', async () => {
    const { server, user } = renderTemplates([twoTeams()], '/admin/templates?select=t-1');
    await screen.findByLabelText('Name');
    await user.click(screen.getByRole('button', { name: 'JSON' }));
    const json = screen.getByLabelText('Template JSON');
    await user.type(json, '{{');
    expect(saveButton()).toBeDisabled();
    expect(json).toHaveAccessibleDescription(/This is not valid JSON/);
    expect(screen.getByRole('button', { name: 'Visual' })).toBeDisabled();
    await user.clear(json);
    await user.click(json);
    await user.paste('{"name": "Pasted", "divisions": []}');
    expect(saveButton()).toBeEnabled();
    expect(json).not.toHaveAttribute('aria-invalid');
    expect(server.requestsTo('/api/Template', 'PUT')).toHaveLength(0);
  });

  it('keeps edits when switching between the visual and the JSON editor', async () => {
    const { user } = renderTemplates([twoTeams()], '/admin/templates?select=t-1');
    const home = await screen.findByLabelText('Week 1 fixture 1 home code');
    await user.clear(home);
    await user.type(home, 'Z');
    await user.click(screen.getByRole('button', { name: 'JSON' }));
    const json = screen.getByLabelText<HTMLTextAreaElement>('Template JSON');
    expect(json.value).toContain('{ "home": "Z", "away": "B" }');

    await user.clear(json);
    await user.click(json);
    const edited = JSON.stringify({
      name: 'Renamed',
      sharedAddresses: [],
      divisions: [{ sharedAddresses: [['Z', 'B']], dates: [{ fixtures: [{ home: 'Z' }, { home: 'B', away: 'Q' }] }] }],
    });
    await user.paste(edited);
    await user.click(screen.getByRole('button', { name: 'Visual' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Renamed');
    expect(screen.getByLabelText('Week 1 fixture 1 away code')).toHaveValue('');
    expect(screen.getByLabelText('Week 1 fixture 2 away code')).toHaveValue('Q');
    expect(screen.getByLabelText('Shared address 1 code 1')).toHaveValue('Z');
    expect(screen.queryByLabelText('Week 2 fixture 1 home code')).not.toBeInTheDocument();
  });

  it('shows the texts of spec 1 §5 beside the fields, and drops each once it is right', async () => {
    const { server, user } = renderTemplates([twoTeams()], '/admin/templates?select=t-1');
    const home = await screen.findByLabelText('Week 2 fixture 1 home code');
    await user.clear(home);
    expect(home).toHaveAccessibleDescription(templateTexts.enterHomeTeam);
    await user.click(screen.getByRole('button', { name: 'Add shared address' }));
    const code = screen.getByLabelText('Shared address 1 code 2');
    expect(code).toHaveAccessibleDescription(templateTexts.enterCode);

    await user.click(saveButton());
    expect(screen.getByRole('alert')).toHaveTextContent('3 problems to fix before saving');
    expect(screen.getByLabelText('Shared address 1 code 1')).toHaveFocus();
    expect(server.requestsTo('/api/Template', 'PUT')).toHaveLength(0);

    await user.type(home, 'B');
    expect(home).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(templateTexts.enterHomeTeam)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Shared address 1 code 1'), 'A');
    await user.type(code, 'B');
    expect(screen.queryByText(templateTexts.enterCode)).not.toBeInTheDocument();
    const health = screen.getByRole('region', { name: /Template health/ });
    expect(await within(health).findByText('Healthy')).toBeInTheDocument();
  });

  it('asks before removing a fixture from a week (spec 1 §5)', async () => {
    const { user } = renderTemplates([fourTeams()], '/admin/templates?select=t-2');
    const home = await screen.findByLabelText<HTMLInputElement>('Week 6 fixture 1 home code');
    const away = screen.getByLabelText<HTMLInputElement>('Week 6 fixture 1 away code');
    const question = removeFixtureQuestion('Week 6 fixture 1', home.value, away.value);
    const homes = () => screen.getAllByLabelText(/^Week 6 fixture \d+ home code$/).length;
    const before = homes();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await user.click(screen.getByRole('button', { name: 'Remove Week 6 fixture 1' }));
    expect(confirm).toHaveBeenCalledWith(question);
    expect(homes()).toBe(before);
    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Remove Week 6 fixture 1' }));
    expect(homes()).toBe(before - 1);
  });

  it('asks before removing a week that has fixtures', async () => {
    const { user } = renderTemplates([fourTeams()], '/admin/templates?select=t-2');
    await screen.findByLabelText('Week 6 fixture 1 home code');
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await user.click(screen.getByRole('button', { name: 'Remove week 6' }));
    expect(confirm).toHaveBeenCalledWith(removeWeekQuestion(6, 2));
    expect(screen.getByLabelText('Week 6 fixture 1 home code')).toBeInTheDocument();
    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Remove week 6' }));
    expect(screen.queryByLabelText('Week 6 fixture 1 home code')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add week' }));
    expect(screen.getByRole('group', { name: 'Week 6' })).toHaveTextContent('No fixtures this week.');
    confirm.mockClear();
    await user.click(screen.getByRole('button', { name: 'Remove week 6' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('group', { name: 'Week 6' })).not.toBeInTheDocument();
  });

  it('shows the live health of the edits: a shared venue used twice in a week', async () => {
    const { server, user } = renderTemplates([fourTeams()], '/admin/templates?select=t-2');
    const health = await screen.findByRole('region', { name: /Template health/ });
    expect(await within(health).findByText('Healthy')).toBeInTheDocument();
    // Week 1 is A v D and B v C: once A and B share a venue, it hosts twice.
    const code = screen.getByLabelText('Shared address 1 code 2');
    await user.clear(code);
    await user.type(code, 'B');
    expect(await within(health).findByText('Unhealthy')).toBeInTheDocument();
    expect(
      within(health).getByText(
        'the Division 1 venue shared by A, B hosts 2 fixtures in week 1 (Division 1: A v D; Division 1: B v C)',
      ),
    ).toHaveClass('text-danger-emphasis');
    expect(within(health).getByText('Venues do not have multiple fixtures on the same date')).toBeInTheDocument();
    // Typing is debounced: the cleared code was never sent, and neither was each key.
    expect(server.requestsTo('/api/Template/Health', 'POST')).toHaveLength(2);
  });

  it('saves with the token it was loaded with, and keeps the edits when someone saved first', async () => {
    const { server, user } = renderTemplates([twoTeams()], '/admin/templates?select=t-1', { stale: true });
    const name = await screen.findByLabelText('Name');
    await user.type(name, ' (mine)');
    await user.click(saveButton());
    const dialog = await screen.findByRole('dialog', { name: 'Could not save template' });
    expect(dialog).toHaveTextContent(conflictText);
    expect(dialog).toHaveTextContent('Sam updated it before you');
    expect((server.requestsTo('/api/Template', 'PUT')[0]!.body as EditTemplateDto).lastUpdated).toBe(
      twoTeams().updated,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep my changes' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Two teams (mine)');
  });

  it('saves an edit and shows Template updated', async () => {
    const { server, user } = renderTemplates([twoTeams()], '/admin/templates?select=t-1');
    const away = await screen.findByLabelText('Week 1 fixture 1 away code');
    await user.clear(away);
    await user.click(saveButton());
    expect(await screen.findByText(templateTexts.updated)).toBeInTheDocument();
    const sent = server.requestsTo('/api/Template', 'PUT')[0]!.body as EditTemplateDto;
    expect(sent).toMatchObject({ id: 't-1', lastUpdated: twoTeams().updated });
    expect(sent).toMatchObject({ divisions: [{ dates: [{ fixtures: [{ home: 'A' }] }, {}] }] });
    expect(JSON.stringify(sent)).not.toContain('"away":""');
  });

  it('deletes a template only after asking', async () => {
    const { server, user } = renderTemplates([twoTeams(), fourTeams()], '/admin/templates?select=t-1');
    await screen.findByLabelText('Name');
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith(deleteQuestion('Two teams'));
    expect(server.requestsTo('/api/Template/t-1', 'DELETE')).toHaveLength(0);

    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(templateTexts.deleted)).toBeInTheDocument();
    expect(server.requestsTo('/api/Template/t-1', 'DELETE')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: /Two teams/ })).not.toBeInTheDocument();
    // The address changes in a router transition, which may land a render after the notice.
    await waitFor(() => expect(address()).toBe(''));
  });

  it('asks before leaving unsaved changes for another template', async () => {
    const { user } = renderTemplates([twoTeams(), fourTeams()], '/admin/templates?select=t-1');
    await user.type(await screen.findByLabelText('Name'), '!');
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await user.click(screen.getByRole('link', { name: /Four teams/ }));
    expect(confirm).toHaveBeenCalled();
    expect(address()).toBe('?select=t-1');
    expect(screen.getByLabelText('Name')).toHaveValue('Two teams!');
  });

  it("is the admin page's Templates tab for ManageSeasonTemplates, titled by it", async () => {
    renderApp('/admin/templates?select=t-1', {
      routes: leagueRoutes({
        '/api/Account': {
          name: 'Tess Templates',
          givenName: 'Tess',
          emailAddress: 'tess@example.org',
          accessLevels: { ManageSeasonTemplates: {} },
          transient: false,
        },
        'GET /api/Template': [twoTeams()],
        'POST /api/Template/Health': (call: FakeRequest) => envelope(templateHealth(call.body as SeasonTemplate)),
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Two teams', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Templates' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toBe('Templates – Admin – Riverside Darts League'));
  });
});
