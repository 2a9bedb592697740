import { describe, expect, it } from 'vitest';
import { storedRecordSchemas } from './data-records.js';
import { routes } from './routes.js';
import { tournamentGameDto, type TournamentGameDto, type TournamentMatchDto } from './tournament.js';
import { tournamentDrawRequestDto, tournamentSwapRequestDto } from './tournament-draw.js';
import { tournamentLiveState } from './tournament-live.js';
import { patchTournamentDto } from './tournament-patch.js';
import { editTournamentGameDto } from './tournament-writes.js';

const id = (n: number) => `3f2c8a4e-1b2c-4d5e-8f90-${String(n).padStart(12, '0')}`;
const sideOf = (n: number, seed?: number) => ({
  id: id(n),
  name: `Side ${n}`,
  players: [{ id: id(100 + n), name: `Side ${n}` }],
  noShow: false,
  ...(seed ? { seed } : {}),
});
const round = (n: number, matches: TournamentMatchDto[]) => ({
  id: id(n),
  sides: [],
  matches,
  matchOptions: [{ numberOfLegs: 5 }],
});

/** A drawn double elimination and a groups tournament with every issue #26 field, as the server writes them. */
const doubleElimination: TournamentGameDto = {
  id: id(1),
  updated: '2026-11-02T11:00:00.1234567Z',
  date: '2026-11-21T00:00:00',
  seasonId: id(2),
  address: 'The Red Lion',
  singleRound: false,
  accoladesCount: false,
  excludeFromReports: false,
  sides: [sideOf(11, 1), sideOf(12, 2), sideOf(13), sideOf(14)],
  round: round(20, [
    { id: id(21), sideA: sideOf(11, 1), sideB: sideOf(14), board: 1 },
    { id: id(22), sideA: sideOf(12, 2), bye: true },
  ]),
  losersRound: round(30, [{ id: id(31), offBoard: true }]),
  finalRound: { ...round(40, [{ id: id(41) }]), nextRound: round(42, [{ id: id(43) }]) },
  grandFinalReset: true,
  format: 'doubleElimination',
  draw: { method: 'seeded', made: '2026-11-21T19:00:00.000Z', by: 'Olive Organiser', order: [id(11), id(14), id(12)] },
  boards: 4,
  oneEighties: [],
  over100Checkouts: [],
  photos: [],
};

const groups: TournamentGameDto = {
  ...doubleElimination,
  format: 'groups',
  groups: [
    {
      id: id(50),
      name: 'Group A',
      sides: [sideOf(11), sideOf(12), sideOf(13)],
      matches: [{ id: id(51), sideA: sideOf(11), sideB: sideOf(12), scoreA: 2, scoreB: 1 }],
      matchOptions: [{ numberOfLegs: 3 }],
    },
  ],
  groupAdvance: 2,
};
delete groups.losersRound;
delete groups.finalRound;
delete groups.grandFinalReset;

