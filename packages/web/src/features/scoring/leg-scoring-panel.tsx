import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { firstThrowerQuestion, remainingScore, suggestCheckout, type Sayg, type Side } from '@darts/domain';
import { CallerControl, useCaller } from '../../lib/caller';
import { useSaygStyle } from '../../lib/preferences';
import { CheckoutDialog } from './checkout-dialog';
import { EditThrowDialog } from './edit-throw-dialog';
import { FirstThrowerPicker } from './first-thrower-picker';
import { Keypad } from './keypad';
import { appendDigit, canSubmit, removeDigit } from './keypad-entry';
import { MatchSummary } from './match-summary';
import { PreviousCheckoutBanner } from './previous-checkout-banner';
import { ScoreBoard } from './score-board';
import { afterNextPaint, useAfterPaint, useShownSayg } from './shown-sayg';
import { StyleSelector } from './style-selector';
import { ThrowLists } from './throw-lists';
import { useKeypadKeys } from './use-keypad-keys';
import { useLegScoring, type LegScoringOptions } from './use-leg-scoring';
import './scoring.css';

export type LegScoringPanelProps = LegScoringOptions & {
  /** What replaces scoring once the match is over (the match statistics); a summary by default. */
  renderFinished?: (sayg: Sayg) => ReactNode;
  /** Shown beside the leg number, e.g. the save status, so it stays in view while scoring. */
  status?: ReactNode;
  /** The Paused/Live selector (useLiveScoring), shown beside the style selector when given. */
  liveControl?: ReactNode;
};

/**
 * On a phone, keep the scoring area at the top of the screen while scoring: the score, throws and
 * keypad then fill it. Re-aligned after each throw, since content above may have changed height.
 */
let phoneQuery: MediaQueryList | null | undefined;
/** One MediaQueryList for the page (its `matches` stays live), not a new one per throw. */
const isPhoneLayout = () => {
  phoneQuery ??= window.matchMedia?.('(max-width: 991.98px)') ?? null;
  return phoneQuery?.matches ?? false;
};

function useScoringInView(ref: React.RefObject<HTMLElement | null>, scoring: boolean, throwCount: number) {
  useEffect(() => {
    if (!scoring || !isPhoneLayout()) return;
    // Measured after the throw is painted: reading the layout sooner would hold up that frame.
    let cancelled = false;
    const align = () => {
      const area = ref.current;
      if (!cancelled && area && Math.abs(area.getBoundingClientRect().top) > 1)
        area.scrollIntoView?.({ block: 'start' });
    };
    afterNextPaint(align);
    return () => {
      cancelled = true;
    };
  }, [ref, scoring, throwCount]);
}

/**
 * After a dialog over the panel closes (editing a throw, a checkout's darts), the entry row and the
 * keypad's Enter are brought back into view: the throw list is scrolled back to its
 * newest row, which the scorer may have scrolled away from to reach the throw they edited (and
 * focus going back to that throw scrolls to it), and on a phone the scoring area is aligned to the
 * top of the screen again. Once more if the on-screen keyboard going away resizes the screen.
 */
