// « Télécharger mes données »: the export holds every field collected from the patient,
// in the JSON, the CSV (read back with csv-parse, not with the writer) and the PDF (its text read
// back from the bytes), and nothing the clinic inferred or wrote about her, nor anyone else's data.
import { parse } from 'csv-parse/sync';
import { and, eq, notInArray } from 'drizzle-orm';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import { formatDate, formatDateTime, formatMoney } from 'shared-domain/platform/format';
import { patientSexLabels } from 'shared-domain/clinical/clinical-record';
import { invoiceNumber } from 'shared-domain/billing/invoice';
import { describeScore, oswestryIndex } from 'shared-domain/clinical/outcome-measures';
import {
  type PortabilityExport,
  portabilityCsvHeader,
  portabilityFormat,
  portabilityFormatVersion,
  portabilitySections,
  portabilityText,
} from 'shared-domain/privacy/privacy-portability';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoPatients, demoSettings } from '../../demo/demo-clinic';
import {
  appointments,
  auditEvents,
  invoices,
  outcomeMeasures,
  patientAccounts,
  patientConsents,
  patients,
  paymentMethods,
  paymentTransactions,
  privacyRequests,
  soapNotes,
  waitlistEntries,
} from '../../platform/db/schema';
import { createdTimestamp, timestamps } from '../../platform/db/timestamps';
import { pdfText } from '../../platform/pdf/pdf-text';
import { winAnsiText } from '../../platform/pdf/win-ansi-text';
import { auditEventsOf } from '../../testing/audit-events';
import { createTestSession, readJson, seededAccounts, useTestApp } from '../../testing/test-app';

// The test clock: Wednesday 2026-11-18, 10:00 at the clinic.
const today = '2026-11-18';
const timeZone = demoSettings.timeZone;

/** What the clinic wrote or computed about Camille: none of it may leave in her export. */
const planted = {
  fileNote: 'Note interne : patiente anxieuse, tarif réduit accordé',
  staffVisitNote: 'Note du personnel : a payé en retard deux fois',
  assessment: 'Évaluation : subluxation L4-L5 plantée pour le test',
  plan: 'Plan : ajustements hebdomadaires plantés pour le test',
  totalVisits: 9137,
};

/** What Camille gave besides the demo's: each must be in her export. */
const given = {
  nameAtBirth: 'Camille Lefebvre-Portabilité',
  otherPhone: '438 555-0199',
  consultationReason: 'Douleur au bas du dos depuis ma grossesse',
  bookingReason: 'Raideur au cou le matin',
  bookingNotes: 'Je préfère une table basse, merci',
  waitlistNotes: 'Disponible les mardis, stationnement à proximité svp',
  requestDetails: 'Je veux savoir qui a consulté mon dossier',
  cardholderName: 'CAMILLE L GAGNON',
  cardNickname: 'Carte du compte joint',
};

/** The gateway's token of her saved card: never in her export. */
const cardToken = 'tok_portabilite_jamais_exporte';

/** Mathieu's data: never in Camille's export. */
const others = { waitlistNotes: 'Mathieu préfère le soir, jamais Camille', bookingReason: 'Entorse à la cheville de Mathieu' };

type CsvRow = { section: string; field: string; value: string };

function readCsv(bytes: ArrayBuffer): CsvRow[] {
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [header, ...rows] = parse(text, { delimiter: ';', bom: true }) as string[][];
  expect(header).toEqual([...portabilityCsvHeader]);
  return rows.map(([section = '', field = '', value = '']) => ({ section, field, value }));
}

