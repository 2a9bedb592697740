import { z } from 'zod';
import { actionResult, wireObject } from './common.js';
import { liveDataTypes, liveLimits, publicationModes, type LiveDataType, type MessageType } from './live-names.js';
import type { RouteEntry } from './route-entry.js';

/**
 * LiveMessageDto from a client: every property optional, names matched
 * case-insensitively; `type` stays as sent so `Unsupported type: {type}` can echo it.
 */
export const liveMessageIn = wireObject({
  type: z.unknown(),
  id: z.unknown(),
  dataType: z.unknown(),
  data: z.unknown(),
  message: z.unknown(),
});

/** LiveMessageDto as the server writes it: every property present, null where unset (§17.2). */
export type LiveMessageDto = {
  type: MessageType;
  data: unknown;
  message: string | null;
  id: string | null;
  dataType: LiveDataType;
};

/** UpdatedDataDto; `data` is absent when nothing changed. */
export const updatedDataDto = z.object({ data: z.unknown().optional(), lastUpdate: z.string() });
export type UpdatedDataDto = z.infer<typeof updatedDataDto>;

/** EventDetailsDto. */
export const eventDetailsDto = z.object({
  venue: z.string().nullable(),
  type: z.string().nullable(),
  opponents: z.array(z.string().nullable()).nullable(),
});
export type EventDetailsDto = z.infer<typeof eventDetailsDto>;

/** WatchableDataDto. */
export const watchableDataDto = z.object({
  id: z.string(),
  dataType: z.enum(liveDataTypes),
  relativeUrl: z.string(),
  absoluteUrl: z.string().nullish(),
  lastUpdate: z.string(),
  userName: z.string().nullish(),
  publicationMode: z.enum(publicationModes),
  eventDetails: eventDetailsDto.nullish(),
});
export type WatchableDataDto = z.infer<typeof watchableDataDto>;

/** WebSocketDto. */
export const webSocketDto = z.object({
  id: z.string(),
  originatingUrl: z.string().nullable(),
  userName: z.string().nullable(),
  connected: z.string(),
  lastReceipt: z.string(),
  lastSent: z.string().nullable(),
  subscriptions: z.array(z.string()),
  receivedMessages: z.number().int(),
  sentMessages: z.number().int(),
});
export type WebSocketDto = z.infer<typeof webSocketDto>;

const liveSubject = '`:type` is Sayg or Tournament (any case); `:id` and `:type` may come in either order.';

/** The live routes: updates over HTTP, server-sent events and the web socket. */
export const liveRoutes = {
  liveSocket: {
    method: 'GET',
    path: '/api/Live',
    access: 'public',
    webSocket: true,
    responseTypes: ['text/plain'],
    description:
      'Upgrades to the web socket that carries live messages (subscribe, update, unsubscribe). A request ' +
      'that does not upgrade is answered 400 with a short text; an upgrade from a page of another site is ' +
      'treated as signed out.',
  },
  liveEvents: {
    method: 'GET',
    path: '/api/Live/Events',
    access: 'public',
    query: z.object({ id: z.union([z.string().uuid(), z.array(z.string().uuid())]) }),
    responseTypes: ['text/event-stream'],
    description:
      'Server-sent events for watchers, signed in or not: each update of the records named by `id` ' +
      `(repeat it for more, at most ${liveLimits.subscriptionsPerSocket}), its \`lastUpdate\` as the event id.`,
  },
  liveUpdate: {
    method: 'GET',
    path: '/api/Live/Update/:id/:type',
    access: 'public',
    response: actionResult(updatedDataDto),
    description:
      `The record’s latest published state, without \`data\` when not changed since \`If-Modified-Since\`; ` +
      `404 (with a warning) when nothing was published. ${liveSubject}`,
  },
  livePublish: {
    method: 'POST',
    path: '/api/Live/Update/:id/:type',
    access: 'public',
    body: z.unknown().describe('The record’s state.'),
    response: actionResult(updatedDataDto),
    description:
      'Publishes a score-as-you-go record’s state to its watchers, under the rules for saving it: a ' +
      'tournament match’s record needs RecordScoresAsYouGo, a practice record its device’s write token or its ' +
      `account. Tournaments are published by the server only. At most ${liveLimits.stateBytes / 1024} KB. ${liveSubject}`,
  },
  liveWatchAll: {
    method: 'GET',
    path: '/api/Live/Watch',
    access: 'public',
    response: z.array(watchableDataDto),
    description: 'The records being published now, with their pages.',
  },
  liveWatch: {
    method: 'GET',
    path: '/api/Live/Watch/:type',
    access: 'public',
    response: z.array(watchableDataDto),
    description: 'The records of one type (Sayg or Tournament) being published now.',
  },
  liveSockets: {
    method: 'GET',
    path: '/api/Live/Sockets',
    access: 'ManageSockets',
    response: actionResult(z.array(webSocketDto)),
    description: 'The web sockets open on every instance. Refusals are in `errors`.',
  },
  liveSocketClose: {
    method: 'DELETE',
    path: '/api/Live/Socket/:id',
    access: 'ManageSockets',
    response: actionResult(webSocketDto),
    description: 'Closes a web socket; 404 when there is none with that id. Refusals are in `errors`.',
  },
} as const satisfies Record<string, RouteEntry>;
