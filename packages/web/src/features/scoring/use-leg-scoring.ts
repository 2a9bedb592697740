import { useCallback, useMemo, useState } from 'react';
import {
  applyThrow,
  cancelCheckout,
  changeCheckout,
  completeCheckout,
  currentLegIndex,
  editThrow,
  hasOpponent,
  lastThrower,
  legAt,
  legCheckout,
  legsWon,
  legWinner,
  needsFirstThrower,
  nextLeg,
  remainingScore,
  startLeg,
  suggestCheckout,
  throwEvents,
  throwHistory,
  undoLastThrow,
  updateLeg,
  type Leg,
  type LegThrow,
  type PlayerSequenceEntry,
  type Sayg,
  type Side,
  type ThrowEvent,
} from '@darts/domain';

/** Where the current leg is: choosing who throws first, scoring, asking checkout darts, or over. */
export type LegPhase = 'first-thrower' | 'scoring' | 'checkout' | 'match-over';

export type LegScoringOptions = {
  sayg: Sayg;
  onChange: (next: Sayg) => void;
  /** 180s and hi-checks, for the score card's accolades. */
  onThrowEvents?: (events: ThrowEvent[]) => void;
  /** The decider's throwing order when the legs are level, if the caller knows it. */
  finalLegSequence?: readonly PlayerSequenceEntry[];
};

const dartsText = (n: number) => `${n} ${n === 1 ? 'dart' : 'darts'}`;

/**
 * The scoring panel's state and actions. Every rule is the domain's: this only picks the leg,
 * calls the transition and reports the outcome — a refusal's reason, or the new record and a
 * sentence for screen readers.
 */
