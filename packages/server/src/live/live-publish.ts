import { liveTexts, type EventDetailsDto, type LiveDataType } from '@darts/contract';
import { emptyId, isUuid } from '@darts/domain';
import type { Db } from '../db/database.js';
import type { Account } from '../modules/accounts/accounts.service.js';
import { findSayg, practiceWriteRefusal, saygWriteRefusal } from '../modules/sayg/sayg.service.js';
import { findTournament } from '../modules/tournaments/tournaments.service.js';
import type { Clock } from '../shared/clock.js';
import type { Publication } from './publication.js';

/** An offset-datetime in UTC (live `lastUpdate`, socket times). */
export const offsetTimestamp = (date: Date) => date.toISOString().replace(/Z$/, '+00:00');

const record = (data: unknown): Record<string, unknown> =>
  data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
const text = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * EventDetailsDto. A sayg's opponents come from its state (its venue and type from
 * the publisher's page: `withTournamentPlace`). A tournament names its own venue and type.
 */
export function eventDetailsOf(dataType: LiveDataType, data: unknown): EventDetailsDto {
  const state = record(data);
  if (dataType === 'Tournament') return { venue: text(state.address), type: text(state.type), opponents: null };
  return { venue: null, type: null, opponents: [text(state.yourName), text(state.opponentName)] };
}

/** The tournament id ending a page address's path (`/tournament/{id}`), if any. */
export function tournamentIdOfPage(pageUrl: string | null): string | null {
  if (!pageUrl) return null;
  let path: string;
  try {
    path = new URL(pageUrl).pathname;
  } catch {
    return null;
  }
  const last = path.replace(/\/+$/, '').split('/').pop() ?? '';
  return isUuid(last) ? last.toLowerCase() : null;
}

/**
 * A sayg publication with the venue and type of the tournament whose id ends the publisher's page
 * path, so the connections list says where a tournament match is being played.
 */
export async function withTournamentPlace(db: Db, publication: Publication): Promise<Publication> {
  if (publication.dataType !== 'Sayg') return publication;
  const id = tournamentIdOfPage(publication.pageUrl);
  const tournament = id ? await findTournament(db, id) : undefined;
  if (!tournament || tournament.deleted) return publication;
  return {
    ...publication,
    eventDetails: {
      opponents: publication.eventDetails?.opponents ?? null,
      venue: tournament.address,
      type: tournament.doc.type ?? null,
    },
  };
}

/** The page a browser says it is on (`X-UI-Url`), for Watch's absolute address over HTTP. */
export function pageUrlOf(headers: Record<string, string | string[] | undefined>): string | null {
  const header = headers['x-ui-url'];
  return typeof header === 'string' && /^https?:\/\//i.test(header) ? header : null;
}

/** A publication stamped now, with its event details. */
export function publicationOf(
  clock: Clock,
  parts: Pick<Publication, 'id' | 'dataType' | 'data' | 'socketId' | 'userName' | 'pageUrl'>,
): Publication {
  return {
    ...parts,
    lastUpdate: offsetTimestamp(clock.now()),
    eventDetails: eventDetailsOf(parts.dataType, parts.data),
  };
}

/**
 * Why `account` may not publish this state, or undefined when it may:
 * a sayg state needs the right to write that record with POST /api/Sayg, so a tournament match's
 * score needs RecordScoresAsYouGo, and a practice record's its device's write token (sent over HTTP
 * as `X-Sayg-Write-Token`) or its account; tournament states come only from the server
 * after a save.
 */
export async function publishRefusal(
  db: Db,
  account: Account | null,
  id: string,
  dataType: LiveDataType,
  data: unknown,
  writeToken: string | null = null,
): Promise<{ code: 'NotLoggedIn' | 'NotPermitted'; message: string } | undefined> {
  if (dataType === 'Tournament') return { code: 'NotPermitted', message: liveTexts.tournamentFromServerOnly };
  const requested = text(record(data).tournamentMatchId);
  const existing = await findSayg(db, id);
  const refusal =
    saygWriteRefusal(account, existing?.tournamentMatchId, requested === emptyId ? null : requested) ??
    (existing && practiceWriteRefusal(existing, account, writeToken));
  return refusal && { code: refusal.code as 'NotLoggedIn' | 'NotPermitted', message: refusal.message };
}
