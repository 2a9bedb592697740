import type { Ref } from 'react';

/** A large labelled input with an optional hint underneath. */
export function TextField({
  idPrefix,
  name,
  label,
  type = 'text',
  autoComplete,
  value,
  onChange,
  invalid,
  hint,
  inputRef,
}: {
  idPrefix: string;
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const id = `${idPrefix}-${name}`;
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        id={id}
        ref={inputRef}
        name={name}
        type={type}
        className={`form-control form-control-lg${invalid ? ' is-invalid' : ''}`}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...(type === 'email' ? { inputMode: 'email' as const, autoCapitalize: 'none', spellCheck: false } : {})}
      />
      {hint && (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      )}
    </div>
  );
}
