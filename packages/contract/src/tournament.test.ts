import { describe, expect, it } from 'vitest';
import type { Tournament } from '@darts/domain';
import { routes } from './routes.js';
import { tournamentFixtureDetailsDto, tournamentGameDto, type TournamentGameDto } from './tournament.js';
import { tournamentLiveState } from './tournament-live.js';
import { createTournamentSaygDto, patchTournamentDto } from './tournament-patch.js';
import { editTournamentGameDto, tournamentLimits } from './tournament-writes.js';

const id = (n: number) => `3f2c8a4e-1b2c-4d5e-8f90-${String(n).padStart(12, '0')}`;
const player = (n: number, name: string) => ({ id: id(100 + n), name, divisionId: id(900) });
const sideOf = (n: number, name: string) => ({ id: id(n), name, players: [player(n, name)], noShow: false });

/** A whole tournament as the server writes it: every property a record can have. */
const tournament: TournamentGameDto = {
  id: id(1),
  created: '2026-11-01T10:00:00.0000001Z',
  author: 'Ann Admin',
  updated: '2026-11-02T11:00:00.1234567Z',
  editor: 'Ed Editor',
  date: '2026-11-21T00:00:00',
  seasonId: id(2),
  divisionId: id(3),
  address: 'The Red Lion',
  type: 'Singles',
  notes: 'Board 1',
  bestOf: 7,
  singleRound: false,
  host: 'Lions',
  opponent: 'Tigers',
  gender: 'men',
  accoladesCount: true,
  excludeFromReports: false,
  sides: [sideOf(11, 'Ann'), sideOf(12, 'Bob'), { ...sideOf(13, 'Cy'), teamId: id(50), noShow: true }],
  round: {
    id: id(20),
    name: 'Semi-Final',
    sides: [],
    matches: [{ id: id(21), sideA: sideOf(11, 'Ann'), sideB: sideOf(12, 'Bob'), scoreA: 4, scoreB: 0, saygId: id(30) }],
    matchOptions: [{ numberOfLegs: 7, startingScore: 501 }, null],
    nextRound: { id: id(22), sides: [], matches: [{ id: id(23), sideA: sideOf(11, 'Ann') }], matchOptions: [] },
  },
  oneEighties: [player(11, 'Ann'), player(11, 'Ann')],
  over100Checkouts: [{ ...player(12, 'Bob'), score: 120 }],
  photos: [
    { id: id(40), created: '2026-11-21T20:00:00.000+00:00', author: 'Ann', fileSize: 2048, contentType: 'image/jpeg' },
  ],
};

/** What a stored edit becomes once the server leaves out its nulls. */
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== null)
      .map(([k, v]) => [k, withoutNulls(v)]),
  );
}

describe('a whole tournament (contract §3.5, §19.2)', () => {
  it('is a tournament the domain rules can read as it is', () => {
    const forTheRules: Tournament = tournament;
    expect(forTheRules.round?.nextRound?.matches).toHaveLength(1);
  });

  it('is written as the response schema reads it', () => {
    expect(tournamentGameDto.parse(JSON.parse(JSON.stringify(tournament)))).toEqual(tournament);
  });

  it('sent back as an edit keeps everything but the audit stamps and photos', () => {
    const { created: _created, author: _author, updated, editor: _editor, photos: _photos, ...kept } = tournament;
    const edit = editTournamentGameDto.parse({ ...tournament, lastUpdated: updated });
    expect(withoutNulls(edit)).toEqual({ ...kept, lastUpdated: updated });
  });

  it('reads property names in any case and ignores unknown ones', () => {
    const edit = editTournamentGameDto.parse({
      ADDRESS: '  Hall ',
      SingleRound: true,
      BESTOF: 3,
      Date: '2026-11-21',
      sides: [{ NAME: 'Ann', Players: [{ NAME: 'Ann', isCaptain: true }], placeholder: 'A' }],
      ROUND: { MATCHES: [{ SideA: { ID: id(11).toUpperCase() }, ScoreA: 2, isWinner: true }], NextRound: null },
      photos: [{ id: 'not checked' }],
      winner: 'ignored',
    });
    expect(edit).toMatchObject({
      id: null,
      address: 'Hall',
      singleRound: true,
      bestOf: 3,
      date: '2026-11-21T00:00:00',
      sides: [
        { id: null, name: 'Ann', teamId: null, players: [{ id: null, name: 'Ann', divisionId: null }], noShow: false },
      ],
      round: {
        matches: [{ sideA: { id: id(11), players: [] }, sideB: null, scoreA: 2, scoreB: null }],
        nextRound: null,
      },
    });
    expect(edit).not.toHaveProperty('photos');
    expect(edit).not.toHaveProperty('winner');
    expect(edit.sides[0]).not.toHaveProperty('placeholder');
  });

  it('defaults what the contract marks optional', () => {
    expect(editTournamentGameDto.parse({ address: 'Hall', type: '  ', notes: null })).toEqual({
      id: null,
      date: null,
      seasonId: null,
      divisionId: null,
      address: 'Hall',
      type: null,
      notes: null,
      bestOf: null,
      singleRound: false,
      host: null,
      opponent: null,
      gender: null,
      accoladesCount: false,
      excludeFromReports: false,
      sides: [],
      round: null,
      oneEighties: [],
      over100Checkouts: [],
      lastUpdated: undefined,
    });
  });

  it('reads a hi-check sent in the legacy notes text as its score', () => {
    const edit = editTournamentGameDto.parse({ address: 'Hall', over100Checkouts: [{ name: 'Bob', notes: '121' }] });
    expect(edit.over100Checkouts[0]).toMatchObject({ score: 121, notes: '121' });
  });
});

