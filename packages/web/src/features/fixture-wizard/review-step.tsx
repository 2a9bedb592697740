import type { ActionResult, PlaceholderAssignmentDto, ProposalResultDto } from '@darts/contract';
import { ResultLines } from './result-lines';
import { ScheduleSummary, type WizardSchedule } from './schedule-fields';
import { wizardTexts } from './wizard-texts';

/** Codes in template order: `A` … `Z`, then `AA` …; anything else after, alphabetically. */
const byCode = (a: PlaceholderAssignmentDto, b: PlaceholderAssignmentDto) =>
  a.code.length - b.code.length || a.code.localeCompare(b.code);

/**
 * Step 3: the proposal's outcome (spec 1 §8: '✔ Fixtures have been proposed' / '⚠ There was an issue
 * proposing fixtures', with its errors, warnings and messages), the league night and skipped dates asked for, then per division (folding, for
 * phones) which team got each placeholder code and why (chosen by you, shares an address, at random).
 */
export function ReviewStep({
  proposal,
  divisions,
  schedule,
}: {
  proposal: ActionResult<ProposalResultDto>;
  divisions: readonly { id: string; name: string }[];
  schedule: WizardSchedule;
}) {
  const assignments = proposal.result?.assignments ?? [];
  return (
    <div>
      <ProposalOutcome proposal={proposal} />
      <ScheduleSummary schedule={schedule} />
      {divisions.map((division) => {
        const rows = assignments.filter((a) => a.divisionId === division.id).sort(byCode);
        return (
          <details key={division.id} className="wizard-fold mb-2" open>
            <summary className="fw-semibold">
              {division.name} — {rows.length} {rows.length === 1 ? 'team' : 'teams'}
            </summary>
            {rows.length === 0 ? (
              <p className="text-body-secondary mb-0">No teams were given a placeholder.</p>
            ) : (
              <ul className="list-unstyled mb-0 wizard-assignments" aria-label={`${division.name}: placeholders`}>
                {rows.map((row) => (
                  <li key={row.code}>
                    <span className="wizard-code">{row.code}</span> <span className="fw-semibold">{row.teamName}</span>
                    <div className="small text-body-secondary">{row.reason}</div>
                  </li>
                ))}
              </ul>
            )}
          </details>
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
