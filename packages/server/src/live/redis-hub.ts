import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { liveTexts, type WebSocketDto } from '@darts/contract';
import type { Clock } from '../shared/clock.js';
import { silentLog, type LiveHub, type LiveLog } from './live-hub.js';
import { createLocalSockets } from './local-sockets.js';
import type { Publication } from './publication.js';
import { createStateCache, stateTtlMs } from './state-cache.js';

export type RedisHubOptions = {
  url: string;
  clock: Clock;
  log?: LiveLog;
  /** Every key and channel starts with it: tests give each run its own. */
  prefix?: string;
  /** How often this instance re-announces its sockets; they vanish three beats after it dies. */
  heartbeatMs?: number;
};

type Control = { kind: 'close'; socketId: string };

/**
 * Live updates shared between instances (issue #11 "Fan-out"): states in Redis keys with a TTL,
 * updates over pub/sub, and each instance's sockets under a key its heartbeat keeps alive. This
 * instance's own subscribers are served directly, so a Redis outage is logged and retried while
 * local watchers carry on; what was published meanwhile is written back when Redis returns.
 */
export function createRedisHub({
  url,
  clock,
  log = silentLog,
  prefix = 'darts:live:',
  heartbeatMs = 5000,
}: RedisHubOptions): LiveHub {
  const instance = randomUUID();
  const keys = {
    state: (id: string) => `${prefix}state:${id}`,
    sockets: (owner: string) => `${prefix}sockets:${owner}`,
    updates: `${prefix}updates`,
    control: `${prefix}control`,
  };
  const retryStrategy = (times: number) => Math.min(times * 100, 2000);
  // Commands fail at once while Redis is away, so the local fall-backs answer instead of waiting.
  const commands = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, retryStrategy });
  const subscriber = new Redis(url, { retryStrategy });
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
      if (channel === keys.updates) {
        const { origin, publication } = JSON.parse(text) as { origin: string; publication: Publication };
        if (origin === instance) return;
        cache.set(publication);
        local.deliver(publication);
      } else if (channel === keys.control) {
        const control = JSON.parse(text) as Control;
        if (control.kind === 'close') local.get(control.socketId)?.close(liveTexts.forcedClosure);
      }
    } catch (error) {
      log.warn({ err: error }, 'Ignored an unreadable live message from Redis');
    }
  });
  void subscriber.subscribe(keys.updates, keys.control).catch(onError);

  let closed = false;
  async function announceSockets() {
    registryQueued = false;
    if (closed) return;
    await commands.set(keys.sockets(instance), JSON.stringify(local.list()), 'PX', heartbeatMs * 3).catch(onError);
  }
  const heartbeat = setInterval(() => void announceSockets(), heartbeatMs);
  heartbeat.unref();

  async function share(publication: Publication) {
    await commands.set(keys.state(publication.id), JSON.stringify(publication), 'PX', stateTtlMs);
    await commands.publish(keys.updates, JSON.stringify({ origin: instance, publication }));
  }

  /** After an outage: writes back what was published here meanwhile, unless another instance has since. */
  async function catchUp() {
    await announceSockets();
    for (const publication of [...unsynced.values()]) {
      try {
        const stored = await readState(publication.id);
        if (!stored || stored.lastUpdate <= publication.lastUpdate) await share(publication);
        unsynced.delete(publication.id);
      } catch (error) {
        return onError(error as Error);
      }
    }
  }

  async function readState(id: string): Promise<Publication | undefined> {
    const text = await commands.get(keys.state(id));
    return text ? (JSON.parse(text) as Publication) : undefined;
  }

  async function scan(pattern: string): Promise<string[]> {
    const found: string[] = [];
    let cursor = '0';
    do {
      const [next, batch] = await commands.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
      cursor = next;
      found.push(...batch);
    } while (cursor !== '0');
    return found;
  }

  async function values(pattern: string, except?: string): Promise<string[]> {
    const found = (await scan(pattern)).filter((key) => key !== except);
    if (found.length === 0) return [];
    return (await commands.mget(...found)).filter((text): text is string => text !== null);
  }

  const newer = (a: Publication | undefined, b: Publication | undefined) =>
    !a ? b : !b ? a : a.lastUpdate >= b.lastUpdate ? a : b;

  return {
    local,
    async publish(publication) {
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
        return newer(await readState(id), unsynced.get(id));
      } catch {
        return cache.get(id);
      }
    },
    async publications() {
      try {
        const byId = new Map<string, Publication>();
        for (const text of await values(`${prefix}state:*`)) {
          const publication = JSON.parse(text) as Publication;
          byId.set(publication.id, publication);
        }
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
        const others = await values(`${prefix}sockets:*`, keys.sockets(instance));
        return [...local.list(), ...others.flatMap((text) => JSON.parse(text) as WebSocketDto[])];
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
        await commands.publish(keys.control, JSON.stringify({ kind: 'close', socketId: id } satisfies Control));
      return remote;
    },
    async close() {
      closed = true;
      clearInterval(heartbeat);
      for (const socket of local.all()) socket.close('Server shutting down');
      await commands.del(keys.sockets(instance)).catch(() => undefined);
      commands.disconnect();
      subscriber.disconnect();
    },
  };
}
