import type { LiveMessageDto, WebSocketDto } from '@darts/contract';
import { updateMessage, type LocalSocket, type Publication } from './publication.js';

export type LocalSockets = ReturnType<typeof createLocalSockets>;

/** A read-only watcher's callback: the publication and its `Update` message. */
export type Listener = (publication: Publication, message: LiveMessageDto) => void;

/**
 * This instance's sockets and who watches which id. A socket's subscriptions are released the
 * moment it is detached, so a dead socket never holds an id.
 */
export function createLocalSockets(onChange: () => void = () => undefined) {
  const sockets = new Map<string, LocalSocket>();
  const watchers = new Map<string, Set<string>>();
  const watching = new Map<string, Set<string>>();
  /** Read-only listeners (the event stream of issue #23), by id. */
  const listeners = new Map<string, Set<Listener>>();

  const release = (socketId: string, id: string) => {
    const set = watchers.get(id);
    set?.delete(socketId);
    if (set?.size === 0) watchers.delete(id);
  };

  return {
    attach(socket: LocalSocket) {
      sockets.set(socket.id, socket);
      watching.set(socket.id, new Set());
      onChange();
    },
    detach(socketId: string) {
      if (!sockets.delete(socketId)) return;
      for (const id of watching.get(socketId) ?? []) release(socketId, id);
      watching.delete(socketId);
      onChange();
    },
    subscribe(socketId: string, id: string) {
      const mine = watching.get(socketId);
      if (!mine) return;
      mine.add(id);
      const set = watchers.get(id) ?? new Set<string>();
      set.add(socketId);
      watchers.set(id, set);
      onChange();
    },
    unsubscribe(socketId: string, id: string) {
      if (!watching.get(socketId)?.delete(id)) return;
      release(socketId, id);
      onChange();
    },
    subscriptions(socketId: string): string[] {
      return [...(watching.get(socketId) ?? [])];
    },
    /**
     * Hears every update of `ids` on this instance (a read-only watcher: it never publishes, so it
     * is not a socket and is not listed as one). The returned function ends it.
     */
    listen(ids: readonly string[], listener: Listener): () => void {
      for (const id of ids) {
        const set = listeners.get(id) ?? new Set<Listener>();
        set.add(listener);
        listeners.set(id, set);
      }
      return () => {
        for (const id of ids) {
          const set = listeners.get(id);
          set?.delete(listener);
          if (set?.size === 0) listeners.delete(id);
        }
      };
    },
    /** Sends the update to this instance's subscribers of its id, except the socket that published it. */
    deliver(publication: Publication) {
      const message = updateMessage(publication);
      for (const socketId of watchers.get(publication.id) ?? []) {
        if (socketId !== publication.socketId) sockets.get(socketId)?.send(message);
      }
      for (const listener of listeners.get(publication.id) ?? []) listener(publication, message);
    },
    has: (socketId: string) => sockets.has(socketId),
    /** Every id some socket or listener here watches. */
    watched: () => [...new Set([...watchers.keys(), ...listeners.keys()])],
    list: (): WebSocketDto[] => [...sockets.values()].map((socket) => socket.dto()),
    all: () => [...sockets.values()],
    get: (socketId: string) => sockets.get(socketId),
  };
}
