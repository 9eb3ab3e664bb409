// The `automation-rules` job: each of its five rules sends what is due once, on a
// real database — nothing while paused, nothing again on a second run or from a second instance,
// nothing out of its window, nothing to a patient without an address or who refused e-mails.
import { eq } from 'drizzle-orm';
import { automationRuleKeys } from 'shared-domain/automation/automation';
import { formatMoney } from 'shared-domain/platform/format';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { claimOfInvoice } from '../../testing/insurance-claims';
import { appointmentLinks, appointments, automationRules, automationSends, emailOutbox, insuranceClaims } from '../../platform/db/schema';
import { hashToken } from '../../platform/tokens/tokens';
import { testNow, useTestApp } from '../../testing/test-app';
import { runAutomationRules } from './automation-rules-job';
import { forgetTestPatients, invoice, mailsTo, newPatient, payment, quietDemoClinic, setRule, visit } from './rules-test-support';

describe('the automation-rules job', () => {
  // Wednesday 18 November 2026, 10:00 in Montréal.
  const testApp = useTestApp({ config: { publicUrl: 'https://clinique.example' } });
  const run = () => runAutomationRules(testApp().deps);
  const clinicName = 'Clinique chiropratique Émilie Tremblay';

  beforeAll(async () => {
    await quietDemoClinic(testApp());
  });

  beforeEach(async () => {
    testApp().clock.set(testNow);
    await forgetTestPatients(testApp());
    await testApp().db.delete(emailOutbox);
    await testApp().db.delete(automationSends);
    await testApp().db.delete(automationRules);
    // The rules these tests drive start off (no surprise e-mails at an upgrade): on here.
    await testApp()
      .db.insert(automationRules)
      .values(automationRuleKeys.map((key) => ({ key, enabled: true, updatedAt: testNow })));
  });

  it('sends nothing at all for the demo clinic kept out of the way (the counts below are the tests’ own)', async () => {
    expect(await run()).toEqual({
      presenceRequests: 0,
      firstVisitFollowUps: 0,
      reexamInvitations: 0,
      paymentReminders: 0,
      yearlyStatements: 0,
    });
  });

  it('sends nothing for the rules that start off until the clinic turns them on (never switched: off)', async () => {
    await testApp().db.delete(automationRules);
    const patient = await newPatient(testApp(), { firstName: 'Jamais' });
    await visit(testApp(), patient, '2026-11-19', '09:00', { status: 'pending' });
    expect((await run()).presenceRequests).toBe(0);
    expect(await mailsTo(testApp(), patient.email)).toHaveLength(0);
    await setRule(testApp(), 'presence_request', { enabled: true });
    expect((await run()).presenceRequests).toBe(1);
  });

  describe('« Demande de confirmation de présence »', () => {
    it('asks once, within the rule’s hours, for a visit not confirmed and not started, with links minted for it', async () => {
      const patient = await newPatient(testApp(), { firstName: 'Presence' });
      const tomorrow = await visit(testApp(), patient, '2026-11-19', '09:00', { status: 'pending' });
      const other = await newPatient(testApp(), { firstName: 'Autres' });
      await visit(testApp(), other, '2026-11-19', '11:00', { presenceConfirmed: true });
      await visit(testApp(), other, '2026-11-18', '09:00');
      await visit(testApp(), other, '2026-11-19', '10:00', { status: 'cancelled' });
      const later = await visit(testApp(), other, '2026-11-21', '09:00');

      expect((await run()).presenceRequests).toBe(1);
      const [mail, ...more] = await mailsTo(testApp(), patient.email);
      expect(more).toHaveLength(0);
      expect(await mailsTo(testApp(), other.email)).toHaveLength(0);
      expect(mail).toMatchObject({
        subject: `Merci de confirmer votre rendez-vous du jeudi 19 novembre 2026 – ${clinicName}`,
        kind: 'demande_presence',
        patientId: patient.id,
        appointmentId: tomorrow,
        automatic: true,
      });
      // One token opens the confirm and the manage pages, stored hashed for this appointment.
      const token = /\/appointment\/confirm\/([\w-]+)/.exec(mail!.text)?.[1] ?? '';
      expect(mail!.text).toContain(`https://clinique.example/appointment/manage/${token}`);
      const [link] = await testApp()
        .db.select()
        .from(appointmentLinks)
        .where(eq(appointmentLinks.tokenHash, hashToken(token)));
      expect(link).toMatchObject({ appointmentId: tomorrow, purpose: 'manage' });
      // What was sent names its e-mail.
      const [sent] = await testApp().db.select().from(automationSends).where(eq(automationSends.rule, 'presence_request'));
      expect(sent).toMatchObject({ subject: `${tomorrow}@2026-11-19T09:00`, outboxId: mail!.id });

      // A second run sends nothing; a day later the visit of the 21st is within its 48 hours.
      expect((await run()).presenceRequests).toBe(0);
      testApp().clock.advance({ hours: 24 });
      expect((await run()).presenceRequests).toBe(1);
      expect((await mailsTo(testApp(), other.email)).map((sentMail) => sentMail.appointmentId)).toEqual([later]);
      expect(await mailsTo(testApp(), patient.email)).toHaveLength(1);
    });

    it('follows the rule’s delay and asks again for a visit moved since', async () => {
      const patient = await newPatient(testApp(), { firstName: 'Deplace' });
      const moved = await visit(testApp(), patient, '2026-11-20', '09:00');
      await setRule(testApp(), 'presence_request', { enabled: true, delay: 24 });
      expect((await run()).presenceRequests).toBe(0);
      await setRule(testApp(), 'presence_request', { enabled: true, delay: 72 });
      expect((await run()).presenceRequests).toBe(1);
      await testApp().db.update(appointments).set({ scheduledTime: '14:00' }).where(eq(appointments.id, moved));
      expect((await run()).presenceRequests).toBe(1);
      expect(await mailsTo(testApp(), patient.email)).toHaveLength(2);
    });

    it('asks nothing while paused, leaving no link behind, and asks once the rule is on again', async () => {
      const patient = await newPatient(testApp(), { firstName: 'Pause' });
      const paused = await visit(testApp(), patient, '2026-11-19', '09:00');
      await setRule(testApp(), 'presence_request', { enabled: false });
      expect((await run()).presenceRequests).toBe(0);
      expect(await mailsTo(testApp(), patient.email)).toHaveLength(0);
      expect(await testApp().db.$count(appointmentLinks, eq(appointmentLinks.appointmentId, paused))).toBe(0);
      await setRule(testApp(), 'presence_request', { enabled: true });
      expect((await run()).presenceRequests).toBe(1);
    });

    it('asks once when two instances run at the same moment', async () => {
      const patient = await newPatient(testApp(), { firstName: 'Course' });
      const raced = await visit(testApp(), patient, '2026-11-19', '09:00');
      const results = await Promise.all([run(), run(), run()]);
      expect(results.reduce((total, figures) => total + (figures.presenceRequests ?? 0), 0)).toBe(1);
      expect(await mailsTo(testApp(), patient.email)).toHaveLength(1);
      // The other runs' links were not written either.
      expect(await testApp().db.$count(appointmentLinks, eq(appointmentLinks.appointmentId, raced))).toBe(1);
    });

    it('does not ask a patient who refused e-mails', async () => {
      const patient = await newPatient(testApp(), { firstName: 'Refus', emailConsent: false });
      await visit(testApp(), patient, '2026-11-19', '09:00');
      expect((await run()).presenceRequests).toBe(0);
    });
  });

  describe('« Suivi après une première visite »', () => {
    it('writes once, the rule’s days after the first completed visit, within a week of that day', async () => {
      const due = await newPatient(testApp(), { firstName: 'Premiere' });
      await visit(testApp(), due, '2026-11-15', '09:00', { status: 'completed' });
      const tooSoon = await newPatient(testApp(), { firstName: 'Hier' });
      await visit(testApp(), tooSoon, '2026-11-16', '09:00', { status: 'completed' });
      const tooLate = await newPatient(testApp(), { firstName: 'Ancienne' });
      await visit(testApp(), tooLate, '2026-11-01', '09:00', { status: 'completed' });
      const returning = await newPatient(testApp(), { firstName: 'Habituee' });
      await visit(testApp(), returning, '2026-10-01', '09:00', { status: 'completed' });
      await visit(testApp(), returning, '2026-11-15', '09:00', { status: 'completed' });
      const noShow = await newPatient(testApp(), { firstName: 'Absente' });
      await visit(testApp(), noShow, '2026-11-15', '09:00', { status: 'no_show' });

      expect((await run()).firstVisitFollowUps).toBe(1);
      const [mail] = await mailsTo(testApp(), due.email);
      expect(mail).toMatchObject({
        subject: `Comment allez-vous depuis votre visite? – ${clinicName}`,
        kind: 'suivi_premiere_visite',
        patientId: due.id,
        automatic: true,
      });
      expect(mail!.text).toContain('première visite du dimanche 15 novembre 2026');
      expect(mail!.text).toContain('https://clinique.example/booking');
      for (const patient of [tooSoon, tooLate, returning, noShow]) expect(await mailsTo(testApp(), patient.email)).toHaveLength(0);

      expect((await run()).firstVisitFollowUps).toBe(0);
      testApp().clock.advance({ hours: 24 });
      expect((await run()).firstVisitFollowUps).toBe(1);
      expect(await mailsTo(testApp(), tooSoon.email)).toHaveLength(1);
      expect(await mailsTo(testApp(), due.email)).toHaveLength(1);
    });

    it('writes nothing while paused, nor to a patient without an address', async () => {
      const due = await newPatient(testApp(), { firstName: 'Suspendu' });
      await visit(testApp(), due, '2026-11-15', '09:00', { status: 'completed' });
      const noEmail = await newPatient(testApp(), { firstName: 'Sansadresse', email: null });
      await visit(testApp(), { id: noEmail.id, email: 'reservation@courriel.example' }, '2026-11-15', '09:00', { status: 'completed' });
      await setRule(testApp(), 'first_visit_follow_up', { enabled: false });
      expect((await run()).firstVisitFollowUps).toBe(0);
      expect(await testApp().db.$count(emailOutbox)).toBe(0);
      await setRule(testApp(), 'first_visit_follow_up', { enabled: true });
      expect((await run()).firstVisitFollowUps).toBe(1);
      expect(await mailsTo(testApp(), due.email)).toHaveLength(1);
    });
  });

  describe('« Réexamen à prévoir »', () => {
    it('invites once the patients whose last visit is the rule’s weeks ago, with nothing booked, still followed', async () => {
      // 8 weeks before 18 November: 23 September.
      const due = await newPatient(testApp(), { firstName: 'Reexamen' });
      await visit(testApp(), due, '2026-08-01', '09:00', { status: 'completed' });
      await visit(testApp(), due, '2026-09-23', '09:00', { status: 'completed' });
      const booked = await newPatient(testApp(), { firstName: 'Reservee' });
      await visit(testApp(), booked, '2026-09-23', '09:00', { status: 'completed' });
      await visit(testApp(), booked, '2026-12-01', '09:00');
      const inactive = await newPatient(testApp(), { firstName: 'Inactive', status: 'inactive' });
      await visit(testApp(), inactive, '2026-09-23', '09:00', { status: 'completed' });
      const recent = await newPatient(testApp(), { firstName: 'Recente' });
      await visit(testApp(), recent, '2026-10-01', '09:00', { status: 'completed' });
      const longGone = await newPatient(testApp(), { firstName: 'Partie' });
      await visit(testApp(), longGone, '2025-01-10', '09:00', { status: 'completed' });

      expect((await run()).reexamInvitations).toBe(1);
      const [mail] = await mailsTo(testApp(), due.email);
      expect(mail).toMatchObject({
        subject: `Il est temps de faire le point – ${clinicName}`,
        kind: 'reexamen',
        patientId: due.id,
        automatic: true,
      });
      expect(mail!.text).toContain('Votre dernière visite remonte au mercredi 23 septembre 2026');
      for (const patient of [booked, inactive, recent, longGone]) expect(await mailsTo(testApp(), patient.email)).toHaveLength(0);
      expect((await run()).reexamInvitations).toBe(0);

      // A new visit, and eight weeks later a new invitation.
      await visit(testApp(), due, '2026-11-18', '09:00', { status: 'completed' });
      testApp().clock.set('2027-01-13T15:00:00Z');
      expect((await run()).reexamInvitations).toBe(1);
      expect(await mailsTo(testApp(), due.email)).toHaveLength(2);
    });

    it('invites nothing while paused', async () => {
      const due = await newPatient(testApp(), { firstName: 'Reexamenpause' });
      await visit(testApp(), due, '2026-09-23', '09:00', { status: 'completed' });
      await setRule(testApp(), 'reexam_due', { enabled: false });
      expect((await run()).reexamInvitations).toBe(0);
      expect(await testApp().db.$count(emailOutbox)).toBe(0);
    });
  });

  describe('« Rappel de paiement »', () => {
    it('reminds once per invoice the rule’s days past due, with billing’s reminder of everything owed', async () => {
      const owing = await newPatient(testApp(), { firstName: 'Retard' });
      const late = await invoice(testApp(), owing.id, { totalCents: 8500, issuedOn: '2026-09-10', dueOn: '2026-10-10', number: 'F-AUTO1' });
      await invoice(testApp(), owing.id, { totalCents: 3500, issuedOn: '2026-10-02', dueOn: '2026-11-01', number: 'F-AUTO2' });
      const covered = await newPatient(testApp(), { firstName: 'Credit' });
      await invoice(testApp(), covered.id, { totalCents: 4000, issuedOn: '2026-09-01', dueOn: '2026-10-01' });
      await payment(testApp(), covered.id, { amountCents: 5000, businessDate: '2026-11-02' });

      expect((await run()).paymentReminders).toBe(1);
      const [mail] = await mailsTo(testApp(), owing.email);
      expect(mail).toMatchObject({
        subject: `Rappel de paiement – ${clinicName}`,
        kind: 'rappel_paiement',
        patientId: owing.id,
        automatic: true,
      });
      expect(mail!.text).toContain(`un solde de ${formatMoney(12_000)} reste à payer`);
      expect(mail!.text).toContain('F-AUTO1');
      expect(mail!.text).toContain('F-AUTO2');
      expect(await mailsTo(testApp(), covered.email)).toHaveLength(0);
      const sent = await testApp().db.select().from(automationSends).where(eq(automationSends.rule, 'payment_reminder'));
      expect(sent.map((row) => row.subject)).toEqual([late]);

      expect((await run()).paymentReminders).toBe(0);
      // 1 December: the second invoice is 30 days late in its turn.
      testApp().clock.set('2026-12-01T15:00:00Z');
      expect((await run()).paymentReminders).toBe(1);
      expect(await mailsTo(testApp(), owing.email)).toHaveLength(2);
    });

    it('reminds of two late invoices in one e-mail, each counted as reminded by it', async () => {
      const owing = await newPatient(testApp(), { firstName: 'Deuxfactures' });
      const first = await invoice(testApp(), owing.id, { totalCents: 8500, issuedOn: '2026-08-10', dueOn: '2026-09-10' });
      const second = await invoice(testApp(), owing.id, { totalCents: 3500, issuedOn: '2026-09-10', dueOn: '2026-10-10' });
      expect((await run()).paymentReminders).toBe(1);
      const [mail, ...more] = await mailsTo(testApp(), owing.email);
      expect(more).toHaveLength(0);
      const sent = await testApp().db.select().from(automationSends).where(eq(automationSends.rule, 'payment_reminder'));
      expect(sent.map(({ subject, outboxId }) => [subject, outboxId]).sort()).toEqual(
        [
          [first, mail!.id],
          [second, mail!.id],
        ].sort(),
      );
      expect((await run()).paymentReminders).toBe(0);
    });

    it('leaves an invoice the SAAQ is asked to pay until it refuses, then reminds of it', async () => {
      const accident = await newPatient(testApp(), { firstName: 'Saaq' });
      const claimed = await invoice(testApp(), accident.id, {
        totalCents: 9000,
        issuedOn: '2026-09-10',
        dueOn: '2026-10-10',
        number: 'F-SAAQ1',
      });
      const claim = await claimOfInvoice(testApp(), accident.id, claimed, {
        amountCents: 9000,
        status: 'submitted',
        createdOn: '2026-09-11',
      });
      expect((await run()).paymentReminders).toBe(0);
      expect(await mailsTo(testApp(), accident.email)).toHaveLength(0);

      await testApp().db.update(insuranceClaims).set({ status: 'refused', statusOn: '2026-11-18' }).where(eq(insuranceClaims.id, claim));
      expect((await run()).paymentReminders).toBe(1);
      const [mail] = await mailsTo(testApp(), accident.email);
      expect(mail!.text).toContain('F-SAAQ1');
      expect(mail!.text).toContain(`un solde de ${formatMoney(9000)} reste à payer`);
    });

    it('reminds nothing while paused, nor a patient who refused e-mails', async () => {
      const owing = await newPatient(testApp(), { firstName: 'Retardpause' });
      await invoice(testApp(), owing.id, { totalCents: 8500, issuedOn: '2026-09-10', dueOn: '2026-10-10' });
      const refused = await newPatient(testApp(), { firstName: 'Retardrefus', emailConsent: false });
      await invoice(testApp(), refused.id, { totalCents: 8500, issuedOn: '2026-09-10', dueOn: '2026-10-10' });
      await setRule(testApp(), 'payment_reminder', { enabled: false });
      expect((await run()).paymentReminders).toBe(0);
      await setRule(testApp(), 'payment_reminder', { enabled: true, delay: 60 });
      expect((await run()).paymentReminders).toBe(0);
      await setRule(testApp(), 'payment_reminder', { enabled: true, delay: 30 });
      expect((await run()).paymentReminders).toBe(1);
      expect(await mailsTo(testApp(), owing.email)).toHaveLength(1);
      expect(await mailsTo(testApp(), refused.email)).toHaveLength(0);
    });
  });

  describe('« Relevé annuel »', () => {
    it('in January, sends once each patient who paid last year the year’s payments, refunds taken off', async () => {
      const payer = await newPatient(testApp(), { firstName: 'Releve' });
      await payment(testApp(), payer.id, { amountCents: 8500, businessDate: '2026-02-12' });
      await payment(testApp(), payer.id, { amountCents: 6500, businessDate: '2026-03-03', type: 'deposit' });
      await payment(testApp(), payer.id, { amountCents: 1500, businessDate: '2026-03-10', type: 'refund' });
      await payment(testApp(), payer.id, { amountCents: 9900, businessDate: '2026-04-01', status: 'voided' });
      await payment(testApp(), payer.id, { amountCents: 4000, businessDate: '2027-01-02' });
      const thisYearOnly = await newPatient(testApp(), { firstName: 'Nouvelle' });
      await payment(testApp(), thisYearOnly.id, { amountCents: 4000, businessDate: '2027-01-02' });

      // Not in November.
      expect((await run()).yearlyStatements).toBe(0);
      testApp().clock.set('2027-01-05T15:00:00Z');
      expect((await run()).yearlyStatements).toBe(1);
      const [mail] = await mailsTo(testApp(), payer.email);
      expect(mail).toMatchObject({
        subject: `Votre relevé 2026 – ${clinicName}`,
        kind: 'releve_annuel',
        patientId: payer.id,
        automatic: true,
      });
      expect(mail!.text).toContain(
        `Voici le relevé de vos paiements en 2026, pour vos impôts et vos assurances : ${formatMoney(13_500)} au total.`,
      );
      expect(mail!.text).toContain('12 février 2026');
      expect(mail!.text).toContain(`mardi 10 mars 2026 (remboursement) : −${formatMoney(1500)}`);
      expect(mail!.text).not.toContain(formatMoney(9900));
      expect(await mailsTo(testApp(), thisYearOnly.email)).toHaveLength(0);

      expect((await run()).yearlyStatements).toBe(0);
      // February: too late for a statement not sent in January.
      const late = await newPatient(testApp(), { firstName: 'Fevrier' });
      await payment(testApp(), late.id, { amountCents: 4000, businessDate: '2026-06-02' });
      testApp().clock.set('2027-02-01T15:00:00Z');
      expect((await run()).yearlyStatements).toBe(0);
    });

    it('sends nothing while paused', async () => {
      const payer = await newPatient(testApp(), { firstName: 'Relevepause' });
      await payment(testApp(), payer.id, { amountCents: 8500, businessDate: '2026-02-12' });
      testApp().clock.set('2027-01-05T15:00:00Z');
      await setRule(testApp(), 'yearly_statement', { enabled: false });
      expect((await run()).yearlyStatements).toBe(0);
      expect(await mailsTo(testApp(), payer.email)).toHaveLength(0);
    });
  });
});
