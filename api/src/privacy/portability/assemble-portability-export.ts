// The portability export of one patient: the information collected from her, read from
// the tables that hold what she gave, field by field as shared-domain/privacy/privacy-portability declares
// them. Each read names its columns: a column the clinic writes about her (the file's notes, a
// visit's staff notes, a no-show count, an outcome's score, a note's assessment) is never selected,
// so it cannot reach the JSON, the CSV or the PDF; nor is a saved card's gateway token.
import { and, asc, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import { appointmentStatusLabel } from 'shared-domain/scheduling/appointment-status';
import type { BookingSource } from 'shared-domain/scheduling/booking-source';
import { patientSexLabels } from 'shared-domain/clinical/clinical-record';
import { invoiceNumber } from 'shared-domain/billing/invoice';
import { type QuestionnaireAnswers, questionnaireDefinitions } from 'shared-domain/clinical/outcome-measures';
import type { InvoicePaymentStatus } from 'shared-domain/billing/payment-status';
import { transactionStatusLabel } from 'shared-domain/billing/payment-transaction';
import {
  consentChannelLabels,
  consentKindLabels,
  privacyRequestChannelLabels,
  privacyRequestKindLabels,
  privacyRequestStatusLabels,
} from 'shared-domain/privacy/privacy';
import {
  type PortabilityEntry,
  type PortabilityExport,
  portabilityFormat,
  portabilityFormatVersion,
} from 'shared-domain/privacy/privacy-portability';
import { tenderLabel } from 'shared-domain/billing/tender';
import type { AppDeps } from '../../deps';
import { loadClinicSettings } from '../../clinic/public';
import {
  appointments,
  invoiceLines,
  invoices,
  outcomeMeasures,
  patientAccounts,
  patientConsents,
  patients,
  paymentMethods,
  paymentTransactions,
  privacyRequests,
  serviceTypes,
  waitlistEntries,
} from '../../platform/db/schema';
import { notFound } from '../../platform/http/app-error';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'secrets'>;
type Db = AppDeps['db'];

/**
 * Her signed intake forms, read by the clinical context (which owns them and their key) and handed
 * in by the surfaces: privacy never reads the clinical record itself.
 */
export type SignedIntakesReader = (deps: Deps, patientId: string) => Promise<readonly PortabilityEntry<'intakes'>[]>;

/** Where she typed the visit's notes herself; a visit the clinic booked holds the clinic's notes. */
const bookedByHer: readonly BookingSource[] = ['site', 'online', 'waitlist', 'rebooking', 'portal'];
/** Never handed to the patient: drafts (not issued), waived fees, void invoices (as the portal's Documents tab). */
const notHerInvoices: InvoicePaymentStatus[] = ['draft', 'waived', 'void'];

const transactionTypeLabels = { payment: 'Paiement', deposit: 'Dépôt', refund: 'Remboursement', adjustment: 'Ajustement' } as const;

async function readPerson(db: Db, patientId: string) {
  const [row] = await db
    .select({
      firstName: patients.firstName,
      lastName: patients.lastName,
      nameAtBirth: patients.nameAtBirth,
      dateOfBirth: patients.dateOfBirth,
      sex: patients.sex,
      email: patients.email,
      phone: patients.phone,
      otherPhone: patients.otherPhone,
      address: patients.address,
      consultationReason: patients.consultationReason,
      portalEmail: patientAccounts.email,
    })
    .from(patients)
    .leftJoin(patientAccounts, eq(patientAccounts.patientId, patients.id))
    .where(eq(patients.id, patientId));
  if (!row) throw notFound();
  return { ...row, sex: row.sex ? patientSexLabels[row.sex] : null } satisfies PortabilityEntry<'person'>;
}

async function readAppointments(db: Db, patientId: string): Promise<PortabilityEntry<'appointments'>[]> {
  const rows = await db
    .select({
      date: appointments.scheduledDate,
      time: appointments.scheduledTime,
      service: serviceTypes.name,
      status: appointments.status,
      reason: appointments.reason,
      notes: appointments.notes,
      bookingSource: appointments.bookingSource,
      requestedAt: appointments.createdAt,
    })
    .from(appointments)
    .leftJoin(serviceTypes, eq(serviceTypes.id, appointments.serviceTypeId))
    .where(eq(appointments.patientId, patientId))
    .orderBy(
      sql`${appointments.scheduledDate} is null`,
      asc(appointments.scheduledDate),
      asc(appointments.scheduledTime),
      asc(appointments.createdAt),
    );
  return rows.map(({ bookingSource, ...row }) => ({
    ...row,
    status: appointmentStatusLabel(row.status),
    notes: bookedByHer.includes(bookingSource) ? row.notes : null,
  }));
}

/** Each answer she gave, as the question and the choice she read; never the score the clinic computes from them. */
async function readQuestionnaireAnswers(db: Db, patientId: string): Promise<PortabilityEntry<'questionnaireAnswers'>[]> {
  const rows = await db
    .select({ questionnaire: outcomeMeasures.questionnaire, answers: outcomeMeasures.answers, recordedOn: outcomeMeasures.recordedOn })
    .from(outcomeMeasures)
    .where(eq(outcomeMeasures.patientId, patientId))
    .orderBy(asc(outcomeMeasures.recordedOn), asc(outcomeMeasures.createdAt));
  return rows.flatMap((row) => {
    const definition = questionnaireDefinitions[row.questionnaire];
    const answers = JSON.parse(row.answers) as QuestionnaireAnswers;
    return definition.items.flatMap((item) => {
      const value = answers[item.id];
      if (value === undefined || value === null) return [];
      const option = item.options.find((candidate) => candidate.value === value);
      return [{ questionnaire: definition.name, answeredOn: row.recordedOn, question: item.text, answer: option?.label ?? String(value) }];
    });
  });
}

/** Her consents: those given under her record, and those given before she had one under her e-mail. */
async function readConsents(db: Db, patientId: string, emails: string[]): Promise<PortabilityEntry<'consents'>[]> {
  const byEmail =
    emails.length > 0 ? and(isNull(patientConsents.patientId), inArray(sql`lower(${patientConsents.email})`, emails)) : undefined;
  const rows = await db
    .select({
      kind: patientConsents.kind,
      version: patientConsents.version,
      channel: patientConsents.channel,
      givenAt: patientConsents.givenAt,
      withdrawnAt: patientConsents.withdrawnAt,
      withdrawnChannel: patientConsents.withdrawnChannel,
    })
    .from(patientConsents)
    .where(byEmail ? or(eq(patientConsents.patientId, patientId), byEmail) : eq(patientConsents.patientId, patientId))
    .orderBy(asc(patientConsents.givenAt), asc(patientConsents.id));
  return rows.map((row) => ({
    kind: consentKindLabels[row.kind],
    version: String(row.version),
    channel: consentChannelLabels[row.channel],
    givenAt: row.givenAt,
    withdrawnAt: row.withdrawnAt,
    withdrawnChannel: row.withdrawnChannel ? consentChannelLabels[row.withdrawnChannel] : null,
  }));
}

async function readRequests(db: Db, patientId: string): Promise<PortabilityEntry<'requests'>[]> {
  const rows = await db
    .select({
      reference: privacyRequests.reference,
      kind: privacyRequests.kind,
      channel: privacyRequests.channel,
      receivedOn: privacyRequests.receivedOn,
      details: privacyRequests.details,
      status: privacyRequests.status,
      answeredOn: privacyRequests.answeredOn,
      answer: privacyRequests.answer,
    })
    .from(privacyRequests)
    .where(eq(privacyRequests.patientId, patientId))
    .orderBy(asc(privacyRequests.receivedOn), asc(privacyRequests.reference));
  return rows.map((row) => ({
    ...row,
    kind: privacyRequestKindLabels[row.kind],
    channel: privacyRequestChannelLabels[row.channel],
    status: privacyRequestStatusLabels[row.status],
  }));
}

/** The waitlist knows people by the e-mail they gave (no record is made for a sign-up). */
async function readWaitlist(db: Db, emails: string[]): Promise<PortabilityEntry<'waitlist'>[]> {
  if (emails.length === 0) return [];
  const rows = await db
    .select({
      signedUpAt: waitlistEntries.createdAt,
      fullName: waitlistEntries.fullName,
      email: waitlistEntries.email,
      phone: waitlistEntries.phone,
      preferredDays: waitlistEntries.preferredDays,
      preferredTimes: waitlistEntries.preferredTimes,
      notes: waitlistEntries.notes,
      contactConsentAt: waitlistEntries.contactConsentAt,
    })
    .from(waitlistEntries)
    .where(inArray(sql`lower(${waitlistEntries.email})`, emails))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
  return rows;
}

async function readInvoices(db: Db, patientId: string): Promise<PortabilityEntry<'invoices'>[]> {
  const rows = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      issuedOn: invoices.issuedOn,
      totalCents: invoices.totalAmount,
      creditedCents: invoices.creditedAmount,
      paidCents: invoices.paidAmount,
    })
    .from(invoices)
    .where(and(eq(invoices.patientId, patientId), notInArray(invoices.paymentStatus, notHerInvoices)))
    .orderBy(asc(invoices.issuedOn), asc(invoices.number));
  if (rows.length === 0) return [];
  const lines = await db
    .select({ invoiceId: invoiceLines.invoiceId, description: invoiceLines.description, quantity: invoiceLines.quantity })
    .from(invoiceLines)
    .where(
      inArray(
        invoiceLines.invoiceId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(invoiceLines.lineOrder), asc(invoiceLines.id));
  return rows.map(({ id, ...row }) => ({
    ...row,
    // Invoices issued before the clinic's numbering print the number derived from their id, as on their PDF.
    number: row.number ?? invoiceNumber(id),
    items: lines
      .filter((line) => line.invoiceId === id)
      .map((line) => (line.quantity > 1 ? `${line.description} × ${line.quantity}` : line.description)),
  }));
}

