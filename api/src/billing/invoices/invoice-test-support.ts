// What the invoice tests share: a patient of their own (so each test reads only its invoices) and
// drafts written as the desk would leave them.
import { randomUUID } from 'node:crypto';
import type { TaxCode } from 'shared-domain/billing/tax-code';
import { invoiceLines, invoices, patients } from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import type { TestApp } from '../../testing/test-app';

let patientCount = 0;

export async function newPatient(testApp: TestApp, fields: { email?: string | null; firstName?: string; lastName?: string } = {}) {
  patientCount += 1;
  const id = randomUUID();
  await testApp.db.insert(patients).values({
    id,
    firstName: fields.firstName ?? 'Patiente',
    lastName: fields.lastName ?? `Facturation ${patientCount}`,
    email: fields.email === undefined ? `facturation${patientCount}.${id.slice(0, 6)}@courriel.example` : fields.email,
    ...timestamps(testApp.clock),
  });
  return id;
}

export interface DraftLine {
  description?: string;
  amountCents: number;
  taxCode?: TaxCode;
}

/** A draft (status 'draft', no number) with its lines, its total their sum. */
export async function newDraft(
  testApp: TestApp,
  patientId: string,
  lines: readonly DraftLine[] = [{ amountCents: 8_500 }],
  fields: Partial<typeof invoices.$inferInsert> = {},
) {
  const id = randomUUID();
  const visitDate = fields.issuedOn ?? '2026-11-18';
  await testApp.db.insert(invoices).values({
    id,
    patientId,
    totalAmount: lines.reduce((sum, line) => sum + line.amountCents, 0),
    paymentStatus: 'draft',
    issuedOn: visitDate,
    dueOn: '2026-12-18',
    kind: 'visit',
    ...timestamps(testApp.clock),
    ...fields,
  });
  if (lines.length > 0) {
    await testApp.db.insert(invoiceLines).values(
      lines.map((line, index) => ({
        invoiceId: id,
        appointmentId: fields.appointmentId ?? null,
        description: line.description ?? `Ligne ${index + 1}`,
        serviceDate: visitDate,
        amount: line.amountCents,
        taxCode: line.taxCode ?? 'exempt',
        lineOrder: index,
      })),
    );
  }
  return id;
}
