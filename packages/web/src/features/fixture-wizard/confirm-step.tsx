import { wizardTexts } from './wizard-texts';

/**
 * Step 5: how many fixtures Save will make — the proposals with an away team, less those the season
 * already has and those whose teams already play that date — and what is left out.
 */
export function ConfirmStep({
  count,
  existing,
  clashes,
  byes,
}: {
  count: number;
  existing: number;
  clashes: number;
  byes: number;
}) {
  return (
    <div>
      <p className="lead mb-2">{wizardTexts.willBeSaved(count)}</p>
      {existing > 0 && <p className="mb-2">{wizardTexts.alreadySaved(existing)}</p>}
      {clashes > 0 && <p className="mb-2">{wizardTexts.clashes(clashes)}</p>}
      {byes > 0 && <p className="mb-2">{wizardTexts.byes(byes)}</p>}
      <p className="mb-0 text-body-secondary">{wizardTexts.stayOnline}</p>
    </div>
  );
}
