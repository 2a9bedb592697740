import { wizardTexts } from './wizard-texts';

/** Step 5: how many fixtures Save will make (the proposals with an away team not yet in the season). */
export function ConfirmStep({ count, existing, byes }: { count: number; existing: number; byes: number }) {
  return (
    <div>
      <p className="lead mb-2">{wizardTexts.willBeSaved(count)}</p>
      {existing > 0 && <p className="mb-2">{wizardTexts.alreadySaved(existing)}</p>}
      {byes > 0 && <p className="mb-2">{wizardTexts.byes(byes)}</p>}
      <p className="mb-0 text-body-secondary">{wizardTexts.stayOnline}</p>
    </div>
  );
}