function useEntryInViewAfterDialogs(ref: React.RefObject<HTMLElement | null>, dialogOpen: boolean) {
  const wasOpen = useRef(false);
  useEffect(() => {
    if (dialogOpen) {
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    const reveal = () => {
      const area = ref.current;
      const throws = area?.querySelector<HTMLElement>('.sayg-throws');
      if (!area || !throws) return;
      throws.scrollTop = throws.scrollHeight;
      if (isPhoneLayout() && Math.abs(area.getBoundingClientRect().top) > 1) area.scrollIntoView?.({ block: 'start' });
    };
    reveal();
    const viewport = window.visualViewport;
    viewport?.addEventListener('resize', reveal, { once: true });
    const stop = setTimeout(() => viewport?.removeEventListener('resize', reveal), 1_000);
    return () => {
      clearTimeout(stop);
      viewport?.removeEventListener('resize', reveal);
    };
  }, [ref, dialogOpen]);
}

/**
 * Says each throw to screen readers (a polite live region). The words follow the painted score by
 * a frame, so the frame that shows a tap carries only what the tap changes on screen.
 */
const Announcer = memo(function Announcer({ text }: { text: string }) {
  const shown = useAfterPaint(text);
  return (
    <div className="sayg-announcer" aria-live="polite">
      {shown}
    </div>
  );
});

/**
 * The leg scoring panel: who throws first, the
 * running score, throws, keypad (and keyboard), checkout and edit dialogs, undo, the previous
 * leg's checkout banner and the style selector. Controlled: it shows `sayg` and reports each new
 * record through `onChange`; every rule is the domain engine's.
 */
export function LegScoringPanel({ renderFinished, status, liveControl, ...props }: LegScoringPanelProps) {
  // The panel shows a new record at once and hands it to the caller after it is painted.
  const [sayg, onChange] = useShownSayg(props.sayg, props.onChange);
  const options = { ...props, sayg, onChange };
  const scoring = useLegScoring(options);
  // The caller follows the saved record: a checkout is called once its darts are chosen.
  const caller = useCaller(sayg);
  const { phase, leg, sides, thrower, nameOf } = scoring;
  const [entry, setEntry] = useState('');
  const [editing, setEditing] = useState<{ side: Side; index: number } | null>(null);
  const [style, setStyle] = useSaygStyle();
  const layout = useRef<HTMLDivElement>(null);
  const keypadShown = phase === 'scoring' || phase === 'checkout';
  useScoringInView(layout, phase === 'scoring', leg ? leg.home.throws.length + leg.away.throws.length : 0);
  const [changingCheckout, setChangingCheckout] = useState(false);
  useEntryInViewAfterDialogs(layout, editing !== null || phase === 'checkout' || changingCheckout);

  const submit = (score: number) => {
    scoring.enterScore(score);
    setEntry('');
  };
  // Stable handlers for the memoised keypad and throw lists, calling this render's actions.
  const latestSubmit = useRef(submit);
  useLayoutEffect(() => {
    latestSubmit.current = submit;
  });
  const stableSubmit = useCallback((score: number) => latestSubmit.current(score), []);
  const startEdit = useCallback((side: Side, index: number) => setEditing({ side, index }), []);
  useKeypadKeys(
    phase === 'scoring' && editing === null,
    {
      onDigit: (digit) => setEntry((current) => appendDigit(current, digit)),
      onBackspace: () => setEntry(removeDigit),
      onEnter: () => {
        if (canSubmit(entry)) submit(Number(entry));
      },
      hasEntry: canSubmit(entry),
    },
    layout,
  );

  // The throw lists follow a throw in a render of their own: the score the tap changed is
  // painted first, the new row (and the scroll that keeps it in view) in the next frame.
  const lists = useAfterPaint(useMemo(() => ({ leg, thrower }), [leg, thrower]));
  const remaining = leg && thrower ? remainingScore(leg, thrower) : null;
  const route = useMemo(() => (remaining !== null ? suggestCheckout(remaining, 3) : null), [remaining]);
  const edited = editing && leg?.[editing.side].throws[editing.index];
  const undoButton = (
    <button type="button" className="btn sayg-undo" aria-label="Undo last throw" onClick={scoring.undo}>
      <span aria-hidden="true">↶ </span>Undo
    </button>
  );

  return (
    <section className={`sayg-panel ${style}${keypadShown ? ' sayg-panel-scoring' : ''}`} aria-label="Scoring">
      <div ref={layout} className={`sayg-layout${keypadShown ? ' sayg-layout-scoring' : ''}`}>
        <div className="sayg-main">
          <ScoreBoard sayg={scoring.counted} leg={leg} sides={sides} thrower={thrower} nameOf={nameOf} />
          <div className="sayg-match-line">
            <span>
              Leg {scoring.legIndex + 1} · best of {options.sayg.numberOfLegs}
            </span>
            {status}
          </div>
          {scoring.bannerCheckout && (
            <PreviousCheckoutBanner
              checkout={scoring.bannerCheckout}
              onChange={scoring.changeBannerCheckout}
              onDialogChange={setChangingCheckout}
            />
          )}
          {scoring.refusal && phase !== 'checkout' && (
            <div className="alert alert-danger sayg-refusal" role="alert">
              <span>{scoring.refusal}</span>
              <button type="button" className="btn-close" aria-label="Dismiss" onClick={scoring.clearRefusal} />
            </div>
          )}
          {phase === 'first-thrower' && (
            <FirstThrowerPicker
              question={firstThrowerQuestion(options.sayg, scoring.legIndex)}
              sides={sides}
              nameOf={nameOf}
              onPick={scoring.pickFirst}
            />
          )}
          {keypadShown && leg && lists.leg && (
            <ThrowLists
              leg={lists.leg}
              sides={sides}
              thrower={lists.thrower}
              entry={entry}
              nameOf={nameOf}
              onEdit={startEdit}
            />
          )}
          {phase === 'match-over' && (
            <>
              {renderFinished ? renderFinished(options.sayg) : <MatchSummary sayg={options.sayg} />}
              {undoButton}
            </>
          )}
        </div>

        {keypadShown && (
          <div className="sayg-keypad-dock">
            <div className="sayg-toolbar">
              <p className="sayg-suggestion mb-0">
                <span className="sayg-suggestion-text">
                  {route && thrower && (
                    <>
                      <span className="visually-hidden">Checkout for {nameOf(thrower)}: </span>
                      <span aria-hidden="true">Checkout </span>
                      {route.map((dart) => dart.label).join(' ')}
                    </>
                  )}
                </span>
              </p>
              {undoButton}
            </div>
            <Keypad entry={entry} onEntryChange={setEntry} onSubmit={stableSubmit} disabled={phase !== 'scoring'} />
          </div>
        )}
      </div>

      <div className="sayg-footer">
        <StyleSelector style={style} onChange={setStyle} />
        {liveControl}
        <CallerControl caller={caller} className="sayg-caller" />
      </div>
      <Announcer text={scoring.announcement} />

      {phase === 'checkout' && scoring.checkout && (
        <CheckoutDialog
          title="Checkout"
          score={scoring.checkout.score}
          problem={scoring.refusal}
          onChoose={scoring.chooseCheckoutDarts}
          onClose={scoring.closeCheckout}
        />
      )}
      {editing && edited && (
        <EditThrowDialog
          throwNumber={editing.index + 1}
          player={nameOf(editing.side)}
          initial={edited}
          onClose={() => setEditing(null)}
          onSave={(edit) => {
            const refusal = scoring.saveEdit(editing.side, editing.index, edit);
            if (!refusal) setEditing(null);
            return refusal;
          }}
        />
      )}
    </section>
  );
}
