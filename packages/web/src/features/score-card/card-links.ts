import type { DivisionDto, GamePlayerDto, SeasonDto } from '@darts/contract';
import type { Side } from '@darts/domain';
import { playerHref, teamHref } from '../../lib/division-links';
import type { Card } from './card-model';

/** Links from the card to its teams' and players' pages in the division (none without a division). */
export function cardLinks(division: DivisionDto | undefined, season: SeasonDto | undefined, card: Card) {
  const sideHref = (side: Side) => (division ? teamHref(division.name, card[side].name, season?.name) : undefined);
  const sidePlayerHref = (player: GamePlayerDto, side: Side) =>
    division ? playerHref(division.name, player.name, card[side].name, season?.name) : undefined;
  return { teamHref: sideHref, playerHref: sidePlayerHref };
}
