import type { ActionResult, PlaceholderAssignmentDto, ProposalResultDto } from '@darts/contract';
import { ResultLines } from './result-lines';
import { wizardTexts } from './wizard-texts';

/** Codes in template order: `A` … `Z`, then `AA` …; anything else after, alphabetically. */
const byCode = (a: PlaceholderAssignmentDto, b: PlaceholderAssignmentDto) =>
  a.code.length - b.code.length || a.code.localeCompare(b.code);

/**
 * Step 3: the proposal's outcome (spec 1 §8: '✔ Fixtures have been proposed' / '⚠ There was an issue
 * proposing fixtures', with its errors, warnings and messages), then per division which team got
 * each placeholder code and why (chosen by you, shares an address, picked at random).
 */
export function ReviewStep({
  proposal,
  divisions,
}: {
  proposal: ActionResult<ProposalResultDto>;
  divisions: readonly { id: string; name: string }[];
}) {
  const assignments = proposal.result?.assignments ?? [];
  return (
    <div>
      <ProposalOutcome proposal={proposal} />
      {divisions.map((division) => {
        const rows = assignments.filter((a) => a.divisionId === division.id).sort(byCode);
        return (
          <section key={division.id} className="mb-3" aria-label={`${division.name}: placeholders`}>
            <h4 className="h6 border-bottom pb-1">{division.name}</h4>
            {rows.length === 0 ? (
              <p className="text-body-secondary mb-0">No teams were given a placeholder.</p>
            ) : (
              <ul className="list-unstyled mb-0 wizard-assignments">
                {rows.map((row) => (
                  <li key={row.code}>
                    <span className="wizard-code">{row.code}</span> <span className="fw-semibold">{row.teamName}</span>
                    <div className="small text-body-secondary">{row.reason}</div>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}

export function ProposalOutcome({ proposal }: { proposal: ActionResult<ProposalResultDto> }) {
  const ok = proposal.success !== false;
  return (
    <div className={`alert ${ok ? 'alert-success' : 'alert-warning'} py-2`} role="status">
      <p className="mb-1 fw-semibold">{ok ? wizardTexts.proposed : wizardTexts.proposalIssue}</p>
      <ResultLines errors={proposal.errors} warnings={proposal.warnings} messages={proposal.messages} />
    </div>
  );
}
