import { throwHistory } from '../scoring/bust.js';
import { legAt, legIndexes } from '../scoring/match.js';
import type { Sayg, Side } from '../scoring/types.js';

/** One side of an analysed match: the name it is counted under (its team, else its player) and its players. */
export type AnalysedSide = { key: string; players: readonly string[] };

/** A tournament match to analyse: side A throws as its record's home competitor, side B as away. */
export type AnalysedMatch = { sideA?: AnalysedSide | null; sideB?: AnalysedSide | null; sayg?: Sayg | null };

/** `{score, number}`: a throw's score and how often it was thrown. */
export type ThrowCount = { score: number; number: number };

/** `{name, value}`: a player and the matches they played for the team. */
export type PlayerCount = { name: string; value: number };

/** The breakdowns by the wire's names, each keyed by team (or player) name. */
export type MatchAnalysis = {
  HighestScores: Record<string, ThrowCount[]>;
  MostFrequentThrows: Record<string, ThrowCount[]>;
  MostFrequentPlayers: Record<string, PlayerCount[]>;
};

type Tally = { throws: Map<number, number>; players: Map<string, number> };

const recordSide: Record<'sideA' | 'sideB', Side> = { sideA: 'home', sideB: 'away' };
const add = <K>(counts: Map<K, number>, key: K) => counts.set(key, (counts.get(key) ?? 0) + 1);

/**
 * The match analysis of POST /api/Sayg/Analyse, per side key, each list at
 * most `maxBreakdown` long:
 * - HighestScores: the distinct scores thrown, highest first, with how often each was thrown;
 * - MostFrequentThrows: the same counts, most frequent first (ties: the higher score first);
 * - MostFrequentPlayers: players named in the side of more than one match, most matches first
 *   (ties by name); a player counts once per match.
 * Throws come from the matches' leg-by-leg records; a bust is left out like the report's bands
 * leave it out, as it scored nothing. Players count in every match, recorded or not.
 */
export function analyseMatches(matches: readonly AnalysedMatch[], maxBreakdown: number): MatchAnalysis {
  const tallies = new Map<string, Tally>();
  for (const match of matches) {
    for (const part of ['sideA', 'sideB'] as const) {
      const side = match[part];
      if (!side) continue;
      let tally = tallies.get(side.key);
      if (!tally) tallies.set(side.key, (tally = { throws: new Map(), players: new Map() }));
      for (const name of new Set(side.players)) add(tally.players, name);
      const { sayg } = match;
      if (!sayg) continue;
      for (const index of legIndexes(sayg)) {
        const leg = legAt(sayg, index);
        if (!leg) continue;
        for (const thrown of throwHistory(leg, recordSide[part])) if (!thrown.isBust) add(tally.throws, thrown.score);
      }
    }
  }

  const analysis: MatchAnalysis = { HighestScores: {}, MostFrequentThrows: {}, MostFrequentPlayers: {} };
  for (const [key, { throws, players }] of tallies) {
    const counts = [...throws].map(([score, number]) => ({ score, number }));
    analysis.HighestScores[key] = [...counts].sort((x, y) => y.score - x.score).slice(0, maxBreakdown);
    analysis.MostFrequentThrows[key] = counts
      .sort((x, y) => y.number - x.number || y.score - x.score)
      .slice(0, maxBreakdown);
    analysis.MostFrequentPlayers[key] = [...players]
      .filter(([, value]) => value > 1)
      .map(([name, value]) => ({ name, value }))
      .sort((x, y) => y.value - x.value || (x.name < y.name ? -1 : x.name > y.name ? 1 : 0))
      .slice(0, maxBreakdown);
  }
  return analysis;
}
