import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../db/schema';
import { useTestApp } from '../../testing/test-app';
import { auditEventInsert, auditEventInsertWhere, recordAuditEvent } from './record-audit-event';

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

  it('goes in the batch of the change it records: kept or lost with it', async () => {
    const event = { actor: { type: 'system' }, action: 'clinical_note.signed', entity: 'soap_notes', entityId: 'note-batch' } as const;
    const failing = testApp().db.batch([auditEventInsert(testApp().deps, event), testApp().db.run(sql`select * from no_such_table`)]);
    await expect(failing).rejects.toThrow();
    expect(await testApp().db.$count(auditEvents, sql`entity_id = 'note-batch'`)).toBe(0);
    await testApp().db.batch([auditEventInsert(testApp().deps, event)]);
    expect(await testApp().db.$count(auditEvents, sql`entity_id = 'note-batch'`)).toBe(1);
  });

  it('writes a conditional row only when its condition holds', async () => {
    const event = (entityId: string) =>
      ({ actor: { type: 'system' }, action: 'clinical_note.signed', entity: 'soap_notes', entityId }) as const;
    await testApp().db.batch([
      auditEventInsertWhere(testApp().deps, event('note-if-false'), sql`1 = 0`),
      auditEventInsertWhere(testApp().deps, event('note-if-true'), sql`1 = 1`),
    ]);
    const rows = await testApp().db.select().from(auditEvents).where(sql`entity_id like 'note-if-%'`);
    expect(rows).toEqual([
      expect.objectContaining({ entityId: 'note-if-true', action: 'clinical_note.signed', actorType: 'system', details: null }),
    ]);
  });
});
