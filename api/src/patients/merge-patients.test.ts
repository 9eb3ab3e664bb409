import { and, eq } from 'drizzle-orm';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import { patientMessages } from 'shared-domain/patients/patient';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  appointments,
  auditEvents,
  episodesOfCare,
  invoices,
  outcomeMeasures,
  patientAccounts,
  patients,
  paymentMethods,
  paymentTransactions,
  questionnaireRequests,
  rebookingRequests,
  recordAttachments,
  privacyRequests,
  recordHolds,
  soapNotes,
} from '../platform/db/schema';
import { createdTimestamp, timestamps } from '../platform/db/timestamps';
import { createTestSession, readJson, seededAccounts, useTestApp } from '../testing/test-app';

describe('POST /patients/:id/merge', () => {
  const testApp = useTestApp();
  let cookie: string;
  let staffId: string;
  const merge = (id: string, duplicateId: string) =>
    testApp().api.admin.patients[':id'].merge.$post({ param: { id }, json: { duplicateId } }, { headers: { cookie } });

  beforeAll(async () => {
    ({ staffId } = await seededAccounts(testApp()));
    cookie = await createTestSession(testApp(), { subjectType: 'staff', subjectId: staffId, secondFactorVerified: true });
  });

  async function insertPatient(fields: Partial<typeof patients.$inferInsert> & { firstName: string }) {
    const [row] = await testApp()
      .db.insert(patients)
      .values({ lastName: 'Fusion', ...fields, ...timestamps(testApp().clock) })
      .returning({ id: patients.id });
    return row!.id;
  }

  /** One row of every kind that belongs to a patient; returns their ids by kind. */
  async function belongingsOf(patientId: string, tag: string, options: { primaryCard: boolean }) {
    const { db, clock } = testApp();
    const stamped = timestamps(clock);
    const [visit] = await db
      .insert(appointments)
      .values({
        patientId,
        name: tag,
        email: `${tag}@courriel.example`,
        phone: '514 555-0000',
        status: 'completed',
        scheduledDate: '2026-11-02',
        scheduledTime: '09:00',
        ...stamped,
      })
      .returning({ id: appointments.id });
    const [invoice] = await db
      .insert(invoices)
      .values({ patientId, appointmentId: visit!.id, totalAmount: 8500, issuedOn: '2026-11-02', dueOn: '2026-11-02', ...stamped })
      .returning({ id: invoices.id });
    const [card] = await db
      .insert(paymentMethods)
      .values({
        patientId,
        cardToken: `tok_${tag}`,
        cardBrand: 'Visa',
        lastFourDigits: '4242',
        expiryMonth: 12,
        expiryYear: 2030,
        cardholderName: tag,
        billingAddressLine1: '1, rue Test',
        billingCity: 'Montréal',
        billingPostalCode: 'H2J 1Y2',
        isPrimary: options.primaryCard,
        ...stamped,
      })
      .returning({ id: paymentMethods.id });
    const [transaction] = await db
      .insert(paymentTransactions)
      .values({
        patientId,
        appointmentId: visit!.id,
        paymentMethodId: card!.id,
        amount: 8500,
        status: 'completed',
        ...createdTimestamp(clock),
      })
      .returning({ id: paymentTransactions.id });
    const [correction] = await db
      .insert(privacyRequests)
      .values({
        reference: `DEM-2026-C${tag}`,
        patientId,
        requesterName: tag,
        kind: 'correction',
        channel: 'portal',
        details: 'Mon adresse a changé.',
        receivedOn: '2026-11-10',
        dueOn: '2026-11-30',
        ...stamped,
      })
      .returning({ id: privacyRequests.id });
    const [note] = await db
      .insert(soapNotes)
      .values({
        patientId,
        appointmentId: visit!.id,
        visitDate: '2026-11-02',
        subjective: 'Douleur lombaire',
        createdBy: staffId,
        // Signed: a merge moves a signed note to the record kept without changing it.
        status: 'signed',
        signedAt: stamped.createdAt,
        signedBy: staffId,
        ...stamped,
      })
      .returning({ id: soapNotes.id });
    const [episode] = await db
      .insert(episodesOfCare)
      .values({ patientId, reason: 'Lombalgie', startedOn: '2026-10-01', createdBy: staffId, ...stamped })
      .returning({ id: episodesOfCare.id });
    const [attachment] = await db
      .insert(recordAttachments)
      .values({
        patientId,
        kind: 'correspondence',
        title: 'Lettre du médecin',
        fileName: 'lettre.pdf',
        mediaType: 'application/pdf',
        sizeBytes: 4,
        content: Buffer.from('%PDF'),
        receivedOn: '2026-10-02',
        createdBy: staffId,
        ...createdTimestamp(clock),
      })
      .returning({ id: recordAttachments.id });
    const [accessRequest] = await db
      .insert(privacyRequests)
      .values({
        reference: `DEM-2026-A${tag}`,
        patientId,
        requesterName: tag,
        kind: 'access',
        channel: 'desk',
        receivedOn: '2026-11-10',
        dueOn: '2026-11-30',
        createdBy: staffId,
        ...stamped,
      })
      .returning({ id: privacyRequests.id });
    const [outcome] = await db
      .insert(outcomeMeasures)
      .values({
        patientId,
        questionnaire: 'pain_nrs',
        answers: '{"now":5}',
        score: 5,
        recordedOn: '2026-11-02',
        source: 'staff',
        recordedBy: staffId,
        ...createdTimestamp(clock),
      })
      .returning({ id: outcomeMeasures.id });
    const [questionnaire] = await db
      .insert(questionnaireRequests)
      .values({ patientId, questionnaire: 'oswestry', requestedBy: staffId, ...stamped })
      .returning({ id: questionnaireRequests.id });
    const [rebooking] = await db
      .insert(rebookingRequests)
      .values({ patientId, patientName: tag, patientEmail: `${tag}@courriel.example`, expiresAt: '2026-12-01T00:00:00.000Z', ...stamped })
      .returning({ id: rebookingRequests.id });
    return {
      appointments: visit!.id,
      invoices: invoice!.id,
      paymentMethods: card!.id,
      paymentTransactions: transaction!.id,
      recordCorrectionRequests: correction!.id,
      soapNotes: note!.id,
      rebookingRequests: rebooking!.id,
      episodesOfCare: episode!.id,
      recordAttachments: attachment!.id,
      recordAccessRequests: accessRequest!.id,
      outcomeMeasures: outcome!.id,
      questionnaireRequests: questionnaire!.id,
    };
  }

  /** Whose record each of these rows belongs to now. */
  async function ownersOf(ids: Awaited<ReturnType<typeof belongingsOf>>) {
    const { db } = testApp();
    const owner = async (rows: Promise<{ patientId: string | null }[]>) => (await rows)[0]?.patientId;
    return {
      appointments: await owner(
        db.select({ patientId: appointments.patientId }).from(appointments).where(eq(appointments.id, ids.appointments)),
      ),
      invoices: await owner(db.select({ patientId: invoices.patientId }).from(invoices).where(eq(invoices.id, ids.invoices))),
      paymentMethods: await owner(
        db.select({ patientId: paymentMethods.patientId }).from(paymentMethods).where(eq(paymentMethods.id, ids.paymentMethods)),
      ),
      paymentTransactions: await owner(
        db
          .select({ patientId: paymentTransactions.patientId })
          .from(paymentTransactions)
          .where(eq(paymentTransactions.id, ids.paymentTransactions)),
      ),
      recordCorrectionRequests: await owner(
        db
          .select({ patientId: privacyRequests.patientId })
          .from(privacyRequests)
          .where(eq(privacyRequests.id, ids.recordCorrectionRequests)),
      ),
      soapNotes: await owner(db.select({ patientId: soapNotes.patientId }).from(soapNotes).where(eq(soapNotes.id, ids.soapNotes))),
      rebookingRequests: await owner(
        db
          .select({ patientId: rebookingRequests.patientId })
          .from(rebookingRequests)
          .where(eq(rebookingRequests.id, ids.rebookingRequests)),
      ),
      episodesOfCare: await owner(
        db.select({ patientId: episodesOfCare.patientId }).from(episodesOfCare).where(eq(episodesOfCare.id, ids.episodesOfCare)),
      ),
      recordAttachments: await owner(
        db
          .select({ patientId: recordAttachments.patientId })
          .from(recordAttachments)
          .where(eq(recordAttachments.id, ids.recordAttachments)),
      ),
      recordAccessRequests: await owner(
        db.select({ patientId: privacyRequests.patientId }).from(privacyRequests).where(eq(privacyRequests.id, ids.recordAccessRequests)),
      ),
      outcomeMeasures: await owner(
        db.select({ patientId: outcomeMeasures.patientId }).from(outcomeMeasures).where(eq(outcomeMeasures.id, ids.outcomeMeasures)),
      ),
      questionnaireRequests: await owner(
        db
          .select({ patientId: questionnaireRequests.patientId })
          .from(questionnaireRequests)
          .where(eq(questionnaireRequests.id, ids.questionnaireRequests)),
      ),
    };
  }

  const everyOne = (patientId: string) => ({
    appointments: patientId,
    invoices: patientId,
    paymentMethods: patientId,
    paymentTransactions: patientId,
    recordCorrectionRequests: patientId,
    soapNotes: patientId,
    rebookingRequests: patientId,
    episodesOfCare: patientId,
    recordAttachments: patientId,
    recordAccessRequests: patientId,
    outcomeMeasures: patientId,
    questionnaireRequests: patientId,
  });

  it('moves every row of the duplicate to the record kept, fills its blanks, deletes the duplicate and audits it', async () => {
    const keepId = await insertPatient({
      firstName: 'Gardé',
      phone: '514 555-0400',
      notes: 'Note du dossier gardé',
      totalVisits: 3,
      lastVisit: '2026-10-01',
      sex: 'female',
      recordOpenedOn: '2025-03-01',
    });
    const duplicateId = await insertPatient({
      firstName: 'Doublon',
      email: 'doublon@courriel.example',
      phone: '514 555-0499',
      address: '2, rue Doublon',
      notes: 'Note du doublon',
      totalVisits: 2,
      lastVisit: '2026-11-02',
      status: 'inactive',
      nameAtBirth: 'Doublon Naissance',
      sex: 'male',
      recordOpenedOn: '2024-06-15',
      consultationReason: 'Cervicalgie',
    });
    const kept = await belongingsOf(keepId, 'garde', { primaryCard: true });
    const moved = await belongingsOf(duplicateId, 'doublon', { primaryCard: true });
    await testApp()
      .db.insert(patientAccounts)
      .values({ patientId: duplicateId, email: 'doublon@courriel.example', ...createdTimestamp(testApp().clock) });

    const response = await merge(keepId, duplicateId);
    expect(response.status).toBe(200);
    expect((await response.json()).patient).toMatchObject({
      id: keepId,
      firstName: 'Gardé',
      email: 'doublon@courriel.example',
      phone: '514 555-0400',
      address: '2, rue Doublon',
      notes: 'Note du dossier gardé\n\nNote du doublon',
      status: 'active',
      totalVisits: 5,
      lastVisit: '2026-11-02',
    });

    // The clinical identity: blanks filled from the duplicate, the record opened at the earlier date.
    const [identity] = await testApp()
      .db.select({
        nameAtBirth: patients.nameAtBirth,
        sex: patients.sex,
        recordOpenedOn: patients.recordOpenedOn,
        consultationReason: patients.consultationReason,
      })
      .from(patients)
      .where(eq(patients.id, keepId));
    expect(identity).toEqual({
      nameAtBirth: 'Doublon Naissance',
      sex: 'female',
      recordOpenedOn: '2024-06-15',
      consultationReason: 'Cervicalgie',
    });
    expect(await ownersOf(moved)).toEqual(everyOne(keepId));
    expect(await ownersOf(kept)).toEqual(everyOne(keepId));
    const [account] = await testApp().db.select().from(patientAccounts).where(eq(patientAccounts.email, 'doublon@courriel.example'));
    expect(account?.patientId).toBe(keepId);
    // The kept record's card stays the one primary card.
    const primaries = await testApp()
      .db.select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.patientId, keepId), eq(paymentMethods.isPrimary, true)));
    expect(primaries.map((card) => card.id)).toEqual([kept.paymentMethods]);
    expect(await testApp().db.select().from(patients).where(eq(patients.id, duplicateId))).toEqual([]);

    const [audit] = await testApp()
      .db.select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'patient_record.merged'), eq(auditEvents.entityId, keepId)));
    expect(audit).toMatchObject({
      actorType: 'staff',
      actorId: staffId,
      entity: 'patients',
      details: {
        duplicateId,
        moved: {
          appointments: 1,
          invoices: 1,
          transactions: 1,
          paymentMethods: 1,
          correctionRequests: 1,
          clinicalNotes: 1,
          rebookingRequests: 1,
          account: true,
          episodesOfCare: 1,
          attachments: 1,
          accessRequests: 1,
          outcomeMeasures: 1,
          questionnaireRequests: 1,
        },
      },
    });
  });

  it('moves a legal hold on the duplicate to the record kept', async () => {
    const keepId = await insertPatient({ firstName: 'Gardée' });
    const duplicateId = await insertPatient({ firstName: 'Suspendue' });
    const [hold] = await testApp()
      .db.insert(recordHolds)
      .values({ patientId: duplicateId, reason: 'Litige en cours', placedBy: staffId, placedAt: testApp().clock.now().toISOString() })
      .returning({ id: recordHolds.id });
    expect((await merge(keepId, duplicateId)).status).toBe(200);
    expect(await testApp().db.select({ patientId: recordHolds.patientId }).from(recordHolds).where(eq(recordHolds.id, hold!.id))).toEqual([
      { patientId: keepId },
    ]);
  });

  it('refuses to merge two records that each have a portal account, and changes nothing', async () => {
    const keepId = await insertPatient({ firstName: 'Compte A' });
    const duplicateId = await insertPatient({ firstName: 'Compte B' });
    const moved = await belongingsOf(duplicateId, 'compte-b', { primaryCard: false });
    for (const [patientId, email] of [
      [keepId, 'compte.a@courriel.example'],
      [duplicateId, 'compte.b@courriel.example'],
    ] as const) {
      await testApp()
        .db.insert(patientAccounts)
        .values({ patientId, email, ...createdTimestamp(testApp().clock) });
    }
    const response = await merge(keepId, duplicateId);
    expect(response.status).toBe(409);
    expect((await readJson<ApiErrorBody>(response)).error).toEqual({ code: 'PAT_001', message: patientMessages.mergeTwoAccounts });
    expect(await ownersOf(moved)).toEqual(everyOne(duplicateId));
    expect(await testApp().db.select().from(patients).where(eq(patients.id, duplicateId))).toHaveLength(1);
  });

  it('refuses a record merged with itself, and unknown records', async () => {
    const keepId = await insertPatient({ firstName: 'Seul' });
    const self = await merge(keepId, keepId);
    expect(self.status).toBe(422);
    expect((await readJson<ApiErrorBody>(self)).error.fields).toEqual({ duplicateId: patientMessages.mergeWithItself });
    expect((await merge(keepId, 'inconnu')).status).toBe(404);
    expect((await merge('inconnu', keepId)).status).toBe(404);
    const malformed = await testApp().app.request(`/api/admin/patients/${keepId}/merge`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({}),
    });
    expect(malformed.status).toBe(422);
  });
});
