// Test helpers for the tournament formats (issue #26): sides, a drawn night, scoring a match, playing one out.
import { tournamentMatchWinner } from '../../match-winner.js';
import { roundsOf, chainOf, type Tournament, type TournamentRound, type TournamentSide } from '../../types.js';
import { advanceTournament } from '../advance-tournament.js';
import type { LayoutOptions } from '../layout-options.js';
import { layoutTournament } from '../layout-tournament.js';
import { tournamentMatchesOf, type PlacedMatch } from '../matches-of.js';

export const side = (id: string, seed?: number): TournamentSide => ({
  id,
  name: id.toUpperCase(),
  players: [{ id: `p-${id}`, name: id }],
  ...(seed ? { seed } : {}),
});

/** Sides s1..sN. */
export const sidesOf = (count: number) => Array.from({ length: count }, (_, i) => side(`s${i + 1}`));

/** A round's matches as [sideA id, sideB id] (null when empty). */
export const pairs = (round: Pick<TournamentRound, 'matches'> | undefined) =>
  (round?.matches ?? []).map((m) => [m.sideA?.id ?? null, m.sideB?.id ?? null]);

/** A night laid out for `count` sides in the order s1..sN, drawn and advanced. */
export function drawn(count: number, options: Partial<LayoutOptions> = {}): Tournament {
  const sides = sidesOf(count);
  const layout = layoutTournament({ bestOf: 3, ...options, sides });
  const draw = { method: 'seeded' as const, made: '2026-01-01T20:00:00Z', order: sides.map((s) => s.id) };
  return advanceTournament({ sides, bestOf: 3, format: options.format ?? 'knockout', draw, ...layout });
}

const chainKeys = { round: 'round', losersRound: 'losersRound', finalRound: 'finalRound' } as const;

/** The tournament with one match scored (legs won by A and B), then advanced. */
export function scored(
  t: Tournament,
  at: Pick<PlacedMatch, 'stage' | 'roundIndex' | 'matchIndex' | 'groupId'>,
  scoreA: number,
  scoreB: number,
): Tournament {
  const set = <M>(matches: M[], i: number) => matches.map((m, j) => (j === i ? { ...m, scoreA, scoreB } : m));
  if (at.stage === 'group') {
    const groups = t.groups!.map((g) => (g.id === at.groupId ? { ...g, matches: set(g.matches, at.matchIndex) } : g));
    return advanceTournament({ ...t, groups });
  }
  const key = chainKeys[at.stage];
  const rounds = roundsOf(t[key]).map((r, i) =>
    i === at.roundIndex ? { ...r, matches: set(r.matches, at.matchIndex) } : r,
  );
  return advanceTournament({ ...t, [key]: chainOf(rounds) });
}

/** Matches with both sides and no winner yet. */
export const readyMatches = (t: Tournament) =>
  tournamentMatchesOf(t).filter(
    (p) => p.match.sideA && p.match.sideB && !p.match.bye && !tournamentMatchWinner(p.match, p.legs),
  );

/**
 * Plays the night out: the first ready match (or a random one, by `rng`) is won by a random side
 * with a random losing score, until none is ready; `each` sees the night after every result.
 */
export function playOut(t: Tournament, rng: () => number, each: (t: Tournament) => void = () => undefined): Tournament {
  for (let ready = readyMatches(t); ready.length > 0; ready = readyMatches(t)) {
    const next = ready[Math.floor(rng() * ready.length)]!;
    const win = Math.ceil((next.legs + 1) / 2);
    const lose = Math.floor(rng() * win);
    t = rng() < 0.5 ? scored(t, next, win, lose) : scored(t, next, lose, win);
    each(t);
  }
  return t;
}

/** A small seeded random source (mulberry32) for playing nights out from a property's seed. */
export function seededRng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Every decided match that was played (not a bye), with its winner's and loser's ids. */
export function results(t: Tournament): { stage: string; winner: string; loser: string }[] {
  return tournamentMatchesOf(t).flatMap(({ stage, match, legs }) => {
    const won = match.bye ? null : tournamentMatchWinner(match, legs);
    if (!won) return [];
    const lost = won === 'sideA' ? 'sideB' : 'sideA';
    return [{ stage, winner: match[won]!.id, loser: match[lost]!.id }];
  });
}

/** The ids of the sides in undecided matches (not byes), each as often as it appears. */
export const sidesInPlay = (t: Tournament) =>
  tournamentMatchesOf(t)
    .filter(({ match, legs }) => !match.bye && !tournamentMatchWinner(match, legs))
    .flatMap(({ match }) => [match.sideA?.id, match.sideB?.id].filter((id) => id !== undefined));
