import { useId, useState, type FormEvent } from 'react';
import { saygIdFrom } from './live-links';

/** Paste a match link or id (a live, TV, practice or shared API link) to open it. */
export function MatchLinkForm({ submitLabel, onChoose }: { submitLabel: string; onChoose: (id: string) => void }) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const hintId = useId();
  const problemId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const id = saygIdFrom(text);
    if (id) onChoose(id);
    else setProblem(text.trim() ? 'That link has no match id in it.' : 'Paste a match link or id.');
  }

  return (
    <form className="ms-link-form" onSubmit={submit} noValidate>
      <label className="form-label" htmlFor={inputId}>
        Match link or id
      </label>
      <div className="input-group">
        <input
          id={inputId}
          className={`form-control${problem ? ' is-invalid' : ''}`}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
          }}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${hintId} ${problemId}` : hintId}
          autoComplete="off"
          spellCheck={false}
        />
        <button type="submit" className="btn btn-primary">
          {submitLabel}
        </button>
      </div>
      <div id={hintId} className="form-text">
        For example a link to a live or practice match, or the id on its own.
      </div>
      {problem && (
        <div id={problemId} className="invalid-feedback d-block">
          {problem}
        </div>
      )}
    </form>
  );
}