describe('the issue #26 fields of a tournament', () => {
  it.each([
    ['double elimination', doubleElimination],
    ['groups', groups],
  ])('a %s tournament reads as written, in the answer and in a live state', (_name, tournament) => {
    const wire = JSON.parse(JSON.stringify(tournament)) as unknown;
    expect(tournamentGameDto.parse(wire)).toEqual(tournament);
    expect(tournamentLiveState.parse(wire)).toEqual(tournament);
  });

  it('a live state in the server form (nulls written, flags false) reads without them', () => {
    const state = tournamentLiveState.parse({
      ...doubleElimination,
      format: null,
      draw: null,
      boards: null,
      grandFinalReset: false,
      groups: null,
      round: { ...doubleElimination.round, matches: [{ id: id(21), bye: false, board: null }] },
    });
    for (const key of ['format', 'draw', 'boards', 'grandFinalReset', 'groups'] as const) {
      expect(state).not.toHaveProperty(key, expect.anything());
    }
    expect(state.round?.matches[0]).toEqual({ id: id(21) });
  });

  it('an unknown format is not a tournament answer', () => {
    expect(tournamentGameDto.safeParse({ ...doubleElimination, format: 'swiss' }).success).toBe(false);
  });

  it('a PUT keeps them all but the draw (the Draw route makes that)', () => {
    const edit = editTournamentGameDto.parse({ ...groups, lastUpdated: groups.updated });
    expect(edit).toMatchObject({
      format: 'groups',
      boards: 4,
      groupAdvance: 2,
      sides: [{ seed: 1 }, { seed: 2 }, {}, {}],
      round: { matches: [{ board: 1 }, { bye: true }] },
      groups: [
        { id: id(50), name: 'Group A', matches: [{ scoreA: 2, scoreB: 1 }], matchOptions: [{ numberOfLegs: 3 }] },
      ],
    });
    expect(edit).not.toHaveProperty('draw');
    expect(editTournamentGameDto.parse(doubleElimination)).toMatchObject({
      grandFinalReset: true,
      losersRound: { id: id(30), matches: [{ id: id(31), offBoard: true }] },
      finalRound: { id: id(40), nextRound: { id: id(42) } },
    });
  });

  it('a PUT without them reads them as absent, not null, flags only when true', () => {
    const edit = editTournamentGameDto.parse({
      address: 'Hall',
      format: null,
      grandFinalReset: false,
      sides: [{ name: 'Ann', seed: null }],
      round: { matches: [{ bye: false, board: null, offBoard: false }] },
    });
    for (const key of ['format', 'boards', 'losersRound', 'finalRound', 'grandFinalReset', 'groups', 'groupAdvance']) {
      expect(edit[key as keyof typeof edit]).toBeUndefined();
    }
    expect(edit.sides[0]?.seed).toBeUndefined();
    expect(edit.round?.matches[0]).toMatchObject({ bye: undefined, board: undefined, offBoard: undefined });
  });

  it.each([
    [{ format: 'swiss' }, ['format'], 'The format must be one of knockout, doubleElimination, groups.'],
    [{ boards: 0 }, ['boards'], 'The number of boards must be a whole number from 1 to 32.'],
    [{ boards: 33 }, ['boards'], 'The number of boards must be a whole number from 1 to 32.'],
    [
      { groupAdvance: 5 },
      ['groupAdvance'],
      'The number going through from each group must be a whole number from 1 to 4.',
    ],
    [{ sides: [{ name: 'Ann', seed: 0 }] }, ['sides', 0, 'seed'], 'A seed must be a whole number from 1 to 256.'],
    [{ sides: [{ name: 'Ann', seed: 1.5 }] }, ['sides', 0, 'seed'], 'A seed must be a whole number from 1 to 256.'],
    [
      {
        sides: [
          { name: 'Ann', seed: 2 },
          { name: 'Bob', seed: 2 },
        ],
      },
      ['sides'],
      'Seed 2 is given to more than one side.',
    ],
    [
      { round: { matches: [{ board: 40 }] } },
      ['round', 'matches', 0, 'board'],
      'A board must be a whole number from 1 to 32.',
    ],
    [{ groups: [{ name: ' ' }] }, ['groups', 0, 'name'], 'A group needs a name.'],
    [
      { groups: [{ name: 'A', sides: Array.from({ length: 9 }, () => ({ name: 'x' })) }] },
      ['groups', 0, 'sides'],
      'A group can have at most 8 sides.',
    ],
  ])('a PUT refuses %j at %j', (input, path, message) => {
    const issues = editTournamentGameDto.safeParse({ address: 'Hall', ...input }).error?.issues;
    expect(issues?.map((issue) => [issue.path, issue.message])).toEqual([[path, message]]);
  });
});

const match = { sideA: id(11).toUpperCase(), sideB: id(12), scoreA: 2 };

describe('the issue #26 parts of a PATCH', () => {
  it('leaves them out of a patch that does not send them', () => {
    expect(patchTournamentDto.parse({ additional180: { name: 'Ann' } })).toEqual({
      round: null,
      additional180: { id: null, name: 'Ann', divisionId: null },
      additionalOver100Checkout: null,
    });
  });

  it('reads a match down the losers bracket, in the grand final, in a group, and a board', () => {
    const patch = patchTournamentDto.parse({
      LosersRound: { nextRound: { match } },
      finalRound: { match },
      group: { ID: id(50).toUpperCase(), match },
      board: { matchId: id(21), board: 3 },
    });
    const expected = { sideA: id(11), sideB: id(12), scoreA: 2, scoreB: null };
    expect(patch).toMatchObject({
      losersRound: { match: null, nextRound: { match: expected, nextRound: null } },
      finalRound: { match: expected, nextRound: null },
      group: { id: id(50), match: expected },
      board: { matchId: id(21), board: 3 },
    });
    expect(patchTournamentDto.parse({ board: { matchId: id(21), board: null } }).board).toEqual({
      matchId: id(21),
      board: null,
    });
  });

  it.each([
    [{ board: { board: 2 } }, ['board', 'matchId'], 'The MatchId field is required.'],
    [{ board: { matchId: id(21), board: 0 } }, ['board', 'board'], 'A board must be a whole number from 1 to 32.'],
    [{ group: { match } }, ['group', 'id'], 'The Id field is required.'],
    [{ group: { id: 'A', match } }, ['group', 'id'], 'The value is not a valid id.'],
    [
      { losersRound: { match: { ...match, scoreB: 100 } } },
      ['losersRound', 'match', 'scoreB'],
      'Legs won must be a whole number from 0 to 99.',
    ],
  ])('refuses %j at %j', (input, path, message) => {
    const issues = patchTournamentDto.safeParse(input).error?.issues;
    expect(issues?.map((issue) => [issue.path, issue.message])).toEqual([[path, message]]);
  });
});

