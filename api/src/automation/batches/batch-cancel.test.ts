import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { automationMessages, batchLimits } from 'shared-domain/automation/automation';
import { roleRefusalMessage } from 'shared-domain/accounts/staff-role';
import { beforeEach, describe, expect, it } from 'vitest';
import { appointmentEvents, appointments, auditEvents, batchItems, batchOperations, emailOutbox, invoices } from '../../platform/db/schema';
import { outboxMails } from '../../testing/outbox';
import { testNow, useTestApp } from '../../testing/test-app';
import { batchKit } from './batch-test-support';

// 2027-02-01 is a Monday, far from the demo's appointments.
const monday = '2027-02-01';

describe('« Opérations groupées » : annuler une journée (journée maladie)', () => {
  const testApp = useTestApp();
  const { book, post, get } = batchKit(testApp);

  beforeEach(async () => {
    testApp().clock.set(testNow);
  });

  async function stateOf(ids: string[]) {
    return testApp()
      .db.select({ id: appointments.id, status: appointments.status, reason: appointments.cancellationReason })
      .from(appointments)
      .where(inArray(appointments.id, ids));
  }

  async function writtenCounts() {
    const { db } = testApp();
    return {
      batches: (await db.select().from(batchOperations)).length,
      items: (await db.select().from(batchItems)).length,
      outbox: (await db.select().from(emailOutbox)).length,
      events: (await db.select().from(appointmentEvents)).length,
      cancelled: (await db.select().from(appointments).where(eq(appointments.status, 'cancelled'))).length,
    };
  }

  it('shows who gets what in its dry run, changes nothing and audits the preview', async () => {
    const day = '2027-02-02';
    const ids = [await book(day, '09:00'), await book(day, '10:00', { email: '' })];
    const before = await writtenCounts();
    const { status, body } = await post('admin', '/batches/cancel', {
      kind: 'cancel',
      selection: { type: 'day', date: day },
      reason: 'Journée maladie',
    });
    expect(status).toBe(200);
    expect(body.kind).toBe('cancel');
    expect(body.items.map((item: { appointmentId: string }) => item.appointmentId)).toEqual(ids);
    expect(body.items[0]).toMatchObject({ outcome: 'cancelled', outcomeLabel: 'Annulé', emailLabel: 'Avis d’annulation', note: null });
    expect(body.items[1]).toMatchObject({ outcome: 'cancelled', email: null, note: 'Aucune adresse courriel' });
    expect(body.totals).toEqual({ touched: 2, skipped: 0, emails: 1, deposits: 0 });
    // The default send delay (2 min) before the first e-mail.
    expect(body.firstEmailAt).toBe(new Date(Date.parse(testNow) + 2 * 60_000).toISOString());
    expect(typeof body.selectionToken).toBe('string');
    expect(await writtenCounts()).toEqual(before);
    expect(await stateOf(ids)).toEqual(expect.arrayContaining([expect.objectContaining({ status: 'confirmed' })]));
    const [previewed] = await testApp().db.select().from(auditEvents).where(eq(auditEvents.action, 'batch.previewed'));
    expect(previewed?.details).toEqual({ kind: 'cancel', count: 2 });
  });

  it('cancels every appointment of the day in one batch, queues each notice at the batch’s rate, offers nothing to the waitlist and makes no fee', async () => {
    const ids = [await book(monday, '09:00'), await book(monday, '09:30'), await book(monday, '11:00', { email: '' })];
    const invoicesBefore = (await testApp().db.select().from(invoices)).length;
    const eventsBefore = (await testApp().db.select().from(appointmentEvents)).length;
    const preview = await post('admin', '/batches/cancel', {
      kind: 'cancel',
      selection: { type: 'day', date: monday },
      reason: 'Journée maladie',
    });
    const { status, body } = await post('admin', '/batches/cancel', {
      kind: 'cancel',
      selection: { type: 'day', date: monday },
      reason: 'Journée maladie',
      sendDelayMinutes: 0,
      ratePerMinute: 30,
      dryRun: false,
      selectionToken: preview.body.selectionToken,
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      kind: 'cancel',
      status: 'done',
      statusLabel: 'Terminée',
      canUndo: true,
      summary: 'Journée maladie — lundi 1 février 2027',
    });
    expect(body.totals).toMatchObject({ touched: 3, skipped: 0, emails: 2, sent: 0, restored: 0 });
    expect(body.undoUntil).toBe(new Date(Date.parse(testNow) + batchLimits.undoWindowMinutes * 60_000).toISOString());
    expect(body.items.map((item: { outcome: string; messageState: string | null }) => [item.outcome, item.messageState])).toEqual([
      ['cancelled', 'planned'],
      ['cancelled', 'planned'],
      ['cancelled', null],
    ]);
    expect(body.items[2].note).toBe('Aucune adresse courriel');

    expect((await stateOf(ids)).map((row) => [row.status, row.reason])).toEqual(Array(3).fill(['cancelled', 'Journée maladie']));
    const mails = await outboxMails(testApp(), eq(emailOutbox.batchId, body.id));
    expect(mails).toHaveLength(2);
    // 30 a minute: one every 2 s from now.
    expect(mails.map((mail) => mail.nextAttemptAt).sort()).toEqual([
      new Date(Date.parse(testNow)).toISOString(),
      new Date(Date.parse(testNow) + 2000).toISOString(),
    ]);
    for (const mail of mails) {
      expect(mail).toMatchObject({ kind: 'annulation', batchId: body.id, sentAt: null, attempts: 0 });
      expect(ids).toContain(mail.appointmentId);
      expect(mail.text).toContain('Journée maladie');
      expect(mail.subject).toContain('annulé');
    }
    // The box was not ticked: no freed slot for the waitlist; the clinic cancelled: no late fee.
    expect((await testApp().db.select().from(appointmentEvents)).length).toBe(eventsBefore);
    expect((await testApp().db.select().from(invoices)).length).toBe(invoicesBefore);
    // Each appointment's own audit entry names the batch, and the batch its counts.
    const cancelledAudit = await testApp()
      .db.select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'appointment.cancelled'), inArray(auditEvents.entityId, ids)));
    expect(cancelledAudit.map((row) => row.details)).toEqual(
      expect.arrayContaining([
        { notify: true, batchId: body.id },
        { notify: true, batchId: body.id },
        { notify: false, batchId: body.id },
      ]),
    );
    const [run] = await testApp()
      .db.select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'batch.run'), eq(auditEvents.entityId, body.id)));
    expect(run?.details).toEqual({ batchId: body.id, kind: 'cancel', touched: 3, emails: 2 });

    // The report as the list and the page read it, each read of it audited.
    const list = await get('reception', '/batches');
    expect(list.status).toBe(200);
    expect(list.body.batches[0]).toMatchObject({ id: body.id, totals: body.totals, canUndo: false });
    const page = await get('admin', `/batches/${body.id}`);
    expect(page.body).toMatchObject({ id: body.id, canUndo: true, items: body.items });
    const viewed = await testApp().db.select().from(auditEvents).where(eq(auditEvents.action, 'batch.viewed'));
    expect(viewed.map((row) => row.details)).toContainEqual({ batchId: body.id });
  });

  it('offers the freed slots to the waitlist only when asked', async () => {
    const day = '2027-02-03';
    const ids = [await book(day, '09:00'), await book(day, '10:00')];
    const { status } = await post('admin', '/batches/cancel', {
      kind: 'cancel',
      selection: { type: 'appointments', appointmentIds: ids },
      reason: 'Formation',
      offerToWaitlist: true,
      dryRun: false,
    });
    expect(status).toBe(201);
    const events = await testApp().db.select().from(appointmentEvents).where(inArray(appointmentEvents.appointmentId, ids));
    expect(events.map((event) => [event.type, event.reason, event.slotDate]).sort()).toEqual([
      ['slot_freed', 'cancelled', day],
      ['slot_freed', 'cancelled', day],
    ]);
  });

  it('refuses a run whose selection changed since its dry run (409 AUTO_001), writing nothing', async () => {
    const day = '2027-02-04';
    const first = await book(day, '09:00');
    const preview = await post('admin', '/batches/cancel', {
      kind: 'cancel',
      selection: { type: 'day', date: day },
      reason: 'Journée maladie',
    });
    const added = await book(day, '14:00');
    const before = await writtenCounts();
    const { status, body } = await post('admin', '/batches/cancel', {
      kind: 'cancel',
      selection: { type: 'day', date: day },
      reason: 'Journée maladie',
      dryRun: false,
      selectionToken: preview.body.selectionToken,
    });
    expect(status).toBe(409);
    expect(body.error).toMatchObject({ code: 'AUTO_001', message: automationMessages.staleDryRun });
    expect(await writtenCounts()).toEqual(before);
    expect((await stateOf([first, added])).map((row) => row.status)).toEqual(['confirmed', 'confirmed']);
  });

  it('refuses an empty selection and bad input with a French message, writing nothing', async () => {
    const before = await writtenCounts();
    const empty = await post('admin', '/batches/cancel', {
      kind: 'cancel',
      selection: { type: 'day', date: '2027-03-07' },
      reason: 'Journée maladie',
      dryRun: false,
    });
    expect(empty.status).toBe(422);
    expect(empty.body.error.message).toBe(automationMessages.batchEmpty);
    const bad: [string, unknown, string][] = [
      [
        '/batches/cancel',
        { kind: 'cancel', selection: { type: 'day', date: '2027-02-01' }, reason: 'x' },
        'Indiquez la raison (au moins 2 caractères).',
      ],
      [
        '/batches/cancel',
        { kind: 'cancel', selection: { type: 'day', date: '1 février' }, reason: 'Maladie' },
        'Date invalide (AAAA-MM-JJ).',
      ],
      [
        '/batches/cancel',
        { kind: 'cancel', selection: { type: 'range', from: '2027-02-01', to: '2027-03-15' }, reason: 'Maladie' },
        'Une plage couvre au plus 31 jours.',
      ],
      [
        '/batches/cancel',
        { kind: 'cancel', selection: { type: 'range', from: '2027-02-10', to: '2027-02-01' }, reason: 'Maladie' },
        'La date de fin doit suivre la date de début.',
      ],
      [
        '/batches/cancel',
        { kind: 'cancel', selection: { type: 'appointments', appointmentIds: [] }, reason: 'Maladie' },
        'Choisissez au moins un élément.',
      ],
      [
        '/batches/cancel',
        { kind: 'cancel', selection: { type: 'day', date: '2027-02-01' }, reason: 'Maladie', ratePerMinute: 0 },
        'Le débit doit être entre 1 et 600 courriels par minute.',
      ],
      [
        '/batches/cancel',
        { kind: 'cancel', selection: { type: 'day', date: '2027-02-01' }, reason: 'Maladie', sendDelayMinutes: 5 },
        'Délai d’envoi invalide.',
      ],
      [
        '/batches/cancel',
        { kind: 'move', selection: { type: 'day', date: '2027-02-01' }, toDate: '2027-02-02' },
        'Type d’opération inconnu.',
      ],
      ['/batches/move', { kind: 'move', selection: { type: 'day', date: '2027-02-01' }, toDate: 'demain' }, 'Date invalide (AAAA-MM-JJ).'],
      [
        '/batches/move',
        { kind: 'move', selection: { type: 'day', date: '2027-02-01' }, toDate: '2026-11-01' },
        'Choisissez un jour à venir.',
      ],
      [
        '/batches/message',
        { kind: 'message', selection: { type: 'day', date: '2027-02-01' }, subject: '', body: 'Bonjour' },
        'Indiquez l’objet.',
      ],
      [
        '/batches/message',
        { kind: 'message', selection: { type: 'day', date: '2027-02-01' }, subject: 'Avis', body: 'x'.repeat(5001) },
        'Le message fait au plus 5000 caractères.',
      ],
      ['/batches/resend-confirmations', { kind: 'resend_confirmations', selection: { type: 'week' } }, ''],
      ['/batches/resend-confirmations', { kind: 'resend_confirmations', selection: { type: 'day', date: '2027-02-01' }, extra: true }, ''],
    ];
    for (const [path, body, message] of bad) {
      const answer = await post('admin', path, body);
      expect(answer.status, `${path} ${JSON.stringify(body)}`).toBe(422);
      expect(answer.body.error.code).toMatch(/^VAL_/);
      if (message) expect(Object.values(answer.body.error.fields ?? {}).concat(answer.body.error.message)).toContain(message);
    }
    expect(await writtenCounts()).toEqual(before);
    // An unknown batch: 404 in French.
    const missing = await get('admin', '/batches/inconnu');
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe(automationMessages.batchNotFound);
  });

  it('lets the reception send a message batch but not cancel, move or undo (403 AUTH_002)', async () => {
    const day = '2027-02-05';
    const id = await book(day, '09:00');
    for (const path of ['/batches/cancel', '/batches/move', '/batches/inconnu/undo']) {
      const { status, body } = await post('reception', path, {
        kind: 'cancel',
        selection: { type: 'day', date: day },
        reason: 'Maladie',
        dryRun: false,
      });
      expect(status, path).toBe(403);
      expect(body.error).toEqual({ code: 'AUTH_002', message: roleRefusalMessage });
    }
    expect((await stateOf([id]))[0]?.status).toBe('confirmed');
    const message = await post('reception', '/batches/message', {
      kind: 'message',
      selection: { type: 'day', date: day },
      subject: 'Stationnement fermé',
      body: 'Le stationnement sera fermé.',
      dryRun: false,
    });
    expect(message.status).toBe(201);
    expect(message.body).toMatchObject({ kind: 'message', canUndo: false, undoUntil: null });
  });

  describe('the undo', () => {
    it('restores every appointment whose notice has not left, keeps those already notified, and drops the unsent notices', async () => {
      const day = '2027-02-08';
      const ids = [await book(day, '09:00'), await book(day, '09:30'), await book(day, '10:00', { email: '' })];
      const run = await post('admin', '/batches/cancel', {
        kind: 'cancel',
        selection: { type: 'day', date: day },
        reason: 'Journée maladie',
        offerToWaitlist: true,
        dryRun: false,
      });
      expect(run.status).toBe(201);
      // The first notice left already.
      const [first] = await testApp()
        .db.select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.batchId, run.body.id), eq(emailOutbox.appointmentId, ids[0]!)));
      await testApp()
        .db.update(emailOutbox)
        .set({ sentAt: testApp().clock.now().toISOString(), attempts: 1 })
        .where(eq(emailOutbox.id, first!.id));
      testApp().clock.advance({ minutes: 5 });

      const undo = await post('admin', `/batches/${run.body.id}/undo`, {});
      expect(undo.status).toBe(200);
      expect(undo.body).toMatchObject({ status: 'partly_undone', statusLabel: 'Annulée en partie', canUndo: false });
      expect(undo.body.items.map((item: { appointmentId: string; outcome: string }) => [item.appointmentId, item.outcome])).toEqual([
        [ids[0], 'kept'],
        [ids[1], 'restored'],
        [ids[2], 'restored'],
      ]);
      expect(undo.body.items[0].note).toBe('Déjà avisé, non rétabli');
      expect(undo.body.totals.restored).toBe(2);
      expect((await stateOf(ids)).map((row) => [row.id, row.status])).toEqual(
        expect.arrayContaining([
          [ids[0], 'cancelled'],
          [ids[1], 'confirmed'],
          [ids[2], 'confirmed'],
        ]),
      );
      // Only the notice that left remains; the others will never leave.
      const left = await testApp().db.select().from(emailOutbox).where(eq(emailOutbox.batchId, run.body.id));
      expect(left.map((row) => row.appointmentId)).toEqual([ids[0]]);
      // The restored slots are not offered to the waitlist any more.
      const pending = await testApp()
        .db.select()
        .from(appointmentEvents)
        .where(and(inArray(appointmentEvents.appointmentId, [ids[1]!, ids[2]!]), isNotNull(appointmentEvents.handledAt)));
      expect(pending).toHaveLength(2);
      const [undone] = await testApp().db.select().from(auditEvents).where(eq(auditEvents.action, 'batch.undone'));
      expect(undone?.details).toEqual({ batchId: run.body.id, restored: 2, kept: 1 });

      const twice = await post('admin', `/batches/${run.body.id}/undo`, {});
      expect(twice.status).toBe(409);
      expect(twice.body.error).toMatchObject({ code: 'AUTO_002', message: automationMessages.alreadyUndone });
    });

    it('closes after the window, and is refused for a message batch', async () => {
      const day = '2027-02-09';
      await book(day, '09:00');
      const run = await post('admin', '/batches/cancel', {
        kind: 'cancel',
        selection: { type: 'day', date: day },
        reason: 'Tempête',
        dryRun: false,
      });
      testApp().clock.advance({ minutes: batchLimits.undoWindowMinutes + 1 });
      const late = await post('admin', `/batches/${run.body.id}/undo`, {});
      expect(late.status).toBe(409);
      expect(late.body.error).toMatchObject({ code: 'AUTO_002', message: automationMessages.undoExpired });

      const message = await post('admin', '/batches/message', {
        kind: 'message',
        selection: { type: 'day', date: day },
        subject: 'Avis',
        body: 'Bonjour',
        dryRun: false,
      });
      // The cancelled appointment is no longer selected: nothing to message.
      expect(message.status).toBe(422);
      await book(day, '15:00');
      const sent = await post('admin', '/batches/message', {
        kind: 'message',
        selection: { type: 'day', date: day },
        subject: 'Avis',
        body: 'Bonjour',
        dryRun: false,
      });
      const refused = await post('admin', `/batches/${sent.body.id}/undo`, {});
      expect(refused.status).toBe(409);
      expect(refused.body.error).toMatchObject({ code: 'AUTO_002', message: automationMessages.undoNotPossible });
    });
  });
});
