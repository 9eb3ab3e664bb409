// The demo clinic's insurance receipts, written once with its desk (`ensureDemoClinic`), so that
// « Assurances » shows each state: the paid visits' receipts issued in the order of their visits
// (one print each, on their visit's day), one of them reprinted since (a DUPLICATA), and the latest
// paid visit's still to issue. Nothing is e-mailed.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { insuranceReceiptNumber } from 'shared-domain/billing/insurance-receipt';
import { addDays, type Clock, clinicDate } from 'shared-domain/platform/clinic-time';
import type { Database } from '../platform/db/client';
import { appointments, insuranceReceiptPrints, insuranceReceipts, invoiceLines, invoices } from '../platform/db/schema';
import { demoSettings } from './demo-clinic';

export async function seedDemoInsuranceReceipts(db: Database, clock: Clock): Promise<void> {
  const now = clock.now().toISOString();
  const today = clinicDate(clock.now(), demoSettings.timeZone);
  const paidVisits = await db
    .select({ appointmentId: appointments.id, invoiceId: invoices.id, patientId: invoices.patientId, date: appointments.scheduledDate })
    .from(invoices)
    .innerJoin(appointments, eq(appointments.id, invoices.appointmentId))
    .where(
      and(
        eq(invoices.kind, 'visit'),
        eq(invoices.paymentStatus, 'paid'),
        eq(appointments.status, 'completed'),
        sql`exists (select 1 from ${invoiceLines} where ${invoiceLines.invoiceId} = ${invoices.id} and ${isNull(invoiceLines.productId)})`,
      ),
    )
    .orderBy(asc(appointments.scheduledDate), asc(appointments.scheduledTime));
  // The latest stays to issue: its number comes at its first print.
  const issued = paidVisits.slice(0, -1);
  if (issued.length === 0) return;
  const statements: BatchItem<'sqlite'>[] = [];
  issued.forEach((visit, index) => {
    const receiptId = randomUUID();
    const issuedOn = visit.date ?? today;
    statements.push(
      db.insert(insuranceReceipts).values({
        id: receiptId,
        sequence: index + 1,
        number: insuranceReceiptNumber(index + 1),
        appointmentId: visit.appointmentId,
        invoiceId: visit.invoiceId,
        patientId: visit.patientId,
        issuedOn,
        createdAt: now,
      }),
      db.insert(insuranceReceiptPrints).values({ receiptId, printNumber: 1, printedOn: issuedOn, channel: 'desk', createdAt: now }),
    );
    // The most recent issued one was printed again yesterday: the list says « Duplicata ».
    if (index === issued.length - 1) {
      statements.push(
        db
          .insert(insuranceReceiptPrints)
          .values({ receiptId, printNumber: 2, printedOn: addDays(today, -1), channel: 'desk', createdAt: now }),
      );
    }
  });
  await db.batch(statements as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]);
}
