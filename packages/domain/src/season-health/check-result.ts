// Building and combining health check results (success only when every check succeeded and errors is empty).
import type { HealthCheckResult, SeasonHealthCheckResult } from './types.js';

/** One check's result: it succeeds when it found no problem at all (no errors and no warnings). */
export function checkResult(
  problems: { errors?: string[]; warnings?: string[]; messages?: string[] } = {},
): HealthCheckResult {
  const errors = problems.errors ?? [];
  const warnings = problems.warnings ?? [];
  return { success: errors.length === 0 && warnings.length === 0, errors, warnings, messages: problems.messages ?? [] };
}

/** The season result: every check's errors, warnings and messages in check order; success as contract §3.6. */
export function combineChecks(checks: Record<string, HealthCheckResult>): SeasonHealthCheckResult {
  const all = Object.values(checks);
  const errors = all.flatMap((c) => c.errors);
  return {
    success: all.every((c) => c.success) && errors.length === 0,
    errors,
    warnings: all.flatMap((c) => c.warnings),
    messages: all.flatMap((c) => c.messages),
    checks,
  };
}
