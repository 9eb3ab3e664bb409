// Money given back is said to the patient: a refund and a credit note each e-mail her, and her
// portal's history shows the refund as money going back (a negative amount).
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { formatMoney } from 'shared-domain/platform/format';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, patientAccounts } from '../../platform/db/schema';
import { outboxMails } from '../../testing/outbox';
import { staffMemberWithSession } from '../../testing/team-test-support';
import { createTestSession, useTestApp } from '../../testing/test-app';
import { issuedInvoice, newPatient, recordPayment } from '../receivables/ledger-test-support';

describe('refunds and credit notes tell the patient', () => {
  const testApp = useTestApp();
  let cookie: string;

  const admin = async (path: string, body: unknown) => {
    const response = await testApp().app.request(`/api/admin${path}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    expect(response.status, text).toBeLessThan(300);
    return JSON.parse(text) as unknown;
  };
  const mailsOf = (kind: string, to: string) => outboxMails(testApp(), and(eq(emailOutbox.kind, kind), eq(emailOutbox.to, to)));

  beforeAll(async () => {
    cookie = (await staffMemberWithSession(testApp(), 'reception')).cookie;
  });

  it('a refund of credit in cash e-mails the patient, and her portal lists it with a minus sign', async () => {
    const email = `rembourse.${randomUUID().slice(0, 8)}@courriel.example`;
    const patientId = await newPatient(testApp(), { email });
    await recordPayment(testApp(), patientId, { amountCents: 5_000, businessDate: '2026-11-18' });
    await admin('/refunds', { patientId, tender: 'cash', amountCents: 2_000, reason: 'Trop-perçu', idempotencyKey: randomUUID() });

    const [mail] = await mailsOf('remboursement', email);
    expect(mail?.subject).toMatch(/^Remboursement – /);
    for (const text of [`Nous vous avons remboursé ${formatMoney(2_000)}`, 'Comptant', '/patient-portal/paiements']) {
      expect(mail?.text).toContain(text);
    }

    const [account] = await testApp()
      .db.insert(patientAccounts)
      .values({ patientId, email, createdAt: testApp().clock.now().toISOString() })
      .returning({ id: patientAccounts.id });
    const session = await createTestSession(testApp(), { subjectType: 'patient', subjectId: account!.id });
    const { transactions } = await (await testApp().api.portal.transactions.$get({ query: {} }, { headers: { cookie: session } })).json();
    expect(transactions.map((row) => row.amountCents).sort((a, b) => a - b)).toEqual([-2_000, 5_000]);
  });

  it('a credit note e-mails the patient its number, the invoice it corrects and what that invoice still owes', async () => {
    const email = `credit.${randomUUID().slice(0, 8)}@courriel.example`;
    const patientId = await newPatient(testApp(), { email });
    const invoice = await issuedInvoice(testApp(), patientId, { totalCents: 10_000, issuedOn: '2026-11-10' });
    const { creditNote } = (await admin(`/invoices/${invoice.id}/credit-notes`, {
      lines: [{ invoiceLineId: invoice.lineId, amountCents: 5_499 }],
      reason: 'Séance écourtée',
    })) as { creditNote: { number: string } };

    const [mail] = await mailsOf('note_de_credit', email);
    expect(mail?.subject).toMatch(/^Note de crédit – /);
    for (const text of [
      creditNote.number,
      invoice.number,
      formatMoney(5_499),
      `Solde de la facture : ${formatMoney(4_501)}`,
      '/patient-portal/documents',
    ]) {
      expect(mail?.text).toContain(text);
    }
  });
});
