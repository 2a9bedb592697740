import type { EventDetailsDto, LiveDataType, LiveMessageDto, WebSocketDto } from '@darts/contract';

/** One published state with what Watch needs to describe it. */
export type Publication = {
  id: string;
  dataType: LiveDataType;
  data: unknown;
  /** offset-datetime. */
  lastUpdate: string;
  /** The publishing socket, or null when published over HTTP or by the server itself. */
  socketId: string | null;
  /**
   * The socket publishing this id, kept when the server or HTTP publishes in between (a scorer's
   * socket sends each throw, and each save publishes too): Watch says `WebSocket` while it is
   * connected (a web-socket publication is preferred over a polling one).
   */
  publisherSocketId?: string | null;
  userName: string | null;
  /** The publisher's page (socket `referrer`, or the `X-UI-Url` header over HTTP), when known. */
  pageUrl: string | null;
  eventDetails: EventDetailsDto | null;
};

/** `next` as the id's new last state, keeping the socket that publishes the id and what it said of itself. */
export function keepSocketPublisher(next: Publication, previous: Publication | undefined): Publication {
  const socket = previous?.publisherSocketId ?? previous?.socketId;
  if (next.socketId || !socket) return { ...next, publisherSocketId: next.socketId };
  return {
    ...next,
    publisherSocketId: socket,
    userName: previous!.userName ?? next.userName,
    pageUrl: previous!.pageUrl ?? next.pageUrl,
  };
}

/** A socket connected to this instance, as the hub sees it. */
export type LocalSocket = {
  readonly id: string;
  dto(): WebSocketDto;
  send(message: LiveMessageDto): void;
  close(reason: string): void;
  /** Called every keep-alive interval: sends `Marco`, or closes a socket silent since the last one (§0.9). */
  keepAlive(): void;
};

/** An `Update` message as the server writes it: every property present. */
export function updateMessage(publication: Publication): LiveMessageDto {
  return { type: 'Update', data: publication.data, message: null, id: publication.id, dataType: publication.dataType };
}
