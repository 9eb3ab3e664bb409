import type { Database } from '../db/client';
import { siteVersion } from '../db/schema';

/** The counter bumped by every change to what the public site shows; undefined if its row is missing. */
export async function readSiteVersion(db: Database): Promise<number | undefined> {
  const [row] = await db.select({ version: siteVersion.version }).from(siteVersion).limit(1);
  return row?.version;
}
