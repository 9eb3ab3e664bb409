// A record past its period that the law still needs waits: an open request about her information,
// an incident of the register naming her, an amount she owes, a legal hold. « Anonymiser » and
// « Détruire le dossier » are refused (409, the reason in French) and change nothing; the review
// says why each record waits; the `retention` job leaves what such a record holds. Test clock:
// Wednesday 18 November 2026.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import type { RetentionReviewView } from 'shared-domain/privacy/privacy-retention';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  appointments,
  auditEvents,
  invoices,
  patients,
  privacyIncidents,
  privacyRequests,
  recordHolds,
  retentionDecisionsLog,
  soapNotes,
} from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { staffMemberWithSession } from '../../testing/team-test-support';
import { createTestSession, readJson, seededAccounts, useTestApp } from '../../testing/test-app';
import { purgeExpiredRecords } from './retention-job';
import { patientLastSeen } from './retention-test-support';

const base = '/api/admin/privacy';

describe('a record the law still needs', () => {
  const testApp = useTestApp();
  const state = { cookie: '', staffId: '' };
  beforeAll(async () => {
    state.staffId = (await seededAccounts(testApp())).staffId;
    state.cookie = await createTestSession(testApp(), { subjectType: 'staff', subjectId: state.staffId, secondFactorVerified: true });
  });
  const post = (path: string, body: unknown, cookie = state.cookie) =>
    testApp().app.request(`${base}${path}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const review = async () => {
    const response = await testApp().app.request(`${base}/retention`, { headers: { cookie: state.cookie } });
    expect(response.status).toBe(200);
    return readJson<RetentionReviewView>(response);
  };
  const destroy = (record: { id: string; label: string }) =>
    post(`/retention/${record.id}/decision`, { decision: 'destroy', confirmation: record.label });

  /** Destruction and anonymisation are refused with `reason`, and the record is as it was. */
  async function expectKept(record: Awaited<ReturnType<typeof patientLastSeen>>, reason: string) {
    for (const decision of ['destroy', 'anonymise'] as const) {
      const refused = await post(`/retention/${record.id}/decision`, { decision, confirmation: record.label });
      expect(refused.status).toBe(409);
      const { error } = await readJson<ApiErrorBody>(refused);
      expect(error.code).toBe('PRIV_041');
      expect(error.message).toContain(reason);
      expect(error.message).toContain('ne peut être ni anonymisé ni détruit');
    }
    const [patient] = await testApp().db.select().from(patients).where(eq(patients.id, record.id));
    expect(patient).toMatchObject({ firstName: record.firstName, email: record.email, anonymisedAt: null, recordDestroyedAt: null });
    expect(await testApp().db.select().from(soapNotes).where(eq(soapNotes.patientId, record.id))).toHaveLength(1);
    expect(await testApp().db.select().from(retentionDecisionsLog).where(eq(retentionDecisionsLog.patientId, record.id))).toEqual([]);
    const listed = (await review()).records.find((row) => row.patientId === record.id);
    expect(listed?.waits).toHaveLength(1);
  }

  it('keeps a record with an open access request, its request whole, and says why it waits', async () => {
    const record = await patientLastSeen(testApp(), state.staffId, { lastVisitOn: '2019-04-02', note: 'signed' });
    await testApp()
      .db.insert(privacyRequests)
      .values({
        reference: 'DEM-2026-0451',
        patientId: record.id,
        requesterName: record.label,
        requesterEmail: record.email,
        kind: 'access',
        channel: 'email',
        details: 'Copie de mon dossier complet, svp.',
        receivedOn: '2026-11-18',
        dueOn: '2026-12-08',
        ...timestamps(testApp().clock),
      });

    await expectKept(record, 'Demande DEM-2026-0451 en cours (réponse due le');
    const listed = (await review()).records.find((row) => row.patientId === record.id);
    expect(listed?.waits).toEqual([{ kind: 'privacy_request', reference: 'DEM-2026-0451', dueOn: '2026-12-08' }]);
    const [request] = await testApp().db.select().from(privacyRequests).where(eq(privacyRequests.reference, 'DEM-2026-0451'));
    expect(request).toMatchObject({
      requesterName: record.label,
      requesterEmail: record.email,
      details: 'Copie de mon dossier complet, svp.',
    });

    // Answered, the request no longer holds the record back.
    await testApp()
      .db.update(privacyRequests)
      .set({ status: 'answered', answeredOn: '2026-11-18' })
      .where(eq(privacyRequests.id, request!.id));
    expect((await destroy(record)).status).toBe(200);
  });

  it('keeps a record an incident of the register names, until the hold is lifted', async () => {
    const record = await patientLastSeen(testApp(), state.staffId, { lastVisitOn: '2019-04-03', note: 'draft' });
    const incidentId = randomUUID();
    await testApp()
      .db.insert(privacyIncidents)
      .values({
        id: incidentId,
        reference: 'INC-2026-014',
        informationInvolved: 'Dossiers de patients',
        circumstances: 'Courriel envoyé au mauvais destinataire',
        occurredFrom: '2026-11-10',
        discoveredOn: '2026-11-12',
        peopleCount: 3,
        riskAssessment: 'Faible',
        seriousInjuryRisk: false,
        measures: 'Rappel du message',
        ...timestamps(testApp().clock),
      });
    const placed = await post('/record-holds', { patientId: record.id, reason: 'Enquête sur l’incident en cours', incidentId });
    expect(placed.status).toBe(201);
    const hold = await readJson<{ id: string }>(placed);

    await expectKept(record, 'Incident de confidentialité INC-2026-014 en cours qui le nomme');
    const [audit] = await testApp().db.select().from(auditEvents).where(eq(auditEvents.entityId, hold.id));
    expect(audit).toMatchObject({ action: 'retention.hold_placed', actorId: state.staffId });
    expect(audit?.details).toEqual({ patientId: record.id, holdId: hold.id, incidentId });

    expect((await post(`/record-holds/${hold.id}/release`, {})).status).toBe(200);
    expect((await destroy(record)).status).toBe(200);
  });

  it('keeps a record whose invoice is still owed, and lets it go once paid', async () => {
    const record = await patientLastSeen(testApp(), state.staffId, { lastVisitOn: '2019-04-04', note: 'draft', owing: true });
    await expectKept(record, 'Solde impayé de 85,00');
    await testApp().db.update(invoices).set({ paymentStatus: 'paid', paidAmount: 8500 }).where(eq(invoices.patientId, record.id));
    expect((await destroy(record)).status).toBe(200);
  });

  it('keeps a record under a legal hold: placed and lifted by the administration only, each audited', async () => {
    const record = await patientLastSeen(testApp(), state.staffId, { lastVisitOn: '2019-04-05', note: 'draft' });
    const noReason = await post('/record-holds', { patientId: record.id, reason: ' ' });
    expect(noReason.status).toBe(422);
    expect((await readJson<ApiErrorBody>(noReason)).error.fields?.reason).toBe(
      'Indiquez le motif de la suspension (par exemple, un litige en cours).',
    );
    const { cookie: desk } = await staffMemberWithSession(testApp(), 'reception');
    expect((await post('/record-holds', { patientId: record.id, reason: 'Litige' }, desk)).status).toBe(403);
    expect(await testApp().db.select().from(recordHolds).where(eq(recordHolds.patientId, record.id))).toEqual([]);

    const placed = await post('/record-holds', { patientId: record.id, reason: 'Litige avec l’assureur' });
    expect(placed.status).toBe(201);
    const hold = await readJson<{ id: string }>(placed);
    await expectKept(record, 'Suspension légale : Litige avec l’assureur (par');

    expect((await post(`/record-holds/${hold.id}/release`, {}, desk)).status).toBe(403);
    expect((await post(`/record-holds/${hold.id}/release`, {})).status).toBe(200);
    const again = await post(`/record-holds/${hold.id}/release`, {});
    expect(again.status).toBe(409);
    expect((await readJson<ApiErrorBody>(again)).error.message).toBe('Cette suspension a déjà été levée.');
    const [row] = await testApp().db.select().from(recordHolds).where(eq(recordHolds.id, hold.id));
    expect(row).toMatchObject({ placedBy: state.staffId, releasedBy: state.staffId, releasedAt: expect.any(String) });
    const actions = await testApp().db.select({ action: auditEvents.action }).from(auditEvents).where(eq(auditEvents.entityId, hold.id));
    expect(actions.map((event) => event.action).sort()).toEqual(['retention.hold_placed', 'retention.hold_released']);

    expect((await destroy(record)).status).toBe(200);
  });

  it('lets the `retention` job leave the old requests of a record that waits, and of an address with an open request', async () => {
    const held = await patientLastSeen(testApp(), state.staffId, { lastVisitOn: null, openedOn: '2019-01-01' });
    await post('/record-holds', { patientId: held.id, reason: 'Ordonnance du tribunal' });
    const free = await patientLastSeen(testApp(), state.staffId, { lastVisitOn: null, openedOn: '2019-01-01' });
    const oldRequest = (patientId: string | null, email: string) => ({
      patientId,
      name: 'Demande du site',
      email,
      phone: '5145550000',
      status: 'pending' as const,
      bookingSource: 'site' as const,
      createdAt: '2024-01-01T12:00:00.000Z',
      updatedAt: '2024-01-01T12:00:00.000Z',
    });
    const [heldRequest, freeRequest, askingRequest] = await testApp()
      .db.insert(appointments)
      .values([oldRequest(held.id, held.email), oldRequest(free.id, free.email), oldRequest(null, 'demandeuse@exemple.ca')])
      .returning({ id: appointments.id });
    await testApp()
      .db.insert(privacyRequests)
      .values({
        reference: 'DEM-2026-0452',
        requesterName: 'Demandeuse',
        requesterEmail: 'Demandeuse@exemple.ca',
        kind: 'access',
        channel: 'email',
        receivedOn: '2026-11-18',
        dueOn: '2026-12-08',
        ...timestamps(testApp().clock),
      });

    await purgeExpiredRecords(testApp().deps);
    const left = await testApp().db.select({ id: appointments.id }).from(appointments);
    const ids = left.map((row) => row.id);
    expect(ids).toContain(heldRequest?.id);
    expect(ids).toContain(askingRequest?.id);
    expect(ids).not.toContain(freeRequest?.id);
  });
});
