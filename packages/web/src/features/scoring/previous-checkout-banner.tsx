import { useState } from 'react';
import { CheckoutDialog } from './checkout-dialog';
import { dartsText } from './use-leg-scoring';

/**
 * '{player} checked out {score} with {n} darts' with Change: the previous leg's
 * checkout darts can still be corrected; the engine decides (changeCheckout).
 */
export function PreviousCheckoutBanner({
  checkout,
  onChange,
  onDialogChange,
}: {
  checkout: { name: string; score: number; noOfDarts: number };
  onChange: (noOfDarts: number) => string | null;
  /** Told when its Change checkout dialog opens and closes. */
  onDialogChange?: (open: boolean) => void;
}) {
  const [changing, setChangingState] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const setChanging = (open: boolean) => {
    setChangingState(open);
    onDialogChange?.(open);
  };
  const close = () => {
    setChanging(false);
    setProblem(null);
  };
  return (
    <div className="alert alert-info sayg-banner d-flex align-items-center justify-content-between gap-2 py-1">
      <span>
        {checkout.name} checked out {checkout.score} with {dartsText(checkout.noOfDarts)}
      </span>
      <button type="button" className="btn btn-outline-primary" onClick={() => setChanging(true)}>
        Change
      </button>
      {changing && (
        <CheckoutDialog
          title="Change checkout"
          score={checkout.score}
          problem={problem}
          onClose={close}
          onChoose={(darts) => {
            const refusal = onChange(darts);
            if (refusal) setProblem(refusal);
            else close();
          }}
        />
      )}
    </div>
  );
}
