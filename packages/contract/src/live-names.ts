/**
 * The live wire's names, texts and limits without a schema: the web app's first screen reads them,
 * so they carry no zod with them (the entry script stays small).
 */
/** LiveDataType: what a live id names. */
export const liveDataTypes = ['Sayg', 'Tournament'] as const;
export type LiveDataType = (typeof liveDataTypes)[number];

/** MessageType. */
export const messageTypes = ['Unknown', 'Marco', 'Polo', 'Update', 'Error', 'Subscribed', 'Unsubscribed'] as const;
export type MessageType = (typeof messageTypes)[number];

/** PublicationMode. */
export const publicationModes = ['WebSocket', 'Polling'] as const;
export type PublicationMode = (typeof publicationModes)[number];

/** An enum member matched case-insensitively, or undefined. */
export function memberOf<T extends string>(members: readonly T[], text: unknown): T | undefined {
  if (typeof text !== 'string') return undefined;
  return members.find((member) => member.toLowerCase() === text.toLowerCase());
}

export const liveDataTypeOf = (text: unknown) => memberOf(liveDataTypes, text);
export const messageTypeOf = (text: unknown) => memberOf(messageTypes, text);

/** Texts the live routes and socket use. */
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
 * Bounds the contract leaves open: a state is a sayg record or a
 * tournament, far below 256 KB (POST /api/Sayg takes the same); a screen watches a handful of ids.
 */
export const liveLimits = {
  stateBytes: 256 * 1024,
  subscriptionsPerSocket: 100,
  /** Read-only event streams one instance serves at once; more are told to poll. */
  eventStreams: 20_000,
} as const;
