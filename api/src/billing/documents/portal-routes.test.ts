import { and, eq, isNotNull } from 'drizzle-orm';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import { formatDate, formatMoney } from 'shared-domain/platform/format';
import { invoiceNumber } from 'shared-domain/billing/invoice';
import { insuranceReceiptRefusals } from 'shared-domain/billing/insurance-receipt';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  appointments,
  clinicSettings,
  insuranceReceipts,
  invoiceLines,
  invoices,
  patientAccounts,
  patients,
} from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { createTestSession, readJson, useTestApp } from '../../testing/test-app';
import { demoPatients, demoSettings } from '../../demo/demo-clinic';
import { pdfText, pdfTextLines } from '../../platform/pdf/pdf-text';
import { winAnsiText } from '../../platform/pdf/win-ansi-text';

/** What the PDF prints for an amount (fr-CA spaces mapped to WinAnsi). */
const printedMoney = (cents: number) => winAnsiText(formatMoney(cents));

describe('portal invoices and insurance receipts', () => {
  const testApp = useTestApp();
  let camille: { cookie: string; patientId: string };
  let mathieu: { cookie: string; patientId: string };
  /** Camille's invoice with the taxable pregnancy pillow, and her overdue one. */
  let taxableId: string;
  let overdueId: string;
  let unpaidId: string;

  async function accountOf(email: string) {
    const [row] = await testApp()
      .db.select({ id: patientAccounts.id, patientId: patientAccounts.patientId })
      .from(patientAccounts)
      .where(eq(patientAccounts.email, email));
    return row;
  }

  beforeAll(async () => {
    const { db } = testApp();
    // The clinic is registered for the taxes: its numbers are printed (not by default).
    await db.update(clinicSettings).set({ taxRegistered: true });
    const camilleAccount = await accountOf(demoPatients.camille.email);
    if (!camilleAccount) throw new Error('the demo portal account is missing');
    camille = {
      patientId: camilleAccount.patientId,
      cookie: await createTestSession(testApp(), { subjectType: 'patient', subjectId: camilleAccount.id }),
    };
    // A second patient with a portal account of his own, and an invoice Camille must never see.
    const [mathieuRecord] = await db.select({ id: patients.id }).from(patients).where(eq(patients.email, demoPatients.mathieu.email));
    if (!mathieuRecord) throw new Error('the demo patient Mathieu is missing');
    const [mathieuAccount] = await db
      .insert(patientAccounts)
      .values({ patientId: mathieuRecord.id, email: demoPatients.mathieu.email, createdAt: testApp().clock.now().toISOString() })
      .returning({ id: patientAccounts.id });
    mathieu = {
      patientId: mathieuRecord.id,
      cookie: await createTestSession(testApp(), { subjectType: 'patient', subjectId: mathieuAccount!.id }),
    };

    const [taxable] = await db
      .select({ id: invoiceLines.invoiceId })
      .from(invoiceLines)
      .where(and(eq(invoiceLines.description, 'Coussin de grossesse'), eq(invoiceLines.taxCode, 'gst_qst')));
    const [overdue] = await db
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.patientId, camille.patientId), eq(invoices.paymentStatus, 'overdue')));
    const [unpaid] = await db
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.patientId, camille.patientId), eq(invoices.paymentStatus, 'unpaid')));
    taxableId = taxable!.id;
    overdueId = overdue!.id;
    unpaidId = unpaid!.id;
  });

  const api = () => testApp().api.portal;
  const as = (who: { cookie: string }) => ({ headers: { cookie: who.cookie } });

  describe('GET /invoices', () => {
    it("lists the patient's invoices newest first, with what is paid and owed", async () => {
      const response = await api().invoices.$get({}, as(camille));
      expect(response.status).toBe(200);
      const { invoices: list } = await response.json();
      // One per completed visit of the demo, most of them paid.
      const rows = await testApp()
        .db.select({ status: invoices.paymentStatus })
        .from(invoices)
        .where(eq(invoices.patientId, camille.patientId));
      expect(list).toHaveLength(rows.length);
      expect(list.length).toBeGreaterThan(10);
      const issued = list.map((invoice) => invoice.issuedOn);
      expect(issued).toEqual([...issued].sort().reverse());
      expect(list.filter((invoice) => invoice.status === 'paid')).toHaveLength(rows.filter((row) => row.status === 'paid').length);
      expect(list.find((invoice) => invoice.id === overdueId)).toEqual({
        id: overdueId,
        number: invoiceNumber(overdueId),
        issuedOn: expect.any(String),
        dueOn: expect.any(String),
        totalCents: 7500,
        creditedCents: 0,
        paidCents: 0,
        balanceCents: 7500,
        status: 'overdue',
        statusLabel: 'En retard',
      });
      expect(list.find((invoice) => invoice.id === taxableId)).toMatchObject({
        totalCents: 13495,
        paidCents: 13495,
        balanceCents: 0,
        status: 'paid',
        statusLabel: 'Payée',
      });
      expect(list[0]).toMatchObject({ id: unpaidId, status: 'unpaid', statusLabel: 'Impayée', balanceCents: 7500 });
    });

    it('leaves voided invoices out', async () => {
      const [voided] = await testApp()
        .db.insert(invoices)
        .values({
          patientId: camille.patientId,
          totalAmount: 1000,
          paymentStatus: 'void',
          issuedOn: '2026-11-17',
          dueOn: '2026-12-17',
          ...timestamps(testApp().clock),
        })
        .returning({ id: invoices.id });
      const { invoices: list } = await (await api().invoices.$get({}, as(camille))).json();
      expect(list.map((invoice) => invoice.id)).not.toContain(voided!.id);
      // An issued invoice is never deleted (the database refuses it); a void one stays out of the lists.
    });
  });

  describe('GET /invoices/:id', () => {
    it('gives the taxable invoice with GST and QST taken out of the item, and the registration numbers', async () => {
      const response = await api().invoices[':id'].$get({ param: { id: taxableId } }, as(camille));
      expect(response.status).toBe(200);
      const { invoice, clinic } = await response.json();
      expect(invoice).toMatchObject({
        id: taxableId,
        invoiceNumber: invoiceNumber(taxableId),
        status: 'paid',
        statusLabel: 'Payée',
        patientName: 'Camille Gagnon',
        patientEmail: demoPatients.camille.email,
        patientPhone: demoPatients.camille.phone,
        patientAddress: demoPatients.camille.address,
        hasTaxableLines: true,
        // 59,95 $ taxes included: 2,61 $ GST and 5,20 $ QST (rounded from 2,607… and 5,201…).
        gst: 261,
        qst: 520,
        tax: 781,
        subtotal: 13495 - 781,
        total: 13495,
        paid: 13495,
        balance: 0,
        // The demo's visits were paid online, by the card on file.
        paymentMethod: 'Carte enregistrée',
      });
      // The visit first, the item after it (lineOrder).
      expect(invoice.services.map((line) => [line.description, line.amountCents, line.taxCode])).toEqual([
        ['Chiropratique prénatale', 7500, 'exempt'],
        ['Coussin de grossesse', 5995, 'gst_qst'],
      ]);
      // Intl writes the percentages with a no-break space of its choosing.
      expect(invoice.totalRows.map((row) => row.label.replace(/\s/g, ' '))).toEqual([
        'Sous-total',
        'TPS (5 %)',
        'TVQ (9,975 %)',
        'Taxes (14,975 %)',
        'Total',
        'Payé',
        'Solde',
      ]);
      expect(invoice.totalRows[1]?.amount).toBe(formatMoney(261));
      expect(clinic).toEqual({
        name: demoSettings.clinicName,
        practitionerName: demoSettings.practitionerName,
        practitionerTitle: demoSettings.practitionerTitle,
        licenceNumber: demoSettings.practitionerLicenceNumber,
        addressLines: ['4350, rue Saint-Denis, bureau 201', 'Montréal (QC) H2J 2K8'],
        phone: '514 555-0142',
        email: demoSettings.email,
        gstNumber: demoSettings.gstNumber,
        qstNumber: demoSettings.qstNumber,
      });
    });

    it('gives an exempt invoice as exempt, without registration numbers, with its own due date', async () => {
      const response = await api().invoices[':id'].$get({ param: { id: overdueId } }, as(camille));
      const { invoice, clinic } = await response.json();
      const [row] = await testApp().db.select().from(invoices).where(eq(invoices.id, overdueId));
      expect(invoice).toMatchObject({
        status: 'overdue',
        statusLabel: 'En retard',
        date: row!.issuedOn,
        dueDate: row!.dueOn,
        hasTaxableLines: false,
        subtotal: 7500,
        tax: 0,
        total: 7500,
        paid: 0,
        balance: 7500,
      });
      expect(invoice.totalRows.map((row) => row.label)).toContain('Taxes (exonéré)');
      expect(clinic).toMatchObject({ gstNumber: null, qstNumber: null });
    });

    it('counts only payments whose transaction completed', async () => {
      // The overdue invoice had a declined attempt (a failed transaction): still nothing paid.
      const { invoice } = await (await api().invoices[':id'].$get({ param: { id: overdueId } }, as(camille))).json();
      expect(invoice.paid).toBe(0);
    });
  });

  describe('GET /invoices/:id/pdf', () => {
    it('downloads a French letter-size PDF with the number, the lines, the taxes and the total', async () => {
      const response = await api().invoices[':id'].pdf.$get({ param: { id: taxableId } }, as(camille));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="facture-${invoiceNumber(taxableId)}.pdf"`);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const pdf = Buffer.from(await response.arrayBuffer());
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 612 792]');
      const text = pdfText(pdf);
      expect(text).toContain('Facture');
      expect(text).toContain(invoiceNumber(taxableId));
      expect(text).toContain(demoSettings.clinicName);
      expect(text).toContain('Camille Gagnon');
      expect(text).toContain('Coussin de grossesse');
      expect(text).toContain(printedMoney(5995));
      expect(text).toContain('TPS (5');
      expect(text).toContain(printedMoney(261));
      const lines = pdfTextLines(pdf);
      expect(lines[lines.indexOf('Total') + 1]).toBe(printedMoney(13495));
      expect(lines[lines.indexOf('Solde') + 1]).toBe(printedMoney(0));
      expect(text).toContain('Mode de paiement : Carte enregistrée');
      expect(text).toContain(`N° de permis : ${demoSettings.practitionerLicenceNumber}`);
      expect(text).toContain(`N° TPS : ${demoSettings.gstNumber}`);
      expect(text).toContain(`${demoSettings.phone} · ${demoSettings.email}`);
      // Only WinAnsi made it into the strings: no stray code from a character the font lacks.
      expect(text).not.toMatch(/[^\n\u0020-\u007e\u00a0-\u00ff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]/);
    });

    it('prints no registration numbers while the clinic is not registered for the taxes', async () => {
      await testApp().db.update(clinicSettings).set({ taxRegistered: false });
      try {
        const { clinic } = await (await api().invoices[':id'].$get({ param: { id: taxableId } }, as(camille))).json();
        expect(clinic).toMatchObject({ gstNumber: null, qstNumber: null });
        const response = await api().invoices[':id'].pdf.$get({ param: { id: taxableId } }, as(camille));
        const text = pdfText(Buffer.from(await response.arrayBuffer()));
        expect(text).toContain('Coussin de grossesse');
        expect(text).not.toContain('N° TPS');
        expect(text).not.toContain('N° TVQ');
      } finally {
        await testApp().db.update(clinicSettings).set({ taxRegistered: true });
      }
    });

    it('prints an exempt invoice without registration numbers, and dates in French', async () => {
      const response = await api().invoices[':id'].pdf.$get({ param: { id: overdueId } }, as(camille));
      const text = pdfText(Buffer.from(await response.arrayBuffer()));
      const [row] = await testApp().db.select().from(invoices).where(eq(invoices.id, overdueId));
      expect(text).toContain('Taxes (exonéré)');
      expect(text).not.toContain('N° TPS');
      expect(text).toContain(`Échéance : ${formatDate(row!.dueOn)}`);
      expect(text).toContain('Statut : En retard');
    });

    it('continues a long invoice on the next pages, numbered, and prints its notes', async () => {
      const [long] = await testApp()
        .db.insert(invoices)
        .values({
          patientId: camille.patientId,
          totalAmount: 40 * 6500,
          paymentStatus: 'unpaid',
          notes: 'Forfait de 40 suivis — payable en deux versements.',
          issuedOn: '2026-11-18',
          dueOn: '2026-12-18',
          ...timestamps(testApp().clock),
        })
        .returning({ id: invoices.id });
      await testApp()
        .db.insert(invoiceLines)
        .values(
          Array.from({ length: 40 }, (_, index) => ({
            invoiceId: long!.id,
            description: `Suivi chiropratique ${index + 1}`,
            serviceDate: '2026-11-18',
            amount: 6500,
            lineOrder: index,
          })),
        );
      try {
        const response = await api().invoices[':id'].pdf.$get({ param: { id: long!.id } }, as(camille));
        const pdf = Buffer.from(await response.arrayBuffer());
        const lines = pdfTextLines(pdf);
        // Each page's number, wherever on its line the extractor puts it (once, beside `stress`,
        // page 1's number was not read as a line of its own).
        const pages = lines.flatMap((line) => line.match(/Page \d+ de \d+/g) ?? []);
        expect(pages.length).toBeGreaterThan(1);
        expect(pages).toEqual(pages.map((_, index) => `Page ${index + 1} de ${pages.length}`));
        // Every line once, in order, and the table's header again on the second page.
        const services = lines.filter((line) => line.startsWith('Suivi chiropratique '));
        expect(services).toEqual(Array.from({ length: 40 }, (_, index) => `Suivi chiropratique ${index + 1}`));
        expect(lines.filter((line) => line === 'Description')).toHaveLength(2);
        expect(lines.filter((line) => line === 'Merci de votre confiance.')).toHaveLength(pages.length);
        expect(lines[lines.indexOf('Total') + 1]).toBe(printedMoney(260000));
        expect(lines).toContain('Notes');
        expect(lines).toContain('Forfait de 40 suivis — payable en deux versements.');
      } finally {
        // An issued invoice is never deleted (the database refuses it): wholly credited, it is no longer owed.
        await testApp()
          .db.update(invoices)
          .set({ creditedAmount: 40 * 6500, paymentStatus: 'credited' })
          .where(eq(invoices.id, long!.id));
      }
    });

    it('gives the same bytes for the same invoice at the same instant', async () => {
      const first = await api().invoices[':id'].pdf.$get({ param: { id: taxableId } }, as(camille));
      const second = await api().invoices[':id'].pdf.$get({ param: { id: taxableId } }, as(camille));
      expect(Buffer.from(await first.arrayBuffer()).equals(Buffer.from(await second.arrayBuffer()))).toBe(true);
    });
  });

  describe('insurance receipts', () => {
    it('lists one receipt per completed and paid visit, newest first', async () => {
      const response = await api()['insurance-receipts'].$get({}, as(camille));
      expect(response.status).toBe(200);
      const { receipts } = await response.json();
      const paidVisits = await testApp()
        .db.select({ id: appointments.id })
        .from(appointments)
        .innerJoin(invoices, eq(invoices.appointmentId, appointments.id))
        .where(
          and(eq(appointments.patientId, camille.patientId), eq(appointments.status, 'completed'), eq(invoices.paymentStatus, 'paid')),
        );
      expect(receipts.map((receipt) => receipt.appointmentId).sort()).toEqual(paidVisits.map((visit) => visit.id).sort());
      expect(receipts.length).toBeGreaterThan(8);
      const dates = receipts.map((receipt) => receipt.visitDate);
      expect(dates).toEqual([...dates].sort().reverse());
      const [taxableVisit] = await testApp()
        .db.select({ appointmentId: invoiceLines.appointmentId })
        .from(invoiceLines)
        .where(and(eq(invoiceLines.invoiceId, taxableId), isNotNull(invoiceLines.appointmentId)));
      const appointmentId = taxableVisit!.appointmentId!;
      // The pillow sold at that visit is on its receipt too, with its taxes, but only the care is « Remboursable ».
      // Its number is given by its first print (null until then).
      const [issued] = await testApp()
        .db.select({ number: insuranceReceipts.number })
        .from(insuranceReceipts)
        .where(eq(insuranceReceipts.appointmentId, appointmentId));
      expect(receipts.find((receipt) => receipt.appointmentId === appointmentId)).toEqual({
        appointmentId,
        number: issued?.number ?? null,
        visitDate: expect.any(String),
        service: 'Chiropratique prénatale',
        amountPaidCents: 13495,
      });
      const unpaidVisits = await testApp()
        .db.select({ id: invoices.appointmentId })
        .from(invoices)
        .where(and(eq(invoices.patientId, camille.patientId), eq(invoices.paymentStatus, 'overdue')));
      expect(receipts.map((receipt) => receipt.appointmentId)).not.toContain(unpaidVisits[0]?.id);
    });

    it("downloads a receipt's PDF with everything an insurer asks for and a signature line", async () => {
      const { receipts } = await (await api()['insurance-receipts'].$get({}, as(camille))).json();
      const receipt = receipts[0]!;
      const response = await api()['insurance-receipts'][':appointmentId'].pdf.$get(
        { param: { appointmentId: receipt.appointmentId } },
        as(camille),
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      const number = /filename="recu-(R-\d{5})\.pdf"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
      expect(number).toBeDefined();
      if (receipt.number !== null) expect(number).toBe(receipt.number);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const pdf = Buffer.from(await response.arrayBuffer());
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = pdfText(pdf);
      for (const expected of [
        "Reçu pour fins d'assurance",
        number!,
        demoSettings.practitionerName,
        `N° de permis : ${demoSettings.practitionerLicenceNumber}`,
        demoSettings.clinicName,
        '4350, rue Saint-Denis, bureau 201, Montréal (QC) H2J 2K8',
        'Camille Gagnon',
        formatDate(receipt.visitDate),
        receipt.service,
        printedMoney(receipt.amountPaidCents),
        'Payé en totalité — solde 0,00 $',
      ]) {
        expect(text).toContain(expected);
      }
    });

    it('gives no receipt for an unpaid visit or one that did not take place', async () => {
      const [unpaidVisit] = await testApp().db.select({ id: invoices.appointmentId }).from(invoices).where(eq(invoices.id, unpaidId));
      const unpaid = await api()['insurance-receipts'][':appointmentId'].pdf.$get(
        { param: { appointmentId: unpaidVisit!.id! } },
        as(camille),
      );
      expect(unpaid.status).toBe(409);
      expect((await readJson<ApiErrorBody>(unpaid)).error.message).toBe(insuranceReceiptRefusals.notPaid);

      const { receipts } = await (await api()['insurance-receipts'].$get({}, as(camille))).json();
      const appointmentId = receipts[0]!.appointmentId;
      // A paid visit the clinic later records as not having taken place loses its receipt.
      await testApp().db.update(appointments).set({ status: 'no_show' }).where(eq(appointments.id, appointmentId));
      try {
        const pdf = await api()['insurance-receipts'][':appointmentId'].pdf.$get({ param: { appointmentId } }, as(camille));
        expect(pdf.status).toBe(409);
        expect((await readJson<ApiErrorBody>(pdf)).error.message).toBe(insuranceReceiptRefusals.notTakenPlace);
        const after = await (await api()['insurance-receipts'].$get({}, as(camille))).json();
        expect(after.receipts.map((receipt) => receipt.appointmentId)).not.toContain(appointmentId);
      } finally {
        await testApp().db.update(appointments).set({ status: 'completed' }).where(eq(appointments.id, appointmentId));
      }
    });
  });

  describe("another patient's documents", () => {
    it('answers 404 on every route with the first patient’s ids, as for an unknown id', async () => {
      const { receipts } = await (await api()['insurance-receipts'].$get({}, as(camille))).json();
      const appointmentId = receipts[0]!.appointmentId;
      const answers = [
        await api().invoices[':id'].$get({ param: { id: taxableId } }, as(mathieu)),
        await api().invoices[':id'].pdf.$get({ param: { id: taxableId } }, as(mathieu)),
        await api()['insurance-receipts'][':appointmentId'].pdf.$get({ param: { appointmentId } }, as(mathieu)),
        await api().invoices[':id'].$get({ param: { id: crypto.randomUUID() } }, as(mathieu)),
      ];
      const bodies = await Promise.all(answers.map((answer) => readJson<ApiErrorBody>(answer)));
      expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404]);
      // The same body whether the invoice exists for someone else or not at all.
      expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
      expect(bodies[0]?.error.code).toBe('NOT_FOUND');
    });

    it("lists none of the first patient's invoices or receipts", async () => {
      const { invoices: list } = await (await api().invoices.$get({}, as(mathieu))).json();
      const { receipts } = await (await api()['insurance-receipts'].$get({}, as(mathieu))).json();
      expect(list).toEqual([]);
      expect(receipts).toEqual([]);
    });

    it("keeps the second patient's invoice from the first", async () => {
      const [theirs] = await testApp()
        .db.insert(invoices)
        .values({
          patientId: mathieu.patientId,
          totalAmount: 6500,
          paymentStatus: 'unpaid',
          issuedOn: '2026-11-17',
          dueOn: '2026-12-17',
          ...timestamps(testApp().clock),
        })
        .returning({ id: invoices.id });
      const own = await (await api().invoices.$get({}, as(mathieu))).json();
      expect(own.invoices.map((invoice) => invoice.id)).toEqual([theirs!.id]);
      const mine = await (await api().invoices.$get({}, as(camille))).json();
      expect(mine.invoices.map((invoice) => invoice.id)).not.toContain(theirs!.id);
      const refused = await api().invoices[':id'].pdf.$get({ param: { id: theirs!.id } }, as(camille));
      expect(refused.status).toBe(404);
    });
  });

  it('answers 404, never a 500, to malformed ids', async () => {
    const badIds = ['x', "' or 1=1 --", '%00', '%E2%80%AE', 'a'.repeat(2000), '..%2F..%2Fetc'];
    for (const id of badIds) {
      for (const path of [`/api/portal/invoices/${id}`, `/api/portal/invoices/${id}/pdf`, `/api/portal/insurance-receipts/${id}/pdf`]) {
        const response = await testApp().app.request(path, as(camille));
        expect(response.status, path).toBe(404);
      }
    }
  });
});
