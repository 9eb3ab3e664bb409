// Printing a visit's insurance receipt, whatever asks for it (the desk's PDF or print page, the
// portal's download, the e-mail): the first print issues the receipt's number, the next of its own
// sequence ('R-00001'), and its date; every print is recorded, and any print after the first is a
// DUPLICATA that keeps the original's number and date and says the day it was reprinted. The
// receipt row, the print and its audit entry are one batch.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { type InsuranceReceipt, insuranceReceipt } from 'shared-domain/billing/insurance-receipt';
import type { AppDeps } from '../../deps';
import { clinicToday } from '../../clinic/public';
import { auditEventInsert } from '../../platform/audit/record-audit-event';
import { type insuranceReceiptChannels, insuranceReceiptPrints, insuranceReceipts } from '../../platform/db/schema';
import type { ClinicLetterhead } from '../documents/letterhead';
import type { ReceiptFacts } from './receipt-facts';

export type ReceiptChannel = (typeof insuranceReceiptChannels)[number];

/** A receipt as printed, with what its PDF needs besides. */
export interface PrintedReceipt {
  receipt: InsuranceReceipt;
  clinic: ClinicLetterhead;
  timeZone: string;
  appointmentId: string;
  patientId: string;
}

function issueStatement(deps: Pick<AppDeps, 'db' | 'clock'>, facts: ReceiptFacts, today: string) {
  const next = sql`coalesce((select max(${insuranceReceipts.sequence}) from ${insuranceReceipts}), 0) + 1`;
  return deps.db.run(sql`
    insert into ${insuranceReceipts} (id, sequence, number, appointment_id, invoice_id, patient_id, issued_on, created_at)
    select ${randomUUID()}, ${next}, 'R-' || printf('%05d', ${next}), ${facts.appointmentId}, ${facts.invoiceId}, ${facts.patientId},
      ${today}, ${deps.clock.now().toISOString()}
    where not exists (select 1 from ${insuranceReceipts} where ${insuranceReceipts.appointmentId} = ${facts.appointmentId})`);
}

function printStatement(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  printId: string,
  facts: ReceiptFacts,
  today: string,
  channel: ReceiptChannel,
  staffId: string | null,
) {
  return deps.db.run(sql`
    insert into ${insuranceReceiptPrints} (id, receipt_id, print_number, printed_on, channel, printed_by, created_at)
    select ${printId}, r.id,
      coalesce((select max(p.print_number) from ${insuranceReceiptPrints} p where p.receipt_id = r.id), 0) + 1,
      ${today}, ${channel}, ${staffId}, ${deps.clock.now().toISOString()}
    from ${insuranceReceipts} r where r.appointment_id = ${facts.appointmentId}`);
}

/** Issues the receipt if it has no number yet, records this print, and gives the receipt as printed. */
export async function printReceipt(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  facts: ReceiptFacts,
  by: { channel: ReceiptChannel; actor: { type: 'staff' | 'patient' | 'system'; id: string | null } },
): Promise<PrintedReceipt> {
  const staffId = by.actor.type === 'staff' ? by.actor.id : null;
  const today = await clinicToday(deps);
  const printId = randomUUID();
  const batch = () =>
    deps.db.batch([
      issueStatement(deps, facts, today),
      printStatement(deps, printId, facts, today, by.channel, staffId),
      auditEventInsert(deps, {
        actor: by.actor,
        action: 'insurance_receipt.printed',
        entity: 'appointments',
        entityId: facts.appointmentId,
        details: { patientId: facts.patientId, appointmentId: facts.appointmentId, channel: by.channel },
      }),
    ]);
  try {
    await batch();
  } catch (error) {
    // Two first prints at once: the second lost the race for the number (or the print's rank) and runs again.
    if (!/UNIQUE/i.test(String((error as { cause?: unknown }).cause ?? error))) throw error;
    await batch();
  }
  const [row] = await deps.db
    .select({ number: insuranceReceipts.number, issuedOn: insuranceReceipts.issuedOn, printNumber: insuranceReceiptPrints.printNumber })
    .from(insuranceReceiptPrints)
    .innerJoin(insuranceReceipts, eq(insuranceReceipts.id, insuranceReceiptPrints.receiptId))
    .where(eq(insuranceReceiptPrints.id, printId));
  if (!row) throw new Error(`The print ${printId} of the visit ${facts.appointmentId} was not recorded`);
  return {
    receipt: insuranceReceipt({
      ...facts.receipt,
      number: row.number,
      issuedOn: row.issuedOn,
      reprintedOn: row.printNumber > 1 ? today : null,
    }),
    clinic: facts.clinic,
    timeZone: facts.timeZone,
    appointmentId: facts.appointmentId,
    patientId: facts.patientId,
  };
}
