import type { ProposalResultDto } from '@darts/contract';
import { formatCalendarDate } from '@darts/domain';
import { proposedWeeks } from './fixtures-to-save';
import { ResultLines } from './result-lines';

/**
 * Step 4: the proposed weeks per division — each date with home v away and byes — and the health of
 * the season with the proposal applied (`proposalHealth`). A division folds, so 22
 * weeks of four divisions stay readable on a phone; the first is open.
 */
export function ProposalsStep({ proposal }: { proposal: ProposalResultDto }) {
  const health = proposal.proposalHealth;
  const divisions = proposal.divisions ?? [];
  return (
    <div>
      <section className="mb-3" aria-label="Health of the proposal">
        <h4 className="h6 mb-1">
          Health of the proposal:{' '}
          {health ? (
            <span className={health.success ? 'text-success-emphasis' : 'text-danger-emphasis'}>
              {health.success ? 'Healthy' : 'Unhealthy'}
            </span>
          ) : (
            <span className="text-body-secondary">No health check result</span>
          )}
        </h4>
        {health && <ResultLines errors={health.errors} warnings={health.warnings} messages={health.messages} />}
      </section>
      {divisions.length === 0 && <p className="text-body-secondary">No fixtures were proposed.</p>}
      {divisions.map((division, index) => {
        const weeks = proposedWeeks(division);
        const count = weeks.reduce((sum, week) => sum + week.fixtures.filter((f) => f.awayTeam).length, 0);
        return (
          <details key={division.id ?? index} className="wizard-fold mb-2" open={index === 0}>
            <summary className="fw-semibold">
              {division.name} — {weeks.length} {weeks.length === 1 ? 'week' : 'weeks'}, {count}{' '}
              {count === 1 ? 'fixture' : 'fixtures'}
            </summary>
            <ol className="list-unstyled mb-0 mt-2">
              {weeks.map((week, weekIndex) => (
                <li key={week.date} className="wizard-week">
                  <h5 className="h6 mb-1">
                    Week {weekIndex + 1} · {formatCalendarDate(week.date, { weekday: true, year: true })}
                  </h5>
                  <ul className="list-unstyled mb-2">
                    {week.fixtures.map((fixture) => (
                      <li key={`${fixture.homeTeam.id}-${fixture.awayTeam?.id ?? 'bye'}`}>
                        {fixture.awayTeam ? (
                          <>
                            {fixture.homeTeam.name} <span className="text-body-secondary">v</span>{' '}
                            {fixture.awayTeam.name}
                          </>
                        ) : (
                          <>
                            {fixture.homeTeam.name} <span className="text-body-secondary">— bye</span>
                          </>
                        )}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
          </details>
        );
      })}
    </div>
  );
}
