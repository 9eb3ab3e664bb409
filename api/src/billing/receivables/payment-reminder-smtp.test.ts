// « Envoyer un rappel de paiement » to a patient holding account credit, delivered through a real
// SMTP server: the amounts it lists add up to the balance it names (the credit is one of them), and
// its link opens the payment of exactly those invoices, which charges the card that balance.
import { randomUUID } from 'node:crypto';
import { creditFirst } from 'shared-domain/billing/payment';
import { formatMoney } from 'shared-domain/platform/format';
import { absoluteUrl, paths, payInvoicesOf } from 'shared-domain/platform/paths';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { decodeQuotedPrintable, startSmtpListener } from '../../testing/smtp-listener';
import { useSuiteResource } from '../../testing/suite-resource';
import { staffMemberWithSession } from '../../testing/team-test-support';
import { createTestSession, useTestApp } from '../../testing/test-app';
import { patientAccounts } from '../../platform/db/schema';
import { createdTimestamp } from '../../platform/db/timestamps';
import type { SandboxGateway } from '../payments/sandbox-gateway';
import { savedCard } from '../payments/saved-card-test-support';
import { issuedInvoice, newPatient, recordPayment } from './ledger-test-support';

/** Spaces as plain spaces: fr-CA money is written with no-break ones. */
const plain = (text: string) => text.replace(/\s+/g, ' ');

describe('the payment reminder of a patient with account credit, over SMTP', () => {
  const listener = useSuiteResource(startSmtpListener, (started) => started.close());
  const testApp = useTestApp({ config: () => ({ smtpUrl: listener().url, mailFrom: 'Clinique Tremblay <facturation@clinique.example>' }) });
  let cookie: string;

  beforeAll(async () => {
    cookie = (await staffMemberWithSession(testApp(), 'reception')).cookie;
  });

  it('lists each invoice owed and the credit, which add up to the balance it names', async () => {
    const patientId = await newPatient(testApp(), { email: 'rappel.credit@courriel.example' });
    const older = await issuedInvoice(testApp(), patientId, { totalCents: 15_000, issuedOn: '2026-10-20' });
    const recent = await issuedInvoice(testApp(), patientId, { totalCents: 13_000, issuedOn: '2026-11-02' });
    // 54,99 $ the patient paid that no invoice took: her account credit.
    await recordPayment(testApp(), patientId, { amountCents: 5_499, businessDate: '2026-11-10' });

    const response = await testApp().app.request(`/api/admin/patients/${patientId}/payment-reminder`, {
      method: 'POST',
      headers: { cookie },
    });
    expect(response.status).toBe(201);
    // The outbox sender delivers after the answer, to another server: polled on what it received.
    const message = await vi.waitFor(
      () => {
        const found = listener().received.find((mail) => mail.to.some((to) => to.toLowerCase() === 'rappel.credit@courriel.example'));
        expect(found).toBeDefined();
        return found!;
      },
      { timeout: 10_000 },
    );
    const text = plain(decodeQuotedPrintable(message.raw));
    const balance = 15_000 + 13_000 - 5_499;
    expect(text).toContain(`un solde de ${plain(formatMoney(balance))}`);
    for (const row of [
      `${older.number} du`,
      plain(formatMoney(15_000)),
      `${recent.number} du`,
      plain(formatMoney(13_000)),
      `Crédit au compte : ${plain(formatMoney(-5_499))}`,
    ]) {
      expect(text).toContain(row);
    }

    // The link: the portal's payment of these two invoices.
    const link = absoluteUrl(testApp().deps.config.publicUrl, paths.portalPayInvoices.build(older.id, recent.id));
    expect(text).toContain(link);
    const linked = payInvoicesOf(new URL(link).search);
    expect(new Set(linked)).toEqual(new Set([older.id, recent.id]));

    // Followed by the patient: the portal asks her card exactly the balance the e-mail named.
    const [account] = await testApp()
      .db.insert(patientAccounts)
      .values({ patientId, email: 'rappel.credit@courriel.example', ...createdTimestamp(testApp().clock) })
      .returning({ id: patientAccounts.id });
    const portalCookie = await createTestSession(testApp(), { subjectType: 'patient', subjectId: account!.id });
    const owed = await (await testApp().api.portal.balance.$get({}, { headers: { cookie: portalCookie } })).json();
    const chosenCents = owed.invoices.filter((invoice) => linked.includes(invoice.id)).reduce((sum, invoice) => sum + invoice.openCents, 0);
    const { cardCents } = creditFirst(chosenCents, owed.creditCents);
    expect(cardCents).toBe(balance);
    const gateway = testApp().deps.paymentGateway as SandboxGateway;
    const charge = vi.spyOn(gateway, 'charge');
    const paid = await testApp().api.portal.payments.$post(
      {
        json: {
          paymentMethodId: await savedCard(testApp(), patientId),
          amountCents: cardCents,
          idempotencyKey: randomUUID(),
          invoiceIds: linked,
        },
      },
      { headers: { cookie: portalCookie } },
    );
    expect(paid.status).toBe(201);
    expect(charge.mock.calls.map(([request]) => request.amountCents)).toEqual([balance]);
    charge.mockRestore();
  });
});
