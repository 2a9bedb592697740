import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EditTournamentGameDto, PatchTournamentDto, TournamentGameDto, TournamentMatchDto } from '@darts/contract';
import { envelope, type FakeRequest } from '../../testing/fake-api';
import { saveFirstReasons } from './loaded-tournament';
import type { SingleRoundSlotProps, TournamentScoringSlotProps } from './slots';
import { aTournament, heldPoll, renderTournament, someSides, tid } from './testing-tournament';

const scorer = ['EnterTournamentResults', 'RecordScoresAsYouGo'] as const;
const [alice, bob, carol, dan] = someSides(['Alice', 'Bob', 'Carol', 'Dan']) as [
  ReturnType<typeof someSides>[number],
  ReturnType<typeof someSides>[number],
  ReturnType<typeof someSides>[number],
  ReturnType<typeof someSides>[number],
];

/** Four sides with a saved draw: semi-finals (the first decided), then the final. */
function aSavedKnockout(
  final: Partial<TournamentMatchDto> = {},
  secondSemi: Partial<TournamentMatchDto> = {},
): TournamentGameDto {
  return aTournament({
    sides: [alice, bob, carol, dan],
    round: {
      id: tid(10),
      sides: [],
      matches: [
        { id: tid(11), sideA: alice, sideB: bob, scoreA: 3, scoreB: 1 },
        { id: tid(12), sideA: carol, sideB: dan, ...secondSemi },
      ],
      matchOptions: [{ numberOfLegs: 5 }, { numberOfLegs: 5 }],
      nextRound: {
        id: tid(20),
        sides: [],
        matches: [{ id: tid(21), sideA: alice, ...final }],
        matchOptions: [{ numberOfLegs: 5 }],
      },
    },
  });
}

/** The route's scoring screen, as the page sees it: its props, and a leg won. */
function ScoringStub(props: TournamentScoringSlotProps) {
  return (
    <div>
      <p>
        Scoring {props.sideAName} v {props.sideBName}, record {props.saygId}, {props.firstThrower} first, best of{' '}
        {props.numberOfLegs} from {props.startingScore}
      </p>
      <button type="button" onClick={() => props.onLegsWon({ home: 3, away: 1 })}>
        Finish the match
      </button>
      <button
        type="button"
        onClick={() =>
          props.onAccolades([
            { type: 'one-eighty', side: 'home', change: 'add' },
            { type: 'hi-check', side: 'away', score: 141, change: 'add' },
          ])
        }
      >
        Throw a 180 and a 141 checkout
      </button>
      <button type="button" onClick={() => props.onAccolades([{ type: 'one-eighty', side: 'home', change: 'remove' }])}>
        Edit the 180 away
      </button>
    </div>
  );
}

const slots = { renderScoring: (props: TournamentScoringSlotProps) => <ScoringStub {...props} /> };
/** The entries listed in the 180s or Hi-checks box, without their remove buttons' text. */
const entries = (box: string) =>
  within(screen.getByRole('region', { name: box }))
    .queryAllByRole('listitem')
    .map((li) => li.firstChild?.textContent?.trim());
const card = (n: number) =>
  within(screen.getByRole('region', { name: 'Bracket' })).getByRole('article', { name: `Match ${n}` });

