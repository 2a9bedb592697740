import type { EventDetailsDto, LiveDataType, LiveMessageDto, WebSocketDto } from '@darts/contract';

/** One published state (contract §16.1, §17.3) with what Watch needs to describe it. */
export type Publication = {
  id: string;
  dataType: LiveDataType;
  data: unknown;
  /** offset-datetime (contract §1.5). */
  lastUpdate: string;
  /** The publishing socket, or null when published over HTTP or by the server itself. */
  socketId: string | null;
  userName: string | null;
  /** The publisher's page (socket `referrer`, or the `X-UI-Url` header over HTTP), when known. */
  pageUrl: string | null;
  eventDetails: EventDetailsDto | null;
};

/** A socket connected to this instance, as the hub sees it. */
export type LocalSocket = {
  readonly id: string;
  dto(): WebSocketDto;
  send(message: LiveMessageDto): void;
  close(reason: string): void;
  /** Called every keep-alive interval: sends `Marco`, or closes a socket silent since the last one (§0.9). */
  keepAlive(): void;
};

/** An `Update` message as the server writes it: every property present (contract §17.2). */
export function updateMessage(publication: Publication): LiveMessageDto {
  return { type: 'Update', data: publication.data, message: null, id: publication.id, dataType: publication.dataType };
}
