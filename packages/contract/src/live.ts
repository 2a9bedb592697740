import { z } from 'zod';
import { actionResult, wireObject } from './common.js';

/** LiveDataType (contract §1.6): what a live id names. */
export const liveDataTypes = ['Sayg', 'Tournament'] as const;
export type LiveDataType = (typeof liveDataTypes)[number];

/** MessageType (contract §1.6, §17.2). */
export const messageTypes = ['Unknown', 'Marco', 'Polo', 'Update', 'Error', 'Subscribed', 'Unsubscribed'] as const;
export type MessageType = (typeof messageTypes)[number];

/** PublicationMode (contract §1.6, §16.1). */
export const publicationModes = ['WebSocket', 'Polling'] as const;
export type PublicationMode = (typeof publicationModes)[number];

/** An enum member matched case-insensitively (contract §1.6), or undefined. */
function memberOf<T extends string>(members: readonly T[], text: unknown): T | undefined {
  if (typeof text !== 'string') return undefined;
  return members.find((member) => member.toLowerCase() === text.toLowerCase());
}

export const liveDataTypeOf = (text: unknown) => memberOf(liveDataTypes, text);
export const messageTypeOf = (text: unknown) => memberOf(messageTypes, text);

/** Texts the live routes and socket use (contract §16, §17.3). */
export const liveTexts = {
  idRequired: 'Id is required',
  dataAndIdRequired: 'Data and Id is required',
  unsupportedType: (type: string) => `Unsupported type: ${type}`,
  notTracked: 'Entity is not being live-updated',
  lastUpdate: (lastUpdate: string) => `Last update: ${lastUpdate}`,
  socketClosed: 'Socket closed',
  forcedClosure: 'Forced closure',
  notWebSocket: 'Should be requested as a web-socket',
  notJson: 'The message is not a JSON object',
  failed: 'The message could not be handled; the connection is closing',
  tooLarge: (bytes: number) => `The message is too large: at most ${bytes / 1024} KB`,
  tooManySubscriptions: (max: number) => `Too many subscriptions: a socket may watch at most ${max} ids`,
  tooManyIds: (max: number) => `Too many ids: a stream may watch at most ${max}`,
  tooManyStreams: 'Too many watchers on this server just now; updates come by polling',
  invalidId: (id: string) => `The value '${id}' is not a valid id.`,
  unknownDataType: (type: string) => `Unknown data type: ${type} (use Sayg or Tournament)`,
  tournamentFromServerOnly: 'Tournament updates are published by the server when a tournament is saved',
} as const;

/**
 * Bounds the contract leaves open (issue #11 "Bad input"): a state is a sayg record or a
 * tournament, far below 256 KB (POST /api/Sayg takes the same); a screen watches a handful of ids.
 */
export const liveLimits = {
  stateBytes: 256 * 1024,
  subscriptionsPerSocket: 100,
  /** Read-only event streams one instance serves at once (issue #23); more are told to poll. */
  eventStreams: 20_000,
} as const;

/**
 * LiveMessageDto from a client (contract §17.2): every property optional, names matched
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

/** UpdatedDataDto (contract §16.1); `data` is absent when nothing changed. */
export const updatedDataDto = z.object({ data: z.unknown().optional(), lastUpdate: z.string() });
export type UpdatedDataDto = z.infer<typeof updatedDataDto>;

/** EventDetailsDto (contract §16.1). */
export const eventDetailsDto = z.object({
  venue: z.string().nullable(),
  type: z.string().nullable(),
  opponents: z.array(z.string().nullable()).nullable(),
});
export type EventDetailsDto = z.infer<typeof eventDetailsDto>;

/** WatchableDataDto (contract §16.1). */
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

/** WebSocketDto (contract §16.1). */
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

/** The live routes (contract §16.2); `:type` is Sayg or Tournament in any case. */
export const liveRoutes = {
  liveUpdate: { method: 'GET', path: '/api/Live/Update/:id/:type', response: actionResult(updatedDataDto) },
  livePublish: { method: 'POST', path: '/api/Live/Update/:id/:type', response: actionResult(updatedDataDto) },
  liveWatch: { method: 'GET', path: '/api/Live/Watch/:type', response: z.array(watchableDataDto) },
  liveSockets: { method: 'GET', path: '/api/Live/Sockets', response: actionResult(z.array(webSocketDto)) },
  liveSocketClose: { method: 'DELETE', path: '/api/Live/Socket/:id', response: actionResult(webSocketDto) },
} as const;
