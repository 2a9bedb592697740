import type { GameDto, GamePlayerDto } from '@darts/contract';
import type { Side } from '@darts/domain';

export const sideNames: Record<Side, string> = { home: 'Home', away: 'Away' };

/** `21 Nov 19:30` in the browser's time zone. */
export function readableTime(time: string): string {
  const date = new Date(time);
  if (Number.isNaN(date.getTime())) return time;
  const day = date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' });
  const clock = date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
  return `${day} ${clock}`;
}

/** Who last changed a submission and when, e.g. `by Hazel Home, 21 Nov 19:30`. */
export function stampOf(submission: GameDto): string {
  const who = submission.editor || submission.author;
  return [who && `by ${who}`, submission.updated && readableTime(submission.updated)].filter(Boolean).join(', ');
}

/** The players a card names anywhere, so a man of the match shows by name (names come from the cards). */
function everyone(card: GameDto): GamePlayerDto[] {
  return [
    ...card.matches.flatMap((match) => [...match.homePlayers, ...match.awayPlayers]),
    ...card.oneEighties,
    ...card.over100Checkouts,
  ];
}

/** A player's name from the first card that names them. */
export function playerName(id: string, cards: ReadonlyArray<GameDto | undefined>): string {
  for (const card of cards) {
    const found = card && everyone(card).find((player) => player.id === id);
    if (found) return found.name;
  }
  return 'A player not on the card';
}

export const playerNames = (players: readonly GamePlayerDto[]) => players.map((player) => player.name).join(' & ');