describe("'Start scoring' (spec 2 §4, §5; contract §19.4)", () => {
  it('offers a superleague match to editors with RecordScoresAsYouGo only (spec 2 §6)', async () => {
    const singleRound = {
      ...slots,
      renderSingleRound: ({ draft, onStartScoring }: SingleRoundSlotProps) =>
        onStartScoring ? (
          <button type="button" onClick={() => onStartScoring(draft.round!.matches[0]!.id)}>
            Start scoring match 1
          </button>
        ) : (
          <p>Read the draw</p>
        ),
    };
    const evening = aSavedKnockout();
    const tournament = { ...evening, singleRound: true, host: 'Crown', opponent: 'Swan' };
    const editor = renderTournament(tournament, { access: ['EnterTournamentResults'], slots: singleRound });
    expect(await screen.findByText('Read the draw')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start scoring match 1' })).not.toBeInTheDocument();
    expect(editor.server.requestsTo(`/api/Tournament/${tid(1)}`, 'POST')).toHaveLength(0);
    editor.unmount();

    renderTournament(tournament, { access: [...scorer], slots: singleRound });
    expect(await screen.findByRole('button', { name: 'Start scoring match 1' })).toBeInTheDocument();
  });

  it("asks for a save first for a drawn match the server does not know ('Save the tournament first')", async () => {
    const { user, server } = renderTournament(aTournament(), { access: [...scorer], slots });
    await user.click(await screen.findByRole('button', { name: 'Start scoring match 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save the tournament first' });
    // The page's own check says why; it never blames the server.
    expect(dialog).toHaveTextContent(saveFirstReasons.drawNotSaved);
    expect(dialog).not.toHaveTextContent(/server/i);
    expect(server.requestsTo(`/api/Tournament/${tid(1)}`, 'POST')).toHaveLength(0);
  });

  it('saves the drawn bracket with the tournament, so Start scoring works straight after the save', async () => {
    const eight = someSides(['Alice', 'Bob', 'Carol', 'Dan', 'Eve', 'Fred', 'Gail', 'Hal']);
    let saved: TournamentGameDto | undefined;
    const { user, server } = renderTournament(aTournament({ sides: eight }), {
      access: [...scorer],
      slots,
      routes: {
        'PUT /api/Tournament': (request: FakeRequest) => {
          const { lastUpdated: _token, ...rest } = request.body as EditTournamentGameDto;
          saved = { ...(rest as TournamentGameDto), updated: '2025-11-21T21:00:00.0000000Z' };
          return envelope(saved, { messages: ['TournamentGame updated'] });
        },
        [`POST /api/Tournament/${tid(1)}`]: (request: FakeRequest) => {
          const { matchId } = request.body as { matchId: string };
          const round = saved!.round!;
          const matches = round.matches.map((m) => (m.id === matchId ? { ...m, saygId: tid(700) } : m));
          return envelope({ ...saved!, round: { ...round, matches }, updated: '2025-11-21T21:01:00.0000000Z' });
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Tournament saved')).toBeInTheDocument();
    const sent = server.requestsTo('/api/Tournament', 'PUT')[0]?.body as EditTournamentGameDto;
    expect(sent.round?.matches.map((m) => [m.sideA?.name, m.sideB?.name])).toEqual([
      ['Alice', 'Bob'],
      ['Carol', 'Dan'],
      ['Eve', 'Fred'],
      ['Gail', 'Hal'],
    ]);
    expect(sent.round?.matches.every((m) => !m.id?.startsWith('drawn-'))).toBe(true);
    expect(sent.round?.nextRound?.nextRound?.matches).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Start scoring match 1' }));
    expect(await screen.findByRole('dialog', { name: 'Alice v Bob' })).toHaveTextContent(`record ${tid(700)}`);
    expect(server.requestsTo(`/api/Tournament/${tid(1)}`, 'POST')[0]?.body).toMatchObject({
      matchId: sent.round?.matches[0]?.id,
    });
  });

  it('asks for a save first while the tournament has unsaved changes and the match has no record', async () => {
    const { user, server } = renderTournament(aSavedKnockout(), { access: [...scorer], slots });
    await user.click(await screen.findByRole('button', { name: 'Edit match 1' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Side B score' }), '2');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Start scoring match 2' }));
    expect(await screen.findByRole('dialog', { name: 'Save the tournament first' })).toBeInTheDocument();
    expect(server.requestsTo(`/api/Tournament/${tid(1)}`, 'POST')).toHaveLength(0);
  });

  it('is not offered for a decided match without a record; it is for undecided ones and to reopen a record', async () => {
    // Match 1 is 3-1 with no leg-by-leg record; match 2 is undecided.
    const first = renderTournament(aSavedKnockout(), { access: [...scorer], slots });
    await screen.findByRole('region', { name: 'Bracket' });
    expect(within(card(1)).getByRole('button', { name: 'Edit match 1' })).toBeInTheDocument();
    expect(within(card(1)).queryByRole('button', { name: 'Start scoring match 1' })).not.toBeInTheDocument();
    expect(within(card(2)).getByRole('button', { name: 'Start scoring match 2' })).toBeInTheDocument();
    first.unmount();

    // Match 2 is won 3-0 without a record; the final is won with one: it can be reopened.
    renderTournament(
      aSavedKnockout({ sideB: carol, saygId: tid(600), scoreA: 3, scoreB: 0 }, { scoreA: 3, scoreB: 0 }),
      {
        access: [...scorer],
        slots,
      },
    );
    await screen.findByRole('region', { name: 'Bracket' });
    expect(within(card(2)).queryByRole('button', { name: 'Start scoring match 2' })).not.toBeInTheDocument();
    expect(within(card(3)).getByRole('button', { name: 'Start scoring match 3' })).toBeInTheDocument();
  });

  it('creates the match record, then opens scoring with the first thrower by row', async () => {
    const withRecord = aSavedKnockout({}, { saygId: tid(500) });
    const { user, server } = renderTournament(aSavedKnockout(), {
      access: [...scorer],
      slots,
      routes: { [`POST /api/Tournament/${tid(1)}`]: envelope({ ...withRecord, updated: '2025-11-21T21:00:00Z' }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Start scoring match 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Carol v Dan' });
    // The second row of its round: away throws first.
    expect(dialog).toHaveTextContent(`Scoring Carol v Dan, record ${tid(500)}, away first, best of 5 from 501`);
    expect(server.requestsTo(`/api/Tournament/${tid(1)}`, 'POST')[0]?.body).toEqual({
      matchId: tid(12),
      matchOptions: { numberOfLegs: 5, startingScore: 501 },
    });
  });

  it("says 'Could not create sayg session' when the server refuses the record", async () => {
    const { user } = renderTournament(aSavedKnockout(), {
      access: [...scorer],
      slots,
      routes: {
        [`POST /api/Tournament/${tid(1)}`]: envelope(undefined, { errors: ['Match does not have both sides set'] }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Start scoring match 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Could not create sayg session' });
    expect(dialog).toHaveTextContent('Match does not have both sides set');
  });

  it("sends the legs won down the round chain (PATCH) and shows the server's copy", async () => {
    const tournament = aSavedKnockout({ sideB: carol, saygId: tid(600) }, { scoreA: 3, scoreB: 0 });
    const patched = aSavedKnockout({ sideB: carol, saygId: tid(600), scoreA: 3, scoreB: 1 }, { scoreA: 3, scoreB: 0 });
    const { user, server } = renderTournament(tournament, {
      access: [...scorer],
      slots,
      routes: {
        [`PATCH /api/Tournament/${tid(1)}`]: envelope(
          { ...patched, updated: '2025-11-21T21:00:00Z' },
          { messages: ['Match updated'] },
        ),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Start scoring match 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alice v Carol' });
    expect(dialog).toHaveTextContent('home first');
    await user.click(within(dialog).getByRole('button', { name: 'Finish the match' }));
    await waitFor(() => expect(server.requestsTo(`/api/Tournament/${tid(1)}`, 'PATCH')).toHaveLength(1));
    expect(server.requestsTo(`/api/Tournament/${tid(1)}`, 'PATCH')[0]?.body).toEqual({
      round: { nextRound: { match: { sideA: alice.id, sideB: carol.id, scoreA: 3, scoreB: 1 } } },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(
      within(card(3))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Alice3 (winner)', 'Carol1']);
    expect(screen.getByRole('region', { name: 'Venue winner' })).toHaveTextContent('Alice');
    // The server moves winners on: the page takes its answer and sends no PUT of its own.
    expect(server.requestsTo('/api/Tournament', 'PUT')).toHaveLength(0);
  });

  it('adds the 180s and hi-checks thrown at once (PATCH) and takes one back when a throw is edited', async () => {
    const tournament = aSavedKnockout({ sideB: carol, saygId: tid(600) }, { scoreA: 3, scoreB: 0 });
    let current: TournamentGameDto = tournament;
    let version = 0;
    const answer = (next: TournamentGameDto, messages: string[]) => {
      version += 1;
      current = { ...next, updated: `2025-11-21T21:0${version}:00.0000000Z` };
      return envelope(current, { messages });
    };
    const { user, server } = renderTournament(tournament, {
      access: [...scorer],
      slots,
      routes: {
        [`PATCH /api/Tournament/${tid(1)}`]: (request: FakeRequest) => {
          const body = request.body as PatchTournamentDto;
          if (body.additional180)
            return answer({ ...current, oneEighties: [...current.oneEighties, body.additional180 as never] }, [
              '180 added',
            ]);
          const hiCheck = body.additionalOver100Checkout!;
          return answer({ ...current, over100Checkouts: [...current.over100Checkouts, hiCheck as never] }, [
            'hi-check added',
          ]);
        },
        'PUT /api/Tournament': (request: FakeRequest) => {
          const { lastUpdated, ...rest } = request.body as EditTournamentGameDto;
          expect(lastUpdated).toBe(current.updated);
          return answer(rest as TournamentGameDto, ['TournamentGame updated']);
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Start scoring match 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alice v Carol' });
    await user.click(within(dialog).getByRole('button', { name: 'Throw a 180 and a 141 checkout' }));
    await waitFor(() => expect(server.requestsTo(`/api/Tournament/${tid(1)}`, 'PATCH')).toHaveLength(2));
    expect(server.requestsTo(`/api/Tournament/${tid(1)}`, 'PATCH').map((r) => r.body)).toEqual([
      { additional180: { id: alice.players[0]!.id, name: 'Alice' } },
      { additionalOver100Checkout: { id: carol.players[0]!.id, name: 'Carol', score: 141 } },
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(entries('180s')).toEqual(['Alice']);
    expect(entries('Hi-checks')).toEqual(['Carol 141']);
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Start scoring match 3' }));
    const again = await screen.findByRole('dialog', { name: 'Alice v Carol' });
    await user.click(within(again).getByRole('button', { name: 'Edit the 180 away' }));
    await waitFor(() => expect(server.requestsTo('/api/Tournament', 'PUT')).toHaveLength(1));
    expect((server.requestsTo('/api/Tournament', 'PUT')[0]?.body as EditTournamentGameDto).oneEighties).toEqual([]);
    await user.click(within(again).getByRole('button', { name: 'Close' }));
    expect(entries('180s')).toEqual([]);
    expect(entries('Hi-checks')).toEqual(['Carol 141']);
  });
});

describe('live updates (issue #12: a watcher’s bracket updates without reload)', () => {
  const newer = () => ({
    ...aSavedKnockout({}, { scoreA: 3, scoreB: 2 }),
    updated: '2025-11-21T21:30:00.0000000Z',
  });
  const polled = (data: unknown) => ({
    'GET /api/Live/Update/:id/:type': { success: true, result: { data, lastUpdate: '2025-11-21T21:30:00Z' } },
  });

  it("applies another device's save to a watcher's bracket", async () => {
    renderTournament(aSavedKnockout(), { routes: polled(newer()) });
    await screen.findByRole('region', { name: 'Bracket' });
    expect(within(card(2)).queryByText('(winner)')).not.toBeInTheDocument();
    expect(await within(card(2)).findByText('(winner)', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(
      within(card(3))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Alice', 'Carol']);
  });

  it('reads the reference server’s form too (nulls, hi-checks in notes)', async () => {
    const state = { ...newer(), divisionId: null, over100Checkouts: [{ id: tid(200), name: 'Alice', notes: '115' }] };
    renderTournament(aSavedKnockout(), { routes: polled(state) });
    const box = await screen.findByRole('region', { name: 'Hi-checks' });
    await waitFor(() => expect(box).toHaveTextContent('Alice 115'), { timeout: 4000 });
  });

  it('keeps an editor’s unsaved changes and says the tournament changed elsewhere', async () => {
    // The other device's save arrives once this editor has an unsaved change, however slow the machine.
    const poll = heldPoll(newer());
    const { user } = renderTournament(aSavedKnockout(), {
      access: ['EnterTournamentResults'],
      routes: poll.routes,
    });
    await user.click(await screen.findByRole('button', { name: 'Edit match 1' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Side B score' }), '2');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Unsaved changes')).toBeInTheDocument();
    poll.release();
    expect(
      await screen.findByText(/This tournament has been changed elsewhere/, {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(
      within(card(1))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Alice3 (winner)', 'Bob2']);
    expect(within(card(2)).queryByText('(winner)')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show the latest (your changes are lost)' }));
    expect(within(card(2)).getByText('(winner)')).toBeInTheDocument();
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });
});
