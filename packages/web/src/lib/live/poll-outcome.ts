import type { LiveDataType } from '@darts/contract';

/**
 * What one poll of GET /api/Live/Update/{id}/{type} gave:
 * 0 success with data, 1 success with no data ("no change"), 2 no result (not being live-updated),
 * 3 a failure the server reported, 4 an exception (no answer, not JSON). `keep` says whether
 * polling goes on for the subscription.
 */
export type PollOutcome =
  | { kind: 'data'; data: unknown; lastUpdate: string | null; keep: true }
  | { kind: 'no-change'; lastUpdate: string | null; keep: true }
  | { kind: 'no-result'; keep: false }
  | { kind: 'failed'; message: string; keep: false }
  | { kind: 'exception'; message: string; keep: true };

/** The heading of a server-reported polling failure. */
export const pollingErrorText = (id: string, type: LiveDataType) => `Error polling for updates: ${id} (${type})`;

const objectOf = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

const lines = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/**
 * Classifies a poll's JSON body. Where spec 1 §4 says "1 removes the subscription" and contract
 * §16.3 says it is "no change", the contract wins: this server answers "no change" whenever the
 * client sends the last `lastUpdate` back, so dropping it would stop every watcher after one poll.
 */
export function classifyPoll(id: string, type: LiveDataType, body: unknown): PollOutcome {
  const envelope = objectOf(body);
  if (envelope?.success === true) {
    const result = objectOf(envelope.result);
    if (!result) return { kind: 'no-result', keep: false };
    const lastUpdate = typeof result.lastUpdate === 'string' ? result.lastUpdate : null;
    if (result.data === undefined || result.data === null) return { kind: 'no-change', lastUpdate, keep: true };
    return { kind: 'data', data: result.data, lastUpdate, keep: true };
  }
  const reported = [...lines(envelope?.errors), ...lines(envelope?.warnings)];
  return { kind: 'failed', message: [pollingErrorText(id, type), ...reported].join('\n'), keep: false };
}

/** A poll that threw (outcome 4): the message and stack go to the error handler; polling goes on. */
export function exceptionOutcome(error: unknown): PollOutcome {
  const message =
    error instanceof Error ? [error.message, ...(error.stack ? [error.stack] : [])].join('\n') : String(error);
  return { kind: 'exception', message, keep: true };
}
