import { useId, useState, type FormEvent } from 'react';
import type { LegThrow } from '@darts/domain';
import { Dialog } from '../../components/dialog';

/**
 * 'Edit throw {n} for {player}' with Score and No of Darts, Close and Save changes (spec 2 §2,
 * §5). The engine decides (editThrow); its refusal is shown and nothing changes.
 */
export function EditThrowDialog({
  throwNumber,
  player,
  initial,
  onSave,
  onClose,
}: {
  throwNumber: number;
  player: string;
  initial: LegThrow;
  /** Applies the edit; returns the engine's refusal, or null when it was saved. */
  onSave: (edit: LegThrow) => string | null;
  onClose: () => void;
}) {
  const [score, setScore] = useState(String(initial.score));
  const [darts, setDarts] = useState(String(initial.noOfDarts));
  const [problem, setProblem] = useState<string | null>(null);
  const formId = useId();
  const problemId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const refusal = onSave({
      score: score === '' ? NaN : Number(score),
      noOfDarts: darts === '' ? NaN : Number(darts),
    });
    if (refusal) setProblem(refusal);
  }

  const described = problem ? { 'aria-describedby': problemId } : {};
  return (
    <Dialog
      title={`Edit throw ${throwNumber} for ${player}`}
      onClose={onClose}
      closeButton={false}
      centered
      footer={
        <>
          <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
            Close
          </button>
          <button type="submit" form={formId} className="btn btn-primary">
            Save changes
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <div className="mb-3">
          <label className="form-label" htmlFor={`${formId}-score`}>
            Score
          </label>
          <input
            id={`${formId}-score`}
            className="form-control form-control-lg"
            type="number"
            inputMode="numeric"
            min={0}
            max={180}
            value={score}
            onChange={(e) => setScore(e.target.value)}
            {...described}
          />
        </div>
        <div className="mb-2">
          <label className="form-label" htmlFor={`${formId}-darts`}>
            No of Darts
          </label>
          <input
            id={`${formId}-darts`}
            className="form-control form-control-lg"
            type="number"
            inputMode="numeric"
            min={1}
            max={3}
            value={darts}
            onChange={(e) => setDarts(e.target.value)}
            {...described}
          />
        </div>
        {problem && (
          <p id={problemId} className="alert alert-danger mt-3 mb-0" role="alert">
            {problem}
          </p>
        )}
      </form>
    </Dialog>
  );
}
