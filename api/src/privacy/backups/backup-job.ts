// The daily backup, in the list of scheduled jobs (api/src/jobs.ts). It looks every hour
// under the job's lease (one instance only) and backs up when the last backup is 23 hours old or
// more: a restart, or a second instance, takes no extra copy, and a server that was down for the
// night backs up within the hour it is back.
import { max } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { backups } from '../../platform/db/schema';
import type { JobWork } from '../../platform/jobs/scheduler';
import { createBackup } from './create-backup';

/** A backup is due when the last one is this old (a little under a day, so the hour it is taken does not drift later). */
export const backupDueAfterMs = 23 * 60 * 60 * 1000;

/** When the newest backup was taken, or null when there is none. */
export async function lastBackupAt(db: Database): Promise<string | null> {
  const [row] = await db.select({ at: max(backups.createdAt) }).from(backups);
  return row?.at ?? null;
}

export const backupJob: JobWork = {
  name: 'backup',
  async run(deps): Promise<Record<string, number>> {
    const last = await lastBackupAt(deps.db);
    if (last !== null && deps.clock.now().getTime() - Date.parse(last) < backupDueAfterMs) return { written: 0 };
    const written = await createBackup(deps, 'scheduled');
    return { written: 1, sizeBytes: written.sizeBytes, deleted: written.deleted.length };
  },
};