describe('Draw and Swap (issue #26)', () => {
  it.each([
    [{ method: 'random' }, { method: 'random', groupCount: null, roundBestOf: null }],
    [
      { METHOD: 'seeded', groupCount: 4 },
      { method: 'seeded', groupCount: 4, roundBestOf: null },
    ],
    [
      { method: 'random', roundBestOf: { groups: 3, rounds: [5, null], final: 7 } },
      {
        method: 'random',
        groupCount: null,
        roundBestOf: { groups: 3, rounds: [5, null], losersRounds: null, final: 7 },
      },
    ],
  ])('a draw request %j', (input, expected) => {
    expect(tournamentDrawRequestDto.parse(input)).toEqual(expected);
  });

  it.each([
    [{}, ['method'], 'The Method field is required.'],
    [{ method: 'fair' }, ['method'], 'The method must be one of random, seeded.'],
    [{ method: 'random', groupCount: 0 }, ['groupCount'], 'The number of groups must be a whole number from 1 to 32.'],
    [
      { method: 'random', roundBestOf: { final: 0 } },
      ['roundBestOf', 'final'],
      'Best of must be a whole number from 1 to 99.',
    ],
  ])('refuses the draw request %j', (input, path, message) => {
    const issues = tournamentDrawRequestDto.safeParse(input).error?.issues;
    expect(issues?.map((issue) => [issue.path, issue.message])).toEqual([[path, message]]);
  });

  it('a swap names two side ids', () => {
    expect(tournamentSwapRequestDto.parse({ SideA: id(11).toUpperCase(), sideB: id(12) })).toEqual({
      sideA: id(11),
      sideB: id(12),
    });
    const issues = tournamentSwapRequestDto.safeParse({ sideA: 'Ann' }).error?.issues;
    expect(issues?.map((issue) => issue.message)).toEqual([
      'The value is not a valid id.',
      'The SideB field is required.',
    ]);
  });

  it.each([
    ['tournamentDraw', '/api/Tournament/:id/Draw'],
    ['tournamentSwap', '/api/Tournament/:id/Swap'],
  ] as const)('%s is POST %s, for ManageTournaments only', (name, path) => {
    expect(routes[name]).toMatchObject({ method: 'POST', path, access: ['ManageTournaments'] });
  });
});

describe('an exported tournament record with the issue #26 fields', () => {
  const record = {
    id: id(1),
    Created: 'x',
    Author: 'a',
    Updated: 'x',
    Editor: 'a',
    SeasonId: id(2),
    Date: '2026-11-21T00:00:00',
    Address: 'Hall',
    SingleRound: false,
  };

  it('is accepted for import', () => {
    const { format, draw, boards, losersRound, finalRound, grandFinalReset } = doubleElimination;
    const full = {
      ...record,
      Format: format,
      Draw: draw,
      Boards: boards,
      LosersRound: losersRound,
      FinalRound: finalRound,
      GrandFinalReset: grandFinalReset,
      Groups: groups.groups,
      GroupAdvance: 2,
    };
    expect(storedRecordSchemas.tournamentgame!.safeParse(full).success).toBe(true);
    expect(storedRecordSchemas.tournamentgame!.safeParse(record).success).toBe(true);
  });

  it('with an unknown format is refused', () => {
    expect(storedRecordSchemas.tournamentgame!.safeParse({ ...record, Format: 'swiss' }).success).toBe(false);
  });
});
