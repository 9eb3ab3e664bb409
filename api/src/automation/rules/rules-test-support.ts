// What the rules' tests share: patients, visits, invoices and payments written as the clinic's own
// code leaves them, a rule switched or timed as « Automatisation » saves it, and the e-mails one
// address received. The demo clinic's own records are kept out (no e-mails given in the consent
// ledger, its visits confirmed), so each test counts only what it wrote.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { AutomationRuleKey } from 'shared-domain/automation/automation';
import type { AppointmentStatus } from 'shared-domain/scheduling/appointment-status';
import type { InvoicePaymentStatus } from 'shared-domain/billing/payment-status';
import {
  appointments,
  automationRules,
  emailOutbox,
  invoices,
  patientConsents,
  patients,
  paymentTransactions,
} from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { openMail } from '../../platform/mail/sealed-mail';
import { plantEmailConsent } from '../../testing/email-consent';
import { outboxMails } from '../../testing/outbox';
import type { TestApp } from '../../testing/test-app';

/** The demo's patients and visits out of every rule's way. */
export async function quietDemoClinic(testApp: TestApp) {
  await testApp.db.delete(patientConsents).where(eq(patientConsents.kind, 'email_reminders'));
  await testApp.db.update(appointments).set({ presenceConfirmed: true });
}

const written: string[] = [];

/**
 * Puts every patient a test wrote out of the rules' way: the next test starts clean. Their payments
 * and visits are removed; an issued invoice is never deleted (the database refuses it), so theirs are
 * wholly credited (owed nothing), and the patients stay, without an address to write to.
 */
export async function forgetTestPatients(testApp: TestApp) {
  const ids = written.splice(0);
  if (ids.length === 0) return;
  await testApp.db.delete(paymentTransactions).where(inArray(paymentTransactions.patientId, ids));
  await testApp.db
    .update(invoices)
    .set({ creditedAmount: sql`${invoices.totalAmount}`, paidAmount: 0, paymentStatus: 'credited' })
    .where(and(inArray(invoices.patientId, ids), notInArray(invoices.paymentStatus, ['draft', 'waived'])));
  await testApp.db.delete(invoices).where(and(inArray(invoices.patientId, ids), inArray(invoices.paymentStatus, ['draft', 'waived'])));
  await testApp.db.delete(appointments).where(inArray(appointments.patientId, ids));
  await testApp.db.delete(patientConsents).where(inArray(patientConsents.patientId, ids));
  await testApp.db.update(patients).set({ email: null, status: 'inactive' }).where(inArray(patients.id, ids));
}

/**
 * A patient as the rules meet her: her e-mails given in the consent ledger unless `emailConsent` is
 * false (given, then withdrawn) or null (never asked).
 */
export async function newPatient(
  testApp: TestApp,
  fields: { firstName: string; lastName?: string; email?: string | null; emailConsent?: boolean | null; status?: 'active' | 'inactive' },
) {
  const id = randomUUID();
  written.push(id);
  await testApp.db.insert(patients).values({
    id,
    firstName: fields.firstName,
    lastName: fields.lastName ?? 'Test',
    email: fields.email === undefined ? `${fields.firstName.toLowerCase()}.${id.slice(0, 6)}@courriel.example` : fields.email,
    status: fields.status ?? 'active',
    ...timestamps(testApp.clock),
  });
  if (fields.emailConsent !== null) await plantEmailConsent(testApp, id, { withdrawn: fields.emailConsent === false });
  const [row] = await testApp.db.select({ email: patients.email }).from(patients).where(eq(patients.id, id));
  return { id, email: row?.email ?? '' };
}

export async function visit(
  testApp: TestApp,
  patient: { id: string | null; email: string },
  date: string,
  time: string,
  fields: { status?: AppointmentStatus; presenceConfirmed?: boolean } = {},
) {
  const id = randomUUID();
  await testApp.db.insert(appointments).values({
    id,
    patientId: patient.id,
    name: 'Julie Bouchard',
    email: patient.email,
    phone: '514 555-0100',
    status: fields.status ?? 'confirmed',
    presenceConfirmed: fields.presenceConfirmed ?? false,
    scheduledDate: date,
    scheduledTime: time,
    ...timestamps(testApp.clock),
  });
  return id;
}

export async function invoice(
  testApp: TestApp,
  patientId: string,
  fields: { totalCents: number; issuedOn: string; dueOn: string; status?: InvoicePaymentStatus; number?: string },
) {
  const id = randomUUID();
  await testApp.db.insert(invoices).values({
    id,
    patientId,
    number: fields.number ?? `F-T${id.slice(0, 6)}`,
    totalAmount: fields.totalCents,
    paymentStatus: fields.status ?? 'overdue',
    issuedOn: fields.issuedOn,
    dueOn: fields.dueOn,
    issuedAt: `${fields.issuedOn}T15:00:00.000Z`,
    createdAt: `${fields.issuedOn}T15:00:00.000Z`,
    updatedAt: `${fields.issuedOn}T15:00:00.000Z`,
  });
  return id;
}

export async function payment(
  testApp: TestApp,
  patientId: string,
  fields: { amountCents: number; businessDate: string; type?: 'payment' | 'deposit' | 'refund'; status?: 'completed' | 'voided' },
) {
  await testApp.db.insert(paymentTransactions).values({
    patientId,
    transactionType: fields.type ?? 'payment',
    amount: fields.amountCents,
    status: fields.status ?? 'completed',
    tender: 'cash',
    businessDate: fields.businessDate,
    receivedAt: `${fields.businessDate}T15:00:00.000Z`,
    createdAt: `${fields.businessDate}T15:00:00.000Z`,
  });
}

/** The rule as « Automatisation » leaves it after a save. */
export async function setRule(testApp: TestApp, key: AutomationRuleKey, fields: { enabled: boolean; delay?: number | null }) {
  const values = { enabled: fields.enabled, delay: fields.delay ?? null, updatedAt: testApp.clock.now().toISOString() };
  await testApp.db
    .insert(automationRules)
    .values({ key, ...values })
    .onConflictDoUpdate({ target: automationRules.key, set: values });
}

/** The e-mails queued to `to`, oldest first, opened, with whether each is automatic. */
export async function mailsTo(testApp: TestApp, to: string) {
  const rows = await outboxMails(testApp, eq(emailOutbox.to, to));
  const raw = await testApp.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));
  return rows
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map((row) => {
      const stored = raw.find((candidate) => candidate.id === row.id);
      return { ...row, automatic: stored ? Boolean(openMail(testApp.deps.secrets.encryptionKey, stored)?.automatic) : false };
    });
}
