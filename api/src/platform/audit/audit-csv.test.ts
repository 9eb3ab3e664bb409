// The audit trail's CSV export for the privacy officer: read back with csv-parse (not the writer
// that made it), the rows the screen shows with the same filter, in French; the export audited.
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffMemberWithSession } from '../../testing/team-test-support';
import { readJson, useTestApp } from '../../testing/test-app';
import { auditEvents, patients } from '../db/schema';
import type { AuditEventView } from './read-audit-events';

describe('GET /api/admin/audit-events.csv', () => {
  const testApp = useTestApp();
  let admin: { id: string; cookie: string };
  let practitioner: { id: string; cookie: string };
  let camilleId: string;

  beforeAll(async () => {
    admin = await staffMemberWithSession(testApp(), 'admin', { fullName: 'Nadia Chevalier' });
    practitioner = await staffMemberWithSession(testApp(), 'practitioner', { fullName: '=Léa Roy' });
    const [camille] = await testApp().db.select({ id: patients.id }).from(patients).where(eq(patients.firstName, 'Camille'));
    camilleId = camille!.id;
    await testApp().app.request(`/api/admin/patients/${camilleId}`, { headers: { cookie: practitioner.cookie } });
    await testApp().app.request(`/api/admin/patients/${camilleId}/record`, { headers: { cookie: practitioner.cookie } });
  });

  const exported = (query: Record<string, string>) =>
    testApp().app.request(`/api/admin/audit-events.csv?${new URLSearchParams(query)}`, { headers: { cookie: admin.cookie } });

  it('writes the rows the screen shows for the same filter, in French, as Excel in French reads them', async () => {
    const response = await exported({ patientId: camilleId, staffId: practitioner.id });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="journal-audit-2026-11-18.csv"');
    const bytes = Buffer.from(await response.arrayBuffer());
    // The byte-order mark Excel needs to read the accents (`text()` would take it off).
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    const rows = parse(text, { bom: true, delimiter: ';', columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0]!)).toEqual(['Date et heure', 'Qui', 'Action', 'Concerne', 'Détails']);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      // The test clock's 15:00 UTC, in Toronto.
      expect(row['Date et heure']).toBe('2026-11-18 10:00');
      // A name that looks like a formula stays text.
      expect(row.Qui).toBe("'=Léa Roy");
      expect(row.Concerne).toBe('Camille Gagnon');
    }
    expect(rows.map((row) => row.Action).sort()).toEqual(['Dossier clinique consulté', 'Dossier patient consulté']);

    const screen = await readJson<{ events: AuditEventView[] }>(
      await testApp().app.request(`/api/admin/audit-events?${new URLSearchParams({ patientId: camilleId, staffId: practitioner.id })}`, {
        headers: { cookie: admin.cookie },
      }),
    );
    expect(screen.events).toHaveLength(rows.length);
  });

  it('writes for Excel in English on request (`,` between cells), and refuses an unknown format in French, writing nothing', async () => {
    const response = await exported({ patientId: camilleId, staffId: practitioner.id, format: 'excel-en' });
    expect(response.status).toBe(200);
    const rows = parse(await response.text(), { bom: true, delimiter: ',', columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0]!)).toEqual(['Date et heure', 'Qui', 'Action', 'Concerne', 'Détails']);
    expect(rows.map((row) => [row['Date et heure'], row.Qui, row.Concerne])).toEqual([
      ['2026-11-18 10:00', "'=Léa Roy", 'Camille Gagnon'],
      ['2026-11-18 10:00', "'=Léa Roy", 'Camille Gagnon'],
    ]);
    const before = await testApp().db.$count(auditEvents);
    const bad = await exported({ format: 'excel-de' });
    expect(bad.status).toBe(422);
    expect((await readJson<ApiErrorBody>(bad)).error.fields?.format).toBe(
      "Format doit être l'une des valeurs suivantes: Excel français, Excel anglais",
    );
    expect(await testApp().db.$count(auditEvents)).toBe(before);
  });

  it('is itself audited, with the filter it was given', async () => {
    await testApp().db.delete(auditEvents).where(eq(auditEvents.action, 'audit_trail.exported'));
    const response = await exported({ action: 'patient_record.viewed', from: '2026-11-01', to: '2026-11-18' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="journal-audit-2026-11-01-2026-11-18.csv"');
    const rows = parse(await response.text(), { bom: true, delimiter: ';', columns: true }) as Record<string, string>[];
    const [entry] = await testApp().db.select().from(auditEvents).where(eq(auditEvents.action, 'audit_trail.exported'));
    expect(entry).toMatchObject({
      actorType: 'staff',
      actorId: admin.id,
      details: {
        count: rows.length,
        patientId: null,
        staffId: null,
        action: 'patient_record.viewed',
        from: '2026-11-01',
        to: '2026-11-18',
      },
    });
    expect(rows.every((row) => row.Action === 'Dossier patient consulté')).toBe(true);
  });

  it('refuses a filter it cannot read, and writes nothing to the trail', async () => {
    const before = await testApp().db.$count(auditEvents);
    const response = await exported({ from: '2026-11-18', to: '2026-11-01' });
    expect(response.status).toBe(422);
    expect(await testApp().db.$count(auditEvents)).toBe(before);
  });
});
