// An invoice reads the same balance everywhere: the desk's view, the portal's list, its PDF (read
// back with the independent text extractor), with its credit notes named and the tenders it was
// really paid in; a waived fee owes nothing; every money document carries the licence number; the
// desk prints a visit's insurance receipt for a patient without a portal account.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DeskInvoiceDetail } from 'shared-domain/billing/desk-invoice-views';
import { insuranceReceiptRefusals } from 'shared-domain/billing/insurance-receipt';
import { formatMoney } from 'shared-domain/platform/format';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoSettings } from '../../demo/demo-clinic';
import { appointments, invoicePayments, invoices, patientAccounts, paymentTransactions } from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { pdfText } from '../../platform/pdf/pdf-text';
import { winAnsiText } from '../../platform/pdf/win-ansi-text';
import { staffMemberWithSession } from '../../testing/team-test-support';
import { createTestSession, readJson, useTestApp } from '../../testing/test-app';
import { newDraft, newPatient } from '../invoices/invoice-test-support';

/** What the PDF prints for an amount (fr-CA spaces mapped to WinAnsi). */
const printedMoney = (cents: number) => winAnsiText(formatMoney(cents));
const licence = `N° de permis : ${demoSettings.practitionerLicenceNumber}`;

type Detail = { invoice: DeskInvoiceDetail };

