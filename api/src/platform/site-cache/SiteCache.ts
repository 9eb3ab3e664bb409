// What the public site shows is read on every visit and changes rarely, so it is kept in memory,
// but never trusted without asking the database: several API instances may share it (DESIGN §2),
// and a change made through any of them bumps `site_version` (SQLite triggers). The minute is part
// of the key because the automatic agenda mode depends on the clinic's time, which it reads to the
// minute (`clinicTime` is HH:MM): within one minute and one version the result cannot differ.
import { fixedClock } from 'shared-domain/platform/clinic-time';
import type { AppDeps } from '../../deps';
import type { Database } from '../db/client';
import { readSiteVersion } from './site-version';

type SiteCacheDeps = Pick<AppDeps, 'db' | 'clock'>;

interface Entry<T> {
  stamp: string;
  value: Promise<T>;
}

export class SiteCache<T> {
  // Per database, so test apps (or two databases in one process) never see each other's values.
  private readonly entries = new WeakMap<Database, Map<string, Entry<T>>>();

  /**
   * The value under `key`, computed again only when the site's version or the minute changed.
   * `compute` gets the clock pinned to the instant the key was taken at, so a computation that
   * runs past the minute still gives that minute's result.
   */
  async get(deps: SiteCacheDeps, key: string, compute: (deps: SiteCacheDeps) => Promise<T>): Promise<T> {
    const version = await readSiteVersion(deps.db);
    const now = deps.clock.now();
    const pinned = { db: deps.db, clock: fixedClock(now) };
    // Without the counter nothing would tell this instance about a change: do not cache.
    if (version === undefined) return compute(pinned);
    const stamp = `${version}@${Math.floor(now.getTime() / 60_000)}`;
    let byKey = this.entries.get(deps.db);
    if (!byKey) {
      byKey = new Map();
      this.entries.set(deps.db, byKey);
    }
    const cached = byKey.get(key);
    if (cached?.stamp === stamp) return cached.value;
    // The promise is kept, so simultaneous first visits share one computation.
    const value = compute(pinned);
    const entry = { stamp, value };
    byKey.set(key, entry);
    value.catch(() => {
      // A failure is not remembered: the next request tries again.
      if (byKey.get(key) === entry) byKey.delete(key);
    });
    return value;
  }
}