describe('required fields (contract §1.9, §2.4)', () => {
  it.each([
    [{}, ['address'], 'The Address field is required.'],
    [
      { address: 'Hall', sides: [{ players: [{}] }] },
      ['sides', 0, 'players', 0, 'name'],
      'The Name field is required.',
    ],
    [
      { address: 'Hall', round: { nextRound: { matches: [{ sideB: { players: [{ id: id(1) }] } }] } } },
      ['round', 'nextRound', 'matches', 0, 'sideB', 'players', 0, 'name'],
      'The Name field is required.',
    ],
    [{ address: 'Hall', oneEighties: [{ id: id(1) }] }, ['oneEighties', 0, 'name'], 'The Name field is required.'],
  ])('%j is refused at %j', (input, path, message) => {
    const issues = editTournamentGameDto.safeParse(input).error?.issues;
    expect(issues?.map((issue) => [issue.path, issue.message])).toEqual([[path, message]]);
  });

  it('refuses a null address as missing, not as an empty one', () => {
    const issue = editTournamentGameDto.safeParse({ address: null }).error?.issues[0];
    expect([issue?.path, issue?.code]).toEqual([['address'], 'invalid_type']);
    expect(editTournamentGameDto.parse({ address: '' }).address).toBe('');
  });

  it.each([
    [{ address: 'Hall', bestOf: 0 }, 'Best of must be a whole number from 1 to 99.'],
    [{ address: 'Hall', date: '2026-02-30' }, "The value '2026-02-30' is not a valid date."],
    [{ address: 'Hall', seasonId: 'season' }, 'The value is not a valid id.'],
    [{ address: 'x'.repeat(201) }, 'The address must be 200 characters or fewer.'],
    [{ address: 'Hall', round: { matches: [{ scoreA: 1.5 }] } }, 'Legs won must be a whole number from 0 to 99.'],
    [
      { address: 'Hall', round: { matchOptions: [{ startingScore: 50 }] } },
      'The starting score must be a whole number from 101 to 1001.',
    ],
    [
      { address: 'Hall', over100Checkouts: [{ name: 'B', score: 171 }] },
      'A hi-check must be a whole number from 0 to 170.',
    ],
  ])('refuses %j', (input, message) => {
    expect(editTournamentGameDto.safeParse(input).error?.issues[0]?.message).toBe(message);
  });
});

/** A round chain `depth` rounds long, built without recursion. */
function chain(depth: number) {
  let round: Record<string, unknown> | null = null;
  for (let i = 0; i < depth; i += 1) round = { id: id(200 + i), matches: [], nextRound: round };
  return round;
}

describe('the round chain depth (tournamentLimits.rounds)', () => {
  it('takes the largest allowed chain and refuses a longer one', () => {
    expect(editTournamentGameDto.safeParse({ address: 'Hall', round: chain(tournamentLimits.rounds) }).success).toBe(
      true,
    );
    const refused = editTournamentGameDto.safeParse({ address: 'Hall', round: chain(tournamentLimits.rounds + 1) });
    expect(refused.error?.issues[0]?.message).toBe('A tournament can have at most 16 rounds.');
  });

  it('refuses a hostile depth without running out of stack', () => {
    expect(editTournamentGameDto.safeParse({ address: 'Hall', round: chain(50_000) }).success).toBe(false);
    expect(patchTournamentDto.safeParse({ round: chain(50_000) }).success).toBe(false);
  });
});