async function readPayments(db: Db, patientId: string): Promise<PortabilityEntry<'payments'>[]> {
  const rows = await db
    .select({
      receivedAt: sql<string>`coalesce(${paymentTransactions.receivedAt}, ${paymentTransactions.createdAt})`,
      type: paymentTransactions.transactionType,
      amountCents: paymentTransactions.amount,
      tender: paymentTransactions.tender,
      status: paymentTransactions.status,
      description: paymentTransactions.description,
    })
    .from(paymentTransactions)
    .where(eq(paymentTransactions.patientId, patientId))
    .orderBy(asc(sql`coalesce(${paymentTransactions.receivedAt}, ${paymentTransactions.createdAt})`), asc(paymentTransactions.id));
  return rows.map((row) => ({
    ...row,
    type: transactionTypeLabels[row.type],
    tender: row.tender ? tenderLabel(row.tender) : null,
    status: transactionStatusLabel(row.status),
  }));
}

/** The cards she saved: what she typed (holder, nickname, billing address) and what the card shows; never the gateway's token. */
async function readSavedCards(db: Db, patientId: string): Promise<PortabilityEntry<'savedCards'>[]> {
  const rows = await db
    .select({
      cardholderName: paymentMethods.cardholderName,
      nickname: paymentMethods.cardNickname,
      brand: paymentMethods.cardBrand,
      lastFourDigits: paymentMethods.lastFourDigits,
      expiryMonth: paymentMethods.expiryMonth,
      expiryYear: paymentMethods.expiryYear,
      line1: paymentMethods.billingAddressLine1,
      line2: paymentMethods.billingAddressLine2,
      city: paymentMethods.billingCity,
      province: paymentMethods.billingProvince,
      postalCode: paymentMethods.billingPostalCode,
      country: paymentMethods.billingCountry,
      savedAt: paymentMethods.createdAt,
      isActive: paymentMethods.isActive,
    })
    .from(paymentMethods)
    .where(eq(paymentMethods.patientId, patientId))
    .orderBy(asc(paymentMethods.createdAt), asc(paymentMethods.id));
  return rows.map((row) => ({
    cardholderName: row.cardholderName,
    nickname: row.nickname,
    brand: row.brand,
    lastFourDigits: row.lastFourDigits,
    expiry: `${String(row.expiryMonth).padStart(2, '0')}/${row.expiryYear}`,
    billingAddress: [row.line1, row.line2, `${row.city} (${row.province}) ${row.postalCode}`, row.country].filter(Boolean).join(', '),
    savedAt: row.savedAt,
    // A card taken off the portal is kept for the payments made with it.
    state: row.isActive ? 'Enregistrée' : 'Retirée du portail',
  }));
}

