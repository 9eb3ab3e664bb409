import type { Clock } from 'shared-domain/clinic-time';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Secrets } from './secrets';

/** What every route group may use; tests build it with a temporary database and a pinned clock. */
export interface AppDeps {
  db: Database;
  clock: Clock;
  config: Config;
  secrets: Secrets;
  /** Answers whether the database is reachable; used by the health check. */
  pingDatabase: () => Promise<void>;
}