describe('« Télécharger mes données » (/api/portal/my-data.*, /api/admin/patients/:id/my-data.*)', () => {
  const testApp = useTestApp();
  let camille: { cookie: string; patientId: string; accountId: string };
  let mathieu: { cookie: string; patientId: string; accountId: string };
  let staffCookie: string;
  let outcomeInterpretation: string;
  let outcomeDisplay: string;

  beforeAll(async () => {
    const { db, clock } = testApp();
    const { staffId, patientAccountId, patientId } = await seededAccounts(testApp());
    camille = {
      patientId,
      accountId: patientAccountId,
      cookie: await createTestSession(testApp(), { subjectType: 'patient', subjectId: patientAccountId }),
    };
    staffCookie = await createTestSession(testApp(), { subjectType: 'staff', subjectId: staffId, secondFactorVerified: true });
    const [mathieuRecord] = await db.select({ id: patients.id }).from(patients).where(eq(patients.email, demoPatients.mathieu.email));
    if (!mathieuRecord) throw new Error('the demo patient Mathieu is missing');
    const [mathieuAccount] = await db
      .insert(patientAccounts)
      .values({ patientId: mathieuRecord.id, email: demoPatients.mathieu.email, ...createdTimestamp(clock) })
      .returning({ id: patientAccounts.id });
    mathieu = {
      patientId: mathieuRecord.id,
      accountId: mathieuAccount!.id,
      cookie: await createTestSession(testApp(), { subjectType: 'patient', subjectId: mathieuAccount!.id }),
    };

    await db
      .update(patients)
      .set({
        nameAtBirth: given.nameAtBirth,
        sex: 'female',
        otherPhone: given.otherPhone,
        consultationReason: given.consultationReason,
        notes: planted.fileNote,
        totalVisits: planted.totalVisits,
      })
      .where(eq(patients.id, patientId));
    const contact = { name: 'Camille Gagnon', email: demoPatients.camille.email, phone: demoPatients.camille.phone };
    await db.insert(appointments).values([
      // Booked by her online: her reason and notes are hers.
      {
        patientId,
        ...contact,
        reason: given.bookingReason,
        notes: given.bookingNotes,
        status: 'confirmed',
        scheduledDate: '2026-11-25',
        scheduledTime: '09:30',
        bookingSource: 'online',
        ...timestamps(clock),
      },
      // Booked by the desk: its notes are the clinic's. She did not come: no count of it may appear.
      {
        patientId,
        ...contact,
        reason: null,
        notes: planted.staffVisitNote,
        status: 'no_show',
        scheduledDate: '2026-11-04',
        scheduledTime: '14:00',
        bookingSource: 'admin',
        ...timestamps(clock),
      },
      {
        patientId: mathieu.patientId,
        name: 'Mathieu Côté',
        email: demoPatients.mathieu.email,
        phone: demoPatients.mathieu.phone,
        reason: others.bookingReason,
        status: 'confirmed',
        scheduledDate: '2026-11-26',
        scheduledTime: '11:00',
        bookingSource: 'online',
        ...timestamps(clock),
      },
    ]);
    await db.insert(soapNotes).values({
      patientId,
      visitDate: '2026-11-04',
      status: 'draft',
      subjective: 'Douleur lombaire',
      assessment: planted.assessment,
      plan: planted.plan,
      createdBy: staffId,
      ...timestamps(clock),
    });
    const answers = Object.fromEntries(oswestryIndex.items.map((item) => [item.id, 2]));
    await db.insert(outcomeMeasures).values({
      patientId,
      questionnaire: 'oswestry',
      answers: JSON.stringify(answers),
      score: 40,
      recordedOn: '2026-11-10',
      source: 'patient',
      ...createdTimestamp(clock),
    });
    ({ interpretation: outcomeInterpretation, display: outcomeDisplay } = describeScore(oswestryIndex, 40));
    // Her own history in place of the demo's reminders entry.
    await db.delete(patientConsents).where(and(eq(patientConsents.patientId, patientId), eq(patientConsents.kind, 'email_reminders')));
    await db.insert(patientConsents).values([
      {
        patientId,
        kind: 'email_reminders',
        version: 3,
        channel: 'portal',
        givenAt: '2026-10-01T14:00:00.000Z',
        ...createdTimestamp(clock),
      },
      // Given before she had a record, under her e-mail (a waitlist sign-up).
      {
        email: demoPatients.camille.email.toUpperCase(),
        kind: 'waitlist_contact',
        version: 2,
        channel: 'waitlist_form',
        givenAt: '2026-09-15T13:00:00.000Z',
        withdrawnAt: '2026-11-02T16:30:00.000Z',
        withdrawnChannel: 'portal',
        ...createdTimestamp(clock),
      },
      {
        patientId: mathieu.patientId,
        kind: 'marketing',
        version: 1,
        channel: 'desk',
        givenAt: '2026-10-02T14:00:00.000Z',
        ...createdTimestamp(clock),
      },
    ]);
    await db.insert(waitlistEntries).values([
      {
        fullName: 'Camille Gagnon',
        email: demoPatients.camille.email,
        phone: demoPatients.camille.phone,
        preferredDays: ['Mardi'],
        preferredTimes: ['Matin (8h-12h)'],
        notes: given.waitlistNotes,
        contactConsentAt: '2026-09-15T13:00:00.000Z',
        ...timestamps(clock),
      },
      {
        fullName: 'Mathieu Côté',
        email: demoPatients.mathieu.email,
        phone: demoPatients.mathieu.phone,
        notes: others.waitlistNotes,
        ...timestamps(clock),
      },
    ]);
    await db.insert(paymentMethods).values({
      patientId,
      cardToken,
      cardBrand: 'Visa',
      lastFourDigits: '1881',
      expiryMonth: 8,
      expiryYear: 2029,
      cardholderName: given.cardholderName,
      cardNickname: given.cardNickname,
      billingAddressLine1: '123 rue Saint-Denis',
      billingCity: 'Montréal',
      billingPostalCode: 'H2X 1Y4',
      ...timestamps(clock),
    });
    await db.insert(privacyRequests).values({
      reference: 'DEM-2026-0900',
      patientId,
      requesterName: 'Camille Gagnon',
      requesterEmail: demoPatients.camille.email,
      kind: 'access',
      channel: 'email',
      details: given.requestDetails,
      receivedOn: '2026-11-02',
      dueOn: '2026-11-22',
      ...timestamps(clock),
    });
  });

  const portal = () => testApp().api.portal;
  const as = (who: { cookie: string }) => ({ headers: { cookie: who.cookie } });

  async function camilleJson(): Promise<PortabilityExport> {
    const response = await portal()['my-data.json'].$get({}, as(camille));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="mes-donnees-${today}.json"`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return readJson<PortabilityExport>(response);
  }

  describe('the JSON', () => {
    it('holds every field of her record she gave, her account e-mail, and her lists, each from the database', async () => {
      const { db } = testApp();
      const data = await camilleJson();
      expect(data).toMatchObject({
        format: portabilityFormat,
        version: portabilityFormatVersion,
        generatedAt: testApp().clock.now().toISOString(),
      });
      expect(data.clinic.name).toBe(demoSettings.clinicName);
      const [record] = await db.select().from(patients).where(eq(patients.id, camille.patientId));
      const [account] = await db.select().from(patientAccounts).where(eq(patientAccounts.id, camille.accountId));
      expect(data.person).toEqual({
        firstName: record!.firstName,
        lastName: record!.lastName,
        nameAtBirth: given.nameAtBirth,
        dateOfBirth: record!.dateOfBirth,
        sex: patientSexLabels.female,
        email: record!.email,
        phone: record!.phone,
        otherPhone: given.otherPhone,
        address: record!.address,
        consultationReason: given.consultationReason,
        portalEmail: account!.email,
      });
      expect(Object.keys(data.person).sort()).toEqual(Object.keys(portabilitySections.person.fields).sort());

      const visits = await db.select().from(appointments).where(eq(appointments.patientId, camille.patientId));
      expect(data.appointments).toHaveLength(visits.length);
      for (const visit of visits) {
        expect(data.appointments).toContainEqual(
          expect.objectContaining({ date: visit.scheduledDate, time: visit.scheduledTime, requestedAt: visit.createdAt }),
        );
      }
      expect(data.appointments).toContainEqual(
        expect.objectContaining({
          date: '2026-11-25',
          time: '09:30',
          reason: given.bookingReason,
          notes: given.bookingNotes,
          status: 'Confirmé',
        }),
      );

      // Her answers, item by item, as the question and the choice she read.
      expect(
        data.questionnaireAnswers.filter((answer) => answer.questionnaire === oswestryIndex.name && answer.answeredOn === '2026-11-10'),
      ).toEqual(
        oswestryIndex.items.map((item) => ({
          questionnaire: oswestryIndex.name,
          answeredOn: '2026-11-10',
          question: item.text,
          answer: item.options.find((option) => option.value === 2)!.label,
        })),
      );

      expect(data.consents).toEqual([
        {
          kind: 'Contact pour la liste d’attente',
          version: '2',
          channel: 'Formulaire de liste d’attente',
          givenAt: '2026-09-15T13:00:00.000Z',
          withdrawnAt: '2026-11-02T16:30:00.000Z',
          withdrawnChannel: 'Portail patient',
        },
        // The care consent of her demo episode, recorded at the desk (the ledger holds it too).
        expect.objectContaining({ kind: 'Consentement aux soins', version: '1', channel: 'À la réception', withdrawnAt: null }),
        {
          kind: 'Rappels et avis par courriel',
          version: '3',
          channel: 'Portail patient',
          givenAt: '2026-10-01T14:00:00.000Z',
          withdrawnAt: null,
          withdrawnChannel: null,
        },
      ]);
      expect(data.requests).toContainEqual(
        expect.objectContaining({
          reference: 'DEM-2026-0900',
          kind: 'Accès au dossier',
          details: given.requestDetails,
          status: 'À traiter',
        }),
      );
      expect(data.waitlist).toEqual([
        expect.objectContaining({ notes: given.waitlistNotes, preferredDays: ['Mardi'], email: demoPatients.camille.email }),
      ]);

      const issued = await db
        .select()
        .from(invoices)
        .where(and(eq(invoices.patientId, camille.patientId), notInArray(invoices.paymentStatus, ['draft', 'waived', 'void'])));
      expect(issued.length).toBeGreaterThan(0);
      const numberOf = (invoice: (typeof issued)[number]) => invoice.number ?? invoiceNumber(invoice.id);
      expect(data.invoices.map((invoice) => invoice.number).sort()).toEqual(issued.map(numberOf).sort());
      for (const invoice of issued) {
        expect(data.invoices).toContainEqual(
          expect.objectContaining({
            number: numberOf(invoice),
            issuedOn: invoice.issuedOn,
            totalCents: invoice.totalAmount,
            paidCents: invoice.paidAmount,
          }),
        );
      }
      const transactions = await db.select().from(paymentTransactions).where(eq(paymentTransactions.patientId, camille.patientId));
      expect(transactions.length).toBeGreaterThan(0);
      expect(data.payments.map((payment) => payment.amountCents).sort()).toEqual(transactions.map((payment) => payment.amount).sort());

      // The card she saved: the name and nickname she typed, what the card shows; never its token.
      expect(data.savedCards).toContainEqual({
        cardholderName: given.cardholderName,
        nickname: given.cardNickname,
        brand: 'Visa',
        lastFourDigits: '1881',
        expiry: '08/2029',
        billingAddress: '123 rue Saint-Denis, Montréal (QC) H2X 1Y4, CA',
        savedAt: testApp().clock.now().toISOString(),
        state: 'Enregistrée',
      });
      expect(JSON.stringify(data)).not.toContain(cardToken);
    });

    it('holds nothing the clinic inferred or wrote about her, nor another patient’s data', async () => {
      const text = JSON.stringify(await camilleJson());
      for (const value of [
        planted.fileNote,
        planted.staffVisitNote,
        planted.assessment,
        planted.plan,
        outcomeInterpretation,
        outcomeDisplay,
      ]) {
        expect(text).not.toContain(value);
      }
      expect(text).not.toContain(String(planted.totalVisits));
      expect(text).not.toMatch(/"(score|notes?Count|noShow\w*|totalVisits|lastVisit|status_?count|assessment|plan)"/i);
      for (const value of [others.waitlistNotes, others.bookingReason, demoPatients.mathieu.email, demoPatients.mathieu.phone, 'Côté']) {
        expect(text).not.toContain(value);
      }
    });
  });

  describe('the CSV', () => {
    it('lists each field as section, field and value in French, dates ISO as the JSON, read back by csv-parse', async () => {
      const response = await portal()['my-data.csv'].$get({}, as(camille));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      const rows = readCsv(await response.arrayBuffer());
      const [record] = await testApp().db.select().from(patients).where(eq(patients.id, camille.patientId));
      const person = portabilitySections.person;
      const identity = (field: keyof typeof person.fields) =>
        rows.find((row) => row.section === person.label && row.field === person.fields[field].label)?.value;
      expect(identity('firstName')).toBe(record!.firstName);
      expect(identity('lastName')).toBe(record!.lastName);
      expect(identity('nameAtBirth')).toBe(given.nameAtBirth);
      expect(identity('dateOfBirth')).toBe(record!.dateOfBirth);
      expect(identity('email')).toBe(record!.email);
      expect(identity('phone')).toBe(record!.phone);
      expect(identity('otherPhone')).toBe(given.otherPhone);
      expect(identity('address')).toBe(record!.address);
      expect(identity('consultationReason')).toBe(given.consultationReason);
      expect(identity('portalEmail')).toBe(demoPatients.camille.email);

      const visits = await testApp().db.select().from(appointments).where(eq(appointments.patientId, camille.patientId));
      const appointmentSections = new Set(
        rows.filter((row) => row.section.startsWith(`${portabilitySections.appointments.label} `)).map((row) => row.section),
      );
      expect(appointmentSections.size).toBe(visits.length);
      const booked = rows.filter((row) => appointmentSections.has(row.section) && row.value === given.bookingNotes);
      expect(booked).toHaveLength(1);
      const bookedSection = rows.filter((row) => row.section === booked[0]!.section);
      expect(bookedSection).toContainEqual({ section: booked[0]!.section, field: 'Date', value: '2026-11-25' });
      expect(bookedSection).toContainEqual({ section: booked[0]!.section, field: 'Heure', value: '09:30' });
      expect(bookedSection).toContainEqual({ section: booked[0]!.section, field: 'Motif donné', value: given.bookingReason });

      const values = rows.map((row) => row.value);
      expect(values).toContain(given.waitlistNotes);
      expect(values).toContain(given.requestDetails);
      expect(values).toContain('2026-11-02T16:30:00.000Z');
      expect(values.some((value) => value.includes(formatDate('2026-11-25')))).toBe(false);
      expect(values).toContain(given.cardholderName);
      expect(values).toContain(given.cardNickname);
      const transactions = await testApp()
        .db.select()
        .from(paymentTransactions)
        .where(eq(paymentTransactions.patientId, camille.patientId));
      for (const payment of transactions) expect(values).toContain(formatMoney(payment.amount));

      const all = rows.flatMap((row) => [row.section, row.field, row.value]).join('\n');
      for (const value of [
        planted.fileNote,
        planted.staffVisitNote,
        planted.assessment,
        planted.plan,
        outcomeInterpretation,
        outcomeDisplay,
        others.waitlistNotes,
      ]) {
        expect(all).not.toContain(value);
      }
      expect(all).not.toContain(String(planted.totalVisits));
      expect(all).not.toContain(cardToken);
    });
  });

  describe('the PDF', () => {
    it('prints the clinic, the date and each section with her values, and nothing planted', async () => {
      const response = await portal()['my-data.pdf'].$get({}, as(camille));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      const text = pdfText(Buffer.from(await response.arrayBuffer()));
      const shown = (value: string) => winAnsiText(value);
      expect(text).toContain(shown(demoSettings.clinicName));
      expect(text).toContain(shown(portabilityText.pdfGeneratedOn(formatDateTime(testApp().clock.now(), timeZone))));
      for (const section of Object.values(portabilitySections)) expect(text).toContain(shown(section.label));
      for (const value of [
        given.nameAtBirth,
        given.consultationReason,
        given.bookingNotes,
        given.waitlistNotes,
        given.requestDetails,
        given.cardholderName,
        given.cardNickname,
      ]) {
        expect(text).toContain(shown(value));
      }
      // Dates in words for a reader.
      expect(text).toContain(shown(formatDate('2026-11-25')));
      expect(text).not.toContain(cardToken);
      for (const value of [
        planted.fileNote,
        planted.staffVisitNote,
        planted.assessment,
        planted.plan,
        outcomeInterpretation,
        others.waitlistNotes,
        others.bookingReason,
      ]) {
        expect(text).not.toContain(shown(value));
      }
    });
  });

  describe('whose data', () => {
    it('answers the session’s patient only, whatever the query asks', async () => {
      const { app } = testApp();
      const response = await app.request(`/api/portal/my-data.json?patientId=${mathieu.patientId}`, as(camille));
      const data = await readJson<PortabilityExport>(response);
      expect(data.person.email).toBe(demoPatients.camille.email);
      const his = await readJson<PortabilityExport>(await portal()['my-data.json'].$get({}, as(mathieu)));
      expect(his.person.email).toBe(demoPatients.mathieu.email);
      expect(his.waitlist).toEqual([expect.objectContaining({ notes: others.waitlistNotes })]);
      expect(JSON.stringify(his)).not.toContain(given.bookingNotes);
      expect(JSON.stringify(his)).not.toContain(given.waitlistNotes);
    });

    it('refuses without a patient session, a staff session included', async () => {
      expect((await portal()['my-data.json'].$get({})).status).toBe(401);
      expect((await portal()['my-data.csv'].$get({}, { headers: { cookie: staffCookie } })).status).toBe(401);
    });
  });

  describe('the log', () => {
    it('records a day’s downloads as one portability request answered at once, each download audited under it', async () => {
      const { db } = testApp();
      const portabilityToday = () =>
        db
          .select()
          .from(privacyRequests)
          .where(
            and(
              eq(privacyRequests.patientId, camille.patientId),
              eq(privacyRequests.kind, 'portability'),
              eq(privacyRequests.receivedOn, today),
            ),
          );
      await db
        .delete(privacyRequests)
        .where(and(eq(privacyRequests.patientId, camille.patientId), eq(privacyRequests.kind, 'portability')));
      for (const format of ['pdf', 'csv', 'pdf'] as const) {
        expect((await portal()[`my-data.${format}`].$get({}, as(camille))).status).toBe(200);
      }
      const logged = await portabilityToday();
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatchObject({
        requesterName: 'Camille Gagnon',
        requesterEmail: demoPatients.camille.email,
        channel: 'portal',
        receivedOn: today,
        status: 'answered',
        answeredOn: today,
        answeredBy: null,
        createdBy: null,
        details: portabilityText.requestDetails(['pdf', 'csv']),
        answer: portabilityText.requestAnswer(['pdf', 'csv']),
      });
      expect(logged[0]!.reference).toMatch(/^DEM-2026-\d{4}$/);
      const audit = (await auditEventsOf(db, 'personal_data.exported', camille.patientId)).filter((row) => row.actorType === 'patient');
      expect(audit.slice(-3)).toEqual(
        ['pdf', 'csv', 'pdf'].map((format) =>
          expect.objectContaining({
            actorId: camille.accountId,
            entity: 'patients',
            details: { format, requestId: logged[0]!.id },
          }),
        ),
      );
    });
  });

  describe('staff downloads', () => {
    const admin = () => testApp().api.admin;

    it('gives the care roles the same export of a patient, audited, without logging a request', async () => {
      const { db } = testApp();
      const requests = (await db.select().from(privacyRequests)).length;
      const response = await admin().patients[':id']['my-data.json'].$get(
        { param: { id: camille.patientId } },
        { headers: { cookie: staffCookie } },
      );
      expect(response.status).toBe(200);
      const data = await readJson<PortabilityExport>(response);
      expect(data.person.nameAtBirth).toBe(given.nameAtBirth);
      expect(JSON.stringify(data)).not.toContain(planted.fileNote);
      for (const format of ['csv', 'pdf'] as const) {
        const file = await admin().patients[':id'][`my-data.${format}`].$get(
          { param: { id: camille.patientId } },
          { headers: { cookie: staffCookie } },
        );
        expect(file.status).toBe(200);
        expect(file.headers.get('content-disposition')).toBe(`attachment; filename="mes-donnees-${today}.${format}"`);
      }
      expect((await db.select().from(privacyRequests)).length).toBe(requests);
      const audit = await db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, 'personal_data.exported'), eq(auditEvents.actorType, 'staff')));
      expect(audit.map((row) => row.details)).toEqual([{ format: 'json' }, { format: 'csv' }, { format: 'pdf' }]);
      expect(audit.every((row) => row.entityId === camille.patientId)).toBe(true);
    });

    it('answers 404 for an unknown record and audits nothing', async () => {
      const { db } = testApp();
      const response = await admin().patients[':id']['my-data.pdf'].$get(
        { param: { id: 'inconnu' } },
        { headers: { cookie: staffCookie } },
      );
      expect(response.status).toBe(404);
      expect(await auditEventsOf(db, 'personal_data.exported', 'inconnu')).toEqual([]);
    });
  });

  // Last: it moves the clock an hour on, past the sessions' idle limit.
  describe('the rate limit', () => {
    it('refuses past ten downloads an hour, in French, logging nothing, and lets her in again an hour later', async () => {
      const { db, clock } = testApp();
      // A patient of her own, so the other tests' downloads count nothing here.
      const [noah] = await db.select({ id: patients.id }).from(patients).where(eq(patients.email, demoPatients.noah.email));
      const [account] = await db
        .insert(patientAccounts)
        .values({ patientId: noah!.id, email: demoPatients.noah.email, ...createdTimestamp(clock) })
        .returning({ id: patientAccounts.id });
      const noahSession = { cookie: await createTestSession(testApp(), { subjectType: 'patient', subjectId: account!.id }) };
      const count = async () =>
        (
          await db
            .select()
            .from(privacyRequests)
            .where(and(eq(privacyRequests.patientId, noah!.id), eq(privacyRequests.kind, 'portability')))
        ).length;
      const audited = async () => (await auditEventsOf(db, 'personal_data.exported', noah!.id)).length;
      for (let index = 0; index < 10; index += 1) expect((await portal()['my-data.csv'].$get({}, as(noahSession))).status).toBe(200);
      expect(await count()).toBe(1);
      expect(await audited()).toBe(10);
      const refused = await portal()['my-data.json'].$get({}, as(noahSession));
      expect(refused.status).toBe(429);
      expect((await readJson<ApiErrorBody>(refused)).error.message).toBe(portabilityText.tooMany);
      expect(await audited()).toBe(10);
      clock.advance({ hours: 1, seconds: 1 });
      const again = { cookie: await createTestSession(testApp(), { subjectType: 'patient', subjectId: account!.id }) };
      expect((await portal()['my-data.json'].$get({}, as(again))).status).toBe(200);
      expect(await audited()).toBe(11);
      expect(await count()).toBe(1);
    });
  });

  // After the rate limit's: it moves the clock a day on.
  describe('the next day', () => {
    it('logs a new request the next day', async () => {
      const { db, clock } = testApp();
      const receivedOn = async () =>
        (
          await db
            .select({ receivedOn: privacyRequests.receivedOn })
            .from(privacyRequests)
            .where(and(eq(privacyRequests.patientId, mathieu.patientId), eq(privacyRequests.kind, 'portability')))
        )
          .map((row) => row.receivedOn)
          .sort();
      const session = async () => ({
        cookie: await createTestSession(testApp(), { subjectType: 'patient', subjectId: mathieu.accountId }),
      });
      const todays = await session();
      expect((await portal()['my-data.json'].$get({}, as(todays))).status).toBe(200);
      expect((await portal()['my-data.json'].$get({}, as(todays))).status).toBe(200);
      expect(await receivedOn()).toEqual([today]);
      clock.advance({ days: 1 });
      expect((await portal()['my-data.json'].$get({}, as(await session()))).status).toBe(200);
      expect(await receivedOn()).toEqual([today, '2026-11-19']);
    });
  });
});
