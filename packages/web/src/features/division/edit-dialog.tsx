import type { FormEvent, ReactNode } from 'react';
import { Dialog } from '../../components/dialog';
import { FieldProblem, fieldProblemProps, invalidClass } from '../../components/field-problem';

/**
 * The division pages' editing dialogs: a form, full screen on phones,
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

// One way to show a field's problem across the app.
export { FieldProblem, fieldProblemProps as fieldProps } from '../../components/field-problem';

/**
 * The required Name field of a division, season or team; its input's id is `{id}-name`. Its only
 * rule is that a name is given, so `problem` (from the last save) shows only while it is empty:
 * typing a name puts it right at once, without saving again.
 */
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
  const shown = value.trim() ? undefined : problem;
  return (
    <div className="mb-3">
      <label htmlFor={`${id}-name`} className="form-label">
        Name
      </label>
      <input
        {...fieldProblemProps(`${id}-name`, shown)}
        className={invalidClass('form-control', shown)}
        value={value}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldProblem id={`${id}-name`} problem={shown} />
    </div>
  );
}
