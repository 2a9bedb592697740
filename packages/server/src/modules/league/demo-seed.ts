import type { Config } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../shared/clock.js';

/** Seeds the demo league into an empty database (issue #2). Filled in by the league module. */
export async function seedDemoLeague(_options: { config: Config; db: Db; clock: Clock; log: (line: string) => void }) {}
