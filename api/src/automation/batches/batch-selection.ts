// What a batch works on (« Opérations groupées »): the appointments of a day, of a range
// of days or chosen one by one, still pending or confirmed (and still ahead, for a cancellation or
// a move), with what their e-mails and the report need. The selection's fingerprint (its token)
// is what a run compares with its dry run's: an appointment added, moved, changed or cancelled
// since makes the run a refusal, never a surprise.
import { createHash } from 'node:crypto';
import { and, asc, eq, gte, inArray, isNotNull, lte } from 'drizzle-orm';
import { automationMessages, type BatchSelection, batchLimits } from 'shared-domain/automation/automation';
import { slotHoldingStatuses } from 'shared-domain/scheduling/availability';
import { addDays, clinicInstant } from 'shared-domain/platform/clinic-time';
import type { AppDeps } from '../../deps';
import { appointments, patients, serviceTypes } from '../../platform/db/schema';
import { fieldRefusal } from '../../platform/http/app-error';
import { emailsConsented } from '../../privacy/public';

/** The longest range a batch covers, in days (a month of sick leave, a holiday season). */
export const maxRangeDays = 31;

export const selectionMessages = {
  rangeOrder: 'La date de fin doit suivre la date de début.',
  rangeTooLong: `Une plage couvre au plus ${maxRangeDays} jours.`,
} as const;

export interface SelectedAppointment {
  id: string;
  patientId: string | null;
  name: string;
  email: string;
  status: 'pending' | 'confirmed';
  scheduledDate: string;
  scheduledTime: string;
  durationMinutes: number;
  serviceTypeId: string | null;
  serviceName: string | null;
  priceCents: number | null;
  depositCents: number;
  presenceConfirmed: boolean;
  reminderSentAt: string | null;
  createdAt: string;
  updatedAt: string;
}

const columns = {
  id: appointments.id,
  patientId: appointments.patientId,
  name: appointments.name,
  email: appointments.email,
  status: appointments.status,
  scheduledDate: appointments.scheduledDate,
  scheduledTime: appointments.scheduledTime,
  durationMinutes: appointments.durationMinutes,
  serviceTypeId: appointments.serviceTypeId,
  serviceName: serviceTypes.name,
  price: serviceTypes.price,
  depositAmount: appointments.depositAmount,
  requiresDeposit: serviceTypes.requiresDeposit,
  serviceDeposit: serviceTypes.depositAmount,
  presenceConfirmed: appointments.presenceConfirmed,
  reminderSentAt: appointments.reminderSentAt,
  createdAt: appointments.createdAt,
  updatedAt: appointments.updatedAt,
};

function daysOf(selection: BatchSelection): { from: string; to: string } | undefined {
  if (selection.type === 'day') return { from: selection.date, to: selection.date };
  if (selection.type === 'range') {
    if (selection.to < selection.from) throw fieldRefusal('selection', selectionMessages.rangeOrder);
    if (addDays(selection.from, maxRangeDays - 1) < selection.to) throw fieldRefusal('selection', selectionMessages.rangeTooLong);
    return { from: selection.from, to: selection.to };
  }
  return undefined;
}

/**
 * The pending and confirmed appointments the selection names, by date and time; with `futureOnly`,
 * those not yet started. More than `batchLimits.maxItems` is a refusal (422).
 */
