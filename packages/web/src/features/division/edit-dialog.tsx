import type { FormEvent, ReactNode } from 'react';
import { Dialog } from '../../components/dialog';

/**
 * The division pages' editing dialogs (spec 1 §2 editing modals): a form, full screen on phones,
 * with an optional destructive action on the left, Cancel, and the save button, all disabled while
 * a write runs. Enter in a field saves.
 */
export function EditDialog({
  title,
  onClose,
  onSubmit,
  busy,
  saveLabel,
  saving,
  remove,
  children,
}: {
  title: string;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  /** The save button's words; 'Saving…' while `saving`. */
  saveLabel: string;
  saving: boolean;
  /** E.g. 'Delete division', after its own confirmation. */
  remove?: { label: string; onClick: () => void };
  children: ReactNode;
}) {
  return (
    <Dialog
      title={title}
      onClose={onClose}
      onSubmit={onSubmit}
      busy={busy}
      fullScreenOnPhones
      footer={
        <>
          {remove && (
            <button type="button" className="btn btn-outline-danger me-auto" onClick={remove.onClick} disabled={busy}>
              {remove.label}
            </button>
          )}
          <button type="button" className="btn btn-outline-secondary" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {saving ? 'Saving…' : saveLabel}
          </button>
        </>
      }
    >
      {children}
    </Dialog>
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

/** The required Name field of a division, season or team; its input's id is `{id}-name`. */
export function NameField({
  id,
  value,
  problem,
  onChange,
}: {
  id: string;
  value: string;
  problem: string | undefined;
  onChange: (name: string) => void;
}) {
  return (
    <div className="mb-3">
      <label htmlFor={`${id}-name`} className="form-label">
        Name
      </label>
      <input
        {...fieldProps(`${id}-name`, problem)}
        className={`form-control${problem ? ' is-invalid' : ''}`}
        value={value}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldProblem id={`${id}-name`} problem={problem} />
    </div>
  );
}
