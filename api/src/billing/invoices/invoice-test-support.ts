// What the invoice tests share: a patient of their own (so each test reads only its invoices) and
// drafts written as the desk would leave them.
import { randomUUID } from 'node:crypto';
import type { TaxCode } from 'shared-domain/billing/tax-code';
import { eq } from 'drizzle-orm';
import { appointments, invoiceLines, invoices, patients, serviceTypes } from '../../platform/db/schema';
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

let visitCount = 0;

/**
 * A visit that took place on `date` and its care invoice, issued and owed (« a paid visit » once a
 * checkout pays it): the first follow-up service of the demo clinic, 85,00 $ exempt unless told.
 */
export async function issuedVisitInvoice(testApp: TestApp, patientId: string, options: { date?: string; amountCents?: number } = {}) {
  visitCount += 1;
  const date = options.date ?? '2026-11-16';
  const amount = options.amountCents ?? 8_500;
  const [care] = await testApp.db
    .select({ id: serviceTypes.id, name: serviceTypes.name })
    .from(serviceTypes)
    .where(eq(serviceTypes.visitKind, 'follow_up'))
    .limit(1);
  if (!care) throw new Error('the test clinic has no follow-up service');
  const appointmentId = randomUUID();
  await testApp.db.insert(appointments).values({
    id: appointmentId,
    patientId,
    serviceTypeId: care.id,
    name: 'Patiente',
    email: 'patiente@courriel.example',
    phone: '514 555-0111',
    status: 'completed',
    scheduledDate: date,
    scheduledTime: '10:00',
    durationMinutes: 30,
    ...timestamps(testApp.clock),
  });
  const invoiceId = randomUUID();
  await testApp.db.insert(invoices).values({
    id: invoiceId,
    patientId,
    appointmentId,
    kind: 'visit',
    totalAmount: amount,
    paymentStatus: 'unpaid',
    issuedOn: date,
    dueOn: date,
    number: `V-${String(visitCount).padStart(5, '0')}-${invoiceId.slice(0, 4)}`,
    issuedAt: testApp.clock.now().toISOString(),
    ...timestamps(testApp.clock),
  });
  await testApp.db.insert(invoiceLines).values({
    invoiceId,
    appointmentId,
    description: care.name,
    serviceDate: date,
    amount,
    taxCode: 'exempt',
    lineOrder: 0,
  });
  return { invoiceId, appointmentId, totalCents: amount, service: care.name };
}
