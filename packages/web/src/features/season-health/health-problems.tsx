import { StateIcon } from './icons';
import { HealthText, type HealthLinks } from './health-text';
import type { CheckView, Problem } from './health-view';

const severityWord = { error: 'Error', warning: 'Warning' } as const;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** `1 error, 2 warnings` for a failing check; `Passed` otherwise. */
export function checkSummary(check: CheckView) {
  if (check.state === 'passed') return 'Passed';
  const errors = check.problems.filter((p) => p.severity === 'error').length;
  const warnings = check.problems.length - errors;
  const parts = [errors && plural(errors, 'error'), warnings && plural(warnings, 'warning')].filter(Boolean);
  return parts.length ? parts.join(', ') : 'Failed';
}

/** Errors (red) and warnings (amber), each saying which it is in words; this division's marked. */
export function ProblemList({ problems, links }: { problems: readonly Problem[]; links: HealthLinks }) {
  return (
    <ul className="health-problems list-unstyled mb-0">
      {problems.map((problem, i) => (
        <li key={`${i}-${problem.text}`} className={`health-problem health-problem-${problem.severity}`}>
          <StateIcon state={problem.severity} className="health-problem-icon" />
          <span className="health-problem-text">
            <span className="visually-hidden">{severityWord[problem.severity]}: </span>
            <HealthText text={problem.text} links={links} />
            {problem.aboutDivision && (
              <>
                {' '}
                <span className="badge rounded-pill text-bg-primary health-here">{links.divisionName}</span>
              </>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Messages in grey: they inform, they are not problems. */
export function MessageList({ messages, links }: { messages: readonly string[]; links: HealthLinks }) {
  return (
    <ul className="health-messages mb-0 text-body-secondary">
      {messages.map((message, i) => (
        <li key={`${i}-${message}`}>
          <HealthText text={message} links={links} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The nine checks of contract §3.6, failing ones first and open with their problems; a passing check opens
 * only when it has messages to show.
 */
export function CheckList({ checks, links }: { checks: readonly CheckView[]; links: HealthLinks }) {
  return (
    <ul className="health-checks list-unstyled">
      {checks.map((check) => {
        const title = (
          <>
            <StateIcon state={check.state} className="health-check-icon" />
            <span className="health-check-name">{check.name}</span>
            <span className={`health-check-summary health-check-summary-${check.state}`}>{checkSummary(check)}</span>
          </>
        );
        const body = check.problems.length > 0 || check.messages.length > 0;
        return (
          <li key={check.name} className={`health-check health-check-${check.state}`}>
            {body ? (
              <details open={check.state !== 'passed'}>
                <summary>{title}</summary>
                <div className="health-check-body">
                  {check.problems.length > 0 && <ProblemList problems={check.problems} links={links} />}
                  {check.messages.length > 0 && <MessageList messages={check.messages} links={links} />}
                </div>
              </details>
            ) : (
              <div className="health-check-title">{title}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
