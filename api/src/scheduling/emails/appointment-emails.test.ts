import { eq } from 'drizzle-orm';
import { formatMoney } from 'shared-domain/platform/format';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { appointments, clinicSettings, emailOutbox, serviceTypes } from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { outboxSenderIdle } from '../../platform/mail/outbox-sender';
import { decodeQuotedPrintable, startSmtpListener } from '../../testing/smtp-listener';
import { useSuiteResource } from '../../testing/suite-resource';
import { type TestApp, testNow, useTestApp } from '../../testing/test-app';
import { queueAppointmentChangeNotice, queueAppointmentReminder, queueBookingConfirmation, queueClinicConfirmation } from '.';
import { outboxMails } from '../../testing/outbox';

const token = 'jeton-de-gestion-0123456789abcdef';

/** An online booking of the seeded "Neurologie fonctionnelle" (deposit 30 $) on Monday 23 November 2026, 09:30. */
async function bookNeuro(testApp: Pick<TestApp, 'db' | 'clock'>, fields: Partial<typeof appointments.$inferInsert> = {}) {
  const [service] = await testApp.db.select().from(serviceTypes).where(eq(serviceTypes.name, 'Neurologie fonctionnelle'));
  const [row] = await testApp.db
    .insert(appointments)
    .values({
      name: 'Julie Bouchard',
      email: 'julie.bouchard@courriel.example',
      phone: '514 555-0128',
      status: 'pending',
      bookingSource: 'online',
      scheduledDate: '2026-11-23',
      scheduledTime: '09:30',
      durationMinutes: 60,
      serviceTypeId: service!.id,
      ...timestamps(testApp.clock),
      ...fields,
    })
    .returning({ id: appointments.id });
  return row!.id;
}

const property = (ics: string, name: string) =>
  ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .find((line) => line.startsWith(`${name}:`));

