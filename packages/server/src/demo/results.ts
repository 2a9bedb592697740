import { defaultMatchLayout, isPossibleCheckout, legsToWin, matchesPerFixture } from '@darts/domain';
import type { Random } from './random.js';
import type { CardHiCheck, CardMatch, CardPlayer, ScoreCard } from '../shared/score-card.js';

/** A team as the result generator sees it: its players and how good it is (0-1). */
export type DemoSide = { id: string; name: string; players: readonly CardPlayer[]; strength: number };

const homeAdvantage = 0.04;

/** A score card with no results yet (a future or postponed fixture). */
export function emptyCard(home: DemoSide, away: DemoSide): ScoreCard {
  return {
    home: { id: home.id, name: home.name },
    away: { id: away.id, name: away.name },
    matches: [],
    matchOptions: [],
    oneEighties: [],
    over100Checkouts: [],
  };
}

/**
 * A plausible played league fixture: five singles, two pairs and a
 * triples, each won by the stronger side more often than not, plus a few 180s, hi-checks and a
 * man of the match chosen by each team from the opposition.
 */
export function playedCard(home: DemoSide, away: DemoSide, random: Random): ScoreCard {
  const homeChance = Math.min(0.85, Math.max(0.15, 0.5 + home.strength - away.strength + homeAdvantage));
  const lineUps = { home: new Map<number, CardPlayer[]>(), away: new Map<number, CardPlayer[]>() };
  const matches: CardMatch[] = [];
  for (let index = 0; index < matchesPerFixture; index += 1) {
    const options = defaultMatchLayout(index, false);
    const homePlayers = pickPlayers(home, options.playerCount, index, lineUps.home, random);
    const awayPlayers = pickPlayers(away, options.playerCount, index, lineUps.away, random);
    const toWin = legsToWin(options.numberOfLegs);
    const losingLegs = random.int(0, toWin - 1);
    const homeWins = random.next() < homeChance;
    matches.push({
      id: random.uuid(),
      homePlayers,
      awayPlayers,
      homeScore: homeWins ? toWin : losingLegs,
      awayScore: homeWins ? losingLegs : toWin,
    });
  }
  const homePlayed = distinctPlayers(matches.flatMap((m) => m.homePlayers));
  const awayPlayed = distinctPlayers(matches.flatMap((m) => m.awayPlayers));
  const everyone = [...homePlayed, ...awayPlayed];
  const oneEighties = Array.from({ length: geometric(random, 0.45, 5) }, () => ({ ...random.pick(everyone) }));
  const over100Checkouts: CardHiCheck[] = Array.from({ length: geometric(random, 0.35, 3) }, () => ({
    ...random.pick(everyone),
    score: hiCheck(random),
  }));
  return {
    home: { id: home.id, name: home.name, manOfTheMatch: random.pick(homePlayed).id },
    away: { id: away.id, name: away.name, manOfTheMatch: random.pick(awayPlayed).id },
    matches,
    matchOptions: [],
    oneEighties,
    over100Checkouts,
  };
}

/** Singles use five different players; pairs two different pairs; the triples any three. */
function pickPlayers(side: DemoSide, count: number, index: number, lineUp: Map<number, CardPlayer[]>, random: Random) {
  if (!lineUp.has(count)) lineUp.set(count, random.shuffle(side.players));
  const shuffled = lineUp.get(count)!;
  const firstOfKind = count === 1 ? 0 : count === 2 ? 5 : 7;
  const start = ((index - firstOfKind) * count) % shuffled.length;
  return shuffled.slice(start, start + count).map((player) => ({ ...player }));
}

function distinctPlayers(players: readonly CardPlayer[]): CardPlayer[] {
  return [...new Map(players.map((player) => [player.id, player])).values()];
}

/** How many times in a row a `chance` comes off, at most `max`. */
function geometric(random: Random, chance: number, max: number): number {
  let count = 0;
  while (count < max && random.next() < chance) count += 1;
  return count;
}

/** A hi-check between 100 and 170, lower ones far more common, never an impossible checkout. */
function hiCheck(random: Random): number {
  for (;;) {
    const score = 100 + Math.floor(random.next() ** 2 * 71);
    if (isPossibleCheckout(score)) return score;
  }
}
