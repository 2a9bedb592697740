import { liveDataTypeOf, messageTypeOf, startupRoutes, type LiveDataType, type MessageType } from '@darts/contract';
import { routePath } from '../api-client';

/** A server message (LiveMessageDto) as the client uses it. */
export type ServerMessage = {
  type: MessageType;
  id: string | null;
  dataType: LiveDataType;
  data: unknown;
  message: string | null;
};

/**
 * Reads one text frame from the server, or null when it is not a LiveMessageDto (not JSON, not an
 * object, no known `type`): a frame the client cannot read is ignored rather than breaking the socket.
 * Names and enum values match case-insensitively; ids compare in lower case.
 */
export function parseServerMessage(text: unknown): ServerMessage | null {
  if (typeof text !== 'string') return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return null;
  const fields = Object.fromEntries(Object.entries(json).map(([key, value]) => [key.toLowerCase(), value as unknown]));
  const type = messageTypeOf(fields.type);
  if (!type) return null;
  return {
    type,
    id: typeof fields.id === 'string' && fields.id !== '' ? fields.id.toLowerCase() : null,
    dataType: liveDataTypeOf(fields.datatype) ?? 'Sayg',
    data: fields.data ?? null,
    message: typeof fields.message === 'string' ? fields.message : null,
  };
}

/** What the client sends. */
export const clientMessages = {
  subscribe: (id: string) => JSON.stringify({ type: 'Subscribed', id }),
  unsubscribe: (id: string) => JSON.stringify({ type: 'Unsubscribed', id }),
  publish: (id: string, dataType: LiveDataType, data: unknown) =>
    JSON.stringify({ type: 'Update', id, data, dataType }),
  polo: () => JSON.stringify({ type: 'Polo' }),
  marco: () => JSON.stringify({ type: 'Marco' }),
} as const;

/**
 * The socket's address: same host as the page, ws or wss to match, with the page
 * URL (without its #fragment) appended unencoded as `referrer`, as the contract describes.
 */
export function socketUrl(page: { href: string; protocol: string; host: string }): string {
  const scheme = page.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${page.host}/api/Live/?referrer=${page.href.split('#')[0]}`;
}

/** The read-only event stream's address: same origin, one `id` parameter per followed id. */
export function eventsUrl(ids: readonly string[]): string {
  return routePath(startupRoutes.liveEvents, {}, { id: ids });
}
