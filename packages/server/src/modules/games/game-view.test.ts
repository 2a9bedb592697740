import { describe, expect, it } from 'vitest';
import { newCard } from './game-card.js';
import { presentGame, type GameViewer } from './game-view.js';
import type { StoredGame } from './games.repository.js';

const match = (id: string, homeScore: number, awayScore: number) => ({
  id,
  homePlayers: [],
  awayPlayers: [],
  homeScore,
  awayScore,
});

const game: StoredGame = {
  id: 'g',
  created: 'c',
  author: 'a',
  updated: 'u',
  editor: 'e',
  deleted: null,
  remover: null,
  seasonId: 's',
  divisionId: 'd',
  date: '2026-11-14',
  address: 'Venue',
  homeTeamId: 'h',
  awayTeamId: 'w',
  postponed: false,
  isKnockout: false,
  accoladesCount: true,
  card: {
    ...newCard({ id: 'h', name: 'Home', manOfTheMatch: 'p' }, { id: 'w', name: 'Away' }, false),
    matches: ['s1', 's2', 's3', 's4', 's5', 'p1', 'p2', 't1'].map((id) => match(id, 3, 1)),
  },
};
const viewer: GameViewer = { managesScores: false, clerkOfTeamId: null };
const settings = { now: new Date('2026-11-14T00:00:00Z'), vetoMs: 0, randomisedSingles: false, random: () => 0 };
const ids = (dto: { matches: Array<{ id: string }> }) => dto.matches.map((m) => m.id);

describe('presentGame for viewers (contract §9.2)', () => {
  it.each([
    ['before the fixture date', '2026-11-13T23:59:59.999Z', 0, false],
    ['from midnight of the fixture date', '2026-11-14T00:00:00Z', 0, true],
    ['inside the veto', '2026-11-15T11:59:59.999Z', 36 * 3_600_000, false],
    ['once the veto has passed', '2026-11-15T12:00:00Z', 36 * 3_600_000, true],
  ])('%s shows results: %s', (_, now, vetoMs, shown) => {
    const dto = presentGame(game, viewer, { ...settings, now: new Date(now), vetoMs });
    expect(dto.matches.length > 0).toBe(shown);
    expect(dto.resultsPublished).toBe(shown);
    expect(dto.home.manOfTheMatch).toBe(shown ? 'p' : undefined);
    expect(dto.matchOptions).toHaveLength(8);
  });

  it('shuffles the singles with the given randomness and keeps pairs and triples in place', () => {
    const dto = presentGame(game, viewer, { ...settings, randomisedSingles: true, random: () => 0 });
    expect(ids(dto)).toEqual(['s2', 's3', 's4', 's5', 's1', 'p1', 'p2', 't1']);
    expect(ids(presentGame(game, viewer, settings))).toEqual(['s1', 's2', 's3', 's4', 's5', 'p1', 'p2', 't1']);
  });

  it('never shuffles for score managers', () => {
    const dto = presentGame(
      game,
      { managesScores: true, clerkOfTeamId: null },
      { ...settings, randomisedSingles: true },
    );
    expect(ids(dto)[0]).toBe('s1');
  });
});

describe('resultsPublished', () => {
  const clerk: GameViewer = { managesScores: false, clerkOfTeamId: 'h' };
  const whitewash: StoredGame = {
    ...game,
    card: { ...game.card, matches: game.card.matches.map((m) => ({ ...m, awayScore: 0 })) },
  };

  it('counts a card of whitewashes as published, as clerks are refused on it', () => {
    expect(presentGame(whitewash, viewer, settings).resultsPublished).toBe(true);
    expect(presentGame(whitewash, clerk, settings).resultsPublished).toBe(true);
  });

  it("is false in a clerk's own submission before publication, however the submission is filled in", () => {
    const submitted: StoredGame = {
      ...game,
      card: {
        ...game.card,
        matches: [],
        homeSubmission: { ...game.card, home: {}, away: {}, created: 'c', author: 'a', updated: 'u2', editor: 'e' },
      },
    };
    const dto = presentGame(submitted, clerk, settings);
    expect(dto.updated).toBe('u2');
    expect(dto.matches).toHaveLength(8);
    expect(dto.resultsPublished).toBe(false);
  });
});
