// Remotes released on their own (scripts/release-remote.mjs): each version in its folder under
// REMOTES_DIR, served as /remotes/<remote>/<version>/, and the pointer `remotes.json` there naming
// the version the shell loads. The pointer is read at each request for /remotes.json (a small
// file, cached while unchanged), so a release or a rollback takes effect at the next page load,
// with no restart.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { RemoteName } from 'shared-domain/platform/routes';
import { logger } from '../../logger';

/** The folder name of each remote's releases: its package's. */
export const releasePackages: Record<RemoteName, string> = { public: 'mf-public', portal: 'mf-portal', admin: 'mf-admin' };

/** A version's manifest as the release script names it; nothing else is followed. */
const releasedManifest = (folder: string) => new RegExp(`^/remotes/${folder}/[0-9A-Za-z][0-9A-Za-z._+-]*/mf-manifest\\.json$`);

export type ReleasedEntries = () => Partial<Record<RemoteName, string>>;

/**
 * The manifest URL of every remote the pointer names; none without a pointer. A remote whose URL
 * the environment sets (`configured`, REMOTE_*_URL) keeps it: a warning says the release is not served.
 */
export function releasedRemoteEntries(
  remotesDir: string | undefined,
  configured: Partial<Record<RemoteName, string>> = {},
): ReleasedEntries {
  let cached: { mtimeMs: number; size: number; entries: Partial<Record<RemoteName, string>> } | undefined;
  return () => {
    if (!remotesDir) return {};
    const path = join(remotesDir, 'remotes.json');
    let stats: { mtimeMs: number; size: number };
    try {
      stats = statSync(path);
    } catch {
      return {};
    }
    if (cached && cached.mtimeMs === stats.mtimeMs && cached.size === stats.size) return cached.entries;
    const entries: Partial<Record<RemoteName, string>> = {};
    try {
      const pointer = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
      for (const [remote, folder] of Object.entries(releasePackages) as [RemoteName, string][]) {
        const entry = pointer[folder];
        // Only a version published here: the pointer never sends the shell to another origin.
        if (typeof entry === 'string' && releasedManifest(folder).test(entry) && !entry.includes('..')) {
          entries[remote] = entry;
          if (configured[remote])
            logger.warn('released remote not served: REMOTE_*_URL wins', { remote: folder, entry, configured: configured[remote] });
        } else if (entry !== undefined) logger.warn('released remote ignored', { remote: folder, entry });
      }
    } catch (error) {
      // The scripts write it whole (renamed into place): a hand edit gone wrong keeps what was served.
      logger.warn('remotes pointer unreadable', { path, error: (error as Error).message });
      return cached?.entries ?? {};
    }
    cached = { ...stats, entries };
    return entries;
  };
}
