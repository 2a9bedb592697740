import type { DivisionDto, GamePlayerDto, SeasonDto } from '@darts/contract';
import type { Side } from '@darts/domain';
import type { Card } from './card-model';

const enc = encodeURIComponent;

/** Links from the card to its teams' and players' pages in the division (none without a division). */
export function cardLinks(division: DivisionDto | undefined, season: SeasonDto | undefined, card: Card) {
  const teamHref = (side: Side) =>
    division
      ? `/division/${enc(division.name)}/team:${enc(card[side].name)}${season ? `/${enc(season.name)}` : ''}`
      : undefined;
  const playerHref = (player: GamePlayerDto, side: Side) =>
    division
      ? `/division/${enc(division.name)}/player:${enc(player.name)}@${enc(card[side].name)}${season ? `/${enc(season.name)}` : ''}`
      : undefined;
  return { teamHref, playerHref };
}
