import { describe, expect, it } from 'vitest';
import { createParsedCards } from './parsed-cards.js';

const stored = (homeScore: number) =>
  JSON.stringify({
    home: { id: 'h', name: 'Home', manOfTheMatch: 'p1' },
    away: { id: 'a', name: 'Away' },
    matches: [{ id: 'm1', homePlayers: [{ id: 'p1', name: 'One' }], awayPlayers: [], homeScore, awayScore: 1 }],
    matchOptions: [{ numberOfLegs: 5 }],
    oneEighties: [],
    over100Checkouts: [{ id: 'p1', name: 'One', score: 120 }],
    homeSubmission: { matches: [], home: {}, away: {}, created: 'x', author: 'x', updated: 'x', editor: 'x' },
    photos: [{ id: 'photo' }],
  });

describe('createParsedCards', () => {
  it('serves a card only for the updated stamp it was read at', () => {
    const cards = createParsedCards();
    const card = cards.keep('g1', 'stamp 1', stored(3));
    expect(card.matches[0]).toMatchObject({ homeScore: 3, awayScore: 1 });
    expect(cards.get('g1', 'stamp 1')).toBe(card);
    expect(cards.get('g1', 'stamp 2')).toBeUndefined();
    expect(cards.get('g2', 'stamp 1')).toBeUndefined();
  });

  it('replaces the card of a fixture read at a new stamp', () => {
    const cards = createParsedCards();
    cards.keep('g1', 'stamp 1', stored(3));
    const newer = cards.keep('g1', 'stamp 2', stored(2));
    expect(cards.size).toBe(1);
    expect(cards.get('g1', 'stamp 1')).toBeUndefined();
    expect(cards.get('g1', 'stamp 2')).toBe(newer);
    expect(newer.matches[0]!.homeScore).toBe(2);
  });

  it('keeps at most `limit` cards, dropping the least recently used', () => {
    const cards = createParsedCards(2);
    cards.keep('g1', 's', stored(1));
    cards.keep('g2', 's', stored(2));
    expect(cards.get('g1', 's')).toBeDefined();
    cards.keep('g3', 's', stored(3));
    expect(cards.size).toBe(2);
    expect(cards.get('g2', 's')).toBeUndefined();
    expect(cards.get('g1', 's')).toBeDefined();
    expect(cards.get('g3', 's')).toBeDefined();
  });

  it('keeps only the score card parts, frozen, and reads an unreadable card as empty', () => {
    const cards = createParsedCards();
    const card = cards.keep('g1', 's', stored(3));
    expect(Object.keys(card).sort()).toEqual(
      ['away', 'home', 'matchOptions', 'matches', 'oneEighties', 'over100Checkouts'].sort(),
    );
    expect(card.home).toEqual({ id: 'h', name: 'Home', manOfTheMatch: 'p1' });
    expect(Object.isFrozen(card)).toBe(true);
    expect(Object.isFrozen(card.matches[0]!.homePlayers[0])).toBe(true);
    expect(() => (card.matches as unknown[]).push({})).toThrow(TypeError);
    expect(cards.keep('g2', 's', '{not json')).toMatchObject({ matches: [], home: { id: '', name: '' } });
  });
});