export function useLegScoring({ sayg, onChange, onThrowEvents, finalLegSequence }: LegScoringOptions) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // A checkout waits here for its darts, shown but not recorded: the leg is won only once they are
  // chosen, so the legs won, the score card and the server never see it before, and
  // closing the dialog has nothing to undo. It lapses if the record changes under it.
  const [pending, setPending] = useState<{ base: Sayg; withCheckout: Sayg } | null>(null);
  const awaiting = pending?.base === sayg ? pending.withCheckout : null;
  const shown = awaiting ?? sayg;

  // Derived once per record (a tap makes a new record; other renders reuse these).
  const { legIndex, leg, winner, hasNextLeg } = useMemo(() => {
    const index = currentLegIndex(shown) ?? 0;
    const current = legAt(shown, index);
    const won = current ? legWinner(current) : null;
    return {
      legIndex: index,
      leg: current,
      winner: won,
      hasNextLeg: won !== null && nextLeg(shown, finalLegSequence).ok,
    };
  }, [shown, finalLegSequence]);
  const phase: LegPhase = winner
    ? awaiting || hasNextLeg
      ? 'checkout'
      : 'match-over'
    : !leg || needsFirstThrower(leg)
      ? 'first-thrower'
      : 'scoring';
  // The record whose legs count: a record saved with a checkout awaiting its darts (by an older
  // version, before the next leg was made) counts that leg only once they are chosen, too.
  const counted = useMemo(() => {
    if (awaiting || !winner || !hasNextLeg) return sayg;
    const taken = updateLeg(sayg, legIndex, (l) => cancelCheckout(l, winner));
    return taken.ok ? taken.value : sayg;
  }, [sayg, awaiting, winner, hasNextLeg, legIndex]);
  const withOpponent = hasOpponent(sayg);
  const sides: Side[] = useMemo(() => (withOpponent ? ['home', 'away'] : ['home']), [withOpponent]);
  const { yourName, opponentName } = sayg;
  // Stable while the names stay, so memoised lists and rows are not re-rendered by a throw.
  const nameOf = useCallback(
    (side: Side) => (side === 'home' ? yourName || 'Home' : opponentName || 'Away'),
    [yourName, opponentName],
  );
  const thrower = phase === 'scoring' ? (leg?.currentThrow ?? null) : null;

  /** Applies an outcome: a refusal is shown and nothing changes; otherwise the record moves on. */
  function commit(outcome: { ok: true; value: Sayg } | { ok: false; reason: string }, said?: (next: Sayg) => string) {
    if (!outcome.ok) {
      setRefusal(outcome.reason);
      setAnnouncement('');
      return false;
    }
    setRefusal(null);
    onChange(outcome.value);
    if (said) setAnnouncement(said(outcome.value));
    return true;
  }

  const legOf = (record: Sayg, index = legIndex): Leg | undefined => legAt(record, index);

  function pickFirst(side: Side) {
    commit(startLeg(sayg, legIndex, side), () => `${nameOf(side)} to throw first`);
  }

  function enterScore(score: number) {
    if (!thrower) return false;
    const outcome = applyThrow(sayg, thrower, score);
    if (!outcome.ok) return commit(outcome);
    const played = legOf(outcome.value)!;
    if (legWinner(played)) {
      setRefusal(null);
      setPending({ base: sayg, withCheckout: outcome.value });
      setAnnouncement(`${nameOf(thrower)} scored ${score}, checkout. How many darts?`);
      return true;
    }
    onThrowEvents?.(throwEvents(played, thrower));
    const record = throwHistory(played, thrower).at(-1)!;
    const bust = record.isBust ? ', bust' : '';
    return commit(
      outcome,
      () => `${nameOf(thrower)} scored ${score}${bust}, ${record.remaining} left${checkoutText(played)}`,
    );
  }

  /** The route the next thrower could check out with, as the screen suggests it ('' when none). */
  function checkoutText(played: Leg): string {
    const next = played.currentThrow;
    if (!next) return '';
    const left = remainingScore(played, next);
    const route = suggestCheckout(left, 3);
    return route ? `. ${nameOf(next)} can check out ${left}: ${route.map((dart) => dart.label).join(' ')}` : '';
  }

  function chooseCheckoutDarts(noOfDarts: number) {
    if (!winner || !leg) return;
    const completed = updateLeg(shown, legIndex, (l) => completeCheckout(l, winner, noOfDarts));
    if (!completed.ok) return commit(completed);
    onThrowEvents?.(throwEvents(legOf(completed.value)!, winner));
    const next = nextLeg(completed.value, finalLegSequence);
    setPending(null);
    const score = legCheckout(leg)?.score ?? 0;
    commit(next.ok ? next : completed, (record) => {
      const legText = `Leg to ${nameOf(winner)}: ${score} checkout with ${dartsText(noOfDarts)}`;
      if (next.ok) return legText;
      // The last leg: the match's result too.
      const won = legsWon(record);
      const [first, second] = won.home >= won.away ? (['home', 'away'] as const) : (['away', 'home'] as const);
      const match = withOpponent
        ? `${nameOf(first)} wins the match ${won[first]}–${won[second]}`
        : `Match over, ${won.home} ${won.home === 1 ? 'leg' : 'legs'}`;
      return `${legText}. ${match}`;
    });
  }

  function closeCheckout() {
    if (!winner) return;
    const takenBack = (record: Sayg) =>
      `Checkout taken back. ${nameOf(winner)} to throw, ${remainingScore(legOf(record)!, winner)} left`;
    if (awaiting) {
      // Never recorded: dropping it is the undo.
      setPending(null);
      setRefusal(null);
      setAnnouncement(takenBack(sayg));
      return;
    }
    commit(
      updateLeg(sayg, legIndex, (l) => cancelCheckout(l, winner)),
      takenBack,
    );
  }

  function undo() {
    if (awaiting) return closeCheckout();
    const side = leg ? lastThrower(leg) : null;
    const undone = side ? leg?.[side].throws.at(-1) : undefined;
    commit(
      updateLeg(sayg, legIndex, undoLastThrow),
      (next) => `Took back ${nameOf(side!)}'s ${undone?.score ?? ''}, ${remainingScore(legOf(next)!, side!)} left`,
    );
  }

  /** Replaces a throw of the current leg; returns the engine's refusal, or null when saved. */
  function saveEdit(side: Side, throwIndex: number, edit: LegThrow): string | null {
    const edited = updateLeg(sayg, legIndex, (l) => editThrow(l, side, throwIndex, edit));
    if (!edited.ok) return edited.reason;
    const throwText = `Throw ${throwIndex + 1} for ${nameOf(side)}`;
    commit(edited, (record) => {
      if (edit.noOfDarts > 0) return `${throwText} is now ${edit.score}`;
      // Saving drops a throw with 0 darts: say so, and whose turn it is now.
      const next = legOf(record)!;
      const turn = next.currentThrow;
      const removed = `${throwText} removed: no darts`;
      return turn ? `${removed}. ${nameOf(turn)} to throw, ${remainingScore(next, turn)} left` : removed;
    });
    return null;
  }

  /** The leg whose checkout the banner offers to change: the previous leg before a throw, or the last. */
  const bannerLegIndex =
    phase === 'match-over'
      ? legIndex
      : phase !== 'checkout' && legIndex > 0 && leg && leg.home.throws.length + leg.away.throws.length === 0
        ? legIndex - 1
        : null;
  const bannerLeg = bannerLegIndex === null ? undefined : legAt(sayg, bannerLegIndex);
  const bannerCheckout = bannerLeg ? legCheckout(bannerLeg) : null;

  /** Changes the darts of the banner leg's checkout; returns the engine's refusal, or null. */
  function changeBannerCheckout(noOfDarts: number): string | null {
    if (bannerLegIndex === null) return 'There is no checkout to change';
    const changed = updateLeg(sayg, bannerLegIndex, (l) => changeCheckout(l, noOfDarts));
    if (!changed.ok) return changed.reason;
    commit(changed, () => `Checkout changed to ${dartsText(noOfDarts)}`);
    return null;
  }

  return {
    phase,
    /** The record whose legs won are shown: without a checkout that awaits its darts. */
    counted,
    legIndex,
    leg,
    sides,
    thrower,
    winner,
    /** The checkout awaiting its darts. */
    checkout: phase === 'checkout' && leg ? legCheckout(leg) : null,
    nameOf,
    refusal,
    clearRefusal: () => setRefusal(null),
    announcement,
    bannerCheckout: bannerCheckout && { ...bannerCheckout, name: nameOf(bannerCheckout.side) },
    pickFirst,
    enterScore,
    chooseCheckoutDarts,
    closeCheckout,
    undo,
    saveEdit,
    changeBannerCheckout,
  };
}

export type LegScoring = ReturnType<typeof useLegScoring>;
export { dartsText };
