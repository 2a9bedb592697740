import type { StoredLeg } from '@darts/contract';
import { canCheckout, isPossibleCheckout } from '@darts/domain';
import type { Random } from './random.js';
import type { SaygContent } from '../modules/sayg/sayg.service.js';

type Side = 'home' | 'away';
type Visit = { score: number; noOfDarts: number };

const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');
/** Finishes a leg is often left on. */
const favouriteDoubles = [40, 32, 36, 20, 16, 24];

/** A visit of a pub player: mostly under a ton, now and then 100, 140 or 180. */
function visitScore(random: Random): number {
  const roll = random.next();
  if (roll < 0.02) return 180;
  if (roll < 0.08) return 140;
  if (roll < 0.2) return 100;
  return random.int(15, 99);
}

/** A visit that leaves at least 2 (no bust, no checkout), preferring a favourite double when close. */
function setUpVisit(random: Random, remaining: number): number {
  const score = visitScore(random);
  if (score <= remaining - 2) return score;
  const leave = favouriteDoubles.find((d) => d < remaining && remaining - d <= 99);
  return leave !== undefined ? remaining - leave : random.int(0, Math.max(0, Math.min(60, remaining - 2)));
}

/** The winner's visits: set-ups until a checkout comes off (sooner the longer it takes). */
function winnerVisits(random: Random, startingScore: number): Visit[] {
  const visits: Visit[] = [];
  let remaining = startingScore;
  for (;;) {
    const chance = 0.35 + 0.1 * Math.max(0, visits.length - 6);
    if (isPossibleCheckout(remaining) && random.next() < chance) {
      const fewest = [1, 2, 3].find((darts) => canCheckout(remaining, darts)) ?? 3;
      visits.push({ score: remaining, noOfDarts: random.int(fewest, 3) });
      return visits;
    }
    const score = setUpVisit(random, remaining);
    visits.push({ score, noOfDarts: 3 });
    remaining -= score;
  }
}

/** The loser's visits: set-ups only, never reaching zero. */
function loserVisits(random: Random, startingScore: number, count: number): Visit[] {
  let remaining = startingScore;
  return Array.from({ length: count }, () => {
    const score = setUpVisit(random, remaining);
    remaining -= score;
    return { score, noOfDarts: 3 };
  });
}

const competitor = (throws: Visit[]) => ({
  score: throws.reduce((n, t) => n + t.score, 0),
  noOfDarts: throws.reduce((n, t) => n + t.noOfDarts, 0),
  throws,
});

/**
 * A finished leg as the scoring screen stores it: the sides alternate from
 * `first`, `winner` checks out and the other stops one visit short of the winner's last (or level
 * with it when the winner threw second). No busts, so the totals are the sums of the visits.
 */
export function playedLeg(
  random: Random,
  startingScore: number,
  names: Record<Side, string>,
  first: Side,
  winner: Side,
): StoredLeg {
  const won = winnerVisits(random, startingScore);
  const lost = loserVisits(random, startingScore, first === winner ? won.length - 1 : won.length);
  const throwsOf = (side: Side) => (side === winner ? won : lost);
  return {
    startingScore,
    home: competitor(throwsOf('home')),
    away: competitor(throwsOf('away')),
    playerSequence: [
      { value: first, text: names[first] },
      { value: other(first), text: names[other(first)] },
    ],
    currentThrow: null,
  };
}

/**
 * A tournament match's leg-by-leg record ending `scoreA`-`scoreB` (side A as home, contract
 * §19.4): the legs before the last won in a random order, the last by the match winner, the first
 * thrower alternating from home.
 */
export function playedMatchRecord(
  random: Random,
  match: { id: string; nameA: string; nameB: string; scoreA: number; scoreB: number },
  numberOfLegs: number,
): SaygContent {
  const matchWinner: Side = match.scoreA > match.scoreB ? 'home' : 'away';
  const earlier: Side[] = [
    ...Array<Side>(match.scoreA - (matchWinner === 'home' ? 1 : 0)).fill('home'),
    ...Array<Side>(match.scoreB - (matchWinner === 'away' ? 1 : 0)).fill('away'),
  ];
  const winners = [...random.shuffle(earlier), matchWinner];
  const names = { home: match.nameA, away: match.nameB };
  const legs = Object.fromEntries(
    winners.map((winner, index) => [
      String(index),
      playedLeg(random, 501, names, index % 2 === 0 ? 'home' : 'away', winner),
    ]),
  );
  return {
    yourName: match.nameA,
    opponentName: match.nameB,
    numberOfLegs,
    startingScore: 501,
    homeScore: match.scoreA,
    awayScore: match.scoreB,
    tournamentMatchId: match.id,
    legs,
  };
}
