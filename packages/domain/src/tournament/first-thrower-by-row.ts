import type { Side } from '../scoring/types.js';

/**
 * Who throws first in a tournament match's first leg (spec 2 §4 Live leg flow: in tournaments
 * the first thrower alternates by row parity): home on even rows (the first row is 0), away on odd.
 */
export function firstThrowerByRow(rowIndex: number): Side {
  return rowIndex % 2 === 0 ? 'home' : 'away';
}
