import type { MatchOptions, Sayg } from '@darts/domain';
import { playRecord, type LegScript } from '../../testing/play-record';

export type { LegScript };

/** A record played through the domain engine: Jo (home) v Sam (away), best of 3 from 501 unless told. */
export function playMatch(legs: LegScript[], options: Partial<MatchOptions> = {}): Sayg {
  return playRecord('Jo', 'Sam', legs, options);
}

/** A nine-dart leg for Jo from 501 (180, 180, 141 out); Sam answers with 60s. */
export const joWinsLeg: LegScript = { first: 'home', scores: [180, 60, 180, 60, 141], checkoutDarts: 3 };

/** Sam throws first and wins in 17 darts, with a bust (20 from 21) before the 21 out. */
export const samWinsLeg: LegScript = {
  first: 'away',
  scores: [100, 45, 140, 26, 140, 41, 100, 60, 20, 100, 21],
  checkoutDarts: 2,
};

/** The record as GET /api/Sayg/{id} sends it (nulls left out). */
export function recordOf(sayg: Sayg, id: string): Record<string, unknown> {
  const body = { ...sayg, id, updated: '2025-11-21T12:00:00.0000000Z' };
  return JSON.parse(JSON.stringify(body, (_key, item: unknown) => (item === null ? undefined : item))) as Record<
    string,
    unknown
  >;
}
