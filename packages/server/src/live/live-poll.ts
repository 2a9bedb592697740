import { liveTexts, type ActionResult, type UpdatedDataDto } from '@darts/contract';
import { envelope } from '../http/envelope.js';

export type PollOutcome = { status: number; body: ActionResult<UpdatedDataDto>; lastModified?: string };

/**
 * The moment `If-Modified-Since` names, with the precision it was written in: the client sends the
 * previous ISO `lastUpdate` (milliseconds); an HTTP date (RFC 1123) only has whole seconds.
 * Undefined when absent or unparsable.
 */
function sinceOf(header: string | undefined): { at: number; wholeSeconds: boolean } | undefined {
  if (!header?.trim()) return undefined;
  const at = Date.parse(header);
  if (Number.isNaN(at)) return undefined;
  return { at, wholeSeconds: /GMT$/i.test(header.trim()) };
}

/**
 * GET /api/Live/Update, always with a JSON body: 404 and a warning when nothing
 * was published, the state when it is newer than `If-Modified-Since`, otherwise "no change" as
 * 200 with `lastUpdate` only (the compatible form: a 304 must not carry a body).
 */
export function pollOutcome(
  state: { data: unknown; lastUpdate: string } | undefined,
  ifModifiedSince: string | undefined,
): PollOutcome {
  if (!state) return { status: 404, body: envelope({ success: true, warnings: [liveTexts.notTracked] }) };
  const published = Date.parse(state.lastUpdate);
  const lastModified = new Date(published).toUTCString();
  const since = sinceOf(ifModifiedSince);
  const compared = since?.wholeSeconds ? Math.floor(published / 1000) * 1000 : published;
  if (since && compared <= since.at) {
    return {
      status: 200,
      lastModified,
      body: envelope({
        success: true,
        result: { lastUpdate: state.lastUpdate },
        messages: [liveTexts.lastUpdate(state.lastUpdate)],
      }),
    };
  }
  return {
    status: 200,
    lastModified,
    body: envelope({ success: true, result: { data: state.data, lastUpdate: state.lastUpdate } }),
  };
}