export async function selectAppointments(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  selection: BatchSelection,
  options: { futureOnly: boolean; timeZone: string },
): Promise<SelectedAppointment[]> {
  // Patients are a message's selection (planMessage reads them with `selectPatients`).
  if (selection.type === 'patients') throw fieldRefusal('selection', automationMessages.appointmentsOnly);
  const days = daysOf(selection);
  const rows = await deps.db
    .select(columns)
    .from(appointments)
    .leftJoin(serviceTypes, eq(serviceTypes.id, appointments.serviceTypeId))
    .where(
      and(
        inArray(appointments.status, [...slotHoldingStatuses]),
        isNotNull(appointments.scheduledDate),
        isNotNull(appointments.scheduledTime),
        days ? and(gte(appointments.scheduledDate, days.from), lte(appointments.scheduledDate, days.to)) : undefined,
        selection.type === 'appointments' ? inArray(appointments.id, selection.appointmentIds) : undefined,
      ),
    )
    .orderBy(asc(appointments.scheduledDate), asc(appointments.scheduledTime), asc(appointments.id));
  const now = deps.clock.now();
  const selected = rows
    .map(
      (row): SelectedAppointment => ({
        id: row.id,
        patientId: row.patientId,
        name: row.name,
        email: row.email,
        status: row.status as SelectedAppointment['status'],
        scheduledDate: row.scheduledDate ?? '',
        scheduledTime: row.scheduledTime ?? '',
        durationMinutes: row.durationMinutes,
        serviceTypeId: row.serviceTypeId,
        serviceName: row.serviceName,
        priceCents: row.price,
        // The amount recorded on the booking, else what its service asks (as the single e-mails say it).
        depositCents: row.depositAmount > 0 ? row.depositAmount : row.requiresDeposit ? (row.serviceDeposit ?? 0) : 0,
        presenceConfirmed: row.presenceConfirmed,
        reminderSentAt: row.reminderSentAt,
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
      }),
    )
    .filter((row) => !options.futureOnly || clinicInstant(row.scheduledDate, row.scheduledTime, options.timeZone) > now);
  if (selected.length > batchLimits.maxItems) throw fieldRefusal('selection', automationMessages.batchTooLarge(batchLimits.maxItems));
  return selected;
}

export interface SelectedPatient {
  id: string;
  name: string;
  email: string | null;
  /** False unless the consent ledger gives the patient's e-mails: left out of a message, said so. */
  emailConsent: boolean;
  updatedAt: string;
}

/**
 * The patients a message selected by patients writes to (« a filter of … patients »): the
 * active ones or all of them (never a record merged into another), seen since a day when given, by
 * name. More than `batchLimits.maxItems` is a refusal (422).
 */
export async function selectPatients(
  deps: Pick<AppDeps, 'db'>,
  selection: Extract<BatchSelection, { type: 'patients' }>,
): Promise<SelectedPatient[]> {
  const rows = await deps.db
    .select({
      id: patients.id,
      firstName: patients.firstName,
      lastName: patients.lastName,
      email: patients.email,
      emailConsent: patients.emailConsent,
      updatedAt: patients.updatedAt,
    })
    .from(patients)
    .where(
      and(
        selection.status === 'active' ? eq(patients.status, 'active') : undefined,
        selection.lastVisitSince ? gte(patients.lastVisit, selection.lastVisitSince) : undefined,
      ),
    )
    .orderBy(asc(patients.lastName), asc(patients.firstName), asc(patients.id))
    .limit(batchLimits.maxItems + 1);
  if (rows.length > batchLimits.maxItems) throw fieldRefusal('selection', automationMessages.batchTooLarge(batchLimits.maxItems));
  return rows.map((row) => ({
    id: row.id,
    name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email?.trim() ? row.email : null,
    emailConsent: emailsConsented(row.emailConsent),
    updatedAt: row.updatedAt,
  }));
}

/** What of a patient a message's token covers. */
export function patientFingerprint(row: SelectedPatient): unknown[] {
  return [row.id, row.email, row.emailConsent, row.updatedAt];
}

/**
 * The fingerprint of what a dry run saw: every row that decides what the run does (each selected
 * appointment as it stands, and whatever else the kind reads, e.g. the target day of a move).
 */
export function selectionToken(kind: string, parts: readonly unknown[]): string {
  return createHash('sha256')
    .update(JSON.stringify([kind, ...parts]))
    .digest('base64url')
    .slice(0, 43);
}

/** What of an appointment its token covers: a change to any of it since the dry run changes the token. */
export function appointmentFingerprint(row: SelectedAppointment): unknown[] {
  return [row.id, row.status, row.scheduledDate, row.scheduledTime, row.durationMinutes, row.email, row.updatedAt];
}
