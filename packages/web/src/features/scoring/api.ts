import { routes, saygHeaders, saygTexts } from '@darts/contract';
import { api, type Exchanged } from '../../lib/api-client';
import { writeOutcomeOf } from '../../lib/write-outcome';
import { liveHeadersFor } from './live-pause';
import { asUpsertBody, readRecordedSayg, type LoadedSayg, type SaygUpsert } from './sayg-wire';

/** What reading a record gave: the record, nothing (204), or something that is not a record. */
export type LoadOutcome =
  { kind: 'found'; record: LoadedSayg } | { kind: 'missing' } | { kind: 'corrupt'; reason: 'deleted' | 'unreadable' };

/**
 * What saving gave. `retry` means the answer says nothing about the record (no network, a server
 * error, a proxy page): try again later. `refused` will not change by trying again on its own.
 * `watching`: a practice record this device did not start (opened from its share link) and whose
 * account is not signed in here: it is for watching.
 */
export type SaygSaveOutcome =
  | { kind: 'saved'; id: string; updated: string; writeToken?: string }
  | { kind: 'conflict'; message: string }
  | { kind: 'refused'; message: string }
  | { kind: 'watching'; message: string }
  | { kind: 'retry'; message: string };

/**
 * What a save carries besides the record: the session's key while the record has no
 * id, so a create resent after a lost answer is the same record; and the write token the server
 * gave this device for a practice record.
 */
export type SaveCredentials = { idempotencyKey?: string; writeToken?: string };

/** The network side of a scoring session: read and upsert a sayg record. */
export type SaygTransport = {
  load(id: string): Promise<LoadOutcome>;
  save(body: SaygUpsert, credentials?: SaveCredentials): Promise<SaygSaveOutcome>;
};

// The concurrency warnings of contract §1.11, for servers that answer a stale token with 200.
const concurrencyWarning = /data integrity token is missing|updated it before you/i;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** GET /api/Sayg/{id}: 204 is `missing`; a body that is not a playable record is `corrupt`. Throws when offline. */
export async function loadSayg(id: string): Promise<LoadOutcome> {
  const body: unknown = await api.call(routes.sayg, { params: { id } });
  if (body === null) return { kind: 'missing' };
  const read = readRecordedSayg(body);
  return read.ok ? { kind: 'found', record: read.value } : { kind: 'corrupt', reason: read.reason };
}

/** The request headers of a save: the pause, the idempotency key and the write token. */
function saveHeaders(body: SaygUpsert, credentials: SaveCredentials): Record<string, string> | undefined {
  const headers = {
    ...liveHeadersFor(body.id),
    ...(credentials.idempotencyKey ? { [saygHeaders.idempotencyKey]: credentials.idempotencyKey } : {}),
    ...(credentials.writeToken ? { [saygHeaders.writeToken]: credentials.writeToken } : {}),
  };
  return Object.keys(headers).length > 0 ? headers : undefined;
}

/** POST /api/Sayg: upsert with `lastUpdated`; never throws. */
export async function saveSayg(body: SaygUpsert, credentials: SaveCredentials = {}): Promise<SaygSaveOutcome> {
  let seen: Exchanged<unknown>;
  try {
    seen = await api.callWithStatus(routes.saygUpdate, {
      body: asUpsertBody(body),
      headers: saveHeaders(body, credentials),
    });
  } catch (error) {
    return { kind: 'retry', message: messageOf(error) };
  }
  const outcome = writeOutcomeOf(seen.status, seen.body, (result) => {
    const read = readRecordedSayg(result);
    return read.ok ? read.value : undefined;
  });
  const lines = [...outcome.errors, ...outcome.warnings];
  const message = lines.join(' ') || `The server answered ${seen.status}`;
  if ((seen.body as { success?: unknown } | null)?.success === true) {
    const writeToken = seen.headers.get(saygHeaders.writeToken);
    if (outcome.result?.updated) {
      return {
        kind: 'saved',
        id: outcome.result.id,
        updated: outcome.result.updated,
        ...(writeToken ? { writeToken } : {}),
      };
    }
    return { kind: 'retry', message: 'The server saved the record but did not return it' };
  }
  if (outcome.conflict || lines.some((line) => concurrencyWarning.test(line))) return { kind: 'conflict', message };
  if (seen.status >= 500 || seen.status === 404 || seen.status === 0) return { kind: 'retry', message };
  if (seen.status === 403 && lines.includes(saygTexts.deviceOnly)) return { kind: 'watching', message };
  return { kind: 'refused', message };
}

/** The transport over this app's API client. */
export const httpTransport: SaygTransport = { load: loadSayg, save: saveSayg };
