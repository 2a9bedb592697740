import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GameDto } from '@darts/contract';
import { envelope, reply } from '../../testing/fake-api';
import { aGame, aScoreCardLeague, aSinglesMatch, renderScoreCard } from './testing-render';

const admin = ['ManageScores', 'ManageGames', 'ManagePlayers'] as const;

/** The request body of the last PUT /api/Scores. */
const lastSave = (server: ReturnType<typeof renderScoreCard>['server'], id: string) =>
  server.requestsTo(`/api/Scores/${id}`, 'PUT').at(-1)?.body as Record<string, unknown> & {
    matches: GameDto['matches'];
  };

describe('score card: loading and errors', () => {
  it('says it is loading until the fixture arrives', async () => {
    const l = aScoreCardLeague();
    renderScoreCard(l, aGame(l), { routes: { '/api/Game/:id': () => new Promise(() => undefined) } });
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
  });

  it("says 'Game could not be found' for a 204, with a way home", async () => {
    const l = aScoreCardLeague();
    renderScoreCard(l, null);
    expect(await screen.findByText('Game could not be found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('shows the status and field errors of a refused read', async () => {
    const l = aScoreCardLeague();
    const problem = {
      type: 'validation',
      title: 'One or more validation errors occurred.',
      status: 400,
      errors: { id: ['The value is not valid.'] },
    };
    renderScoreCard(l, aGame(l), { routes: { '/api/Game/:id': reply(400, problem) } });
    expect(await screen.findByText('Error accessing fixture: Code: 400')).toBeInTheDocument();
    expect(screen.getByText('id: The value is not valid.')).toBeInTheDocument();
  });

  it('says when a team is missing, with a link back to the division fixtures', async () => {
    const l = aScoreCardLeague();
    renderScoreCard(l, aGame(l, { away: { id: '', name: '' } }));
    expect(await screen.findByText('Either home or away team are undefined for this game')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Premier fixtures' })).toHaveAttribute(
      'href',
      '/division/Premier/fixtures/Winter%202025',
    );
  });

  it('says the fixture data is not loaded when the league has no seasons', async () => {
    const l = aScoreCardLeague();
    renderScoreCard(l, aGame(l), { routes: { '/api/Season': [] } });
    expect(await screen.findByText('Unable to load score card, fixture data not loaded')).toBeInTheDocument();
  });
});

describe('score card: an admin edits and saves', () => {
  it('saves the players and scores with the loaded token, then shows what the server said', async () => {
    const l = aScoreCardLeague();
    const game = aGame(l);
    const { user, server } = renderScoreCard(l, game, {
      access: [...admin],
      routes: {
        [`PUT /api/Scores/${game.id}`]: (request: { body: unknown }) =>
          envelope(
            { ...game, ...(request.body as object), updated: '2025-11-21T10:00:00.0000000Z' },
            { messages: ['Scores updated'] },
          ),
      },
    });
    const home = await screen.findByRole('combobox', { name: 'Match 1 home player' });
    await user.selectOptions(home, 'Alice');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Match 1 away player' }), 'Sam');
    await user.type(screen.getByRole('spinbutton', { name: 'Match 1 home score' }), '3');
    await user.type(screen.getByRole('spinbutton', { name: 'Match 1 away score' }), '1');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(screen.getByText('Won')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Scores updated')).toBeInTheDocument();
    const body = lastSave(server, game.id);
    expect(body.lastUpdated).toBe(game.updated);
    expect(body.matches[0]).toMatchObject({
      homePlayers: [{ id: l.crownPlayers[0]!.id, name: 'Alice' }],
      awayPlayers: [{ id: l.swanPlayers[0]!.id, name: 'Sam' }],
      homeScore: 3,
      awayScore: 1,
    });
    expect(body.matches).toHaveLength(8);
    expect(body).not.toHaveProperty('homeSubmission');
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument());
  });

  it('caps a score at the legs to win and sets the other side when the two add up to more', async () => {
    const l = aScoreCardLeague();
    const { user } = renderScoreCard(l, aGame(l), { access: [...admin] });
    const home = await screen.findByRole('spinbutton', { name: 'Match 1 home score' });
    const away = screen.getByRole('spinbutton', { name: 'Match 1 away score' });
    await user.type(away, '3');
    await user.type(home, '3');
    expect(home).toHaveValue(3);
    expect(away).toHaveValue(2);
    await user.clear(home);
    await user.type(home, '9');
    // Best of 5: a side wins at 3 legs.
    expect(home).toHaveValue(3);
    expect(home).toHaveAttribute('max', '3');
    expect(away).toHaveValue(2);
    // Pairs are best of 3.
    const pairs = screen.getByRole('spinbutton', { name: 'Match 6 home score' });
    await user.type(pairs, '7');
    expect(pairs).toHaveValue(2);
  });

  it('will not pick a player twice in same-sized matches on one side, and says why', async () => {
    const l = aScoreCardLeague();
    const { user } = renderScoreCard(l, aGame(l), { access: [...admin] });
    await user.selectOptions(await pickerOffering('Match 1 home player', 'Alice'), 'Alice');
    const second = screen.getByRole('combobox', { name: 'Match 2 home player' });
    expect(within(second).getByRole('option', { name: 'Alice (playing in match 1)' })).toBeDisabled();
    // The away side and the pairs are separate.
    expect(
      within(screen.getByRole('combobox', { name: 'Match 6 home player 1' })).getByRole('option', { name: 'Alice' }),
    ).toBeEnabled();
    expect(
      within(screen.getByRole('combobox', { name: 'Match 2 away player' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).not.toContain('Alice (playing in match 1)');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Match 6 home player 1' }), 'Alice');
    expect(
      within(screen.getByRole('combobox', { name: 'Match 6 home player 2' })).getByRole('option', {
        name: 'Alice (already in this match)',
      }),
    ).toBeDisabled();
  });

  it('checks a hi-check before adding it', async () => {
    const l = aScoreCardLeague();
    const { user } = renderScoreCard(l, aGame(l, { matches: [aSinglesMatch(l, 0, 3, 1)] }), { access: [...admin] });
    const add = await screen.findByRole('button', { name: 'Add hi-check' });
    await user.click(add);
    expect(await screen.findByText('Ensure a player is selected first')).toBeInTheDocument();
    // Each problem follows what is picked and typed, without pressing Add again.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Hi-check player' }), 'Sam');
    expect(screen.queryByText('Ensure a player is selected first')).not.toBeInTheDocument();
    expect(screen.getByText('Enter the score first')).toBeInTheDocument();
    const score = screen.getByRole('spinbutton', { name: 'Hi-check score' });
    await user.type(score, '168');
    expect(screen.getByText('168 cannot be checked out with three darts')).toBeInTheDocument();
    await user.clear(score);
    await user.type(score, '171');
    expect(screen.getByText('171 is not a hi-check: enter a checkout from 100 to 170')).toBeInTheDocument();
    await user.clear(score);
    await user.type(score, '121');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(add);
    expect(await screen.findByRole('button', { name: 'Remove hi-check 121 by Sam' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add 180' }));
    expect(await screen.findByText('Ensure a player is selected first')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: '180 player' }), 'Alice');
    expect(screen.queryByText('Ensure a player is selected first')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add 180' }));
    await user.click(await screen.findByRole('button', { name: 'Remove 180 by Alice' }));
    expect(screen.queryByRole('button', { name: 'Remove 180 by Alice' })).not.toBeInTheDocument();
  });

  it('unpublishes without saving: everything is cleared and marked unsaved until Save', async () => {
    const l = aScoreCardLeague();
    const played = [aSinglesMatch(l, 0, 3, 1), aSinglesMatch(l, 1, 2, 3)];
    const game = aGame(l, {
      matches: played,
      resultsPublished: true,
      home: { id: l.crown.id, name: 'Crown', manOfTheMatch: l.crownPlayers[0]!.id },
      oneEighties: [{ id: l.crownPlayers[0]!.id, name: 'Alice' }],
      over100Checkouts: [{ id: l.swanPlayers[1]!.id, name: 'Tom', score: 120 }],
    });
    const withSubmission = { ...game, homeSubmission: aGame(l, { matches: played }) };
    const { user, server } = renderScoreCard(l, withSubmission, {
      access: [...admin],
      routes: { [`PUT /api/Scores/${game.id}`]: envelope(game, { messages: ['Scores updated'] }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Unpublish' }));
    expect(screen.getByText(/nothing is saved until you save/)).toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Match 1 home score' })).toHaveValue(null);
    expect(screen.getByRole('combobox', { name: 'Match 1 home player' })).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Remove 180 by Alice' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Crown man of the match' })).toHaveValue('');
    expect(server.requestsTo(`/api/Scores/${game.id}`, 'PUT')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Scores updated');
    const body = lastSave(server, game.id);
    expect(body.matches.every((m) => m.homePlayers.length === 0 && m.homeScore === undefined)).toBe(true);
    expect(body).toMatchObject({ oneEighties: [], over100Checkouts: [], resultsPublished: false });
    expect(body.home).not.toHaveProperty('manOfTheMatch');
  });

  it('asks before saving a date where a team already plays, as the fixtures tab does (issue #22)', async () => {
    const l = aScoreCardLeague();
    const game = aGame(l);
    const other = { id: 'f0000000-0000-4000-8000-000000000001', name: 'Bell' };
    const { user, server } = renderScoreCard(l, game, {
      access: [...admin],
      routes: {
        [`PUT /api/Scores/${game.id}`]: envelope(game, {
          messages: ['Scores updated'],
          warnings: ['Swan: Already playing against Bell'],
        }),
        'GET /api/Division/Data': {
          fixtures: [
            {
              date: '2025-11-27T00:00:00',
              fixtures: [
                {
                  id: 'f0000000-0000-4000-8000-000000000002',
                  homeTeam: other,
                  awayTeam: { id: l.swan.id, name: 'Swan' },
                  isKnockout: false,
                },
              ],
            },
          ],
        },
      },
    });
    fireEvent.change(await screen.findByLabelText('Date'), { target: { value: '2025-11-27' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const question = await screen.findByRole('dialog', { name: 'Move to a night a team already plays?' });
    expect(question).toHaveTextContent('Swan: Already playing against Bell');
    expect(server.requestsTo(`/api/Scores/${game.id}`, 'PUT')).toHaveLength(0);
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.requestsTo(`/api/Scores/${game.id}`, 'PUT')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: /already plays/ })).getByRole('button', { name: 'Save anyway' }),
    );
    await screen.findByText('Scores updated');
    expect(lastSave(server, game.id)).toMatchObject({ date: '2025-11-27T00:00:00' });
    expect(screen.getByText('Swan: Already playing against Bell')).toBeInTheDocument();
  });

  it('keeps what was typed when a save is refused, and shows why', async () => {
    const l = aScoreCardLeague();
    const game = aGame(l);
    const { user } = renderScoreCard(l, game, {
      access: [...admin],
      routes: {
        [`PUT /api/Scores/${game.id}`]: envelope(undefined, {
          errors: ['Match 1: both sides cannot win'],
          warnings: ['Careful'],
          messages: ['Nothing saved'],
        }),
      },
    });
    await user.type(await screen.findByRole('spinbutton', { name: 'Match 1 home score' }), '2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Could not save score' });
    expect(within(dialog).getByText('Match 1: both sides cannot win')).toHaveClass('text-danger-emphasis');
    expect(within(dialog).getByText('Careful')).toHaveClass('text-warning-emphasis');
    expect(within(dialog).getByText('Nothing saved')).toHaveClass('text-info-emphasis');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('spinbutton', { name: 'Match 1 home score' })).toHaveValue(2);
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('says clearly when someone else saved first, and reloads on request', async () => {
    const l = aScoreCardLeague();
    const game = aGame(l);
    let reads = 0;
    const { user } = renderScoreCard(l, game, {
      access: [...admin],
      routes: {
        '/api/Game/:id': () => {
          reads += 1;
          return reads === 1 ? game : { ...game, address: 'Swan Arms', updated: '2025-11-21T11:00:00.0000000Z' };
        },
        [`PUT /api/Scores/${game.id}`]: reply(
          409,
          envelope(undefined, {
            warnings: ['Unable to update Game, Sam updated it before you at 21 Nov 2025 11:00:00'],
          }),
        ),
      },
    });
    await user.type(await screen.findByRole('spinbutton', { name: 'Match 1 home score' }), '2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Could not save score' });
    expect(within(dialog).getByText(/Someone else saved this score card/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reload the saved card' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('Swan Arms'));
    expect(screen.getByRole('spinbutton', { name: 'Match 1 home score' })).toHaveValue(null);
  });

  it('resets every match to the knockout legs when Qualifier is switched on, and hides knockout triples', async () => {
    const l = aScoreCardLeague();
    const { user } = renderScoreCard(l, aGame(l), { access: [...admin] });
    expect(await screen.findByRole('heading', { name: /^Triples/ })).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Qualifier' }));
    expect(screen.queryByRole('heading', { name: /^Triples/ })).not.toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Match 1 home score' })).toHaveAttribute('max', '2');
  });
});

describe('score card: new players and scoring as you go', () => {
  it('creates a player from a slot and puts them in it', async () => {
    const l = aScoreCardLeague();
    const newcomer = {
      id: '5c000000-0000-4000-8000-000000000999',
      name: 'Nia',
      captain: false,
      updated: '2025-11-21T10:00:00Z',
    };
    const crownAfter = {
      ...l.crown,
      seasons: l.crown.seasons!.map((s) => ({ ...s, players: [...s.players, newcomer] })),
    };
    const path = `/api/Player/${l.division.id}/${l.season.id}/${l.crown.id}`;
    const { user, server } = renderScoreCard(l, aGame(l), {
      access: [...admin],
      routes: {
        [`POST ${path}`]: envelope(crownAfter, {
          messages: ['Player added to the Crown team for the Winter 2025 season'],
        }),
      },
    });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Match 3 home player' }), 'New player…');
    const dialog = await screen.findByRole('dialog', { name: 'New player for Crown' });
    await user.click(within(dialog).getByRole('button', { name: 'Add player' }));
    expect(await within(dialog).findByText('Player name cannot be empty')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Nia');
    await user.click(within(dialog).getByRole('button', { name: 'Add player' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.requestsTo(path, 'POST')[0]?.body).toEqual({ name: 'Nia' });
    expect(screen.getByRole('combobox', { name: 'Match 3 home player' })).toHaveValue(newcomer.id);
  });

  it("says 'Could not save data' when the player cannot be added, keeping the name typed", async () => {
    const l = aScoreCardLeague();
    const path = `/api/Player/${l.division.id}/${l.season.id}/${l.crown.id}`;
    const { user } = renderScoreCard(l, aGame(l), {
      access: [...admin],
      routes: {
        [`POST ${path}`]: { success: false, errors: ['Nia already plays for this team'], warnings: [], messages: [] },
      },
    });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Match 3 home player' }), 'New player…');
    const dialog = await screen.findByRole('dialog', { name: 'New player for Crown' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Nia');
    await user.click(within(dialog).getByRole('button', { name: 'Add player' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Could not save data');
    expect(alert).toHaveTextContent('Nia already plays for this team');
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Nia');
  });

  it('offers scoring once both sides have players, and puts the legs won on the card', async () => {
    const l = aScoreCardLeague();
    const sayg = {
      id: '5c000000-0000-4000-8000-000000000777',
      updated: '',
      yourName: 'Alice',
      opponentName: 'Sam',
      numberOfLegs: 5,
      startingScore: 501,
      homeScore: 3,
      awayScore: 1,
      legs: {},
    };
    const seen: string[] = [];
    const { user } = renderScoreCard(l, aGame(l), {
      access: [...admin, 'RecordScoresAsYouGo'],
      slots: {
        renderScoring: ({ homeName, awayName, matchOptions, onSaygChange, onClose }) => {
          seen.push(`${homeName} v ${awayName}, best of ${matchOptions.numberOfLegs}`);
          return (
            <button
              type="button"
              onClick={() => {
                onSaygChange(sayg, { home: 3, away: 1 });
                onClose();
              }}
            >
              Finish the match
            </button>
          );
        },
      },
    });
    await user.selectOptions(await pickerOffering('Match 1 home player', 'Alice'), 'Alice');
    expect(screen.queryByRole('button', { name: 'Score match 1' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Match 1 away player' }), 'Sam');
    await user.click(screen.getByRole('button', { name: 'Score match 1' }));
    expect(await screen.findByRole('dialog', { name: 'Match 1' })).toBeInTheDocument();
    expect(seen).toContain('Alice v Sam, best of 5');
    await user.click(screen.getByRole('button', { name: 'Finish the match' }));
    expect(screen.getByRole('spinbutton', { name: 'Match 1 home score' })).toHaveValue(3);
    expect(screen.getByRole('spinbutton', { name: 'Match 1 away score' })).toHaveValue(1);
  });
});

describe('score card: 180s and hi-checks thrown while scoring (issue #22)', () => {
  const leg = (home: number[], away: number[], checkout?: number) => ({
    startingScore: 501,
    home: {
      score: 0,
      noOfDarts: 0,
      throws: [...home, ...(checkout ? [checkout] : [])].map((score) => ({ score, noOfDarts: 3 })),
    },
    away: { score: 0, noOfDarts: 0, throws: away.map((score) => ({ score, noOfDarts: 3 })) },
    playerSequence: [{ value: 'home' as const }, { value: 'away' as const }],
  });
  const record = (legs: ReturnType<typeof leg>[]) => ({
    id: '5c000000-0000-4000-8000-000000000778',
    updated: '',
    yourName: 'Alice',
    opponentName: 'Sam',
    numberOfLegs: 5,
    startingScore: 501,
    homeScore: 0,
    awayScore: 0,
    legs: Object.fromEntries(legs.map((l, i) => [String(i), l])),
  });

  it('adds them for the thrower at once, takes an edited 180 back, and saves them with the card', async () => {
    const l = aScoreCardLeague();
    // Alice throws 180, 180 and checks out 141; Sam throws a 180 later edited to 140.
    const steps = [
      record([leg([180], [])]),
      record([leg([180], [180])]),
      record([leg([180, 180], [180, 26], 141)]),
      record([leg([180, 180], [140, 26], 141)]),
    ];
    const { user, server } = renderScoreCard(l, aGame(l), {
      access: [...admin, 'RecordScoresAsYouGo'],
      slots: {
        renderScoring: ({ onSaygChange }) => (
          <>
            {steps.map((step, i) => (
              <button key={i} type="button" onClick={() => onSaygChange(step, { home: 0, away: 0 })}>
                Step {i + 1}
              </button>
            ))}
          </>
        ),
      },
    });
    await user.selectOptions(await pickerOffering('Match 1 home player', 'Alice'), 'Alice');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Match 1 away player' }), 'Sam');
    await user.click(screen.getByRole('button', { name: 'Score match 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Match 1' });
    const removeButtons = (name: string) => screen.queryAllByRole('button', { name, hidden: true });

    await user.click(within(dialog).getByRole('button', { name: 'Step 1' }));
    expect(removeButtons('Remove 180 by Alice')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Step 2' }));
    expect(removeButtons('Remove 180 by Sam')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Step 3' }));
    expect(removeButtons('Remove 180 by Alice')).toHaveLength(2);
    expect(removeButtons('Remove hi-check 141 by Alice')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Step 4' }));
    expect(removeButtons('Remove 180 by Sam')).toHaveLength(0);
    expect(removeButtons('Remove 180 by Alice')).toHaveLength(2);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const game = aGame(l);
    await waitFor(() => expect(lastSave(server, game.id)).toBeDefined());
    const body = lastSave(server, game.id);
    const alice = { id: l.crownPlayers[0]!.id, name: 'Alice' };
    expect(body.oneEighties).toEqual([alice, alice]);
    expect(body.over100Checkouts).toEqual([{ ...alice, score: 141 }]);
  });
});

describe('score card: clerks and visitors', () => {
  it("lets a clerk pick only their own team's man of the match", async () => {
    const l = aScoreCardLeague();
    renderScoreCard(l, aGame(l, { matches: [aSinglesMatch(l, 0, 3, 1)] }), {
      access: ['InputResults'],
      teamId: l.swan.id,
    });
    expect(await screen.findByRole('combobox', { name: 'Swan man of the match' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Crown man of the match' })).not.toBeInTheDocument();
    expect(screen.getByText('n/a')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Fixture details' })).not.toBeInTheDocument();
  });

  // Issue #22: "entering the The Crown team's submission" read badly; the wording fits any name.
  it('tells a clerk whose submission they are entering, whatever the team is called', async () => {
    const l = aScoreCardLeague();
    const game = aGame(l, { away: { id: l.swan.id, name: 'The Swan' } });
    renderScoreCard(l, game, { access: ['InputResults'], teamId: l.swan.id });
    expect(
      await screen.findByText(/^You are entering the submission for The Swan\. It is published when/),
    ).toBeInTheDocument();
  });

  it('shows a clerk the published card read-only, with a note', async () => {
    const l = aScoreCardLeague();
    const played = aGame(l, { matches: [aSinglesMatch(l, 0, 3, 1)], resultsPublished: true });
    renderScoreCard(l, { ...played, awaySubmission: played }, { access: ['InputResults'], teamId: l.swan.id });
    expect(await screen.findByText(/has been published/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('shows visitors a clean result with links and no inputs', async () => {
    const l = aScoreCardLeague();
    const game = aGame(l, {
      matches: [aSinglesMatch(l, 0, 3, 1), aSinglesMatch(l, 1, 0, 3)],
      resultsPublished: true,
      home: { id: l.crown.id, name: 'Crown', manOfTheMatch: l.crownPlayers[0]!.id },
    });
    renderScoreCard(l, game);
    const singles = await screen.findByRole('table', { name: 'Singles' });
    expect(within(singles).getByRole('link', { name: 'Alice' })).toHaveAttribute(
      'href',
      '/division/Premier/player:Alice@Crown/Winter%202025',
    );
    expect(screen.getByRole('link', { name: 'Crown' })).toHaveAttribute(
      'href',
      '/division/Premier/team:Crown/Winter%202025',
    );
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByText('Crown man of the match').nextElementSibling).toHaveTextContent('Alice');
  });

  it("says 'No scores, yet' before any match has a score", async () => {
    const l = aScoreCardLeague();
    renderScoreCard(l, aGame(l));
    expect(await screen.findByText('No scores, yet')).toBeInTheDocument();
  });

  // Issue #25: the card, its result and the submissions comparison group matches by one rule
  // (matchGroupsOf), which puts a match past the eighth among the singles.
  const ninthMatch = (l: ReturnType<typeof aScoreCardLeague>) => {
    const empty = (index: number) => ({
      id: `5c000000-0000-4000-8000-0000000004${index}0`,
      homePlayers: [],
      awayPlayers: [],
    });
    return [aSinglesMatch(l, 0, 3, 1), ...[1, 2, 3, 4, 5, 6, 7].map(empty), aSinglesMatch(l, 5, 3, 0)];
  };

  it('shows visitors a match past the eighth among the singles', async () => {
    const l = aScoreCardLeague();
    renderScoreCard(l, aGame(l, { matches: ninthMatch(l), resultsPublished: true }));
    const singles = await screen.findByRole('table', { name: 'Singles' });
    expect(within(singles).getByRole('link', { name: 'Fred' })).toBeInTheDocument();
  });

  it('gives an admin a match past the eighth to edit among the singles', async () => {
    const l = aScoreCardLeague();
    renderScoreCard(l, aGame(l, { matches: ninthMatch(l) }), { access: [...admin] });
    const singles = await screen.findByRole('region', { name: /^Singles/ });
    expect(within(singles).getByRole('combobox', { name: 'Match 9 home player' })).toBeInTheDocument();
  });
});

/** A player picker once its team's players have loaded (the card can show before they arrive). */
async function pickerOffering(name: string, player: string): Promise<HTMLElement> {
  const picker = await screen.findByRole('combobox', { name });
  await within(picker).findByRole('option', { name: player });
  return picker;
}
