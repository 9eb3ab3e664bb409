// Ending one of the signed-in staff member's own sessions from the sessions list. Another
// member's session, or one already over, is "not found": the handle says nothing about others.
// Returns the ended row's id.
import { eq } from 'drizzle-orm';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { AppDeps } from '../../deps';
import { sessions } from '../../platform/db/schema';
import { notFound } from '../../platform/http/app-error';
import { listStaffSessions } from './list-staff-sessions';

export async function endStaffSession(deps: Pick<AppDeps, 'db' | 'clock'>, staffId: string, handle: string): Promise<string> {
  const own = await listStaffSessions(deps, staffId);
  const target = own.find((session) => session.id === handle);
  if (!target) throw notFound('Cette session est introuvable ou déjà terminée.');
  await deps.db.delete(sessions).where(eq(sessions.id, target.sessionId));
  await recordAuditEvent(deps, {
    actor: { type: 'staff', id: staffId },
    action: 'session.ended',
    entity: 'sessions',
    entityId: handle,
    details: { by: 'sessions_list' },
  });
  return target.sessionId;
}
