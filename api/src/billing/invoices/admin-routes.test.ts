import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { addDays } from 'shared-domain/platform/clinic-time';
import { deskMessages } from 'shared-domain/billing/desk-messages';
import { formatMoney } from 'shared-domain/platform/format';
import type { DeskInvoiceDetail, DeskInvoiceSummary } from 'shared-domain/billing/desk-invoice-views';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import { visitTimingMessages } from 'shared-domain/scheduling/visit-timing';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  appointments,
  auditEvents,
  clinicSettings,
  invoicePayments,
  invoices,
  paymentTransactions,
  products,
  serviceTypes,
} from '../../platform/db/schema';
import { createdTimestamp, timestamps } from '../../platform/db/timestamps';
import { auditEventsOf } from '../../testing/audit-events';
import { outboxMails } from '../../testing/outbox';
import { staffMemberWithSession } from '../../testing/team-test-support';
import { readJson, useTestApp } from '../../testing/test-app';
import { newDraft, newPatient } from './invoice-test-support';

type Detail = { invoice: DeskInvoiceDetail };

describe('« Facturation » at the desk', () => {
  const testApp = useTestApp();
  let cookie: string;
  let staffId: string;
  let service: { id: string; name: string; price: number };
  let pillow: { id: string };

  const call = async (method: string, path: string, body?: unknown) => {
    const response = await testApp().app.request(`/api/admin${path}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return response;
  };
  const json = async <T>(method: string, path: string, body?: unknown, status = 200) => {
    const response = await call(method, path, body);
    const text = await response.text();
    expect(response.status, text).toBe(status);
    return JSON.parse(text) as T;
  };
  const refused = async (method: string, path: string, body: unknown, status: number) => {
    const response = await call(method, path, body);
    expect(response.status).toBe(status);
    return (await readJson<ApiErrorBody>(response)).error;
  };
  const invoiceRow = async (id: string) => (await testApp().db.select().from(invoices).where(eq(invoices.id, id)))[0];

  let visits = 0;
  async function visit(fields: Partial<typeof appointments.$inferInsert> = {}) {
    const id = randomUUID();
    visits += 1;
    await testApp()
      .db.insert(appointments)
      .values({
        id,
        patientId: fields.patientId === undefined ? await newPatient(testApp()) : fields.patientId,
        name: 'Patiente',
        email: 'patiente@courriel.example',
        phone: '514-555-0100',
        status: 'confirmed',
        // A day of its own each, so that putting one back never finds its slot taken by another.
        scheduledDate: addDays('2026-10-01', visits),
        scheduledTime: '14:00',
        serviceTypeId: service.id,
        ...timestamps(testApp().clock),
        ...fields,
      });
    return id;
  }

  beforeAll(async () => {
    const staff = await staffMemberWithSession(testApp(), 'reception');
    cookie = staff.cookie;
    staffId = staff.id;
    const [firstService] = await testApp().db.select().from(serviceTypes).where(eq(serviceTypes.isActive, true)).limit(1);
    if (!firstService) throw new Error('no service in the demo');
    service = firstService;
    const productId = randomUUID();
    await testApp()
      .db.insert(products)
      .values({ id: productId, name: 'Oreiller cervical', price: 4_599, taxCode: 'gst_qst', ...timestamps(testApp().clock) });
    pillow = { id: productId };
  });

  /** The test clock's day at the clinic (10:00 in Montréal). */
  const today = '2026-11-18';

  it('« Arrivé » makes the visit’s draft from its service once, however often it is marked', async () => {
    const appointmentId = await visit({ scheduledDate: today });
    const first = await json<{ arrival: { invoiceId: string; draftCreated: boolean; notice: string | null; arrivedAt: string } }>(
      'POST',
      `/appointments/${appointmentId}/arrival`,
    );
    expect(first.arrival).toMatchObject({ draftCreated: true, notice: null, arrivedAt: testApp().clock.now().toISOString() });
    const [{ scheduledDate } = { scheduledDate: '' }] = await testApp()
      .db.select()
      .from(appointments)
      .where(eq(appointments.id, appointmentId));
    const again = await json<{ arrival: { invoiceId: string; draftCreated: boolean } }>('POST', `/appointments/${appointmentId}/arrival`);
    expect(again.arrival).toEqual({ ...first.arrival, draftCreated: false });

    const { invoice } = await json<Detail>('GET', `/invoices/${first.arrival.invoiceId}`);
    expect(invoice).toMatchObject({
      status: 'draft',
      statusLabel: 'Brouillon',
      kind: 'visit',
      number: null,
      appointmentId,
      issuedOn: scheduledDate,
      dueOn: addDays(scheduledDate ?? '', 30),
      totalCents: service.price,
      can: { edit: true, issue: true, waive: false, credit: false },
    });
    expect(invoice.lines).toMatchObject([
      { description: service.name, amountCents: service.price, serviceDate: scheduledDate, quantity: 1 },
    ]);
    expect(await auditEventsOf(testApp().db, 'invoice.draft_created', first.arrival.invoiceId)).toHaveLength(1);
    expect(await auditEventsOf(testApp().db, 'invoice.viewed', first.arrival.invoiceId)).toHaveLength(1);
  });

  it('« Arrivé » on a visit without a patient record makes no draft and says so; a cancelled visit is refused', async () => {
    const anonymous = await visit({ patientId: null, scheduledDate: today, scheduledTime: '11:00' });
    const { arrival } = await json<{ arrival: { invoiceId: string | null; notice: string } }>('POST', `/appointments/${anonymous}/arrival`);
    expect(arrival).toMatchObject({ invoiceId: null, draftCreated: false, notice: deskMessages.noPatientRecord });
    const cancelled = await visit({ status: 'cancelled' });
    expect((await refused('POST', `/appointments/${cancelled}/arrival`, undefined, 409)).message).toMatch(/annulé/);
    expect(await testApp().db.select().from(invoices).where(eq(invoices.appointmentId, cancelled))).toEqual([]);
    expect((await refused('POST', `/appointments/${randomUUID()}/arrival`, undefined, 404)).message).toBe('Rendez-vous introuvable');
  });

  it('refuses « Arrivé » on another day than the visit’s with 409 APPT_002 in French, drafting nothing', async () => {
    for (const scheduledDate of [addDays(today, 1), addDays(today, -1)]) {
      const appointmentId = await visit({ scheduledDate });
      const error = await refused('POST', `/appointments/${appointmentId}/arrival`, undefined, 409);
      expect(error).toMatchObject({ code: 'APPT_002', message: visitTimingMessages.arrivalNotToday });
      expect(await testApp().db.select().from(invoices).where(eq(invoices.appointmentId, appointmentId))).toEqual([]);
      const [row] = await testApp()
        .db.select({ arrivedAt: appointments.arrivedAt })
        .from(appointments)
        .where(eq(appointments.id, appointmentId));
      expect(row?.arrivedAt).toBeNull();
    }
  });

  it('« Terminé » makes the draft too (once, with the status), at the appointment’s own price when it has one; undoing keeps it', async () => {
    const appointmentId = await visit({ paymentAmount: 9_900 });
    await json('POST', `/appointments/${appointmentId}/status`, { from: 'confirmed', status: 'completed' });
    const drafts = await testApp().db.select().from(invoices).where(eq(invoices.appointmentId, appointmentId));
    expect(drafts).toMatchObject([{ kind: 'visit', paymentStatus: 'draft', totalAmount: 9_900, createdBy: staffId }]);
    await json('POST', `/appointments/${appointmentId}/status`, { from: 'completed', status: 'confirmed' });
    await json('POST', `/appointments/${appointmentId}/status`, { from: 'confirmed', status: 'completed' });
    expect(await testApp().db.select().from(invoices).where(eq(invoices.appointmentId, appointmentId))).toHaveLength(1);
  });

  it('« Absent » makes a no-show fee draft when the clinic has a fee; « Renoncer aux frais » waives it with its reason', async () => {
    await testApp().db.update(clinicSettings).set({ noShowFee: 0 });
    const free = await visit();
    const unpaid = await json<{ noShowFee: unknown }>('POST', `/appointments/${free}/status`, { from: 'confirmed', status: 'no_show' });
    expect(await testApp().db.select().from(invoices).where(eq(invoices.appointmentId, free))).toEqual([]);
    expect(unpaid.noShowFee).toBeNull();

    await testApp().db.update(clinicSettings).set({ noShowFee: 4_000 });
    // Later today: the patient may still come, so nothing is marked and no fee drafted.
    const later = await visit({ scheduledDate: today, scheduledTime: '16:00' });
    const early = await refused('POST', `/appointments/${later}/status`, { from: 'confirmed', status: 'no_show' }, 409);
    expect(early).toMatchObject({ code: 'APPT_002', message: visitTimingMessages.noShowTooEarly });
    expect(await testApp().db.select().from(invoices).where(eq(invoices.appointmentId, later))).toEqual([]);

    const missed = await visit({ scheduledDate: '2026-11-17', scheduledTime: '08:00' });
    const marked = await json<{ noShowFee: unknown }>('POST', `/appointments/${missed}/status`, { from: 'confirmed', status: 'no_show' });
    const [fee] = await testApp().db.select().from(invoices).where(eq(invoices.appointmentId, missed));
    expect(fee).toMatchObject({ kind: 'no_show_fee', paymentStatus: 'draft', totalAmount: 4_000 });
    if (!fee) throw new Error('no fee');
    // The answer names the fee it drafted, for the desk to say so.
    expect(marked.noShowFee).toEqual({ invoiceId: fee.id, totalCents: 4_000 });
    const { invoice } = await json<Detail>('GET', `/invoices/${fee.id}`);
    expect(invoice.lines.map((line) => line.description)).toEqual(['Frais d’absence — 2026-11-17']);
    expect(invoice.can.waive).toBe(true);

    const bad = await refused('POST', `/invoices/${fee.id}/waiver`, { reason: 'caprice' }, 422);
    expect(bad.fields?.reason).toMatch(/Raison de la renonciation/);
    const waived = await json<Detail>('POST', `/invoices/${fee.id}/waiver`, { reason: 'illness', note: 'Grippe' });
    expect(waived.invoice).toMatchObject({
      status: 'waived',
      openCents: 0,
      waiver: { reason: 'illness', reasonLabel: 'Maladie', note: 'Grippe' },
    });
    expect((await auditEventsOf(testApp().db, 'invoice.fee_waived', fee.id))[0]?.details).toEqual({
      patientId: fee.patientId,
      reason: 'illness',
    });
    // A visit's invoice is no fee.
    const careId = await newDraft(testApp(), await newPatient(testApp()));
    expect((await refused('POST', `/invoices/${careId}/waiver`, { reason: 'other' }, 422)).message).toBe(deskMessages.notAFee);
  });

  it('a cancellation by the clinic inside the late window makes a late-cancellation fee draft; earlier, none', async () => {
    await testApp().db.update(clinicSettings).set({ lateCancellationFee: 2_500, selfServiceCutoffHours: null });
    // Now is 2026-11-18 10:00 in Montréal: tomorrow 09:00 is within 24 h, the day after is not.
    const late = await visit({ scheduledDate: '2026-11-19', scheduledTime: '09:00' });
    const early = await visit({ scheduledDate: '2026-11-20', scheduledTime: '11:00' });
    for (const id of [late, early]) await json('POST', `/appointments/${id}/cancel`, { reason: 'Appel du patient' });
    expect(await testApp().db.select().from(invoices).where(eq(invoices.appointmentId, late))).toMatchObject([
      { kind: 'late_cancellation_fee', totalAmount: 2_500, paymentStatus: 'draft' },
    ]);
    expect(await testApp().db.select().from(invoices).where(eq(invoices.appointmentId, early))).toEqual([]);
  });

  it('edits a draft: a product × quantity, a free line, an amount, a removal — the total always the sum of the lines', async () => {
    const patientId = await newPatient(testApp());
    const draftId = await newDraft(testApp(), patientId, [{ description: 'Traitement', amountCents: 8_500 }]);
    const added = await json<Detail>('POST', `/invoices/${draftId}/lines`, { productId: pillow.id, quantity: 2 }, 201);
    expect(added.invoice.lines.at(-1)).toMatchObject({
      description: 'Oreiller cervical × 2',
      amountCents: 9_198,
      taxCode: 'gst_qst',
      quantity: 2,
    });
    expect(added.invoice.totalCents).toBe(17_698);
    const free = await json<Detail>(
      'POST',
      `/invoices/${draftId}/lines`,
      { description: 'Rapport', amountCents: '25,00', taxCode: 'exempt' },
      201,
    );
    expect(free.invoice.totalCents).toBe(20_198);
    const line = free.invoice.lines.find((candidate) => candidate.description === 'Traitement');
    if (!line) throw new Error('no line');
    const patched = await json<Detail>('PATCH', `/invoices/${draftId}/lines/${line.id}`, { amountCents: '70' });
    expect(patched.invoice.totalCents).toBe(18_698);
    const removed = await json<Detail>('DELETE', `/invoices/${draftId}/lines/${line.id}`);
    expect(removed.invoice.lines).toHaveLength(2);
    expect(removed.invoice.totalCents).toBe(11_698);
    expect(await auditEventsOf(testApp().db, 'invoice.draft_updated', draftId)).toHaveLength(4);

    // Bad input: 4xx in French, nothing changed.
    expect((await refused('POST', `/invoices/${draftId}/lines`, { productId: randomUUID(), quantity: 1 }, 422)).fields).toEqual({
      productId: deskMessages.productNotFound,
    });
    expect((await refused('POST', `/invoices/${draftId}/lines`, { productId: pillow.id, quantity: 99 }, 422)).fields?.quantity).toMatch(
      /20/,
    );
    expect(
      (await refused('POST', `/invoices/${draftId}/lines`, { description: '', amountCents: 'abc', taxCode: 'exempt' }, 422)).fields,
    ).toBeDefined();
    expect((await refused('PATCH', `/invoices/${draftId}/lines/${randomUUID()}`, { amountCents: 1 }, 404)).message).toBe(
      deskMessages.lineNotFound,
    );
    expect(
      (await refused('POST', `/invoices/${randomUUID()}/lines`, { description: 'X', amountCents: 1, taxCode: 'exempt' }, 404)).message,
    ).toBe(deskMessages.invoiceNotFound);
    expect((await invoiceRow(draftId))?.totalAmount).toBe(11_698);
  });

  it('refuses more lines than the limit, and any edit of an issued invoice (409), which is never deleted', async () => {
    const patientId = await newPatient(testApp());
    const full = await newDraft(
      testApp(),
      patientId,
      Array.from({ length: 30 }, () => ({ amountCents: 100 })),
    );
    expect(
      (await refused('POST', `/invoices/${full}/lines`, { description: 'Une de trop', amountCents: 1, taxCode: 'exempt' }, 422)).message,
    ).toBe(deskMessages.tooManyLines);
    const issued = await json<Detail>('POST', `/invoices/${full}/issue`);
    expect(issued.invoice).toMatchObject({ status: 'unpaid', statusLabel: 'Émise', can: { edit: false, credit: true } });
    expect(issued.invoice.number).toMatch(/^F-\d{5}$/);
    const lineId = issued.invoice.lines[0]?.id;
    for (const [method, path, body] of [
      ['POST', `/invoices/${full}/lines`, { description: 'Ajout', amountCents: 1, taxCode: 'exempt' }],
      ['PATCH', `/invoices/${full}/lines/${lineId}`, { amountCents: 1 }],
      ['DELETE', `/invoices/${full}/lines/${lineId}`, undefined],
      ['POST', `/invoices/${full}/issue`, undefined],
    ] as const) {
      expect(await refused(method, path, body, 409)).toMatchObject({ code: 'BILL_001', message: deskMessages.notADraft });
    }
    expect(await refused('DELETE', `/invoices/${full}`, undefined, 409)).toMatchObject({ message: deskMessages.notDeletable });
    expect((await invoiceRow(full))?.totalAmount).toBe(3_000);
  });

  it('deletes a draft (audited), and starts an empty counter sale for a patient', async () => {
    const patientId = await newPatient(testApp());
    const draftId = await newDraft(testApp(), patientId);
    expect(await json('DELETE', `/invoices/${draftId}`)).toEqual({ deleted: draftId });
    expect(await invoiceRow(draftId)).toBeUndefined();
    expect((await auditEventsOf(testApp().db, 'invoice.draft_deleted', draftId))[0]?.details).toEqual({
      patientId,
      kind: 'visit',
      totalCents: 8_500,
    });

    const sale = await json<Detail>('POST', '/invoices', { patientId }, 201);
    expect(sale.invoice).toMatchObject({
      kind: 'sale',
      status: 'draft',
      totalCents: 0,
      issuedOn: '2026-11-18',
      appointmentId: null,
      can: { issue: false },
    });
    expect((await refused('POST', '/invoices', { patientId: randomUUID() }, 422)).fields).toEqual({
      patientId: deskMessages.patientNotFound,
    });
    expect((await refused('POST', '/invoices', {}, 422)).fields).toEqual({ patientId: deskMessages.patientRequired });
    expect((await refused('POST', `/invoices/${sale.invoice.id}/issue`, undefined, 409)).message).toBe(deskMessages.draftEmpty);
  });

  it('« Envoyer » issues a draft and e-mails the patient its number, total, what is owed and the portal link', async () => {
    const patientId = await newPatient(testApp(), { firstName: 'Léa', lastName: 'Tremblay', email: 'lea.tremblay@courriel.example' });
    const draftId = await newDraft(testApp(), patientId, [{ amountCents: 8_500 }]);
    const sent = await json<Detail & { emailedTo: string }>('POST', `/invoices/${draftId}/send`);
    expect(sent.emailedTo).toBe('lea.tremblay@courriel.example');
    const number = sent.invoice.number ?? '';
    expect(number).toMatch(/^F-\d{5}$/);
    const mails = (await outboxMails(testApp())).filter((mail) => mail.to === 'lea.tremblay@courriel.example');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(new RegExp(`^Facture ${number} — `));
    expect(mails[0]?.text).toContain('85,00');
    expect(mails[0]?.text).toContain(`/patient-portal/factures/${draftId}`);
    expect((await auditEventsOf(testApp().db, 'invoice.issued', draftId))[0]?.details).toMatchObject({ by: 'sent', number });
    expect((await auditEventsOf(testApp().db, 'invoice.sent', draftId))[0]?.details).toEqual({ patientId, number });

    const noMail = await newPatient(testApp(), { email: null });
    const theirs = await newDraft(testApp(), noMail);
    expect((await refused('POST', `/invoices/${theirs}/send`, undefined, 422)).message).toBe(deskMessages.noEmail);
    expect((await invoiceRow(theirs))?.paymentStatus).toBe('draft');
  });

  it('credits some lines, then the rest; frees what was paid beyond the new total as the patient’s credit', async () => {
    const { db, clock } = testApp();
    const patientId = await newPatient(testApp());
    const draftId = await newDraft(testApp(), patientId, [
      { description: 'Traitement', amountCents: 8_500 },
      { description: 'Oreiller', amountCents: 4_599, taxCode: 'gst_qst' },
    ]);
    const issued = await json<Detail>('POST', `/invoices/${draftId}/issue`);
    // The patient paid it all.
    const paymentId = randomUUID();
    await db.insert(paymentTransactions).values({
      id: paymentId,
      patientId,
      amount: 13_099,
      status: 'completed',
      tender: 'cash',
      allocatedAmount: 13_099,
      ...createdTimestamp(clock),
    });
    await db.insert(invoicePayments).values({ transactionId: paymentId, invoiceId: draftId, amount: 13_099 });
    await db.update(invoices).set({ paidAmount: 13_099, paymentStatus: 'paid' }).where(eq(invoices.id, draftId));
    const [treatment, pillowLine] = issued.invoice.lines;
    if (!treatment || !pillowLine) throw new Error('lines');

    expect(
      (
        await refused(
          'POST',
          `/invoices/${draftId}/credit-notes`,
          { lines: [{ invoiceLineId: pillowLine.id, amountCents: 4_600 }], reason: 'Retour' },
          422,
        )
      ).message,
    ).toBe(deskMessages.creditAboveLine(formatMoney(4_599)));
    expect((await refused('POST', `/invoices/${draftId}/credit-notes`, { lines: [], reason: 'Rien' }, 422)).message).toBe(
      deskMessages.creditNoteEmpty,
    );
    expect((await refused('POST', `/invoices/${draftId}/credit-notes`, { whole: true, reason: '' }, 422)).fields?.reason).toBeDefined();

    const first = await json<{ creditNote: { number: string }; invoice: DeskInvoiceDetail }>(
      'POST',
      `/invoices/${draftId}/credit-notes`,
      { lines: [{ invoiceLineId: pillowLine.id, amountCents: '45,99' }], reason: 'Oreiller retourné' },
      201,
    );
    expect(first.creditNote.number).toMatch(/^NC-\d{5}$/);
    expect(first.invoice).toMatchObject({ creditedCents: 4_599, paidCents: 8_500, status: 'paid', openCents: 0 });
    expect(first.invoice.lines.find((line) => line.id === pillowLine.id)).toMatchObject({ creditedCents: 4_599, creditableCents: 0 });
    expect((await db.select().from(paymentTransactions).where(eq(paymentTransactions.id, paymentId)))[0]?.allocatedAmount).toBe(8_500);
    expect(
      (
        await db
          .select()
          .from(invoicePayments)
          .where(and(eq(invoicePayments.invoiceId, draftId), eq(invoicePayments.transactionId, paymentId)))
      )[0]?.amount,
    ).toBe(8_500);

    const rest = await json<{ creditNote: { number: string }; invoice: DeskInvoiceDetail }>(
      'POST',
      `/invoices/${draftId}/credit-notes`,
      { whole: true, reason: 'Visite annulée' },
      201,
    );
    expect(Number(rest.creditNote.number.slice(3))).toBe(Number(first.creditNote.number.slice(3)) + 1);
    expect(rest.invoice).toMatchObject({
      status: 'credited',
      statusLabel: 'Créditée',
      creditedCents: 13_099,
      paidCents: 0,
      can: { credit: false },
    });
    expect(rest.invoice.creditNotes.map((note) => note.amountCents)).toEqual([4_599, 8_500]);
    expect((await db.select().from(paymentTransactions).where(eq(paymentTransactions.id, paymentId)))[0]?.allocatedAmount).toBe(0);
    expect(await refused('POST', `/invoices/${draftId}/credit-notes`, { whole: true, reason: 'Encore' }, 422)).toMatchObject({
      message: deskMessages.creditNoteEmpty,
    });
    expect((await auditEventsOf(testApp().db, 'credit_note.issued', rest.invoice.creditNotes[1]?.id ?? ''))[0]?.details).toEqual({
      patientId,
      number: rest.creditNote.number,
      invoiceNumber: issued.invoice.number,
      amountCents: 8_500,
    });

    // A draft is not credited.
    const draft = await newDraft(testApp(), patientId);
    expect(await refused('POST', `/invoices/${draft}/credit-notes`, { whole: true, reason: 'Non' }, 409)).toMatchObject({
      message: deskMessages.notIssued,
    });

    // The PDFs print the numbers.
    const pdf = await call('GET', `/invoices/${draftId}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toContain(`facture-${issued.invoice.number}.pdf`);
    const notePdf = await call('GET', `/credit-notes/${rest.invoice.creditNotes[0]?.id}/pdf`);
    expect(notePdf.status).toBe(200);
    expect(notePdf.headers.get('content-disposition')).toContain(`note-de-credit-${first.creditNote.number}.pdf`);
    expect((await call('GET', `/credit-notes/${randomUUID()}/pdf`)).status).toBe(404);
  });

  it('lists invoices newest first, by status, patient, dates and a search on number or name, page by page', async () => {
    const patientId = await newPatient(testApp(), { firstName: 'Rosalie', lastName: 'Zéphyr-Unique' });
    const ids: string[] = [];
    for (const day of ['2026-09-01', '2026-09-02', '2026-09-03'])
      ids.push(await newDraft(testApp(), patientId, [{ amountCents: 1_000 }], { issuedOn: day }));
    const mine = await json<{ invoices: DeskInvoiceSummary[]; nextCursor: string | null }>(
      'GET',
      `/invoices?patientId=${patientId}&limit=2`,
    );
    expect(mine.invoices.map((invoice) => invoice.id)).toEqual([ids[2], ids[1]]);
    expect(mine.nextCursor).not.toBeNull();
    const next = await json<{ invoices: DeskInvoiceSummary[]; nextCursor: string | null }>(
      'GET',
      `/invoices?patientId=${patientId}&limit=2&cursor=${mine.nextCursor}`,
    );
    expect(next).toEqual({ invoices: [expect.objectContaining({ id: ids[0], patientName: 'Rosalie Zéphyr-Unique' })], nextCursor: null });

    const byName = await json<{ invoices: DeskInvoiceSummary[] }>('GET', `/invoices?q=${encodeURIComponent('zéphyr-uni')}`);
    expect(byName.invoices.map((invoice) => invoice.id).sort()).toEqual([...ids].sort());
    const issued = await json<Detail>('POST', `/invoices/${ids[0]}/issue`);
    const byNumber = await json<{ invoices: DeskInvoiceSummary[] }>('GET', `/invoices?q=${issued.invoice.number}`);
    expect(byNumber.invoices.map((invoice) => invoice.id)).toEqual([ids[0]]);
    const drafts = await json<{ invoices: DeskInvoiceSummary[] }>(
      'GET',
      `/invoices?status=draft&patientId=${patientId}&from=2026-09-02&to=2026-09-02`,
    );
    expect(drafts.invoices.map((invoice) => invoice.id)).toEqual([ids[1]]);
    const listed = await testApp().db.select().from(auditEvents).where(eq(auditEvents.action, 'invoices.viewed'));
    expect(listed.at(-1)).toMatchObject({ actorType: 'staff', actorId: staffId, details: { count: 1 } });

    for (const query of ['status=envoyee', 'limit=0', 'from=hier', 'cursor=pas-un-curseur']) {
      const error = await refused('GET', `/invoices?${query}`, undefined, 422);
      expect(error.code).toBe('VAL_001');
    }
    expect((await refused('GET', `/invoices/${randomUUID()}`, undefined, 404)).message).toBe(deskMessages.invoiceNotFound);
  });

  it('the portal shows issued invoices under their number, never drafts or waived fees', async () => {
    const { db } = testApp();
    const patientId = await newPatient(testApp());
    const issuedId = await newDraft(testApp(), patientId);
    const draftId = await newDraft(testApp(), patientId);
    const waivedId = await newDraft(testApp(), patientId, [{ amountCents: 4_000 }], { kind: 'no_show_fee', paymentStatus: 'waived' });
    const { invoice } = await json<Detail>('POST', `/invoices/${issuedId}/issue`);
    const { listPatientInvoices, loadPatientInvoice } = await import('../documents/patient-invoices');
    const listed = await listPatientInvoices({ db }, patientId);
    expect(listed.map((row) => [row.id, row.number])).toEqual([[issuedId, invoice.number]]);
    await expect(loadPatientInvoice({ db }, patientId, draftId)).rejects.toMatchObject({ status: 404 });
    await expect(loadPatientInvoice({ db }, patientId, waivedId)).rejects.toMatchObject({ status: 404 });
    expect((await loadPatientInvoice({ db }, patientId, issuedId)).invoice.invoiceNumber).toBe(invoice.number);
  });

  it('is read by every role; a sale is started by the cash desk only (the practitioner gets 403)', async () => {
    for (const role of ['admin', 'practitioner', 'reception'] as const) {
      const staff = await staffMemberWithSession(testApp(), role);
      const response = await testApp().app.request('/api/admin/invoices?limit=1', { headers: { cookie: staff.cookie } });
      expect(response.status).toBe(200);
      const sale = await testApp().app.request('/api/admin/invoices', {
        method: 'POST',
        headers: { cookie: staff.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ patientId: 'inconnu' }),
      });
      expect(sale.status, role).toBe(role === 'practitioner' ? 403 : 422);
    }
  });
});
