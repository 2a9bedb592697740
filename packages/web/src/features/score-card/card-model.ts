import type { GameDto, GameMatchDto, GamePlayerDto, TeamDto, TeamPlayerDto } from '@darts/contract';
import {
  isResultPublished,
  matchesPerFixture,
  matchLayout,
  matchWinner,
  type MatchLayout,
  type Side,
} from '@darts/domain';

/** The card being edited: a GameDto with all eight matches present. */
export type Card = GameDto;

export const sides: readonly Side[] = ['home', 'away'];
export const playersKey = (side: Side) => (side === 'home' ? 'homePlayers' : 'awayPlayers');
export const scoreKey = (side: Side) => (side === 'home' ? 'homeScore' : 'awayScore');

const emptyMatch = (): GameMatchDto => ({ id: '', homePlayers: [], awayPlayers: [] });

/** The card as the page edits it: eight matches (missing ones empty), so a draft compares equal until changed. */
export function normaliseCard(game: GameDto): Card {
  const matches = Array.from({ length: Math.max(matchesPerFixture, game.matches.length) }, (_, index) => {
    const match = game.matches[index];
    return match ? { ...match } : emptyMatch();
  });
  return { ...game, matches };
}

/** Each match's layout: players, legs and starting score from the match options or the defaults. */
export function layoutsOf(card: Pick<Card, 'isKnockout' | 'matchOptions' | 'matches'>): MatchLayout[] {
  return card.matches.map((_, index) => matchLayout(index, card.isKnockout, card.matchOptions));
}

/** A team's players in a season, by name. */
export function squadOf(team: TeamDto | null | undefined, seasonId: string): TeamPlayerDto[] {
  const season = team?.seasons?.find((s) => s.seasonId === seasonId && !s.deleted);
  return (season?.players ?? []).filter((p) => !p.deleted).sort((a, b) => a.name.localeCompare(b.name));
}

/** The players `side` fields anywhere on the card, in order of first appearance. */
export function cardPlayers(card: Card, side: Side): GamePlayerDto[] {
  const seen = new Map<string, GamePlayerDto>();
  for (const match of card.matches) {
    for (const player of match[playersKey(side)]) if (player.id && !seen.has(player.id)) seen.set(player.id, player);
  }
  return [...seen.values()];
}

/** Whether any match has a score above 0 ('No scores, yet' otherwise): the domain's `isResultPublished`. */
export const hasScores = (card: Pick<Card, 'matches'>) => isResultPublished(card.matches);

/** Matches won by each side. */
export function fixtureScore(card: Card): Record<Side, number> {
  const layouts = layoutsOf(card);
  const score = { home: 0, away: 0 };
  card.matches.forEach((match, index) => {
    const winner = matchWinner(match, layouts[index]?.numberOfLegs ?? 0);
    if (winner) score[winner] += 1;
  });
  return score;
}

/** Structural equality of two JSON values, ignoring absent versus undefined properties. */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => deepEqual(item, b[i]));
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) if (!deepEqual(left[key], right[key])) return false;
  return true;
}

/** A player as a card names them. */
export const asGamePlayer = (player: { id: string; name: string }): GamePlayerDto => ({
  id: player.id,
  name: player.name,
});

/** Names by id of everyone the card can mention, so a chosen player shows even when the squad has no entry. */
export function namesOf(card: Card, squads: Record<Side, TeamPlayerDto[]>): Map<string, string> {
  const names = new Map<string, string>();
  for (const side of sides) {
    for (const player of squads[side]) names.set(player.id, player.name);
    for (const player of cardPlayers(card, side)) if (!names.has(player.id)) names.set(player.id, player.name);
  }
  for (const player of [...card.oneEighties, ...card.over100Checkouts])
    if (!names.has(player.id)) names.set(player.id, player.name);
  return names;
}
