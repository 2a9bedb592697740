import type { HealthCheckResultDto, SeasonHealthCheckResultDto } from '@darts/contract';
import { ErrorAlert } from '../../components/error-alert';
import { Loading } from '../../components/loading';
import { useTemplateHealth } from './api';
import { HealthBadge } from './health-badge';
import { useDebouncedValue } from './use-debounced-value';

/** How long typing must pause before the health is asked for again. */
export const healthDelay = 400;

/**
 * The live health of the template being edited (spec 1 §2 Templates; contract §11.2 `POST
 * /api/Template/Health`): Healthy or Unhealthy, then each check with its errors (red), warnings and
 * messages (grey). `body` is the template's JSON, or undefined while it has problems to fix.
 */
export function HealthPanel({ body }: { body: string | undefined }) {
  const settled = useDebouncedValue(body, healthDelay);
  const health = useTemplateHealth(settled);
  const waiting = body !== settled || health.isFetching;
  return (
    <section className="card template-health" aria-labelledby="template-health-heading" aria-busy={waiting}>
      <div className="card-body">
        <h2 id="template-health-heading" className="h5 card-title d-flex flex-wrap align-items-center gap-2">
          Template health
          {body !== undefined && health.data?.success && <HealthBadge success={health.data.result?.success} />}
          {waiting && body !== undefined && (
            <span className="spinner-border spinner-border-sm text-body-secondary" role="status">
              <span className="visually-hidden">Checking</span>
            </span>
          )}
        </h2>
        {body === undefined ? (
          <p className="text-body-secondary mb-0">The health check runs once the template has no problems to fix.</p>
        ) : health.isPending ? (
          <Loading what="Checking the template's health" />
        ) : health.isError ? (
          <ErrorAlert
            title="Could not check the template's health"
            error={health.error}
            onRetry={() => void health.refetch()}
          />
        ) : !health.data.success || !health.data.result ? (
          <ErrorAlert
            title="Could not check the template's health"
            result={health.data}
            onRetry={() => void health.refetch()}
          />
        ) : (
          <HealthResult result={health.data.result} />
        )}
      </div>
    </section>
  );
}

function HealthResult({ result }: { result: SeasonHealthCheckResultDto }) {
  const checks = Object.entries(result.checks);
  const inChecks = new Set(checks.flatMap(([, check]) => [...check.errors, ...check.warnings, ...check.messages]));
  const overall = {
    errors: result.errors.filter((line) => !inChecks.has(line)),
    warnings: result.warnings.filter((line) => !inChecks.has(line)),
    messages: result.messages.filter((line) => !inChecks.has(line)),
  };
  // The checks that found something come first: they are what the secretary needs to fix.
  const ordered = [...checks.filter(([, c]) => !c.success), ...checks.filter(([, c]) => c.success)];
  return (
    <>
      <Lines result={overall} />
      {ordered.length > 0 && (
        <ul className="list-unstyled mb-0 template-checks">
          {ordered.map(([name, check]) => (
            <li key={name} className="mb-2">
              <span className={check.success ? 'text-success-emphasis' : 'text-danger-emphasis fw-semibold'}>
                <span aria-hidden="true">{check.success ? '✔ ' : '✘ '}</span>
                <span className="visually-hidden">{check.success ? 'Passed: ' : 'Failed: '}</span>
                {name}
              </span>
              <Lines result={check} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function Lines({ result }: { result: Pick<HealthCheckResultDto, 'errors' | 'warnings' | 'messages'> }) {
  const lines = [
    ...result.errors.map((text) => ({ text, className: 'text-danger-emphasis' })),
    ...result.warnings.map((text) => ({ text, className: 'text-body-secondary' })),
    ...result.messages.map((text) => ({ text, className: 'text-body-secondary' })),
  ];
  if (lines.length === 0) return null;
  return (
    <ul className="small ps-4 mb-1 template-health-lines">
      {lines.map((line, index) => (
        <li key={`${index}${line.text}`} className={line.className}>
          {line.text}
        </li>
      ))}
    </ul>
  );
}
