// The rows behind a figure, whatever it counts: visits (date, time, who, the service, status and
// how it was booked), patients (their first visit that took place), money (a payment or refund, an
// invoice or credit note, read by the period as their figure sums them) or waitlist entries. Read
// by ids, a few hundred at a time, in date order.
import { and, asc, between, eq, inArray } from 'drizzle-orm';
import type { DateRange } from 'shared-domain/analytics/analysis-period';
import type { FigureListKind } from 'shared-domain/analytics/clinic-figures';
import { channelOf } from 'shared-domain/analytics/clinic-figures';
import type { FigureListRow } from 'shared-domain/analytics/figure-list';
import { bookingChannelLabels } from 'shared-domain/analytics/figure-text';
import { appointmentStatusLabel } from 'shared-domain/scheduling/appointment-status';
import type { AppDeps } from '../../deps';
import { collectedWithin, issued as issuedInvoice } from './clinic-facts';
import {
  appointments,
  creditNotes,
  invoices,
  patients,
  paymentTransactions,
  serviceTypes,
  waitlistEntries,
} from '../../platform/db/schema';

const chunkSize = 500;

async function inChunks<T>(ids: readonly string[], read: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const rows: T[] = [];
  for (let start = 0; start < ids.length; start += chunkSize) rows.push(...(await read(ids.slice(start, start + chunkSize))));
  return rows;
}

const fullName = (row: { firstName: string | null; lastName: string | null }) => `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim();

const transactionLabels = { payment: 'Paiement', deposit: 'Dépôt', refund: 'Remboursement', adjustment: 'Ajustement' } as const;

async function visitRows(db: AppDeps['db'], ids: string[]): Promise<FigureListRow[]> {
  const rows = await db
    .select({
      id: appointments.id,
      date: appointments.scheduledDate,
      time: appointments.scheduledTime,
      patientId: appointments.patientId,
      name: appointments.name,
      status: appointments.status,
      source: appointments.bookingSource,
      service: serviceTypes.name,
    })
    .from(appointments)
    .leftJoin(serviceTypes, eq(serviceTypes.id, appointments.serviceTypeId))
    .where(inArray(appointments.id, ids));
  return rows.map((row) => ({
    id: row.id,
    date: row.date,
    time: row.time,
    patientId: row.patientId,
    name: row.name,
    detail: [row.service, appointmentStatusLabel(row.status), bookingChannelLabels[channelOf(row.source)]].filter(Boolean).join(' · '),
    amountCents: null,
  }));
}

async function patientRows(db: AppDeps['db'], ids: string[], firstVisitOn: ReadonlyMap<string, string>): Promise<FigureListRow[]> {
  const rows = await db
    .select({ id: patients.id, firstName: patients.firstName, lastName: patients.lastName })
    .from(patients)
    .where(inArray(patients.id, ids));
  return rows.map((row) => ({
    id: row.id,
    date: firstVisitOn.get(row.id) ?? null,
    time: null,
    patientId: row.id,
    name: fullName(row),
    detail: 'Date : première visite',
    amountCents: null,
  }));
}

async function collectedRows(db: AppDeps['db'], period: DateRange): Promise<FigureListRow[]> {
  const rows = await db
    .select({
      id: paymentTransactions.id,
      date: paymentTransactions.businessDate,
      patientId: paymentTransactions.patientId,
      firstName: patients.firstName,
      lastName: patients.lastName,
      type: paymentTransactions.transactionType,
      amount: paymentTransactions.amount,
    })
    .from(paymentTransactions)
    .leftJoin(patients, eq(patients.id, paymentTransactions.patientId))
    .where(collectedWithin(period));
  return rows.map((row) => ({
    id: row.id,
    date: row.date,
    time: null,
    patientId: row.patientId,
    name: fullName(row),
    detail: transactionLabels[row.type],
    amountCents: row.type === 'refund' ? -row.amount : row.amount,
  }));
}

async function invoicedRows(db: AppDeps['db'], period: DateRange): Promise<FigureListRow[]> {
  const issued = await db
    .select({
      id: invoices.id,
      date: invoices.issuedOn,
      patientId: invoices.patientId,
      number: invoices.number,
      amount: invoices.totalAmount,
    })
    .from(invoices)
    .where(and(between(invoices.issuedOn, period.from, period.to), issuedInvoice));
  const credited = await db
    .select({
      id: creditNotes.id,
      date: creditNotes.issuedOn,
      patientId: creditNotes.patientId,
      number: creditNotes.number,
      amount: creditNotes.amount,
    })
    .from(creditNotes)
    .where(between(creditNotes.issuedOn, period.from, period.to));
  const names = await patientNames(db, [...new Set([...issued, ...credited].map((row) => row.patientId))]);
  return [
    ...issued.map((row) => ({ ...row, detail: `Facture ${row.number ?? ''}`.trim(), amountCents: row.amount })),
    ...credited.map((row) => ({ ...row, detail: `Note de crédit ${row.number}`, amountCents: -row.amount })),
  ].map(({ id, date, patientId, detail, amountCents }) => ({
    id,
    date,
    time: null,
    patientId,
    name: names.get(patientId) ?? '',
    detail,
    amountCents,
  }));
}

async function patientNames(db: AppDeps['db'], ids: string[]): Promise<Map<string, string>> {
  const rows = await inChunks(ids, (chunk) =>
    db
      .select({ id: patients.id, firstName: patients.firstName, lastName: patients.lastName })
      .from(patients)
      .where(inArray(patients.id, chunk)),
  );
  return new Map(rows.map((row) => [row.id, fullName(row)]));
}

async function waitlistRows(db: AppDeps['db'], ids: string[], timeZone: string): Promise<FigureListRow[]> {
  const rows = await db
    .select({
      id: waitlistEntries.id,
      createdAt: waitlistEntries.createdAt,
      name: waitlistEntries.fullName,
      days: waitlistEntries.preferredDays,
      times: waitlistEntries.preferredTimes,
    })
    .from(waitlistEntries)
    .where(inArray(waitlistEntries.id, ids))
    .orderBy(asc(waitlistEntries.createdAt));
  const day = new Intl.DateTimeFormat('en-CA', { timeZone });
  return rows.map((row) => ({
    id: row.id,
    date: day.format(new Date(row.createdAt)),
    time: null,
    patientId: null,
    name: row.name,
    detail: [row.days.join(', '), row.times.join(', ')].filter(Boolean).join(' · ') || 'Sans préférence',
    amountCents: null,
  }));
}

const byDate = (a: FigureListRow, b: FigureListRow) =>
  `${a.date ?? ''} ${a.time ?? ''} ${a.name}`.localeCompare(`${b.date ?? ''} ${b.time ?? ''} ${b.name}`);

export async function figureListRows(
  deps: Pick<AppDeps, 'db'>,
  list: { kind: FigureListKind; ids: readonly string[] },
  context: { firstVisitOn: ReadonlyMap<string, string>; timeZone: string; period: DateRange },
): Promise<FigureListRow[]> {
  // Money is listed by its period, as its figure sums it.
  if (list.kind === 'collected') return (await collectedRows(deps.db, context.period)).sort(byDate);
  if (list.kind === 'invoiced') return (await invoicedRows(deps.db, context.period)).sort(byDate);
  const read = (chunk: string[]): Promise<FigureListRow[]> => {
    switch (list.kind) {
      case 'visits':
        return visitRows(deps.db, chunk);
      case 'patients':
        return patientRows(deps.db, chunk, context.firstVisitOn);
      default:
        return waitlistRows(deps.db, chunk, context.timeZone);
    }
  };
  return (await inChunks(list.ids, read)).sort(byDate);
}