/** Everything collected from the patient `patientId`, as the JSON export (404 for an unknown record). */
export async function assemblePortabilityExport(
  deps: Deps,
  patientId: string,
  signedIntakes: SignedIntakesReader,
): Promise<PortabilityExport> {
  const person = await readPerson(deps.db, patientId);
  const emails = [...new Set([person.email, person.portalEmail].flatMap((email) => (email ? [email.trim().toLowerCase()] : [])))];
  const settings = await loadClinicSettings(deps.db);
  const [appointmentEntries, questionnaireAnswers, intakes, consents, requests, waitlist, invoiceEntries, payments, savedCards] =
    await Promise.all([
      readAppointments(deps.db, patientId),
      readQuestionnaireAnswers(deps.db, patientId),
      signedIntakes(deps, patientId),
      readConsents(deps.db, patientId, emails),
      readRequests(deps.db, patientId),
      readWaitlist(deps.db, emails),
      readInvoices(deps.db, patientId),
      readPayments(deps.db, patientId),
      readSavedCards(deps.db, patientId),
    ]);
  return {
    format: portabilityFormat,
    version: portabilityFormatVersion,
    generatedAt: deps.clock.now().toISOString(),
    clinic: { name: settings.clinicName, timeZone: settings.timeZone },
    person,
    appointments: appointmentEntries,
    questionnaireAnswers,
    intakes,
    consents,
    requests,
    waitlist,
    invoices: invoiceEntries,
    payments,
    savedCards,
  };
}
