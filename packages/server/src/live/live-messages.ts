import type { RawData } from 'ws';
import {
  liveDataTypeOf,
  liveLimits,
  liveMessageIn,
  liveTexts,
  messageTypeOf,
  type LiveMessageDto,
} from '@darts/contract';
import { isUuid } from '@darts/domain';
import type { Account } from '../modules/accounts/accounts.service.js';
import type { Db } from '../db/database.js';
import type { Clock } from '../shared/clock.js';
import type { LiveHub, LiveLog } from './live-hub.js';
import type { LocalSocket } from './publication.js';
import { publicationOf, publishRefusal, withTournamentPlace } from './live-publish.js';

/** What a socket's messages need. */
export type LiveSocketDeps = { db: Db; clock: Clock; hub: LiveHub; log: LiveLog };

type Context = LiveSocketDeps & { account: Account; socket: LocalSocket; pageUrl: string | null };

const bytesOf = (raw: RawData) => (Array.isArray(raw) ? raw.reduce((n, part) => n + part.length, 0) : raw.byteLength);
const textOf = (raw: RawData) =>
  (Array.isArray(raw) ? Buffer.concat(raw) : Buffer.from(raw as Buffer)).toString('utf8');

function error(message: string, id: string | null = null): LiveMessageDto {
  return { type: 'Error', data: null, message, id, dataType: 'Sayg' };
}

/** How an unsupported `type` is echoed: as sent, or `Unknown` (the default member) when missing. */
const nameOf = (type: unknown) =>
  type === undefined || type === null ? 'Unknown' : typeof type === 'string' ? type : JSON.stringify(type);

/** A message's `id` as given: a non-empty string, or null when missing. */
const idOf = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/**
 * One client message, with this product's limits: a frame
 * that is too large, not JSON, names a bad id or is not allowed gets an `Error` and changes nothing.
 * `ws` has already put fragmented frames back together.
 */
export async function handleMessage(context: Context, raw: RawData): Promise<void> {
  const { socket, hub } = context;
  if (bytesOf(raw) > liveLimits.stateBytes) return socket.send(error(liveTexts.tooLarge(liveLimits.stateBytes)));
  let json: unknown;
  try {
    json = JSON.parse(textOf(raw));
  } catch {
    return socket.send(error(liveTexts.notJson));
  }
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return socket.send(error(liveTexts.notJson));
  const message = liveMessageIn.parse(json);
  const type = messageTypeOf(message.type);
  const id = idOf(message.id);

  switch (type) {
    case 'Marco':
      return socket.send({ type: 'Polo', data: null, message: null, id: null, dataType: 'Sayg' });
    case 'Polo':
      return;
    case 'Subscribed':
    case 'Unsubscribed': {
      if (!id) return socket.send(error(liveTexts.idRequired));
      if (!isUuid(id)) return socket.send(error(liveTexts.invalidId(id)));
      if (type === 'Unsubscribed') return hub.local.unsubscribe(socket.id, id.toLowerCase());
      const current = hub.local.subscriptions(socket.id);
      if (!current.includes(id.toLowerCase()) && current.length >= liveLimits.subscriptionsPerSocket) {
        return socket.send(error(liveTexts.tooManySubscriptions(liveLimits.subscriptionsPerSocket), id.toLowerCase()));
      }
      return hub.local.subscribe(socket.id, id.toLowerCase());
    }
    case 'Update': {
      if (!id || message.data === undefined || message.data === null) {
        return socket.send(error(liveTexts.dataAndIdRequired, id));
      }
      if (!isUuid(id)) return socket.send(error(liveTexts.invalidId(id)));
      const dataType = message.dataType == null ? 'Sayg' : liveDataTypeOf(message.dataType);
      if (!dataType) return socket.send(error(liveTexts.unknownDataType(String(message.dataType)), id.toLowerCase()));
      const refusal = await publishRefusal(context.db, context.account, id.toLowerCase(), dataType, message.data);
      if (refusal) return socket.send(error(refusal.message, id.toLowerCase()));
      const publication = await withTournamentPlace(
        context.db,
        publicationOf(context.clock, {
          id: id.toLowerCase(),
          dataType,
          data: message.data,
          socketId: socket.id,
          userName: context.account.name,
          pageUrl: context.pageUrl,
        }),
      );
      return hub.publish(publication);
    }
    default:
      return socket.send(error(liveTexts.unsupportedType(type ?? nameOf(message.type))));
  }
}
