import type { Redis } from 'ioredis';
import type { WebSocketDto } from '@darts/contract';
import type { Publication } from './publication.js';
import { stateTtlMs } from './state-cache.js';

export type RedisStore = ReturnType<typeof createRedisStore>;

/**
 * The keys and channels of the Redis hub, all under `prefix`: one key per live state (24 h TTL), one
 * key per instance listing its sockets (kept alive by its heartbeat), an updates channel and a
 * control channel (close a socket wherever it is).
 */
export function createRedisStore(commands: Redis, prefix: string) {
  const stateKey = (id: string) => `${prefix}state:${id}`;
  const socketsKey = (instance: string) => `${prefix}sockets:${instance}`;

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

  return {
    channels: { updates: `${prefix}updates`, control: `${prefix}control` },
    async readState(id: string): Promise<Publication | undefined> {
      const text = await commands.get(stateKey(id));
      return text ? (JSON.parse(text) as Publication) : undefined;
    },
    async writeState(publication: Publication) {
      await commands.set(stateKey(publication.id), JSON.stringify(publication), 'PX', stateTtlMs);
    },
    /** Puts back states Redis no longer has (it restarted empty), never over a newer one. */
    async restoreStates(publications: Publication[]) {
      const pipeline = commands.pipeline();
      for (const p of publications) pipeline.set(stateKey(p.id), JSON.stringify(p), 'PX', stateTtlMs, 'NX');
      await pipeline.exec();
    },
    states: async () => (await values(`${prefix}state:*`)).map((text) => JSON.parse(text) as Publication),
    async announceSockets(instance: string, sockets: WebSocketDto[], ttlMs: number) {
      await commands.set(socketsKey(instance), JSON.stringify(sockets), 'PX', ttlMs);
    },
    forgetSockets: (instance: string) => commands.del(socketsKey(instance)),
    /** Every other instance's sockets. */
    otherSockets: async (instance: string) =>
      (await values(`${prefix}sockets:*`, socketsKey(instance))).flatMap((text) => JSON.parse(text) as WebSocketDto[]),
  };
}
