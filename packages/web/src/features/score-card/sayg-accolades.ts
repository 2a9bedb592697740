import type { GamePlayerDto, RecordedScoreAsYouGoDto } from '@darts/contract';
import { accoladeChanges, type AccoladeChange } from '@darts/domain';
import { asGamePlayer, playersKey, type Card } from './card-model';

/** The one player a side fields in a match, who threw its 180s and hi-checks; none in pairs and triples. */
function throwerOf(card: Card, index: number, side: AccoladeChange['side']): GamePlayerDto | undefined {
  const players = card.matches[index]?.[playersKey(side)] ?? [];
  return players.length === 1 && players[0]?.id ? players[0] : undefined;
}

/** `list` without its last entry that `matches` picks. */
function withoutLast<T>(list: readonly T[], matches: (entry: T) => boolean): T[] {
  const at = list.findLastIndex(matches);
  return at < 0 ? [...list] : list.filter((_, i) => i !== at);
}

/**
 * The card with the 180s and hi-checks of match `index`'s leg-by-leg record brought up to date
 *: each one thrown since `before` is added for the side's player at once,
 * and one the record lost (a throw edited from 180, an undone checkout) is taken back. A pairs or
 * triples match names no single thrower, so its 180s and hi-checks are left to be entered by hand.
 */
export function withSaygAccolades(
  card: Card,
  index: number,
  before: RecordedScoreAsYouGoDto | undefined,
  after: RecordedScoreAsYouGoDto,
): Card {
  let { oneEighties, over100Checkouts } = card;
  for (const change of accoladeChanges(before, after)) {
    const player = throwerOf(card, index, change.side);
    if (!player) continue;
    if (change.type === 'one-eighty') {
      oneEighties =
        change.change === 'add'
          ? [...oneEighties, asGamePlayer(player)]
          : withoutLast(oneEighties, (entry) => entry.id === player.id);
    } else {
      const { score } = change;
      over100Checkouts =
        change.change === 'add'
          ? [...over100Checkouts, { ...asGamePlayer(player), score }]
          : withoutLast(over100Checkouts, (entry) => entry.id === player.id && entry.score === score);
    }
  }
  return oneEighties === card.oneEighties && over100Checkouts === card.over100Checkouts
    ? card
    : { ...card, oneEighties, over100Checkouts };
}
