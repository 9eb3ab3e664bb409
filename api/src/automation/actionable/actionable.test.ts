// « Analyses actionnables » on the demo clinic (the test clock: Wednesday 18 November 2026, 10:00
// in Montréal), its e-mails through a real SMTP server on loopback: Camille's re-exam is due with no
// appointment on or after it, Hélène was never asked for consent, Robert subscribed by e-mail.
import { and, eq } from 'drizzle-orm';
import { roleRefusalMessage } from 'shared-domain/accounts/staff-role';
import { actionableMessages } from 'shared-domain/analytics/actionable-lists';
import { describe, expect, it, vi } from 'vitest';
import { demoPatients } from '../../demo/demo-clinic';
import { actionableOverrides, actionableSends, appointmentEvents, auditEvents, invoices, patients } from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { outboxSenderIdle } from '../../platform/mail/outbox-sender';
import { decodeQuotedPrintable, startSmtpListener } from '../../testing/smtp-listener';
import { useSuiteResource } from '../../testing/suite-resource';
import { useTestApp } from '../../testing/test-app';
import { batchKit } from '../batches/batch-test-support';

const camille = demoPatients.camille;

describe('« Analyses actionnables »', () => {
  const listener = useSuiteResource(startSmtpListener, (started) => started.close());
  const testApp = useTestApp({ config: () => ({ smtpUrl: listener().url, publicUrl: 'https://clinique.example' }) });
  const { get, post } = batchKit(testApp);

  const idOf = async (email: string) => {
    const [row] = await testApp().db.select({ id: patients.id }).from(patients).where(eq(patients.email, email));
    return row!.id;
  };
  const mailsTo = (email: string) =>
    listener()
      .received.filter((mail) => mail.to.includes(email))
      .map((mail) => decodeQuotedPrintable(mail.raw));

  it('lists Camille’s re-exam with its reason, and the desk sees her name and dates only', async () => {
    const camilleId = await idOf(camille.email);
    const { status, body } = await get('practitioner', '/actionable');
    expect(status).toBe(200);
    expect(body.lists.map((list: { key: string }) => list.key)).toEqual(['reexam', 'episode', 'unpaid', 'waitlist', 'reactivation']);
    const row = body.reexam.find((entry: { patientId: string }) => entry.patientId === camilleId);
    expect(row).toMatchObject({ patientName: 'Camille Gagnon', overdue: false, sentAt: null, hasEmail: true });
    expect(row.reason).toMatch(/^Réexamen prévu le .*; prochain rendez-vous le .*, avant cette date\.$/);
    // The practitioner reads the invoices but does not send payment reminders.
    expect(body.lists.find((list: { key: string }) => list.key === 'unpaid').mayAct).toBe(false);

    const desk = await get('reception', '/actionable');
    expect(desk.status).toBe(200);
    const deskRow = desk.body.reexam.find((entry: { patientId: string }) => entry.patientId === camilleId);
    expect(deskRow).toEqual({ ...row, reason: null });
    for (const entry of desk.body.episode) expect(entry.reason).toBeNull();
    expect(desk.body.lists.find((list: { key: string }) => list.key === 'unpaid').mayAct).toBe(true);
    const audited = await testApp().db.select().from(auditEvents).where(eq(auditEvents.action, 'actionable.viewed'));
    expect(audited).toHaveLength(2);
  });

  it('offers Camille slots by e-mail once, saying a system decided and how to have it reviewed', async () => {
    const camilleId = await idOf(camille.email);
    const sent = await post('practitioner', '/actionable/rebooking-offers', { patientId: camilleId, list: 'reexam' });
    expect(sent.status).toBe(201);
    const [mail] = await vi.waitFor(() => {
      const mails = mailsTo(camille.email);
      expect(mails).toHaveLength(1);
      return mails;
    });
    await outboxSenderIdle(testApp().db);
    expect(mail).toContain('https://clinique.example/rebook/');
    expect(mail).toContain('Réexamen prévu le');
    expect(mail).toContain('Cette décision d’écrire a été prise par un système.');
    expect(mail).toContain('demander qu’une personne de la clinique révise cette décision');

    const audited = await testApp().db.select().from(auditEvents).where(eq(auditEvents.action, 'actionable.rebooking_offered'));
    expect(audited).toHaveLength(1);
    expect(audited[0]!.details).toMatchObject({ patientId: camilleId, list: 'reexam', batchId: sent.body.batchId });
    expect(await testApp().db.$count(actionableSends, eq(actionableSends.patientId, camilleId))).toBe(1);

    // The second click sends nothing.
    const again = await post('reception', '/actionable/rebooking-offers', { patientId: camilleId, list: 'reexam' });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'AUTO_004', message: actionableMessages.alreadySent });
    await outboxSenderIdle(testApp().db);
    expect(mailsTo(camille.email)).toHaveLength(1);
    const { body } = await get('practitioner', '/actionable');
    expect(body.reexam.find((entry: { patientId: string }) => entry.patientId === camilleId).sentAt).toBe(sent.body.sentAt);
  });

  it('excludes Hélène from reactivation with the reason until staff lift it with theirs, then writes to her', async () => {
    const heleneId = await idOf('helene.tremblay@courriel.example');
    const robertId = await idOf('robert.gauthier@courriel.example');
    const { body } = await get('reception', '/actionable');
    const helene = body.reactivation.find((entry: { patientId: string }) => entry.patientId === heleneId);
    expect(helene).toMatchObject({
      excluded: 'no_consent',
      exclusionLabel: 'Aucun consentement valide',
      consent: 'Exclu : aucun consentement exprès au registre, et aucun paiement qui donne un consentement tacite.',
      mayOverride: true,
    });
    expect(helene.reason).toMatch(/^Dernière visite le .*; aucun rendez-vous prévu\.$/);
    expect(body.reactivation.find((entry: { patientId: string }) => entry.patientId === robertId)).toMatchObject({
      excluded: null,
      consent: expect.stringMatching(/^Consentement exprès donné le /),
    });

    const refused = await post('reception', '/actionable/reactivations', { patientId: heleneId });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(actionableMessages.excluded);
    const short = await post('reception', '/actionable/overrides', { patientId: heleneId, reason: 'oui' });
    expect(short.status).toBe(422);
    expect(short.body.error.fields).toEqual({ reason: actionableMessages.overrideReason });

    const reason = 'A demandé au téléphone le 17 novembre de recevoir nos nouvelles';
    const lifted = await post('reception', '/actionable/overrides', { patientId: heleneId, reason });
    expect(lifted.status).toBe(201);
    const [row] = await testApp().db.select().from(actionableOverrides).where(eq(actionableOverrides.patientId, heleneId));
    expect(row).toMatchObject({ reason, list: 'reactivation' });
    const audited = await testApp()
      .db.select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'actionable.exclusion_overridden'), eq(auditEvents.entityId, row!.id)));
    expect(audited[0]!.details).toEqual({ patientId: heleneId, overrideId: row!.id });
    const after = await get('practitioner', '/actionable');
    expect(after.body.reactivation.find((entry: { patientId: string }) => entry.patientId === heleneId)).toMatchObject({
      excluded: null,
      overridden: true,
      consent: expect.stringContaining(reason),
    });

    const sent = await post('reception', '/actionable/reactivations', { patientId: heleneId });
    expect(sent.status).toBe(201);
    const [mail] = await vi.waitFor(() => {
      const mails = mailsTo('helene.tremblay@courriel.example');
      expect(mails).toHaveLength(1);
      return mails;
    });
    expect(mail).toContain('Cette décision d’écrire a été prise par un système.');
    expect(mail).toContain('désabonner');
    expect(mail).toContain('https://clinique.example/patient-portal');
    const sentAudit = await testApp().db.select().from(auditEvents).where(eq(auditEvents.action, 'actionable.reactivation_sent'));
    expect(sentAudit[0]!.details).toMatchObject({ patientId: heleneId, overridden: true });
    expect((await post('reception', '/actionable/reactivations', { patientId: heleneId })).status).toBe(409);
    await outboxSenderIdle(testApp().db);
  });

  it('sends the payment reminder from the cash desk only, once a day', async () => {
    // Mathieu owes on an invoice due on 4 October, more than 30 days ago.
    const mathieuId = await idOf(demoPatients.mathieu.email);
    await testApp()
      .db.insert(invoices)
      .values({
        patientId: mathieuId,
        totalAmount: 6500,
        paymentStatus: 'overdue',
        issuedOn: '2026-09-19',
        dueOn: '2026-10-04',
        number: 'F-T0101',
        kind: 'visit',
        ...timestamps(testApp().deps.clock),
      });
    const { body } = await get('reception', '/actionable');
    const row = body.unpaid.find((entry: { patientId: string }) => entry.patientId === mathieuId);
    expect(row).toMatchObject({ balanceCents: 6500, invoices: 1, oldestDueOn: '2026-10-04', sentAt: null });
    expect(row.reason).toBe('Solde de 1 facture, la plus ancienne échue le 4 oct. 2026.');
    const refused = await post('practitioner', '/actionable/payment-reminders', { patientId: row.patientId });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ code: 'AUTH_002', message: roleRefusalMessage });
    const sent = await post('reception', '/actionable/payment-reminders', { patientId: row.patientId });
    expect(sent.status).toBe(201);
    const audited = await testApp().db.select().from(auditEvents).where(eq(auditEvents.action, 'payment.reminder_sent'));
    expect(audited.filter((event) => (event.details as { batchId?: string }).batchId === sent.body.batchId)).toHaveLength(1);
    expect((await post('admin', '/actionable/payment-reminders', { patientId: row.patientId })).status).toBe(409);
    await outboxSenderIdle(testApp().db);
  });

  it('hands a waiting person’s first matching free slot to the waitlist’s engine, once a day', async () => {
    const { body } = await get('reception', '/actionable');
    expect(body.waitlist.length).toBeGreaterThan(0);
    const row = body.waitlist[0];
    const sent = await post('reception', '/actionable/slot-offers', { entryId: row.entryId });
    expect(sent.status).toBe(201);
    const events = await testApp()
      .db.select()
      .from(appointmentEvents)
      .where(and(eq(appointmentEvents.reason, 'offered'), eq(appointmentEvents.slotDate, row.firstSlot.date)));
    expect(events.map((event) => event.slotTime)).toContain(row.firstSlot.time);
    const audited = await testApp().db.select().from(auditEvents).where(eq(auditEvents.action, 'actionable.slot_offered'));
    expect(audited[0]!.details).toEqual({ entryId: row.entryId, batchId: sent.body.batchId });
    expect((await post('reception', '/actionable/slot-offers', { entryId: row.entryId })).status).toBe(409);
  });

  it('exports a list as CSV, audited', async () => {
    const cookie = await batchKit(testApp).cookieOf('practitioner');
    const response = await testApp().app.request('/api/admin/automation/actionable/list.csv?list=reactivation', { headers: { cookie } });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text.split('\n')[0]).toBe('"Patient";"Dernière visite";"Consentement";"Exclu";"Envoyé le"\r');
    expect(text).toContain('"Robert Gauthier";');
    expect(text).toContain('Consentement exprès donné le');
    const audited = await testApp().db.select().from(auditEvents).where(eq(auditEvents.action, 'actionable.exported'));
    expect(audited[0]!.details).toMatchObject({ list: 'reactivation' });
  });
});
