import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

export type KeypadKeys = {
  onDigit: (digit: number) => void;
  onBackspace: () => void;
  onEnter: () => void;
  /** Whether digits have been typed: Enter then enters them wherever focus is. */
  hasEntry: boolean;
};

const modalDialogs = '[role="dialog"][aria-modal="true"]';

/**
 * Focus is somewhere typing means something else: a field, or a dialog other than the one the
 * panel itself is in (the score card scores a match inside a dialog; a checkout or edit dialog
 * opened over the panel takes the keys).
 */
function isTypingElsewhere(target: EventTarget | null, panel: HTMLElement | null): boolean {
  const foreign = (dialog: Element) => !panel || !dialog.contains(panel);
  if ([...document.querySelectorAll(modalDialogs)].some(foreign)) return true;
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.closest('input, textarea, select')) return true;
  const dialog = target.closest('[role="dialog"]');
  return dialog !== null && foreign(dialog);
}

/**
 * Digits, Backspace and Enter on the keyboard drive the keypad while focus is not in a field
 *. Enter enters typed digits wherever focus is; with nothing typed, Enter on a focused
 * button (a throw to edit, Undo) still presses that button.
 */
export function useKeypadKeys(enabled: boolean, keys: KeypadKeys, panel?: RefObject<HTMLElement | null>) {
  const latest = useRef(keys);
  useLayoutEffect(() => {
    latest.current = keys;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTypingElsewhere(event.target, panel?.current ?? null)) return;
      const onButton = event.target instanceof HTMLElement && event.target.closest('button, a[href]');
      if (/^[0-9]$/.test(event.key)) {
        event.preventDefault();
        latest.current.onDigit(Number(event.key));
      } else if (event.key === 'Backspace') {
        event.preventDefault();
        latest.current.onBackspace();
      } else if (event.key === 'Enter') {
        if (onButton && !onButton.closest('.sayg-keypad') && !latest.current.hasEntry) return;
        event.preventDefault();
        latest.current.onEnter();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled, panel]);
}