describe('appointment e-mails in the outbox', () => {
  const testApp = useTestApp({ config: { publicUrl: 'https://clinique.example' } });
  const lastMail = async () => (await outboxMails(testApp())).at(-1);

  beforeEach(async () => {
    testApp().clock.set(testNow);
    await testApp().db.delete(emailOutbox);
  });

  it('queues the booking confirmation with its details, the management link and the calendar file', async () => {
    const appointmentId = await bookNeuro(testApp());
    await queueBookingConfirmation(testApp().deps, { appointmentId, manageToken: token });
    const mail = await lastMail();
    expect(mail).toMatchObject({
      to: 'julie.bouchard@courriel.example',
      subject: 'Confirmation de votre rendez-vous – Clinique chiropratique Émilie Tremblay',
      sentAt: null,
    });
    expect(mail!.text).toContain('- Service : Neurologie fonctionnelle');
    expect(mail!.text).toContain('- Date : lundi 23 novembre 2026');
    expect(mail!.text).toContain('- Heure : 9 h 30');
    expect(mail!.text).toContain('- Durée : 60 minutes');
    expect(mail!.text).toContain(`- Prix : ${formatMoney(12000)}`);
    expect(mail!.text).toContain(`- Dépôt requis : ${formatMoney(3000)}`);
    expect(mail!.text).toContain('- Adresse : 4350, rue Saint-Denis, bureau 201, Montréal (QC) H2J 2K8');
    expect(mail!.text).toContain(`https://clinique.example/appointment/manage/${token}`);
    expect(mail!.html).toContain(`href="https://clinique.example/appointment/manage/${token}"`);
    const [ics] = mail!.attachments ?? [];
    expect(ics).toMatchObject({ filename: 'rendez-vous.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST' });
    expect(property(ics!.content, 'DTSTART')).toBe('DTSTART:20261123T143000Z');
    expect(property(ics!.content, 'UID')).toBe(`UID:rendez-vous-${appointmentId}@clinique.example`);
    expect(property(ics!.content, 'SEQUENCE')).toBe('SEQUENCE:0');
  });

  it('sends a pending booking’s file as tentative, and the clinic’s confirmation updates it (same UID, higher SEQUENCE, CONFIRMED)', async () => {
    const appointmentId = await bookNeuro(testApp());
    await queueBookingConfirmation(testApp().deps, { appointmentId, manageToken: token });
    const booked = (await lastMail())!.attachments![0]!.content;
    expect(property(booked, 'STATUS')).toBe('STATUS:TENTATIVE');
    expect((await lastMail())!.text).toContain('comme provisoire : la clinique le confirmera');
    testApp().clock.advance({ hours: 3 });
    await testApp()
      .db.update(appointments)
      .set({ status: 'confirmed', updatedAt: testApp().clock.now().toISOString() })
      .where(eq(appointments.id, appointmentId));
    await queueClinicConfirmation(testApp().deps, appointmentId);
    const mail = await lastMail();
    expect(mail!.subject).toBe('Rendez-vous confirmé par la clinique – Clinique chiropratique Émilie Tremblay');
    expect(mail!.text).toContain('La clinique a confirmé votre rendez-vous du lundi 23 novembre 2026 à 9 h 30.');
    expect(mail!.html).toContain('href="https://clinique.example/appointment/manage/');
    const confirmed = mail!.attachments![0]!.content;
    expect(property(confirmed, 'STATUS')).toBe('STATUS:CONFIRMED');
    expect(property(confirmed, 'UID')).toBe(property(booked, 'UID'));
    expect(Number(property(confirmed, 'SEQUENCE')?.split(':')[1])).toBeGreaterThan(Number(property(booked, 'SEQUENCE')?.split(':')[1]));
  });

  it('queues a move notice with the old and new slots and a calendar file of a later SEQUENCE', async () => {
    const appointmentId = await bookNeuro(testApp());
    testApp().clock.advance({ hours: 2 });
    await testApp()
      .db.update(appointments)
      .set({ scheduledDate: '2026-11-24', scheduledTime: '14:00', updatedAt: testApp().clock.now().toISOString() })
      .where(eq(appointments.id, appointmentId));
    await queueAppointmentChangeNotice(testApp().deps, {
      appointmentId,
      change: 'moved',
      manageToken: token,
      previous: { date: '2026-11-23', time: '09:30' },
    });
    const mail = await lastMail();
    expect(mail!.subject).toBe('Votre rendez-vous a été reprogrammé – Clinique chiropratique Émilie Tremblay');
    expect(mail!.text).toContain('- Ancienne date : lundi 23 novembre 2026 à 9 h 30\n- Nouvelle date : mardi 24 novembre 2026 à 14 h');
    expect(mail!.text).toContain(`/appointment/manage/${token}`);
    const [ics] = mail!.attachments ?? [];
    expect(property(ics!.content, 'DTSTART')).toBe('DTSTART:20261124T190000Z');
    expect(property(ics!.content, 'UID')).toBe(`UID:rendez-vous-${appointmentId}@clinique.example`);
    expect(Number(property(ics!.content, 'SEQUENCE')?.split(':')[1])).toBeGreaterThan(0);
  });

  it('queues a cancellation notice with the reason, the booking page, and a CANCEL calendar file', async () => {
    const appointmentId = await bookNeuro(testApp(), { status: 'cancelled', cancellationReason: 'Empêchement au travail' });
    await queueAppointmentChangeNotice(testApp().deps, { appointmentId, change: 'cancelled' });
    const mail = await lastMail();
    expect(mail!.subject).toBe('Votre rendez-vous a été annulé – Clinique chiropratique Émilie Tremblay');
    expect(mail!.text).toContain('- Raison : Empêchement au travail');
    expect(mail!.text).toContain('https://clinique.example/booking');
    expect(mail!.text).not.toContain('/appointment/');
    expect(mail!.attachments?.[0]?.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');

    // While the clinic takes no bookings online, the notice gives only the phone.
    await testApp().db.update(clinicSettings).set({ onlineBookingEnabled: false });
    try {
      await queueAppointmentChangeNotice(testApp().deps, { appointmentId, change: 'cancelled' });
      expect((await lastMail())!.text).not.toContain('/booking');
    } finally {
      await testApp().db.update(clinicSettings).set({ onlineBookingEnabled: true });
    }
  });

  it('queues the reminder with the confirm-presence link', async () => {
    const appointmentId = await bookNeuro(testApp());
    await queueAppointmentReminder(testApp().deps, { appointmentId, manageToken: token });
    const mail = await lastMail();
    expect(mail!.subject).toContain('Rappel : votre rendez-vous du lundi 23 novembre 2026 à 9 h 30');
    expect(mail!.text).toContain(`https://clinique.example/appointment/confirm/${token}`);
    expect(mail!.text).toContain(`https://clinique.example/appointment/manage/${token}`);
    expect(mail!.attachments).toBeNull();
  });

  it('queues nothing, and does not throw, for an unknown or unscheduled appointment', async () => {
    const unscheduled = await bookNeuro(testApp(), { scheduledDate: null, scheduledTime: null });
    vi.stubEnv('LOG_LEVEL', 'silent');
    try {
      await queueBookingConfirmation(testApp().deps, { appointmentId: 'inconnu', manageToken: token });
      await queueAppointmentChangeNotice(testApp().deps, { appointmentId: unscheduled, change: 'cancelled' });
    } finally {
      vi.unstubAllEnvs();
    }
    expect(await testApp().db.$count(emailOutbox)).toBe(0);
  });
});

describe('appointment e-mails over SMTP', () => {
  const listener = useSuiteResource(startSmtpListener, (started) => started.close());
  const testApp = useTestApp({ config: () => ({ smtpUrl: listener().url, publicUrl: 'https://clinique.example' }) });

  it('deliver the confirmation with its HTML part and rendez-vous.ics attached', async () => {
    const appointmentId = await bookNeuro(testApp());
    await queueBookingConfirmation(testApp().deps, { appointmentId, manageToken: token });
    const message = await vi.waitFor(() => {
      expect(listener().received).toHaveLength(1);
      return listener().received[0]!;
    });
    await outboxSenderIdle(testApp().db);
    expect(message.to).toEqual(['julie.bouchard@courriel.example']);
    const decoded = decodeQuotedPrintable(message.raw);
    expect(decoded).toContain(`https://clinique.example/appointment/manage/${token}`);
    expect(message.raw).toMatch(/^Content-Type: text\/html; charset=utf-8\r$/m);
    expect(message.raw).toMatch(/^Content-Type: text\/calendar; charset=utf-8; method=REQUEST;/m);
    expect(message.raw).toMatch(/^Content-Disposition: attachment; filename=rendez-vous\.ics\r$/m);
    // Delivered: the link is in Julie's mailbox, no longer in the clinic's database.
    const [row] = await outboxMails(testApp());
    expect(JSON.stringify(row)).not.toContain(token);
  });
});