const match = { sideA: id(11).toUpperCase(), sideB: id(12) };

describe('PatchTournamentDto (contract §19.3)', () => {
  it.each([
    [
      { round: { match: { ...match, scoreA: 3 } } },
      {
        round: { match: { sideA: id(11), sideB: id(12), scoreA: 3, scoreB: null }, nextRound: null },
        additional180: null,
        additionalOver100Checkout: null,
      },
    ],
    [
      { ROUND: { NextRound: { nextround: { Match: { ...match, ScoreB: 0 } } } } },
      {
        round: {
          match: null,
          nextRound: {
            match: null,
            nextRound: { match: { sideA: id(11), sideB: id(12), scoreA: null, scoreB: 0 }, nextRound: null },
          },
        },
        additional180: null,
        additionalOver100Checkout: null,
      },
    ],
    [
      { additional180: { name: 'Ann', divisionId: id(3) } },
      { round: null, additional180: { id: null, name: 'Ann', divisionId: id(3) }, additionalOver100Checkout: null },
    ],
    [
      { additionalOver100Checkout: { id: id(5), name: 'Bob', score: 120 } },
      {
        round: null,
        additional180: null,
        additionalOver100Checkout: { id: id(5), name: 'Bob', divisionId: null, score: 120, notes: null },
      },
    ],
    [{ extra: true }, { round: null, additional180: null, additionalOver100Checkout: null }],
  ])('accepts %j', (input, expected) => {
    expect(patchTournamentDto.parse(input)).toEqual(expected);
  });

  it('takes a round change, a 180 and a hi-check together', () => {
    const patch = patchTournamentDto.parse({
      round: { match },
      additional180: { name: 'A' },
      additionalOver100Checkout: { name: 'B', score: 100 },
    });
    expect([patch.round?.match?.sideA, patch.additional180?.name, patch.additionalOver100Checkout?.score]).toEqual([
      id(11),
      'A',
      100,
    ]);
  });

  it.each([
    [{ round: { match: { sideB: id(12) } } }, ['round', 'match', 'sideA'], 'The SideA field is required.'],
    [
      { round: { nextRound: { match: { sideA: id(11) } } } },
      ['round', 'nextRound', 'match', 'sideB'],
      'The SideB field is required.',
    ],
    [{ round: { match: { ...match, sideA: 'Ann' } } }, ['round', 'match', 'sideA'], 'The value is not a valid id.'],
    [
      { round: { match: { ...match, scoreA: -1 } } },
      ['round', 'match', 'scoreA'],
      'Legs won must be a whole number from 0 to 99.',
    ],
    [{ additional180: { id: id(1) } }, ['additional180', 'name'], 'The Name field is required.'],
    [
      { additionalOver100Checkout: { name: 'B', score: 2.5 } },
      ['additionalOver100Checkout', 'score'],
      'A hi-check must be a whole number from 0 to 170.',
    ],
  ])('refuses %j at %j', (input, path, message) => {
    const issues = patchTournamentDto.safeParse(input).error?.issues;
    expect(issues?.map((issue) => [issue.path, issue.message])).toEqual([[path, message]]);
  });

  it.each([[{ round: [] }], [{ round: 'Final' }], [{ round: { match: 'x' } }], [{ additional180: 'Ann' }], [[]]])(
    'refuses the wrong shape %j',
    (input) => {
      expect(patchTournamentDto.safeParse(input).success).toBe(false);
    },
  );
});

describe('CreateTournamentSaygDto (contract §19.4)', () => {
  it.each([
    [{}, { matchId: null, matchOptions: null }],
    [
      { MatchId: id(21).toUpperCase(), matchOptions: { NumberOfLegs: 7 } },
      { matchId: id(21), matchOptions: { playerCount: null, numberOfLegs: 7, startingScore: null } },
    ],
    [
      { matchId: '', matchOptions: { startingScore: 601, playerCount: 1 } },
      { matchId: null, matchOptions: { playerCount: 1, numberOfLegs: null, startingScore: 601 } },
    ],
  ])('accepts %j', (input, expected) => {
    expect(createTournamentSaygDto.parse(input)).toEqual(expected);
  });

  it.each([[{ matchId: 'match' }], [{ matchOptions: { numberOfLegs: 0 } }], [{ matchOptions: 5 }]])(
    'refuses %j',
    (input) => {
      expect(createTournamentSaygDto.safeParse(input).success).toBe(false);
    },
  );
});

