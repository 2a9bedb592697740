import type { LiveDataType, WatchableDataDto } from '@darts/contract';
import type { Db } from '../db/database.js';
import { findLiveSaygs } from '../modules/sayg/sayg.service.js';
import type { LiveHub } from './live-hub.js';
import type { Publication } from './publication.js';

const relativeUrlOf = (publication: Publication) =>
  publication.dataType === 'Sayg' ? `/live/match/${publication.id}` : `/tournament/${publication.id}`;

function originOf(pageUrl: string | null): string | null {
  if (!pageUrl) return null;
  try {
    return new URL(pageUrl).origin;
  } catch {
    return null;
  }
}

/**
 * GET /api/Live/Watch: one entry per id, on every instance. `WebSocket` while
 * the publishing socket is still connected anywhere; event details only while the sayg record
 * exists (tournament records are not built yet, so their details stay as published).
 */
export async function watchable(db: Db, hub: LiveHub, dataType?: LiveDataType): Promise<WatchableDataDto[]> {
  const publications = (await hub.publications()).filter((p) => !dataType || p.dataType === dataType);
  const connected = new Set((await hub.sockets()).map((socket) => socket.id));
  const saygIds = publications.filter((p) => p.dataType === 'Sayg').map((p) => p.id);
  const records = saygIds.length > 0 ? await findLiveSaygs(db, saygIds) : new Map();
  return publications
    .sort((a, b) => b.lastUpdate.localeCompare(a.lastUpdate))
    .map((publication) => {
      const relativeUrl = relativeUrlOf(publication);
      const origin = originOf(publication.pageUrl);
      const exists = publication.dataType !== 'Sayg' || records.has(publication.id);
      return {
        id: publication.id,
        dataType: publication.dataType,
        relativeUrl,
        absoluteUrl: origin ? origin + relativeUrl : null,
        lastUpdate: publication.lastUpdate,
        userName: publication.userName,
        publicationMode: connected.has(publication.publisherSocketId ?? publication.socketId ?? '')
          ? ('WebSocket' as const)
          : ('Polling' as const),
        eventDetails: exists ? publication.eventDetails : null,
      };
    });
}
