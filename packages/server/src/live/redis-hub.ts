import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { liveTexts } from '@darts/contract';
import type { Clock } from '../shared/clock.js';
import type { CacheTags, ResponseCache } from '../shared/response-cache.js';
import { silentLog, type LiveHub, type LiveLog } from './live-hub.js';
import { createLocalSockets } from './local-sockets.js';
import { keepSocketPublisher, type Publication } from './publication.js';
import { createStateCache } from './state-cache.js';
import { createRedisStore } from './redis-store.js';

export type RedisHubOptions = {
  url: string;
  clock: Clock;
  log?: LiveLog;
  /** Every key and channel starts with it: tests give each run its own. */
  prefix?: string;
  /** How often this instance re-announces its sockets; they vanish three beats after it dies. */
  heartbeatMs?: number;
};

type Control = { kind: 'close'; socketId: string } | { kind: 'evict'; origin: string; tags: CacheTags | null };

/**
 * Live updates shared between instances: states in Redis keys with a TTL,
 * updates over pub/sub, and each instance's sockets under a key its heartbeat keeps alive. This
 * instance's own subscribers are served directly, so a Redis outage is logged and retried while
 * local watchers carry on; `catchUp` squares things when Redis returns. Keys: redis-store.ts.
 */
export function createRedisHub({
  url,
  clock,
  log = silentLog,
  prefix = 'darts:live:',
  heartbeatMs = 5000,
}: RedisHubOptions): LiveHub {
  const instance = randomUUID();
  const retryStrategy = (times: number) => Math.min(times * 100, 2000);
  // Commands fail at once while Redis is away, so the local fall-backs answer instead of waiting.
  const commands = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, retryStrategy });
  const subscriber = new Redis(url, { retryStrategy });
  const store = createRedisStore(commands, prefix);
  const { channels } = store;
  const cache = createStateCache(() => clock.now().getTime());
  const unsynced = new Map<string, Publication>();
  let registryQueued = false;
  const local = createLocalSockets(() => {
    if (registryQueued) return;
    registryQueued = true;
    setImmediate(() => void announceSockets());
  });

  let down = false;
  const onError = (error: Error) => {
    if (down) return;
    down = true;
    log.warn({ err: error }, 'Redis is unavailable: live updates reach only this instance until it returns');
  };
  commands.on('error', onError);
  subscriber.on('error', onError);
  commands.on('ready', () => {
    if (down) log.info({}, 'Redis is back: catching up on live updates');
    down = false;
    void catchUp();
  });

  subscriber.on('message', (channel: string, text: string) => {
    try {
      if (channel === channels.updates) {
        const { origin, publication } = JSON.parse(text) as { origin: string; publication: Publication };
        if (origin === instance) return;
        cache.set(publication);
        local.deliver(publication);
      } else if (channel === channels.control) {
        const control = JSON.parse(text) as Control;
        if (control.kind === 'close') local.get(control.socketId)?.close(liveTexts.forcedClosure);
        else if (control.kind === 'evict' && control.origin !== instance)
          evictions?.evictLocal(control.tags ?? undefined);
      }
    } catch (error) {
      log.warn({ err: error }, 'Ignored an unreadable live message from Redis');
    }
  });
  void subscriber.subscribe(channels.updates, channels.control).catch(onError);

  // The anonymous read cache whose evictions this hub shares (shareEvictions).
  let evictions: ResponseCache | undefined;

  let closed = false;
  async function announceSockets() {
    registryQueued = false;
    if (closed) return;
    await store.announceSockets(instance, local.list(), heartbeatMs * 3).catch(onError);
  }
  const heartbeat = setInterval(() => void announceSockets(), heartbeatMs);
  heartbeat.unref();

  async function share(publication: Publication) {
    await store.writeState(publication);
    await commands.publish(channels.updates, JSON.stringify({ origin: instance, publication }));
  }

  /**
   * Whenever Redis is (back) up: writes back what was published here meanwhile unless another
   * instance has published since, restores states a restarted Redis lost, and brings this
   * instance's watchers what the others published while it was cut off.
   */
  async function catchUp() {
    await announceSockets();
    try {
      for (const mine of [...unsynced.values()]) {
        const stored = await store.readState(mine.id);
        if (!stored || stored.lastUpdate <= mine.lastUpdate) await share(mine);
        unsynced.delete(mine.id);
      }
      await store.restoreStates(cache.values());
      for (const id of local.watched()) {
        const stored = await store.readState(id);
        const seen = cache.get(id);
        if (!stored || (seen && seen.lastUpdate >= stored.lastUpdate)) continue;
        cache.set(stored);
        local.deliver(stored);
      }
    } catch (error) {
      onError(error as Error);
    }
  }

  const newer = (a: Publication | undefined, b: Publication | undefined) =>
    !a ? b : !b ? a : a.lastUpdate >= b.lastUpdate ? a : b;

  return {
    local,
    async publish(next) {
      // The cache holds the last state this instance knows of, from any instance.
      const publication = keepSocketPublisher(next, cache.get(next.id));
      cache.set(publication);
      local.deliver(publication);
      // Not awaited: a command caught in a dropped connection waits for the reconnection, and the
      // publisher's next message must not wait with it.
      share(publication).catch((error: Error) => {
        unsynced.set(publication.id, publication);
        onError(error);
      });
    },
    async lastState(id) {
      try {
        return newer(await store.readState(id), unsynced.get(id));
      } catch {
        return cache.get(id);
      }
    },
    async publications() {
      try {
        const byId = new Map<string, Publication>();
        for (const publication of await store.states()) byId.set(publication.id, publication);
        for (const publication of unsynced.values())
          byId.set(publication.id, newer(byId.get(publication.id), publication)!);
        return [...byId.values()];
      } catch {
        return cache.values();
      }
    },
    async sockets() {
      try {
        // This instance's own entry may lag behind; its live list is the truth.
        return [...local.list(), ...(await store.otherSockets(instance))];
      } catch {
        return local.list();
      }
    },
    async closeSocket(id) {
      const socket = local.get(id);
      if (socket) {
        const dto = socket.dto();
        socket.close(liveTexts.forcedClosure);
        return dto;
      }
      const remote = (await this.sockets()).find((candidate) => candidate.id === id);
      if (remote)
        await commands.publish(channels.control, JSON.stringify({ kind: 'close', socketId: id } satisfies Control));
      return remote;
    },
    shareEvictions(responseCache) {
      evictions = responseCache;
      responseCache.onEvict((tags) => {
        const control: Control = { kind: 'evict', origin: instance, tags: tags ?? null };
        // While Redis is away the others keep their entries until they expire (at most 10 minutes).
        void commands.publish(channels.control, JSON.stringify(control)).catch(onError);
      });
    },
    async close() {
      closed = true;
      clearInterval(heartbeat);
      for (const socket of local.all()) socket.close('Server shutting down');
      await store.forgetSockets(instance).catch(() => undefined);
      commands.disconnect();
      subscriber.disconnect();
    },
  };
}