describe('a Tournament live state (contract §17.4)', () => {
  it('reads the client form as the tournament it is', () => {
    expect(tournamentLiveState.parse(tournament)).toEqual(tournament);
  });

  it('reads the server form: nulls written, defaults left out, version, hi-check score in notes', () => {
    const { singleRound: _s, excludeFromReports: _e, photos: _p, ...rest } = tournament;
    const state = tournamentLiveState.parse({
      ...rest,
      version: 3,
      type: null,
      accoladesCount: true,
      sides: [{ id: id(11), name: null, players: [{ id: id(111), name: 'Ann', divisionId: null }] }],
      over100Checkouts: [{ id: id(112), name: 'Bob', notes: '120', score: null }],
    });
    expect(state).toMatchObject({ version: 3, singleRound: false, excludeFromReports: false, photos: [] });
    expect(state.type).toBeUndefined();
    expect(state.sides).toEqual([{ id: id(11), players: [{ id: id(111), name: 'Ann' }], noShow: false }]);
    expect(state.over100Checkouts).toEqual([{ id: id(112), name: 'Bob', notes: '120', score: 120 }]);
  });

  it('refuses a round chain deeper than any tournament without running out of stack', () => {
    const deep = (depth: number) => ({ ...tournament, round: { id: id(20), ...chain(depth) } });
    expect(tournamentLiveState.safeParse(deep(tournamentLimits.rounds)).success).toBe(true);
    expect(tournamentLiveState.safeParse(deep(tournamentLimits.rounds + 1)).success).toBe(false);
    expect(tournamentLiveState.safeParse(deep(50_000)).success).toBe(false);
  });

  it('is not a tournament without an id', () => {
    expect(tournamentLiveState.safeParse({ yourName: 'Ann', legs: {} }).success).toBe(false);
  });
});

describe('DivisionTournamentFixtureDetailsDto (contract §5.4)', () => {
  it.each([
    [{ address: 'The Red Lion', proposed: true, players: [], sides: [], singleRound: false, firstRoundMatches: [] }],
    [
      {
        id: id(1),
        address: 'The Red Lion',
        date: '2026-11-21T00:00:00',
        seasonId: id(2),
        type: 'Singles',
        proposed: false,
        winningSide: sideOf(11, 'Ann'),
        players: [id(111), id(112)],
        sides: [sideOf(11, 'Ann'), sideOf(12, 'Bob')],
        singleRound: true,
        firstRoundMatches: [{ id: id(21), sideA: sideOf(11, 'Ann'), sideB: sideOf(12, 'Bob'), scoreA: 3, scoreB: 1 }],
        opponent: 'Tigers',
      },
    ],
  ])('reads a proposed venue and a tournament with typed sides and matches: %j', (row) => {
    expect(tournamentFixtureDetailsDto.parse(row)).toEqual(row);
  });

  it('refuses a side that is not a side', () => {
    const row = {
      address: 'x',
      proposed: false,
      players: [],
      sides: ['Ann'],
      singleRound: false,
      firstRoundMatches: [],
    };
    expect(tournamentFixtureDetailsDto.safeParse(row).success).toBe(false);
  });
});

describe('the tournament routes (contract §19.1)', () => {
  it.each([
    ['tournament', 'GET', '/api/Tournament/:id'],
    ['tournamentUpdate', 'PUT', '/api/Tournament'],
    ['tournamentDelete', 'DELETE', '/api/Tournament/:id'],
    ['tournamentPatch', 'PATCH', '/api/Tournament/:id'],
    ['tournamentSaygAdd', 'POST', '/api/Tournament/:id'],
    ['tournamentSaygDelete', 'DELETE', '/api/Tournament/:id/:matchId/:clearScores'],
    ['tournamentPhotoUpload', 'POST', '/api/Tournament/Photo'],
    ['tournamentPhotoDelete', 'DELETE', '/api/Tournament/Photo/:id/:photoId'],
    ['saygAnalyse', 'POST', '/api/Sayg/Analyse'],
  ] as const)('%s is %s %s', (name, method, path) => {
    expect([routes[name].method, routes[name].path]).toEqual([method, path]);
  });
});
