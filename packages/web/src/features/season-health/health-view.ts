import { isAboutDivision } from '@darts/domain';
import type { HealthCheckResultDto, SeasonHealthResponse } from '@darts/contract';

export type Severity = 'error' | 'warning';
export type CheckState = Severity | 'passed';

/** One error or warning, and whether it names the division whose tab shows it. */
export type Problem = { text: string; severity: Severity; aboutDivision: boolean };

export type CheckView = { name: string; state: CheckState; problems: Problem[]; messages: string[] };

/** What the Health tab shows for one result. */
export type HealthView = {
  /** The call succeeded with no errors and no warnings. */
  healthy: boolean;
  /** The server ran the checks (a refusal or an unknown season carries only `errors`). */
  ran: boolean;
  /** Failing checks first (errors, then warnings), each keeping the server's order otherwise. */
  checks: CheckView[];
  /** Errors and warnings that belong to no check: the divisions' data errors, a refusal, `No divisions`. */
  other: Problem[];
  /** Messages that belong to no check. */
  otherMessages: string[];
  counts: { errors: number; warnings: number; aboutDivision: number; checks: number; passed: number };
};

const stateRank: Record<CheckState, number> = { error: 0, warning: 1, passed: 2 };

/** `all` without one occurrence of each of `taken` (the season's lists are the checks' lists plus extras). */
function without(all: readonly string[], taken: readonly string[]): string[] {
  const left = new Map<string, number>();
  for (const text of taken) left.set(text, (left.get(text) ?? 0) + 1);
  return all.filter((text) => {
    const n = left.get(text) ?? 0;
    if (n > 0) left.set(text, n - 1);
    return n === 0;
  });
}

function problems(errors: readonly string[], warnings: readonly string[], divisionName: string): Problem[] {
  const list = [
    ...errors.map((text): Problem => ({ text, severity: 'error', aboutDivision: isAboutDivision(text, divisionName) })),
    ...warnings.map((text): Problem => ({
      text,
      severity: 'warning',
      aboutDivision: isAboutDivision(text, divisionName),
    })),
  ];
  // This division's problems first; errors before warnings within each (a stable sort keeps the rest).
  return list.sort((a, b) => Number(b.aboutDivision) - Number(a.aboutDivision));
}

function checkView(name: string, check: HealthCheckResultDto, divisionName: string): CheckView {
  const state: CheckState = check.errors.length
    ? 'error'
    : check.warnings.length || !check.success
      ? 'warning'
      : 'passed';
  return { name, state, problems: problems(check.errors, check.warnings, divisionName), messages: check.messages };
}

export function healthView(result: SeasonHealthResponse, divisionName: string): HealthView {
  const errors = result.errors;
  const warnings = result.warnings ?? [];
  const entries = Object.entries(result.checks ?? {});
  const checks = entries
    .map(([name, check]) => checkView(name, check, divisionName))
    .sort((a, b) => stateRank[a.state] - stateRank[b.state]);
  const inChecks = (pick: (c: HealthCheckResultDto) => string[]) => entries.flatMap(([, c]) => pick(c));
  const other = problems(
    without(
      errors,
      inChecks((c) => c.errors),
    ),
    without(
      warnings,
      inChecks((c) => c.warnings),
    ),
    divisionName,
  );
  const all = [...checks.flatMap((c) => c.problems), ...other];
  return {
    healthy: result.success === true && errors.length === 0 && warnings.length === 0,
    ran: result.checks !== undefined,
    checks,
    other,
    otherMessages: without(
      result.messages ?? [],
      inChecks((c) => c.messages),
    ),
    counts: {
      errors: errors.length,
      warnings: warnings.length,
      aboutDivision: all.filter((p) => p.aboutDivision).length,
      checks: checks.length,
      passed: checks.filter((c) => c.state === 'passed').length,
    },
  };
}
