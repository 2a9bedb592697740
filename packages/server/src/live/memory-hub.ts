import { liveTexts, type WebSocketDto } from '@darts/contract';
import type { Clock } from '../shared/clock.js';
import type { LiveHub } from './live-hub.js';
import { keepSocketPublisher } from './publication.js';
import { createLocalSockets } from './local-sockets.js';
import { createStateCache } from './state-cache.js';

/** The hub of a single instance (no REDIS_URL): states live in this process only. */
export function createMemoryHub(clock: Clock): LiveHub {
  const local = createLocalSockets();
  const states = createStateCache(() => clock.now().getTime());
  return {
    local,
    async publish(next) {
      const publication = keepSocketPublisher(next, states.get(next.id));
      states.set(publication);
      local.deliver(publication);
    },
    lastState: async (id) => states.get(id),
    publications: async () => states.values(),
    sockets: async () => local.list(),
    async closeSocket(id): Promise<WebSocketDto | undefined> {
      const socket = local.get(id);
      if (!socket) return undefined;
      const dto = socket.dto();
      socket.close(liveTexts.forcedClosure);
      return dto;
    },
    shareEvictions: () => undefined,
    async close() {
      for (const socket of local.all()) socket.close('Server shutting down');
    },
  };
}
