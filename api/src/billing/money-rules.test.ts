// The money rules the database holds (migrations 0016, 0017, 0032, 0035 and 0036), each met by a raw SQL write
// through the database's own client, as a forgotten guard or a new code path would write: an issued
// invoice, its lines, a credit note and a recorded checkout never change; a closed day's payments
// never change; no negative amount; no payment dated before its invoice or its visit; an issued insurance
// receipt and its prints never change. What the product still writes — a draft, an issued invoice's
// standing, a pending card payment leaving a closed day — goes through.
import { randomUUID } from 'node:crypto';
import { apiErrors } from 'shared-domain/platform/errors';
import { describe, expect, it } from 'vitest';
import { moneyRuleRefusal } from '../platform/db/money-rule-refusal';
import { useTestApp } from '../testing/test-app';
import { closeDay, reopenDay } from './cash-closing/closed-day-test-support';

describe('the money rules held by the database', () => {
  const testApp = useTestApp();
  const run = (sql: string, args: (string | number | null)[] = []) => testApp().client.execute({ sql, args });
  const at = '2026-11-18T15:00:00.000Z';

  async function aPatient(): Promise<string> {
    const { rows } = await run('select id from patients limit 1');
    return String(rows[0]?.id);
  }

  /** An invoice of one line, as a draft or issued (the way the code issues: the draft's status changes). */
  async function anInvoice(status: 'draft' | 'unpaid'): Promise<{ invoiceId: string; lineId: string }> {
    const invoiceId = randomUUID();
    const lineId = randomUUID();
    await run(
      `insert into invoices (id, patient_id, total_amount, payment_status, issued_on, due_on, kind, created_at, updated_at)
       values (?, ?, 8000, 'draft', '2026-11-18', '2026-12-18', 'sale', ?, ?)`,
      [invoiceId, await aPatient(), at, at],
    );
    await run(
      `insert into invoice_lines (id, invoice_id, description, service_date, amount) values (?, ?, 'Oreiller', '2026-11-18', 8000)`,
      [lineId, invoiceId],
    );
    if (status === 'unpaid')
      await run(`update invoices set payment_status = 'unpaid', number = ?, issued_at = ? where id = ?`, [
        `T-${invoiceId.slice(0, 8)}`,
        at,
        invoiceId,
      ]);
    return { invoiceId, lineId };
  }

  async function aPayment(businessDate: string, status: 'completed' | 'pending' = 'completed'): Promise<string> {
    const id = randomUUID();
    await run(
      `insert into payment_transactions (id, patient_id, amount, status, tender, business_date, received_at, created_at)
       values (?, ?, 5000, ?, 'cash', ?, ?, ?)`,
      [id, await aPatient(), status, businessDate, `${businessDate}T15:00:00.000Z`, at],
    );
    return id;
  }

  const refusedBy = async (write: Promise<unknown>, rule: RegExp) => {
    const error = await write.then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error, 'the write was refused').toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(rule);
    return error;
  };

  /** Each change, made alone to the row `id` of `table`, is refused by `rule`. */
  async function refusesEachChange(table: string, id: string, changes: string[], rule: RegExp) {
    for (const change of changes) await refusedBy(run(`update ${table} set ${change} where id = ?`, [id]), rule);
  }

  it('refuses any change to an issued invoice but its standing, and its deletion', async () => {
    const { invoiceId } = await anInvoice('unpaid');
    await refusesEachChange(
      'invoices',
      invoiceId,
      [
        'total_amount = 1',
        "issued_on = '2026-01-01'",
        "due_on = '2026-01-01'",
        "number = 'F-99999'",
        "kind = 'visit'",
        "payment_status = 'draft'",
        "notes = 'réécrit'",
        'issued_at = null',
        "issued_at = '2026-01-01T00:00:00.000Z'",
      ],
      /money rule: issued invoice/,
    );
    await refusedBy(run('delete from invoices where id = ?', [invoiceId]), /money rule: issued invoice/);
    // Its standing: what payments and credit notes took off it, the status they give.
    await run(`update invoices set paid_amount = 3000, payment_status = 'partial', updated_at = ? where id = ?`, [at, invoiceId]);
    await run('update invoices set notes = null where id = ?', [invoiceId]);
    const { rows } = await run('select total_amount, paid_amount, payment_status from invoices where id = ?', [invoiceId]);
    expect(rows[0]).toMatchObject({ total_amount: 8000, paid_amount: 3000, payment_status: 'partial' });
  });

  it('refuses a change to an issued invoice’s lines but what credit notes took off them', async () => {
    const { lineId } = await anInvoice('unpaid');
    await refusedBy(run('update invoice_lines set amount = 1 where id = ?', [lineId]), /money rule: issued invoice/);
    await refusedBy(run("update invoice_lines set description = 'autre' where id = ?", [lineId]), /money rule: issued invoice/);
    await refusedBy(run('delete from invoice_lines where id = ?', [lineId]), /money rule: issued invoice/);
    await run('update invoice_lines set credited_amount = 2000 where id = ?', [lineId]);
    await refusedBy(run('update invoice_lines set credited_amount = 9000 where id = ?', [lineId]), /money rule: negative amount/);
  });

  it('leaves a draft and its lines editable and deletable', async () => {
    const { invoiceId, lineId } = await anInvoice('draft');
    await run('update invoice_lines set amount = 6000 where id = ?', [lineId]);
    await run('update invoices set total_amount = 6000, notes = ? where id = ?', ['à revoir', invoiceId]);
    await run('delete from invoice_lines where id = ?', [lineId]);
    await run('delete from invoices where id = ?', [invoiceId]);
    expect((await run('select count(*) as n from invoices where id = ?', [invoiceId])).rows[0]?.n).toBe(0);
  });

  it('refuses any change to a credit note or its lines, and their deletion', async () => {
    const { invoiceId, lineId } = await anInvoice('unpaid');
    const noteId = randomUUID();
    const noteLineId = randomUUID();
    await run(
      `insert into credit_notes (id, number, invoice_id, patient_id, issued_on, amount, reason, created_at)
       values (?, ?, ?, ?, '2026-11-18', 2000, 'Erreur', ?)`,
      [noteId, `NC-${noteId.slice(0, 8)}`, invoiceId, await aPatient(), at],
    );
    await run(
      `insert into credit_note_lines (id, credit_note_id, invoice_line_id, description, amount, tax_code) values (?, ?, ?, 'Oreiller', 2000, 'exempt')`,
      [noteLineId, noteId, lineId],
    );
    await refusedBy(run('update credit_notes set amount = 1 where id = ?', [noteId]), /money rule: credit note/);
    await refusedBy(run("update credit_notes set reason = 'autre' where id = ?", [noteId]), /money rule: credit note/);
    await refusedBy(run('delete from credit_notes where id = ?', [noteId]), /money rule: credit note/);
    await refusedBy(run('update credit_note_lines set amount = 1 where id = ?', [noteLineId]), /money rule: credit note/);
    await refusedBy(run('delete from credit_note_lines where id = ?', [noteLineId]), /money rule: credit note/);
  });

  it('refuses a payment written onto a closed day, a change to one there, and its deletion', async () => {
    const counted = await aPayment('2026-11-10');
    const open = await aPayment('2026-11-12');
    await closeDay(testApp(), '2026-11-10');
    await refusedBy(aPayment('2026-11-10'), /money rule: closed day/);
    await refusesEachChange(
      'payment_transactions',
      counted,
      ['amount = 1', "status = 'voided'", "tender = 'cheque'", "business_date = '2026-11-12'", "received_at = '2026-11-10T16:00:00.000Z'"],
      /money rule: closed day/,
    );
    await refusedBy(run('delete from payment_transactions where id = ?', [counted]), /money rule: closed day/);
    await refusedBy(run("update payment_transactions set business_date = '2026-11-10' where id = ?", [open]), /money rule: closed day/);
    // What later bookkeeping keeps in step: the amount applied and refunded since, the notes.
    await run("update payment_transactions set allocated_amount = 2000, refunded_amount = 1000, notes = 'noté' where id = ?", [counted]);
    await run("update payment_transactions set status = 'voided' where id = ?", [open]);
  });

  it('takes a payment and a correction on a day an admin reopened, and refuses them again once it is closed again', async () => {
    const counted = await aPayment('2026-11-08');
    await closeDay(testApp(), '2026-11-08');
    await refusedBy(aPayment('2026-11-08'), /money rule: closed day/);
    await reopenDay(testApp(), '2026-11-08');
    const late = await aPayment('2026-11-08');
    await run('update payment_transactions set amount = 1999 where id = ?', [counted]);
    await closeDay(testApp(), '2026-11-08');
    await refusedBy(aPayment('2026-11-08'), /money rule: closed day/);
    await refusedBy(run('update payment_transactions set amount = 1 where id = ?', [late]), /money rule: closed day/);
    await refusedBy(run('delete from payment_transactions where id = ?', [counted]), /money rule: closed day/);
  });

  it('lets a pending payment on a closed day leave it for an open day, or fail where it stands, and nothing else', async () => {
    const settling = await aPayment('2026-11-11', 'pending');
    const failing = await aPayment('2026-11-11', 'pending');
    await closeDay(testApp(), '2026-11-11');
    await refusedBy(run("update payment_transactions set status = 'completed' where id = ?", [settling]), /money rule: closed day/);
    await refusedBy(run('update payment_transactions set amount = 1 where id = ?', [failing]), /money rule: closed day/);
    await run(
      "update payment_transactions set status = 'completed', business_date = '2026-11-13', authorized_on = '2026-11-11' where id = ?",
      [settling],
    );
    await run("update payment_transactions set status = 'failed', notes = 'Carte refusée' where id = ?", [failing]);
  });

  it('refuses a negative amount of money', async () => {
    const { invoiceId, lineId } = await anInvoice('draft');
    const payment = await aPayment('2026-11-14');
    await refusedBy(run('update payment_transactions set amount = -1 where id = ?', [payment]), /money rule: negative amount/);
    await refusedBy(run('update payment_transactions set allocated_amount = -1 where id = ?', [payment]), /money rule: negative amount/);
    await refusedBy(run('update invoices set total_amount = -1 where id = ?', [invoiceId]), /money rule: negative amount/);
    await refusedBy(run('update invoice_lines set amount = -1 where id = ?', [lineId]), /money rule: negative amount/);
    await refusedBy(
      run('insert into invoice_payments (transaction_id, invoice_id, amount) values (?, ?, -5)', [payment, invoiceId]),
      /money rule: negative amount/,
    );
  });

  it('refuses any change to a recorded checkout and its deletion; a deleted staff member may leave it', async () => {
    const checkoutId = randomUUID();
    const { rows } = await run('select id from staff_users limit 1');
    await run(
      `insert into checkouts (id, patient_id, idempotency_key, staff_id, audit_event_id, tenders, invoice_ids, applied_cents,
         credit_applied_cents, credit_kept_cents, created_at)
       values (?, ?, ?, ?, ?, '[{"tender":"cash","amountCents":5000}]', '[]', '[]', 0, 5000, ?)`,
      [checkoutId, await aPatient(), randomUUID(), String(rows[0]?.id), randomUUID(), at],
    );
    await refusesEachChange(
      'checkouts',
      checkoutId,
      [
        `tenders = '[{"tender":"cash","amountCents":1}]'`,
        'invoice_ids = \'["x"]\'',
        "applied_cents = '[1]'",
        'credit_applied_cents = 1',
        'credit_kept_cents = 1',
        `idempotency_key = 'autre'`,
        `audit_event_id = 'autre'`,
        `staff_id = '${randomUUID()}'`,
        "created_at = '2026-01-01T00:00:00.000Z'",
        "request_digest = 'autre'",
      ],
      /money rule: checkout/,
    );
    await refusedBy(run('delete from checkouts where id = ?', [checkoutId]), /money rule: checkout/);
    await run('update checkouts set staff_id = null where id = ?', [checkoutId]);
    await refusedBy(run('update checkouts set credit_kept_cents = -1 where id = ?', [checkoutId]), /money rule: checkout/);
    expect(moneyRuleRefusal(await refusedBy(run('delete from checkouts where id = ?', [checkoutId]), /checkout/))).toMatchObject({
      code: 'BILL_001',
      message: expect.stringMatching(/^Un encaissement enregistré/),
    });
  });

  it('refuses a payment recorded for an issued invoice but dated before its issue day or its visit, and takes older money', async () => {
    const patientId = await aPatient();
    const { invoiceId } = await anInvoice('unpaid');
    /** A row of money of `type`, received on `businessDate`, written at `createdAt`. */
    const money = async (businessDate: string, createdAt = at, type: 'payment' | 'deposit' = 'payment') => {
      const id = randomUUID();
      await run(
        `insert into payment_transactions (id, patient_id, transaction_type, amount, status, tender, business_date, received_at, created_at)
         values (?, ?, ?, 3000, 'completed', 'cash', ?, ?, ?)`,
        [id, patientId, type, businessDate, `${businessDate}T15:00:00.000Z`, createdAt],
      );
      return id;
    };
    const pays = (transactionId: string, invoice = invoiceId) =>
      run('insert into invoice_payments (transaction_id, invoice_id, amount) values (?, ?, 1000)', [transactionId, invoice]);

    // Recorded once the invoice was issued (2026-11-18) but dated the day before: refused.
    await refusedBy(pays(await money('2026-11-17')), /money rule: payment before invoice/);
    // Dated its issue day or later: taken.
    await pays(await money('2026-11-18'));
    // Account credit recorded before the invoice existed, and a deposit paid before it: their own day stands.
    await pays(await money('2026-11-13', '2026-11-13T15:00:00.000Z'));
    await pays(await money('2026-11-12', at, 'deposit'));

    // An invoice for a visit of 2026-11-20: nothing recorded for it is dated before the visit.
    const visitId = randomUUID();
    await run(
      `insert into appointments (id, patient_id, name, email, phone, status, scheduled_date, scheduled_time, created_at, updated_at)
       values (?, ?, 'Julie Martin', 'julie@courriel.example', '514-555-0101', 'completed', '2026-11-20', '10:00', ?, ?)`,
      [visitId, patientId, at, at],
    );
    const visitInvoice = await anInvoice('draft');
    await run('update invoices set appointment_id = ? where id = ?', [visitId, visitInvoice.invoiceId]);
    await run(`update invoices set payment_status = 'unpaid', number = ?, issued_at = ? where id = ?`, [
      `V-${visitId.slice(0, 8)}`,
      at,
      visitInvoice.invoiceId,
    ]);
    await refusedBy(pays(await money('2026-11-19'), visitInvoice.invoiceId), /money rule: payment before invoice/);
    await pays(await money('2026-11-20'), visitInvoice.invoiceId);

    // A payment's day moved before its invoice's afterwards: refused the same way.
    const paid = await money('2026-11-19');
    await pays(paid);
    await refusedBy(run("update payment_transactions set business_date = '2026-11-17' where id = ?", [paid]), /payment before invoice/);
    await run("update payment_transactions set business_date = '2026-11-21' where id = ?", [paid]);
    expect(moneyRuleRefusal(await refusedBy(pays(await money('2026-11-16')), /payment before invoice/))).toMatchObject({
      code: 'VAL_001',
      message: 'La date de réception ne peut pas précéder la facture ni sa visite.',
    });
  });

  it('refuses any change to an issued insurance receipt’s number, date or visit, and its deletion or its prints’', async () => {
    const { invoiceId } = await anInvoice('unpaid');
    const patientId = await aPatient();
    const visits = await run('select id from appointments limit 2');
    const [visitId, otherVisitId] = visits.rows.map((row) => String(row.id));
    const receiptId = randomUUID();
    const printId = randomUUID();
    await run(
      `insert into insurance_receipts (id, sequence, number, appointment_id, invoice_id, patient_id, issued_on, created_at)
       values (?, 90001, 'R-90001', ?, ?, ?, '2026-11-18', ?)`,
      [receiptId, visitId!, invoiceId, patientId, at],
    );
    await run(
      `insert into insurance_receipt_prints (id, receipt_id, print_number, printed_on, channel, created_at) values (?, ?, 1, '2026-11-18', 'desk', ?)`,
      [printId, receiptId, at],
    );
    await refusesEachChange(
      'insurance_receipts',
      receiptId,
      [
        "number = 'R-90002'",
        'sequence = 90002',
        "issued_on = '2026-11-19'",
        `appointment_id = '${otherVisitId}'`,
        `invoice_id = '${(await anInvoice('unpaid')).invoiceId}'`,
      ],
      /money rule: insurance receipt/,
    );
    await refusedBy(run('delete from insurance_receipts where id = ?', [receiptId]), /money rule: insurance receipt/);
    await refusesEachChange(
      'insurance_receipt_prints',
      printId,
      ['print_number = 2', "printed_on = '2026-11-19'", "channel = 'portal'"],
      /money rule: insurance receipt/,
    );
    await refusedBy(run('delete from insurance_receipt_prints where id = ?', [printId]), /money rule: insurance receipt/);
    // Two files of one patient merged: the receipt follows her to the file kept.
    const { rows } = await run('select id from patients where id <> ? limit 1', [patientId]);
    await run('update insurance_receipts set patient_id = ? where id = ?', [String(rows[0]?.id), receiptId]);
    const error = await testApp()
      .db.run(`delete from insurance_receipts where id = '${receiptId}'`)
      .catch((thrown: unknown) => thrown);
    expect(moneyRuleRefusal(error)).toMatchObject({ code: 'BILL_001', message: expect.stringMatching(/^Un reçu pour assurance émis/) });
  });

  it('maps each refusal a user could reach to a French 4xx', async () => {
    const { invoiceId } = await anInvoice('unpaid');
    // Through drizzle, as the app writes: the driver's error is its wrapper's cause.
    const error = await testApp()
      .db.run(`delete from invoices where id = '${invoiceId}'`)
      .catch((thrown: unknown) => thrown);
    expect(moneyRuleRefusal(error)).toMatchObject({ code: 'BILL_001', message: expect.stringMatching(/^Cette facture est émise/) });
    expect(apiErrors.BILL_001.status).toBe(409);
    await closeDay(testApp(), '2026-11-09');
    expect(moneyRuleRefusal(await refusedBy(aPayment('2026-11-09'), /closed day/))).toMatchObject({
      code: 'BILL_003',
      message: expect.stringMatching(/^Cette caisse est fermée/),
    });
    expect(moneyRuleRefusal(new Error('another failure'))).toBeUndefined();
  });
});
