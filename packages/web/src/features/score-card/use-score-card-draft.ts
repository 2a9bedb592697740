import { useMemo, useState } from 'react';
import type { GameDto, GameMatchDto, GamePlayerDto, RecordedScoreAsYouGoDto } from '@darts/contract';
import { unpublishedCard, type MatchLayout, type Side } from '@darts/domain';
import { deepEqual, layoutsOf, normaliseCard, playersKey, type Card } from './card-model';
import { withSaygAccolades } from './sayg-accolades';

/**
 * The score card as last loaded or saved, and the draft being edited until it is saved, compared
 * with it to say whether anything is unsaved; with the edits the card's dialogs make.
 */
export function useScoreCardDraft(game: GameDto) {
  const [saved, setSaved] = useState(game);
  const loaded = useMemo(() => normaliseCard(saved), [saved]);
  const [draft, setDraft] = useState<Card>(loaded);
  const [unpublishing, setUnpublishing] = useState(false);
  const unsaved = !deepEqual(draft, loaded);

  const setMatch = (index: number, change: (match: GameMatchDto) => GameMatchDto) =>
    setDraft((card) => ({ ...card, matches: card.matches.map((m, i) => (i === index ? change(m) : m)) }));

  /** Starts again from `next` (saved, or loaded again after a conflict). */
  function replaceSaved(next: GameDto) {
    setSaved(next);
    setDraft(normaliseCard(next));
    setUnpublishing(false);
  }

  /** Clears the result on the draft; nothing is saved until Save. */
  const unpublish = () => {
    setDraft((card) => unpublishedCard(card));
    setUnpublishing(true);
  };

  /** Photos change the fixture's token; the card's own edits stay as they are. */
  const takePhotos = (next: GameDto) => {
    setSaved((current) => ({ ...current, photos: next.photos, updated: next.updated }));
    setDraft((card) => ({ ...card, photos: next.photos, updated: next.updated }));
  };

  /** Puts a newly created player in `slot` of `side` in match `index`. */
  const placePlayer = (index: number, side: Side, slot: number, player: GamePlayerDto) =>
    setMatch(index, (match) => {
      const key = playersKey(side);
      const slots = [...match[key]];
      slots[slot] = player;
      return { ...match, [key]: slots.filter(Boolean) };
    });

  const setMatchOptions = (index: number, value: MatchLayout) =>
    setDraft((card) => {
      const options = layoutsOf(card).map((layout, i) => (i === index ? value : layout));
      return { ...card, matchOptions: options };
    });

  /** Match `index`'s leg-by-leg record, with the legs won as its score once anything has been thrown. */
  const recordSayg = (index: number, sayg: RecordedScoreAsYouGoDto, won: { home: number; away: number } | null) =>
    setDraft((card) => {
      // The 180s and hi-checks thrown (or taken back) go on the card at once.
      const scored = withSaygAccolades(card, index, card.matches[index]?.sayg, sayg);
      const matches = scored.matches.map((match, i) =>
        i !== index ? match : won ? { ...match, sayg, homeScore: won.home, awayScore: won.away } : { ...match, sayg },
      );
      return { ...scored, matches };
    });

  return {
    saved,
    draft,
    setDraft,
    unsaved,
    unpublishing,
    setMatch,
    replaceSaved,
    unpublish,
    takePhotos,
    placePlayer,
    setMatchOptions,
    recordSayg,
  };
}

export type ScoreCardDraft = ReturnType<typeof useScoreCardDraft>;
