import { describe, expect, it } from 'vitest';
import { auditEvents } from '../db/schema';
import { useTestApp } from '../../testing/test-app';
import { recordAuditEvent } from './record-audit-event';

describe('recordAuditEvent', () => {
  const testApp = useTestApp({ database: 'migrated' });

  it('stores who did what to which row, at the clock’s time', async () => {
    await recordAuditEvent(testApp().deps, {
      actor: { type: 'staff', id: 'staff-1' },
      action: 'staff.signed_in',
      entity: 'staff_users',
      entityId: 'staff-1',
      details: { ipAddress: '203.0.113.5', secondFactor: 'verify' },
    });
    const rows = await testApp().db.select().from(auditEvents);
    expect(rows).toEqual([
      expect.objectContaining({
        actorType: 'staff',
        actorId: 'staff-1',
        action: 'staff.signed_in',
        entity: 'staff_users',
        entityId: 'staff-1',
        details: { ipAddress: '203.0.113.5', secondFactor: 'verify' },
        createdAt: testApp().clock.now().toISOString(),
      }),
    ]);
  });
});
