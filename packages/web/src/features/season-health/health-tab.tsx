import type { SeasonHealthResponse } from '@darts/contract';
import type { ReactNode } from 'react';
import { ErrorAlert } from '../../components/error-alert';
import { Loading } from '../../components/loading';
import { SeasonHealthError, useRerunSeasonHealth, useSeasonHealth } from './api';
import { CheckList, MessageList, ProblemList } from './health-problems';
import type { HealthLinks } from './health-text';
import { healthView, type HealthView } from './health-view';
import { StateIcon } from './icons';
import './season-health.css';

/** What the route gives the Health tab (it is its own feature, composed by the division route). */
export type HealthTabProps = HealthLinks & { seasonId: string; seasonName: string };

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function summary(view: HealthView, props: HealthTabProps) {
  if (!view.ran) return `The health checks of ${props.seasonName} did not run.`;
  const { errors, warnings, aboutDivision, passed, checks } = view.counts;
  const found = errors + warnings > 0 ? ` ${plural(errors, 'error')} and ${plural(warnings, 'warning')}` : '';
  const here = aboutDivision > 0 ? `, ${aboutDivision} naming ${props.divisionName}` : '';
  return `${props.seasonName}, all divisions: ${passed} of ${checks} checks passed.${found && `${found}${here}.`}`;
}

function RerunButton({ running, onRun }: { running: boolean; onRun: () => void }) {
  return (
    <button
      type="button"
      className="btn btn-outline-dark health-rerun"
      aria-disabled={running}
      onClick={() => {
        if (!running) onRun();
      }}
    >
      {running && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      {running ? 'Running…' : 'Re-run'}
    </button>
  );
}

function HealthResult({
  result,
  props,
  rerun,
}: {
  result: SeasonHealthResponse;
  props: HealthTabProps;
  rerun: ReactNode;
}) {
  const view = healthView(result, props.divisionName);
  const tone = view.healthy ? 'success' : view.counts.errors > 0 ? 'danger' : 'warning';
  return (
    <>
      <div className={`alert alert-${tone} health-headline`}>
        <StateIcon
          state={view.healthy ? 'passed' : tone === 'danger' ? 'error' : 'warning'}
          className="health-headline-icon"
        />
        <div className="health-headline-text" role="status">
          <h2 className="h4 mb-1">{view.healthy ? 'Healthy' : 'Unhealthy'}</h2>
          <p className="mb-0">{summary(view, props)}</p>
        </div>
        {rerun}
      </div>
      {view.other.length > 0 && (
        <section aria-labelledby="health-other-heading" className="mb-3">
          <h3 id="health-other-heading" className="h5">
            {view.ran ? 'Other problems' : 'Errors'}
          </h3>
          <ProblemList problems={view.other} links={props} />
        </section>
      )}
      {view.checks.length > 0 && (
        <section aria-labelledby="health-checks-heading" className="mb-3">
          <h3 id="health-checks-heading" className="h5">
            Checks
          </h3>
          <CheckList checks={view.checks} links={props} />
        </section>
      )}
      {view.otherMessages.length > 0 && (
        <section aria-labelledby="health-messages-heading" className="mb-3">
          <h3 id="health-messages-heading" className="h5">
            Messages
          </h3>
          <MessageList messages={view.otherMessages} links={props} />
        </section>
      )}
    </>
  );
}

/**
 * The Health tab (runHealthChecks): the season's health checks as Healthy or
 * Unhealthy, each check passed or failing with its errors, warnings and messages; every date a problem names
 * links to that date's fixtures, and this division's problems come first. The result is for the whole season.
 */
export function HealthTab(props: HealthTabProps) {
  const health = useSeasonHealth(props.seasonId);
  const refresh = useRerunSeasonHealth();
  if (health.isPending) return <Loading what={`Running the health checks of ${props.seasonName}`} />;
  if (health.isError) {
    const unreadable = health.error instanceof SeasonHealthError;
    return (
      <ErrorAlert
        title="Could not run the health checks"
        error={unreadable ? health.error.message : health.error}
        onRetry={() => void health.refetch()}
      />
    );
  }
  const rerun = <RerunButton running={health.isFetching} onRun={() => void refresh()} />;
  return (
    <section className="season-health" aria-label={`Health of ${props.seasonName}`} aria-busy={health.isFetching}>
      {health.data ? (
        <HealthResult result={health.data} props={props} rerun={rerun} />
      ) : (
        <div className="alert alert-secondary health-headline">
          <div className="health-headline-text" role="status">
            <h2 className="h4 mb-1">No health check result</h2>
            <p className="mb-0">The server sent nothing back for {props.seasonName}.</p>
          </div>
          {rerun}
        </div>
      )}
    </section>
  );
}
