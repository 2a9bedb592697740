import { useEffect, useId, useRef, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog in Bootstrap's look without its JavaScript: role dialog, aria-modal, labelled by
 * its title; focus moves to the first field, stays inside (Tab wraps), and returns to whatever
 * opened it; Escape and Cancel close. Full screen on phones. The body is a form, so Enter saves.
 */
export function Dialog({
  title,
  onClose,
  onSubmit,
  children,
  footer,
  busy = false,
}: {
  title: string;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
  /** Buttons; the submit button should be `type="submit"`. */
  footer: ReactNode;
  busy?: boolean;
}) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = box.current?.querySelector<HTMLElement>(
      '.modal-body input:not([disabled]), .modal-body select, .modal-body textarea',
    );
    (first ?? box.current)?.focus();
    document.body.classList.add('modal-open');
    return () => {
      document.body.classList.remove('modal-open');
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (!busy) onClose();
      return;
    }
    if (event.key !== 'Tab' || !box.current) return;
    const items = [...box.current.querySelectorAll<HTMLElement>(focusable)];
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === box.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <>
      <div className="modal d-block" onKeyDown={onKeyDown}>
        <div
          ref={box}
          className="modal-dialog modal-dialog-scrollable modal-fullscreen-sm-down"
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
        >
          <form className="modal-content" onSubmit={onSubmit} noValidate aria-busy={busy}>
            <div className="modal-header">
              <h2 id={titleId} className="modal-title h5">
                {title}
              </h2>
              <button type="button" className="btn-close" aria-label="Close" onClick={onClose} disabled={busy} />
            </div>
            <div className="modal-body">{children}</div>
            <div className="modal-footer">{footer}</div>
          </form>
        </div>
      </div>
      <div className="modal-backdrop show" />
    </>
  );
}

/** A labelled field with its problem announced and linked (aria-invalid, aria-describedby). */
export function fieldProps(id: string, problem: string | undefined) {
  return {
    id,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': problem ? `${id}-problem` : undefined,
  } as const;
}

export function FieldProblem({ id, problem }: { id: string; problem: string | undefined }) {
  if (!problem) return null;
  return (
    <div id={`${id}-problem`} className="invalid-feedback d-block">
      {problem}
    </div>
  );
}