describe('an invoice’s balance and documents, wherever they are read', () => {
  const testApp = useTestApp();
  let staffCookie: string;

  const admin = (method: string, path: string, body?: unknown) =>
    testApp().app.request(`/api/admin${path}`, {
      method,
      headers: { cookie: staffCookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const adminJson = async <T>(method: string, path: string, body?: unknown, status = 200) => {
    const response = await admin(method, path, body);
    const text = await response.text();
    expect(response.status, text).toBe(status);
    return JSON.parse(text) as T;
  };
  const pdfOf = async (response: Response) => {
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    return pdfText(Buffer.from(await response.arrayBuffer()));
  };

  /** A patient with a portal account of her own, and her session's cookie. */
  async function portalPatient() {
    const email = `portail.${randomUUID().slice(0, 8)}@courriel.example`;
    const patientId = await newPatient(testApp(), { email });
    const [account] = await testApp()
      .db.insert(patientAccounts)
      .values({ patientId, email, createdAt: testApp().clock.now().toISOString() })
      .returning({ id: patientAccounts.id });
    const cookie = await createTestSession(testApp(), { subjectType: 'patient', subjectId: account!.id });
    return { patientId, cookie };
  }

  /** Issues a draft at the desk; then records it paid in the tenders given, as a checkout leaves it. */
  async function issuedAndPaid(patientId: string, tenders: { tender: 'cash' | 'debit'; amountCents: number }[], fields = {}) {
    const { db, clock } = testApp();
    const total = tenders.reduce((sum, tender) => sum + tender.amountCents, 0);
    const id = await newDraft(testApp(), patientId, [{ description: 'Traitement chiropratique', amountCents: total }], fields);
    await adminJson<Detail>('POST', `/invoices/${id}/issue`);
    for (const [index, { tender, amountCents }] of tenders.entries()) {
      const paymentId = randomUUID();
      // One minute apart, in the order given: a credit note frees the newest first.
      const at = new Date(clock.now().getTime() + index * 60_000).toISOString();
      await db.insert(paymentTransactions).values({
        id: paymentId,
        patientId,
        amount: amountCents,
        status: 'completed',
        tender,
        allocatedAmount: amountCents,
        receivedAt: at,
        createdAt: at,
      });
      await db.insert(invoicePayments).values({ transactionId: paymentId, invoiceId: id, amount: amountCents });
    }
    await db.update(invoices).set({ paidAmount: total, paymentStatus: 'paid' }).where(eq(invoices.id, id));
    return id;
  }

  beforeAll(async () => {
    staffCookie = (await staffMemberWithSession(testApp(), 'reception')).cookie;
  });

  it('a paid invoice partly credited owes 0,00 $ on the desk, in the portal and in both PDFs, its credit note named', async () => {
    const { patientId, cookie } = await portalPatient();
    const invoiceId = await issuedAndPaid(patientId, [
      { tender: 'cash', amountCents: 4_000 },
      { tender: 'debit', amountCents: 6_000 },
    ]);
    const issued = await adminJson<Detail>('GET', `/invoices/${invoiceId}`);
    const [line] = issued.invoice.lines;
    const credited = await adminJson<{ creditNote: { id: string; number: string }; invoice: DeskInvoiceDetail }>(
      'POST',
      `/invoices/${invoiceId}/credit-notes`,
      { lines: [{ invoiceLineId: line!.id, amountCents: 5_499 }], reason: 'Séance écourtée' },
      201,
    );
    const note = credited.creditNote.number;

    // The desk: « Payée », nothing owed, the credit note between the total and what was paid.
    expect(credited.invoice).toMatchObject({ status: 'paid', openCents: 0, creditedCents: 5_499, paidCents: 4_501 });
    expect(credited.invoice.totalRows.slice(-4)).toEqual([
      { label: 'Total', amount: formatMoney(10_000) },
      { label: `Note de crédit ${note}`, amount: formatMoney(-5_499) },
      { label: 'Payé', amount: formatMoney(4_501) },
      { label: 'Solde', amount: formatMoney(0) },
    ]);

    // The portal's list and its invoice agree.
    const portal = testApp().api.portal;
    const { invoices: list } = await (await portal.invoices.$get({}, { headers: { cookie } })).json();
    expect(list.find((invoice) => invoice.id === invoiceId)).toMatchObject({
      totalCents: 10_000,
      creditedCents: 5_499,
      paidCents: 4_501,
      balanceCents: 0,
      statusLabel: 'Payée',
    });
    const { invoice } = await (await portal.invoices[':id'].$get({ param: { id: invoiceId } }, { headers: { cookie } })).json();
    expect(invoice.totalRows).toEqual(credited.invoice.totalRows);
    expect(invoice.paymentMethod).toBe('Comptant, Débit Interac');

    // Both PDFs, read back: the credit note, the true balance, the real tenders, the licence.
    for (const response of [
      await admin('GET', `/invoices/${invoiceId}/pdf`),
      await portal.invoices[':id'].pdf.$get({ param: { id: invoiceId } }, { headers: { cookie } }),
    ]) {
      const text = await pdfOf(response);
      expect(text).toContain(`Note de crédit ${note}`);
      expect(text).toContain(winAnsiText(formatMoney(-5_499)));
      expect(text).toMatch(new RegExp(`Solde\\s*${printedMoney(0).replace(/\$/g, '\\$')}`));
      expect(text).toContain('Mode de paiement : Comptant, Débit Interac');
      expect(text).not.toContain('Carte de crédit');
      expect(text).toContain(licence);
    }

    // The credit note is among the patient's documents, with its PDF; another patient's is unknown.
    const { creditNotes } = await (await portal['credit-notes'].$get({}, { headers: { cookie } })).json();
    expect(creditNotes).toEqual([
      expect.objectContaining({ id: credited.creditNote.id, number: note, amountCents: 5_499, invoiceNumber: issued.invoice.number }),
    ]);
    const notePdf = await pdfOf(
      await portal['credit-notes'][':id'].pdf.$get({ param: { id: credited.creditNote.id } }, { headers: { cookie } }),
    );
    expect(notePdf).toContain('Note de crédit');
    expect(notePdf).toContain(`Cette note de crédit corrige la facture ${issued.invoice.number}`);
    const other = await portalPatient();
    const theirs = await portal['credit-notes'][':id'].pdf.$get(
      { param: { id: credited.creditNote.id } },
      { headers: { cookie: other.cookie } },
    );
    expect(theirs.status).toBe(404);
    expect((await (await portal['credit-notes'].$get({}, { headers: { cookie: other.cookie } })).json()).creditNotes).toEqual([]);
  });

  it('a wholly credited invoice owes nothing; an unpaid one prints no tender', async () => {
    const { patientId, cookie } = await portalPatient();
    const creditedId = await issuedAndPaid(patientId, [{ tender: 'cash', amountCents: 7_500 }]);
    const whole = await adminJson<Detail>('POST', `/invoices/${creditedId}/credit-notes`, { whole: true, reason: 'Visite annulée' }, 201);
    expect(whole.invoice).toMatchObject({ status: 'credited', openCents: 0 });
    expect(whole.invoice.totalRows.at(-1)).toEqual({ label: 'Solde', amount: formatMoney(0) });
    const { invoices: list } = await (await testApp().api.portal.invoices.$get({}, { headers: { cookie } })).json();
    expect(list.find((invoice) => invoice.id === creditedId)).toMatchObject({ status: 'credited', balanceCents: 0 });

    const unpaidId = await newDraft(testApp(), patientId, [{ amountCents: 4_000 }]);
    await adminJson<Detail>('POST', `/invoices/${unpaidId}/issue`);
    const text = await pdfOf(await admin('GET', `/invoices/${unpaidId}/pdf`));
    expect(text).not.toContain('Mode de paiement');
    expect(text).toContain(printedMoney(4_000));
  });

  it('a waived fee reads « Frais annulés » and owes nothing, on screen and in its PDF', async () => {
    const patientId = await newPatient(testApp());
    const feeId = await newDraft(testApp(), patientId, [{ description: 'Frais d’absence', amountCents: 4_000 }], { kind: 'no_show_fee' });
    const waived = await adminJson<Detail>('POST', `/invoices/${feeId}/waiver`, { reason: 'illness', note: '' });
    expect(waived.invoice).toMatchObject({ status: 'waived', statusLabel: 'Frais annulés', openCents: 0 });
    expect(waived.invoice.totalRows.at(-1)).toEqual({ label: 'Solde', amount: formatMoney(0) });
    const text = await pdfOf(await admin('GET', `/invoices/${feeId}/pdf`));
    expect(text).toContain('Frais annulés');
    expect(text).not.toContain('Brouillon');
    expect(text).toMatch(new RegExp(`Solde\\s*${printedMoney(0).replace(/\$/g, '\\$')}`));
  });

  it('the desk prints the insurance receipt of a paid visit for a patient without a portal account, with the licence', async () => {
    const patientId = await newPatient(testApp(), { firstName: 'Rosalie', lastName: 'Sans-Portail' });
    const appointmentId = randomUUID();
    await testApp()
      .db.insert(appointments)
      .values({
        id: appointmentId,
        patientId,
        name: 'Rosalie Sans-Portail',
        email: 'rosalie@courriel.example',
        phone: '514-555-0199',
        status: 'completed',
        scheduledDate: '2026-11-16',
        scheduledTime: '10:00',
        ...timestamps(testApp().clock),
      });
    const unpaidId = await newDraft(testApp(), patientId, [{ amountCents: 8_500 }], { appointmentId, issuedOn: '2026-11-16' });
    const unpaid = await adminJson<Detail>('POST', `/invoices/${unpaidId}/issue`);
    expect(unpaid.invoice.can.insuranceReceipt).toBe(false);
    const refused = await admin('GET', `/invoices/${unpaidId}/insurance-receipt`);
    expect(refused.status).toBe(409);
    expect((await readJson<ApiErrorBody>(refused)).error.message).toBe(insuranceReceiptRefusals.notPaid);

    // Paid: the receipt is offered and printed, with the practitioner's licence number.
    const paidPatient = await newPatient(testApp(), { firstName: 'Rosalie', lastName: 'Payée' });
    const visitId = randomUUID();
    await testApp()
      .db.insert(appointments)
      .values({
        id: visitId,
        patientId: paidPatient,
        name: 'Rosalie Payée',
        email: 'rosalie.payee@courriel.example',
        phone: '514-555-0198',
        status: 'completed',
        scheduledDate: '2026-11-16',
        scheduledTime: '11:00',
        ...timestamps(testApp().clock),
      });
    const paidId = await issuedAndPaid(paidPatient, [{ tender: 'cash', amountCents: 8_500 }], {
      appointmentId: visitId,
      issuedOn: '2026-11-16',
    });
    const detail = await adminJson<Detail>('GET', `/invoices/${paidId}`);
    expect(detail.invoice.can.insuranceReceipt).toBe(true);
    const response = await admin('GET', `/invoices/${paidId}/insurance-receipt`);
    const text = await pdfOf(response);
    expect(text).toContain("Reçu pour fins d'assurance");
    expect(text).toContain('Rosalie Payée');
    expect(text).toContain(licence);
    expect(text).toContain(printedMoney(8_500));
  });
});
