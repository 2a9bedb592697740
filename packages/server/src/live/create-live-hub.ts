import type { Config } from '../config/config.js';
import type { Clock } from '../shared/clock.js';
import type { LiveHub, LiveLog } from './live-hub.js';
import { createMemoryHub } from './memory-hub.js';
import { createRedisHub } from './redis-hub.js';

/** The hub this instance uses: in process, unless REDIS_URL shares live updates between instances. */
export function createLiveHub({ config, clock, log }: { config: Config; clock: Clock; log?: LiveLog }): LiveHub {
  return config.redisUrl ? createRedisHub({ url: config.redisUrl, clock, log }) : createMemoryHub(clock);
}
