import { useEffect } from 'react';
import { canCheckout } from '@darts/domain';
import { Dialog } from '../../components/dialog';

/**
 * 'How many darts to checkout?' with 1, 2 and 3. Darts that cannot make the score are
 * disabled (the engine would refuse them); a refusal that still comes back is shown. The keys
 * 1, 2 and 3 choose too, for a scorer at a keyboard.
 */
export function CheckoutDialog({
  title,
  score,
  problem,
  onChoose,
  onClose,
}: {
  title: string;
  score: number;
  problem: string | null;
  onChoose: (noOfDarts: number) => void;
  onClose: () => void;
}) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const darts = Number(event.key);
      if (!['1', '2', '3'].includes(event.key) || !canCheckout(score, darts)) return;
      event.preventDefault();
      onChoose(darts);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [score, onChoose]);

  return (
    <Dialog title={title} onClose={onClose} centered>
      <p className="fs-5">How many darts to checkout?</p>
      <div className="sayg-dart-choices">
        {[1, 2, 3].map((darts) => (
          <button
            key={darts}
            type="button"
            className="btn btn-primary btn-lg"
            disabled={!canCheckout(score, darts)}
            onClick={() => onChoose(darts)}
          >
            {darts}
          </button>
        ))}
      </div>
      {problem && (
        <p className="alert alert-danger mt-3 mb-0" role="alert">
          {problem}
        </p>
      )}
    </Dialog>
  );
}
