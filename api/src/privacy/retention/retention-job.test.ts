import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  appointmentLinks,
  appointments,
  clientErrorLogs,
  emailOutbox,
  episodesOfCare,
  outcomeMeasures,
  patients,
  privacyRequests,
  recordAttachments,
  soapNoteAddenda,
  soapNotes,
  staffUsers,
  paymentTransactions,
  rateLimitBuckets,
  sessions,
  waitlistEntries,
} from '../../platform/db/schema';
import { testNow, useTestApp } from '../../testing/test-app';
import { purgeExpiredRecords } from './retention-job';
import { createdTimestamp, timestamps } from '../../platform/db/timestamps';

const now = new Date(testNow);
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
const person = { name: 'Julie Roy', email: 'julie.roy@exemple.ca', phone: '514 555-0101' };

describe('retention (what the privacy policy promises)', () => {
  const testApp = useTestApp();

  it('deletes requests that led nowhere after 12 months and error logs after 90 days, and keeps everything else', async () => {
    const { db } = testApp();
    const [patient] = await db
      .insert(patients)
      .values({ firstName: 'Julie', lastName: 'Roy', ...timestamps(testApp().clock) })
      .returning();
    const request = (id: string, fields: Partial<typeof appointments.$inferInsert>) => ({
      id,
      ...person,
      bookingSource: 'site' as const,
      status: 'pending' as const,
      createdAt: daysAgo(400),
      updatedAt: daysAgo(400),
      ...fields,
    });
    await db.insert(appointments).values([
      request('vieille-demande', {}),
      request('demande-refusee', { status: 'cancelled' }),
      request('demande-recente', { createdAt: daysAgo(330), updatedAt: daysAgo(330) }),
      request('demande-reprise', { updatedAt: daysAgo(20) }),
      request('rendez-vous-passe', {
        status: 'completed',
        scheduledDate: '2025-09-02',
        scheduledTime: '09:00',
      }),
      request('demande-en-ligne', { bookingSource: 'online' }),
      request('demande-payee', {}),
    ]);
    await db
      .insert(paymentTransactions)
      .values({ patientId: patient!.id, appointmentId: 'demande-payee', amount: 2500, ...createdTimestamp(testApp().clock) });
    const entry = (id: string, status: 'waiting' | 'invited' | 'removed', days: number) => ({
      id,
      fullName: person.name,
      email: person.email,
      phone: person.phone,
      status,
      createdAt: daysAgo(days),
      updatedAt: daysAgo(days),
    });
    await db
      .insert(waitlistEntries)
      .values([
        entry('attente-ancienne', 'waiting', 400),
        entry('attente-retiree', 'removed', 400),
        entry('attente-invitee', 'invited', 400),
        entry('attente-recente', 'waiting', 30),
      ]);
    const errorLog = (errorId: string, days: number) => ({
      errorId,
      errorCode: 'GLOBAL_ERROR',
      message: 'Erreur',
      severity: 'critical' as const,
      createdAt: daysAgo(days),
    });
    await db.insert(clientErrorLogs).values([errorLog('ERR-ANCIENNE', 91), errorLog('ERR-RECENTE', 89)]);
    const session = (id: string, lastSeenAt: string, expiresAt: string) => ({
      id,
      subjectType: 'patient' as const,
      subjectId: 'x',
      lastSeenAt,
      expiresAt,
      ...createdTimestamp(testApp().clock),
    });
    await db
      .insert(sessions)
      .values([
        session('session-expiree', daysAgo(0.01), daysAgo(0.001)),
        session('session-inactive', daysAgo(1), daysAgo(-1)),
        session('session-active', new Date(now.getTime() - 5 * 60_000).toISOString(), daysAgo(-1)),
      ]);
    await db.insert(rateLimitBuckets).values([
      { key: 'essai:ancien', count: 3, windowStartedAt: daysAgo(2) },
      { key: 'essai:courant', count: 3, windowStartedAt: daysAgo(0.001) },
    ]);

    const figures = await purgeExpiredRecords(testApp().deps);

    const ids = async <T extends { id: string }>(rows: Promise<T[]>) => (await rows).map((row) => row.id).sort();
    expect(
      await ids(
        db
          .select({ id: appointments.id })
          .from(appointments)
          .where(inArray(appointments.email, [person.email])),
      ),
    ).toEqual(['demande-en-ligne', 'demande-payee', 'demande-recente', 'demande-reprise', 'rendez-vous-passe']);
    expect(
      await ids(
        db
          .select({ id: waitlistEntries.id })
          .from(waitlistEntries)
          .where(inArray(waitlistEntries.email, [person.email])),
      ),
    ).toEqual(['attente-invitee', 'attente-recente']);
    expect((await db.select({ errorId: clientErrorLogs.errorId }).from(clientErrorLogs)).map((row) => row.errorId)).toEqual([
      'ERR-RECENTE',
    ]);
    expect(
      await ids(
        db
          .select({ id: sessions.id })
          .from(sessions)
          .where(inArray(sessions.id, ['session-expiree', 'session-inactive', 'session-active'])),
      ),
    ).toEqual(['session-active']);
    expect((await db.select({ key: rateLimitBuckets.key }).from(rateLimitBuckets)).map((row) => row.key)).toEqual(['essai:courant']);
    expect(figures).toMatchObject({
      unfulfilledRequests: 2,
      waitlistEntries: 2,
      clientErrorLogs: 1,
      rateLimitCounters: 1,
    });
    expect(figures.sessions).toBeGreaterThanOrEqual(2);

    // Idempotent: a second run finds nothing more to delete.
    expect(await purgeExpiredRecords(testApp().deps)).toMatchObject({
      unfulfilledRequests: 0,
      waitlistEntries: 0,
      clientErrorLogs: 0,
      rateLimitCounters: 0,
      sessions: 0,
    });
  });

  it('deletes kept e-mails after 30 days, since they hold addresses and links, and link tokens past their end', async () => {
    const { db } = testApp();
    const mail = (subject: string, days: number, sentAt: string | null = null) => ({
      to: person.email,
      subject,
      text: 'Gérer ce rendez-vous : https://clinique.example/appointment/manage/…',
      createdAt: daysAgo(days),
      sentAt,
    });
    await db.delete(emailOutbox);
    // The sender's columns change nothing: a row waiting for a retry, with its calendar file, goes too.
    const retrying = {
      attempts: 2,
      nextAttemptAt: daysAgo(30.9),
      error: 'ECONNECTION',
      attachments: [
        { filename: 'rendez-vous.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST', content: 'BEGIN:VCALENDAR' },
      ],
    };
    await db
      .insert(emailOutbox)
      .values([
        mail('ancien', 31),
        { ...mail('ancien envoyé', 45, daysAgo(45)), attempts: 1 },
        { ...mail('ancien en reprise', 31), ...retrying },
        mail('récent', 29),
        { ...mail('récent en reprise', 29), ...retrying },
        mail('du jour', 0),
      ]);
    const [visit] = await db
      .insert(appointments)
      .values({ ...person, status: 'confirmed', scheduledDate: '2026-11-10', scheduledTime: '09:00', ...timestamps(testApp().clock) })
      .returning({ id: appointments.id });
    const link = (tokenHash: string, expiresAt: string) => ({
      appointmentId: visit!.id,
      purpose: 'manage' as const,
      tokenHash,
      expiresAt,
      ...createdTimestamp(testApp().clock),
    });
    await db.insert(appointmentLinks).values([link('hache-expire', daysAgo(0.001)), link('hache-valide', daysAgo(-0.001))]);

    const figures = await purgeExpiredRecords(testApp().deps);

    expect((await db.select({ subject: emailOutbox.subject }).from(emailOutbox)).map((row) => row.subject).sort()).toEqual([
      'du jour',
      'récent',
      'récent en reprise',
    ]);
    expect(
      (
        await db
          .select({ tokenHash: appointmentLinks.tokenHash })
          .from(appointmentLinks)
          .where(eq(appointmentLinks.appointmentId, visit!.id))
      ).map((row) => row.tokenHash),
    ).toEqual(['hache-valide']);
    expect(figures).toMatchObject({ outboxMessages: 3, appointmentLinks: 1 });
  });

  it('keeps the clinical record whatever its age (5 years after the last service at least), and the old request an outcome measure points at', async () => {
    const { db } = testApp();
    const [staff] = await db.select({ id: staffUsers.id }).from(staffUsers).limit(1);
    const old = daysAgo(6 * 365);
    const stamped = { createdAt: old, updatedAt: old };
    const [patient] = await db
      .insert(patients)
      .values({ firstName: 'Ancien', lastName: 'Dossier', ...stamped })
      .returning();
    const patientId = patient!.id;
    const createdBy = staff!.id;
    await db.insert(appointments).values({ id: 'demande-mesuree', ...person, bookingSource: 'site', status: 'pending', ...stamped });
    await db
      .insert(episodesOfCare)
      .values({ id: 'episode-ancien', patientId, reason: 'Lombalgie', startedOn: '2020-01-06', createdBy, ...stamped });
    await db
      .insert(soapNotes)
      .values({ id: 'note-ancienne', patientId, visitDate: '2020-01-06', subjective: 'Douleur', createdBy, ...stamped });
    await db
      .insert(soapNoteAddenda)
      .values({ id: 'addenda-ancien', noteId: 'note-ancienne', kind: 'annotation', text: 'Suivi', createdBy, createdAt: old });
    await db.insert(recordAttachments).values({
      id: 'piece-ancienne',
      patientId,
      kind: 'exam_result',
      title: 'Radiographie',
      fileName: 'radio.pdf',
      mediaType: 'application/pdf',
      sizeBytes: 5,
      content: Buffer.from('%PDF-'),
      receivedOn: '2020-01-06',
      createdBy,
      createdAt: old,
    });
    await db.insert(outcomeMeasures).values({
      id: 'mesure-ancienne',
      patientId,
      appointmentId: 'demande-mesuree',
      questionnaire: 'pain_nrs',
      answers: '{"pain":6}',
      score: 6,
      recordedOn: '2020-01-06',
      source: 'staff',
      recordedBy: createdBy,
      createdAt: old,
    });
    await db.insert(privacyRequests).values({
      id: 'acces-ancien',
      reference: 'DEM-2020-9001',
      patientId,
      requesterName: 'Ancien patient',
      kind: 'access',
      channel: 'desk',
      receivedOn: '2020-02-01',
      dueOn: '2020-02-21',
      createdBy,
      ...stamped,
    });

    await purgeExpiredRecords(testApp().deps);

    const kept = async (table: typeof episodesOfCare | typeof soapNotes | typeof recordAttachments | typeof privacyRequests) =>
      (await db.select({ id: table.id }).from(table).where(eq(table.patientId, patientId))).length;
    expect(await kept(episodesOfCare)).toBe(1);
    expect(await kept(soapNotes)).toBe(1);
    expect(await kept(recordAttachments)).toBe(1);
    expect(await kept(privacyRequests)).toBe(1);
    expect(await db.select({ id: soapNoteAddenda.id }).from(soapNoteAddenda).where(eq(soapNoteAddenda.id, 'addenda-ancien'))).toHaveLength(
      1,
    );
    const [measure] = await db.select().from(outcomeMeasures).where(eq(outcomeMeasures.id, 'mesure-ancienne'));
    expect(measure?.appointmentId).toBe('demande-mesuree');
  });
});
