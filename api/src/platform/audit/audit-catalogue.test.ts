// The runtime side of the catalogue (the type system keeps a free string out of `recordAuditEvent`):
// what the trail holds is checked against it, and migration 0007 brings the rows written under the
// older names into it.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/libsql/migrator';
import { auditActionNames, isAuditAction, renamedAuditActions } from 'shared-domain/platform/audit-actions';
import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../../testing/test-app';
import { uncataloguedAuditRows } from '../../testing/audit-trail-check';
import { auditEvents } from '../db/schema';
import { migrateDatabase } from '../db/migrate';
import { recordAuditEvent } from './record-audit-event';

const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));

describe('the audit trail and its catalogue', () => {
  const testApp = useTestApp();

  it('holds only catalogued actions after the demo seed and an event of each shape', async () => {
    await recordAuditEvent(testApp().deps, {
      actor: { type: 'staff', id: 'staff-1' },
      action: 'appointment.updated',
      entity: 'appointments',
      entityId: 'appointment-1',
      details: { changed: ['date'], previous: { date: '2026-11-18', time: null }, notify: false },
    });
    await recordAuditEvent(testApp().deps, { actor: { type: 'system' }, action: 'clinical_note.signed', entity: 'soap_notes' });
    const actions = await testApp().db.select({ action: auditEvents.action }).from(auditEvents);
    expect(actions.length).toBeGreaterThan(0);
    for (const { action } of actions) expect(isAuditAction(action), action).toBe(true);
    expect(await uncataloguedAuditRows(testApp().db)).toEqual([]);
  });

  it('names a row outside the catalogue, or with details of another shape', async () => {
    const other = await createTestApp({ database: 'migrated' });
    try {
      const at = { actorType: 'staff' as const, entity: 'tests', createdAt: '2026-11-18T15:00:00.000Z' };
      await other.db.insert(auditEvents).values([
        { ...at, action: 'billing.refund' },
        { ...at, action: 'session.ended', details: { by: 'sessions_list', token: 'jamais' } },
        { ...at, action: 'patient.password_set' },
        { ...at, action: 'session.ended', details: { by: 'sessions_list' } },
      ]);
      const problems = await uncataloguedAuditRows(other.db);
      expect(problems).toHaveLength(3);
      expect(problems[0]).toBe('billing.refund: not in the catalogue');
      expect(problems[1]).toMatch(/^session\.ended: details .*token/);
      expect(problems[2]).toMatch(/^patient\.password_set: details null/);
    } finally {
      await other.cleanup();
    }
  });
});

describe('migration 0007_audit_action_names', () => {
  it('renames the rows written under the older names, and leaves the others alone', async () => {
    // Its own database: rows with the older names and no details are not for the end-of-suite check.
    const app = await createTestApp({ database: 'empty' });
    const before = await mkdtemp(join(tmpdir(), 'migrations-before-0007-'));
    try {
      // The migrations as they stood before 0007, then the whole folder, as a deployed server sees them.
      await cp(migrationsFolder, before, { recursive: true });
      const journalPath = join(before, 'meta', '_journal.json');
      const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
      const upTo = journal.entries.findIndex((entry) => entry.tag === '0007_audit_action_names');
      expect(upTo).toBeGreaterThan(0);
      await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo) }));
      await migrate(app.db, { migrationsFolder: before });

      const at = { actorType: 'staff' as const, entity: 'tests', createdAt: '2026-11-18T15:00:00.000Z' };
      const written = [...Object.keys(renamedAuditActions), 'clinical_note.signed'];
      await app.db.insert(auditEvents).values(written.map((action, i) => ({ ...at, action, entityId: String(i) })));
      await migrateDatabase(app.db);

      const rows = await app.db.select({ action: auditEvents.action, entityId: auditEvents.entityId }).from(auditEvents);
      const expected = [...Object.values(renamedAuditActions), 'clinical_note.signed'];
      expect(Object.fromEntries(rows.map((row) => [row.entityId, row.action]))).toEqual(
        Object.fromEntries(expected.map((action, i) => [String(i), action])),
      );
      for (const { action } of rows) expect(auditActionNames).toContain(action);
    } finally {
      await rm(before, { recursive: true, force: true });
      await app.cleanup();
    }
  });
});
