import { useEffect, useId, useRef, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './dialog.css';

/** What Tab moves between inside the dialog. */
const focusable = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** Open dialogs per element made inert, so the last one to close gives the page back. */
const inertHolds = new WeakMap<HTMLElement, number>();

function makeInert(element: HTMLElement): () => void {
  const holds = inertHolds.get(element) ?? 0;
  inertHolds.set(element, holds + 1);
  if (holds === 0) element.setAttribute('inert', '');
  return () => {
    const left = (inertHolds.get(element) ?? 1) - 1;
    inertHolds.set(element, left);
    if (left === 0) element.removeAttribute('inert');
  };
}

/** Open dialogs, the newest last: Escape pressed with focus on no control closes the newest. */
const openDialogs: HTMLElement[] = [];

/** Where focus starts: the body's first field, else its first control, else the dialog itself. */
const fields = 'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled])';

export type DialogProps = {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons under the body; a `type="submit"` one submits when `onSubmit` is given. */
  footer?: ReactNode;
  /** Makes the dialog a form, so Enter in a field and a submit button in the footer submit it. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** While a save runs: Escape and × do nothing, and the content says it is busy. */
  busy?: boolean;
  /** False when the footer has its own Close button. */
  closeButton?: boolean;
  /** Bootstrap's large modal, e.g. for a form with a preview. */
  wide?: boolean;
  /** Centred on the screen rather than near the top. */
  centered?: boolean;
  /** The whole screen on phones, for forms with several fields. */
  fullScreenOnPhones?: boolean;
  /** Shown in the header between the title and ×, always in view (a tournament match's board). */
  headerAside?: ReactNode;
};

/**
 * A modal dialog in Bootstrap's look without Bootstrap's script: role dialog, aria-modal, labelled
 * by its title; focus moves in on open, stays inside (Tab wraps) and returns to whatever opened it
 * on close; Escape and × close.
 */
export function Dialog({
  title,
  onClose,
  children,
  footer,
  onSubmit,
  busy = false,
  closeButton = true,
  wide = false,
  centered = false,
  fullScreenOnPhones = false,
  headerAside,
}: DialogProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef({ onClose, busy });
  useEffect(() => {
    latest.current = { onClose, busy };
  });

  // A control inside that goes away (a choice that replaces itself) leaves focus on the page's body,
  // out of reach of the dialog's own key handler: Escape still closes the newest dialog then.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    openDialogs.push(dialog);
    const onDocumentKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || openDialogs.at(-1) !== dialog) return;
      const active = document.activeElement;
      if (active && active !== document.body) return;
      event.preventDefault();
      if (!latest.current.busy) latest.current.onClose();
    };
    document.addEventListener('keydown', onDocumentKeyDown);
    return () => {
      document.removeEventListener('keydown', onDocumentKeyDown);
      openDialogs.splice(openDialogs.indexOf(dialog), 1);
    };
  }, []);

  useEffect(() => {
    // The page behind is inert while a dialog is open: no Tab, click or screen-reader cursor
    // reaches the menu or Full screen button under the backdrop.
    const page = document.getElementById('root');
    const releasePage = page && !page.contains(ref.current) ? makeInert(page) : undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = ref.current;
    const body = dialog?.querySelector<HTMLElement>('.modal-body');
    const first = body?.querySelector<HTMLElement>(fields) ?? body?.querySelector<HTMLElement>(focusable);
    (first ?? dialog)?.focus();
    return () => {
      releasePage?.();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (!busy) onClose();
      return;
    }
    if (event.key !== 'Tab' || !ref.current) return;
    const items = [...ref.current.querySelectorAll<HTMLElement>(focusable)];
    const [first, last] = [items[0], items.at(-1)];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === ref.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  const layout = [
    'modal-dialog modal-dialog-scrollable',
    wide && 'modal-lg',
    centered && 'modal-dialog-centered',
    fullScreenOnPhones && 'modal-fullscreen-sm-down',
  ]
    .filter(Boolean)
    .join(' ');
  const content = (
    <>
      <div className="modal-header">
        <h2 id={titleId} className="modal-title h5">
          {title}
        </h2>
        {headerAside && <div className="app-dialog-aside">{headerAside}</div>}
        {closeButton && (
          <button
            type="button"
            className="btn-close app-dialog-close"
            aria-label="Close"
            onClick={onClose}
            disabled={busy}
          />
        )}
      </div>
      <div className="modal-body">{children}</div>
      {footer && <div className="modal-footer">{footer}</div>}
    </>
  );

  return createPortal(
    <>
      <div className="modal-backdrop show" />
      <div
        ref={ref}
        className="modal d-block app-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className={layout}>
          {onSubmit ? (
            <form className="modal-content" noValidate onSubmit={onSubmit} aria-busy={busy || undefined}>
              {content}
            </form>
          ) : (
            <div className="modal-content" aria-busy={busy || undefined}>
              {content}
            </div>
          )}
        </div>
      </div>
    </>,
    document.body,
  );
}
