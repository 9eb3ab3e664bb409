// The audit rows one action wrote about one record, for tests that check what the trail says.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import { auditEvents } from '../platform/db/schema';

export function auditEventsOf(db: Database, action: string, entityId: string) {
  return db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.entityId, entityId)));
}
