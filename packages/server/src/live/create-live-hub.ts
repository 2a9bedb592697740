import type { Config } from '../config/config.js';
import type { Clock } from '../shared/clock.js';
import type { LiveHub, LiveLog } from './live-hub.js';
import { createMemoryHub } from './memory-hub.js';

/**
 * The hub this instance uses: in process, unless REDIS_URL shares live updates between instances.
 * The Redis client is loaded only then, so a single instance does not carry it in memory.
 */
export async function createLiveHub({
  config,
  clock,
  log,
}: {
  config: Config;
  clock: Clock;
  log?: LiveLog;
}): Promise<LiveHub> {
  if (!config.redisUrl) return createMemoryHub(clock);
  const { createRedisHub } = await import('./redis-hub.js');
  return createRedisHub({ url: config.redisUrl, clock, log });
}
