import { z } from 'zod';
import { actionResult, wireObject } from './common.js';
import { liveDataTypes, publicationModes, type LiveDataType, type MessageType } from './live-names.js';

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
