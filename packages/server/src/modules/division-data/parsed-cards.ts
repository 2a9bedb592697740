import type { MatchTotals } from '@darts/domain';
import { parseCard } from '../games/game-card.js';
import type { ScoreCard } from '../../shared/score-card.js';

/**
 * Parsed score cards of fixtures, kept between division data requests: reading and
 * parsing every listed card was a large part of an uncached answer. A card is kept with the
 * `updated` stamp of the row it was read from and served only for that stamp; every write to a
 * fixture (scores, submissions, renames, address changes) sets a new `updated`, so a changed card
 * is read again and never served stale. Least recently used cards go first beyond `limit`.
 */
export type ParsedCards = {
  /** The card of fixture `id` as stored at `updated`, if kept. */
  get(id: string, updated: string): ScoreCard | undefined;
  /** Parses the stored `card` JSON of fixture `id` at `updated`, keeps it and returns it. */
  keep(id: string, updated: string, json: string): ScoreCard;
  readonly size: number;
  /**
   * The leg totals of the records linked to those cards' matches (the player table's averages,
   * issue #14), kept the same way: by record id, served only for the record's `updated` stamp.
   */
  readonly saygTotals: KeptByStamp<MatchTotals>;
};

/** Values kept per id and `updated` stamp, least recently used going first beyond a limit. */
export type KeptByStamp<T> = {
  get(id: string, updated: string): T | undefined;
  keep(id: string, updated: string, value: T): T;
};

function keptByStamp<T>(limit: number): KeptByStamp<T> {
  const kept = new Map<string, { updated: string; value: T }>();
  return {
    get(id, updated) {
      const entry = kept.get(id);
      if (!entry || entry.updated !== updated) return undefined;
      kept.delete(id);
      kept.set(id, entry);
      return entry.value;
    },
    keep(id, updated, value) {
      kept.delete(id);
      kept.set(id, { updated, value });
      if (kept.size > limit) kept.delete(kept.keys().next().value!);
      return value;
    },
  };
}

/**
 * One per app (division data routes): never shared between databases. A full 8-match card takes
 * about 6 KB parsed, so the default limit holds some 30 MB: several seasons of a large league.
 */
export function createParsedCards(limit = 5_000): ParsedCards {
  const cards = new Map<string, { updated: string; card: ScoreCard }>();
  // Up to five singles a card are scored as you go; totals are a few numbers each.
  const saygTotals = keptByStamp<MatchTotals>(limit * 5);
  return {
    saygTotals,
    get(id, updated) {
      const entry = cards.get(id);
      if (!entry || entry.updated !== updated) return undefined;
      cards.delete(id);
      cards.set(id, entry);
      return entry.card;
    },
    keep(id, updated, json) {
      const card = scoreCard(json);
      cards.delete(id);
      cards.set(id, { updated, card });
      if (cards.size > limit) cards.delete(cards.keys().next().value!);
      return card;
    },
    get size() {
      return cards.size;
    },
  };
}

/**
 * Only the parts division data reads, frozen: a kept card is shared by every later request, so
 * nothing may change it. Submissions and fields added to cards later are not kept.
 */
function scoreCard(json: string): ScoreCard {
  const { home, away, matches, matchOptions, oneEighties, over100Checkouts } = parseCard(json);
  return deepFreeze({ home, away, matches, matchOptions, oneEighties, over100Checkouts });
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const item of Object.values(value)) deepFreeze(item);
    Object.freeze(value);
  }
  return value;
}
