import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { automationMessages } from 'shared-domain/automation/automation';
import { beforeEach, describe, expect, it } from 'vitest';
import { appointments, blockedTimes, emailOutbox, patients } from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { plantEmailConsent } from '../../testing/email-consent';
import { outboxMails } from '../../testing/outbox';
import { testNow, useTestApp } from '../../testing/test-app';
import { batchKit } from './batch-test-support';

// 2027-02-15 is a Monday, 2027-02-20 a Saturday (closed).
describe('« Opérations groupées » : déplacer, écrire, renvoyer les confirmations', () => {
  const testApp = useTestApp();
  const { book, post } = batchKit(testApp);
  beforeEach(() => testApp().clock.set(testNow));

  const slotsOf = (ids: string[]) =>
    testApp()
      .db.select({ id: appointments.id, date: appointments.scheduledDate, time: appointments.scheduledTime })
      .from(appointments)
      .where(inArray(appointments.id, ids));

  it('moves each appointment to the new day at the same time when that slot is free, skips the others with the reason, and undoes the moves', async () => {
    const from = '2027-02-15';
    const to = '2027-02-16';
    const ids = [await book(from, '09:00'), await book(from, '10:00'), await book(from, '13:00')];
    // On the new day: 10:00 is taken, 13:00 is blocked.
    await book(to, '10:00');
    await testApp()
      .db.insert(blockedTimes)
      .values({
        startDate: to,
        endDate: to,
        startTime: '12:30',
        endTime: '14:00',
        reason: 'Formation',
        ...timestamps(testApp().deps.clock),
      });

    const preview = await post('admin', '/batches/move', {
      kind: 'move',
      selection: { type: 'appointments', appointmentIds: ids },
      toDate: to,
    });
    expect(preview.status).toBe(200);
    expect(preview.body.items.map((item: { outcome: string; note: string | null }) => [item.outcome, item.note])).toEqual([
      ['moved', null],
      ['skipped', 'Le nouveau créneau est déjà pris'],
      ['skipped', 'Ce moment est bloqué à l’horaire'],
    ]);
    const run = await post('admin', '/batches/move', {
      kind: 'move',
      selection: { type: 'appointments', appointmentIds: ids },
      toDate: to,
      sendDelayMinutes: 15,
      dryRun: false,
      selectionToken: preview.body.selectionToken,
    });
    expect(run.status).toBe(201);
    expect(run.body.totals).toMatchObject({ touched: 1, skipped: 2, emails: 1 });
    expect((await slotsOf(ids)).find((row) => row.id === ids[0])).toMatchObject({ date: to, time: '09:00' });
    const [notice] = await outboxMails(testApp(), eq(emailOutbox.batchId, run.body.id));
    expect(notice).toMatchObject({ kind: 'reprogrammé', appointmentId: ids[0] });
    expect(notice?.text).toContain('lundi 15 février 2027');
    expect(notice?.text).toContain('/appointment/manage/');

    const same = await post('admin', '/batches/move', {
      kind: 'move',
      selection: { type: 'appointments', appointmentIds: [ids[1]] },
      toDate: from,
    });
    expect(same.status).toBe(422);
    expect(same.body.error.fields.toDate).toBe(automationMessages.sameDay);
    const closed = await post('admin', '/batches/move', {
      kind: 'move',
      selection: { type: 'appointments', appointmentIds: [ids[1]] },
      toDate: '2027-02-20',
    });
    expect(closed.body.items[0]).toMatchObject({ outcome: 'skipped', note: 'La clinique est fermée ce jour-là' });

    // The notice had not left: the move is undone and the notice never leaves.
    const undo = await post('admin', `/batches/${run.body.id}/undo`, {});
    expect(undo.status).toBe(200);
    expect(undo.body.status).toBe('undone');
    expect((await slotsOf(ids)).find((row) => row.id === ids[0])).toMatchObject({ date: from, time: '09:00' });
    expect(await testApp().db.select().from(emailOutbox).where(eq(emailOutbox.batchId, run.body.id))).toEqual([]);
  });

  it('follows a move notice already sent with a new notice giving back the original time', async () => {
    const from = '2027-02-17';
    const id = await book(from, '11:00');
    const run = await post('admin', '/batches/move', {
      kind: 'move',
      selection: { type: 'day', date: from },
      toDate: '2027-02-18',
      dryRun: false,
    });
    expect(run.status).toBe(201);
    await testApp().db.update(emailOutbox).set({ sentAt: testNow, attempts: 1 }).where(eq(emailOutbox.batchId, run.body.id));
    const undo = await post('admin', `/batches/${run.body.id}/undo`, {});
    expect(undo.body.items[0]).toMatchObject({ outcome: 'restored' });
    const mails = await outboxMails(testApp(), eq(emailOutbox.batchId, run.body.id));
    expect(mails).toHaveLength(2);
    const correction = mails.find((mail) => mail.sentAt === null);
    expect(correction).toMatchObject({ kind: 'reprogrammé', appointmentId: id });
    expect(correction?.text).toContain('mercredi 17 février 2027');
  });

  it('sends one message per patient, the typed words escaped in the clinic’s layout', async () => {
    const day = '2027-02-22';
    await book(day, '09:00', { email: 'meme@courriel.example', name: 'Léa Roy' });
    await book(day, '15:00', { email: 'meme@courriel.example', name: 'Léa Roy' });
    await book(day, '16:00', { email: 'autre@courriel.example', name: 'Marc Roy' });
    const run = await post('reception', '/batches/message', {
      kind: 'message',
      selection: { type: 'day', date: day },
      subject: 'Stationnement',
      body: 'Le stationnement <b>sera</b> fermé.\n\nMerci!',
      dryRun: false,
    });
    expect(run.status).toBe(201);
    const mails = await outboxMails(testApp(), eq(emailOutbox.batchId, run.body.id));
    expect(mails.map((mail) => mail.to).sort()).toEqual(['autre@courriel.example', 'meme@courriel.example']);
    for (const mail of mails) {
      expect(mail).toMatchObject({ kind: 'batch_message', subject: 'Stationnement' });
      expect(mail.html).toContain('&lt;b&gt;sera&lt;/b&gt;');
      expect(mail.html).not.toContain('<b>sera</b>');
      expect(mail.text).toContain('Merci!');
    }
  });

  it('writes to patients chosen by group and last visit, one each, leaving out those without an address or who refused e-mails', async () => {
    const { db } = testApp();
    // Each patient's e-mails given in the consent ledger, unless `emailConsent` is false (withdrawn).
    const patient = async (firstName: string, { emailConsent, ...fields }: Partial<typeof patients.$inferInsert>) => {
      const id = randomUUID();
      await db.insert(patients).values({
        id,
        firstName,
        lastName: 'Groupée',
        status: 'active',
        totalVisits: 1,
        lastVisit: '2031-03-01',
        ...timestamps(testApp().clock),
        ...fields,
      });
      await plantEmailConsent(testApp(), id, { withdrawn: emailConsent === false });
      return id;
    };
    await patient('Alice', { email: 'alice.groupee@courriel.example' });
    await patient('Bruno', { email: 'bruno.groupee@courriel.example', emailConsent: false });
    await patient('Chloé', { email: null });
    await patient('Denis', { email: 'denis.groupee@courriel.example', status: 'inactive' });
    await patient('Émile', { email: 'emile.groupee@courriel.example', lastVisit: '2030-12-31' });
    const request = (status: 'active' | 'all', dryRun: boolean) => ({
      kind: 'message',
      selection: { type: 'patients', status, lastVisitSince: '2031-01-01' },
      subject: 'Fermeture du 24 décembre',
      body: 'La clinique sera fermée le 24 décembre.',
      dryRun,
    });

    const preview = await post('reception', '/batches/message', request('active', true));
    expect(preview.status).toBe(200);
    expect(
      preview.body.items.map((item: { patientName: string; outcome: string; note: string | null }) => [
        item.patientName,
        item.outcome,
        item.note,
      ]),
    ).toEqual([
      ['Alice Groupée', 'messaged', null],
      ['Bruno Groupée', 'skipped', automationMessages.noEmailConsent],
      ['Chloé Groupée', 'skipped', 'Aucune adresse courriel'],
    ]);
    const all = await post('reception', '/batches/message', request('all', true));
    expect(all.body.items.map((item: { patientName: string }) => item.patientName)).toContain('Denis Groupée');

    const run = await post('reception', '/batches/message', { ...request('active', false), selectionToken: preview.body.selectionToken });
    expect(run.status).toBe(201);
    expect(run.body.summary).toContain('Patients actifs vus depuis le');
    const mails = await outboxMails(testApp(), eq(emailOutbox.batchId, run.body.id));
    expect(mails.map((mail) => [mail.to, mail.kind, mail.subject])).toEqual([
      ['alice.groupee@courriel.example', 'batch_message', 'Fermeture du 24 décembre'],
    ]);
  });

  it('refuses patients as the selection of an operation on appointments, in French, changing nothing', async () => {
    const before = await testApp().db.select({ id: appointments.id, status: appointments.status }).from(appointments);
    const refused = await post('admin', '/batches/cancel', {
      kind: 'cancel',
      selection: { type: 'patients', status: 'active' },
      reason: 'Journée maladie',
      dryRun: false,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields).toEqual({ selection: automationMessages.appointmentsOnly });
    expect(await testApp().db.select({ id: appointments.id, status: appointments.status }).from(appointments)).toEqual(before);
  });

  it('resends each confirmation with a fresh management link', async () => {
    const day = '2027-02-23';
    const id = await book(day, '09:00');
    const run = await post('reception', '/batches/resend-confirmations', {
      kind: 'resend_confirmations',
      selection: { type: 'day', date: day },
      dryRun: false,
    });
    expect(run.status).toBe(201);
    const [mail] = await outboxMails(testApp(), eq(emailOutbox.batchId, run.body.id));
    expect(mail).toMatchObject({ kind: 'confirmation', appointmentId: id });
    expect(mail?.text).toContain('/appointment/manage/');
    expect(run.body.items[0]).toMatchObject({ outcome: 'messaged', emailLabel: 'Confirmation du rendez-vous', messageState: 'planned' });
  });
});
