// « Journal d'audit » answers the privacy officer: each event names whom it concerns (the patient,
// else the record) and says what changed in French, filtered by patient, staff member, action and
// period; a patient's own trail answers « Qui a consulté ce dossier ? ». Only management reads it.
import { and, eq } from 'drizzle-orm';
import type { HoursSectionInput } from 'shared-domain/clinic/clinic-settings';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffMemberWithSession } from '../../testing/team-test-support';
import { readJson, useTestApp } from '../../testing/test-app';
import { auditEvents, patients } from '../db/schema';
import type { AuditEventView } from './read-audit-events';

type Page = { events: AuditEventView[]; nextBefore: string | null };

// The test clock's today is Wednesday 18 November 2026, in Toronto.
describe('the audit trail names whom each event concerns and what changed', () => {
  const testApp = useTestApp();
  let admin: { id: string; cookie: string };
  let practitioner: { id: string; cookie: string };
  let reception: { id: string; cookie: string };
  let camilleId: string;
  let otherPatientId: string;

  const get = (cookie: string, path: string) => testApp().app.request(path, { headers: { cookie } });
  const trail = async (query: Record<string, string>, cookie = admin.cookie): Promise<Page> => {
    const response = await get(cookie, `/api/admin/audit-events?${new URLSearchParams(query)}`);
    expect(response.status).toBe(200);
    return readJson<Page>(response);
  };

  beforeAll(async () => {
    admin = await staffMemberWithSession(testApp(), 'admin', { fullName: 'Nadia Chevalier' });
    practitioner = await staffMemberWithSession(testApp(), 'practitioner', { fullName: 'Léa Roy' });
    reception = await staffMemberWithSession(testApp(), 'reception', { fullName: 'Hugo Morin' });
    const [camille] = await testApp().db.select({ id: patients.id }).from(patients).where(eq(patients.firstName, 'Camille'));
    const [other] = await testApp()
      .db.select({ id: patients.id })
      .from(patients)
      .where(and(eq(patients.firstName, 'Antoine')));
    camilleId = camille!.id;
    otherPatientId = other!.id;

    // The practitioner opens Camille's file and her clinical record, and another patient's file.
    expect((await get(practitioner.cookie, `/api/admin/patients/${camilleId}`)).status).toBe(200);
    expect((await get(practitioner.cookie, `/api/admin/patients/${camilleId}/record`)).status).toBe(200);
    expect((await get(practitioner.cookie, `/api/admin/patients/${otherPatientId}`)).status).toBe(200);
    // The admin opens Monday an hour later.
    const hours = (await readJson<{ hours: HoursSectionInput }>(await get(admin.cookie, '/api/admin/settings'))).hours;
    const days = hours.days.map((day) => (day.weekday === 1 ? { ...day, enabled: true, start: '08:00' } : day));
    const before = hours.days.find((day) => day.weekday === 1)!;
    const saved = await testApp().app.request('/api/admin/settings/hours', {
      method: 'PUT',
      headers: { cookie: admin.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        days: days.map((day) => (day.weekday === 1 ? { ...day, start: before.start === '08:00' ? '09:00' : '08:00' } : day)),
      }),
    });
    expect(saved.status).toBe(200);
  });

  it('names the patient whose record was read, by the staff member who read it', async () => {
    const { events } = await trail({ staffId: practitioner.id });
    // The three reads share the test clock's instant: their order among themselves is the ids'.
    const named = events.map((event) => [event.actorName, event.action, event.patientId, event.patientName]);
    expect(named).toHaveLength(3);
    expect(named).toEqual(
      expect.arrayContaining([
        ['Léa Roy', 'patient_record.viewed', camilleId, 'Camille Gagnon'],
        ['Léa Roy', 'patient_record.clinical_viewed', camilleId, 'Camille Gagnon'],
        ['Léa Roy', 'patient_record.viewed', otherPatientId, expect.not.stringMatching(/Camille/)],
      ]),
    );
  });

  it("shows a changed opening hour before and after, under the setting's French name", async () => {
    const { events } = await trail({ action: 'settings.hours_updated', staffId: admin.id });
    expect(events).toHaveLength(1);
    expect(events[0]!.record).toBe("Heures d'ouverture");
    expect(events[0]!.patientName).toBeNull();
    expect(events[0]!.detailLines).toContainEqual(expect.stringMatching(/^Heure d'ouverture du lundi : \d\d:\d\d → \d\d:\d\d$/));
    // The raw details stay on the server.
    expect(events[0]).not.toHaveProperty('details');
  });

  it('filters by patient, whatever the record the event names (appointment, invoice, the file itself)', async () => {
    const { events } = await trail({ patientId: camilleId, limit: '100' });
    expect(events.length).toBeGreaterThanOrEqual(2);
    for (const event of events) expect(event.patientId, event.action).toBe(camilleId);
    const actions = new Set(events.map((event) => event.action));
    expect(actions).toContain('patient_record.viewed');
    // The demo's appointments of Camille are hers too, named through the appointment.
    const all = await trail({ patientId: otherPatientId, limit: '100' });
    for (const event of all.events) expect(event.patientId).toBe(otherPatientId);
  });

  it("filters by the clinic's days: an event at 23:59 in Toronto belongs to that day", async () => {
    const at = (createdAt: string, entityId: string) => ({
      actorType: 'staff' as const,
      actorId: reception.id,
      action: 'patient_record.viewed',
      entity: 'patients',
      entityId,
      createdAt,
    });
    await testApp()
      .db.insert(auditEvents)
      .values([
        at('2026-11-10T04:59:59.000Z', camilleId),
        at('2026-11-10T05:00:00.000Z', camilleId),
        at('2026-11-11T04:59:59.000Z', camilleId),
      ]);
    const day = await trail({ staffId: reception.id, from: '2026-11-10', to: '2026-11-10' });
    expect(day.events.map((event) => event.createdAt)).toEqual(['2026-11-11T04:59:59.000Z', '2026-11-10T05:00:00.000Z']);
    const before = await trail({ staffId: reception.id, to: '2026-11-09' });
    expect(before.events.map((event) => event.createdAt)).toEqual(['2026-11-10T04:59:59.000Z']);
  });

  it('pages through a filter with the cursor, losing and repeating nothing', async () => {
    const seen: string[] = [];
    let before: string | undefined;
    do {
      const page = await trail({ patientId: camilleId, limit: '1', ...(before ? { before } : {}) });
      seen.push(...page.events.map((event) => event.id));
      before = page.nextBefore ?? undefined;
    } while (before && seen.length < 200);
    const whole = await trail({ patientId: camilleId, limit: '100' });
    expect(seen).toEqual(whole.events.map((event) => event.id));
  });

  it('refuses a filter it cannot read with a French 422', async () => {
    const refused: Record<string, string>[] = [
      { action: 'billing.refund' },
      { from: '2026-13-01' },
      { from: '2026-11-10', to: '2026-11-09' },
      { staffId: 'x'.repeat(65) },
    ];
    for (const query of refused) {
      const response = await get(admin.cookie, `/api/admin/audit-events?${new URLSearchParams(query)}`);
      expect(response.status, JSON.stringify(query)).toBe(422);
      const body = await readJson<ApiErrorBody>(response);
      expect(body.error.code).toBe('VAL_001');
      expect(Object.values(body.error.fields ?? {}).join(' ')).toMatch(/Action|Du|Au|Membre du personnel/);
    }
  });

  it("answers « Qui a consulté ce dossier ? » with the patient's own trail: who, when, what", async () => {
    const response = await get(admin.cookie, `/api/admin/patients/${camilleId}/audit-events`);
    expect(response.status).toBe(200);
    const { events } = await readJson<Page>(response);
    expect(events.length).toBeGreaterThanOrEqual(3);
    for (const event of events) expect(event.patientId).toBe(camilleId);
    expect(events).toContainEqual(expect.objectContaining({ actorName: 'Léa Roy', action: 'patient_record.clinical_viewed' }));
    expect((await get(admin.cookie, '/api/admin/patients/inconnu/audit-events')).status).toBe(404);
  });

  it('is refused to the practitioner and the reception (403), list, export and patient trail alike', async () => {
    for (const member of [practitioner, reception]) {
      for (const path of ['/api/admin/audit-events', '/api/admin/audit-events.csv', `/api/admin/patients/${camilleId}/audit-events`]) {
        const response = await get(member.cookie, path);
        expect(response.status, path).toBe(403);
        expect((await readJson<ApiErrorBody>(response)).error.code).toBe('AUTH_002');
      }
    }
  });
});
