import { backLabel, canClose, canGoBack, hasNext, nextLabels, type WizardStep } from './wizard-steps';

/** The wizard's footer: the problem that stops the next step, then Close, Back and the step's Next. */
export function WizardFooter({
  shown,
  problem,
  busy,
  onClose,
  onBack,
  onNext,
}: {
  shown: WizardStep;
  problem: string | undefined;
  /** A proposal is on its way: Back and Next wait. */
  busy: boolean;
  onClose: () => void;
  onBack: () => void;
  onNext: () => void;
}) {
  return (
    <>
      {problem && (
        <div className="alert alert-danger w-100 mb-2 py-2" role="alert">
          {problem}
        </div>
      )}
      <div className="wizard-buttons">
        <button type="button" className="btn btn-outline-secondary" onClick={onClose} disabled={!canClose(shown)}>
          Close
        </button>
        <button type="button" className="btn btn-outline-primary" onClick={onBack} disabled={!canGoBack(shown) || busy}>
          {backLabel(shown)}
        </button>
        {hasNext(shown) && (
          <button type="button" className="btn btn-primary" onClick={onNext} disabled={busy}>
            {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {nextLabels[shown]}
          </button>
        )}
      </div>
    </>
  );
}
