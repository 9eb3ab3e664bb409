// « Arrivé »: the desk checks the patient in, on the visit's own day at the clinic (another day is
// refused: a future visit checked in by mistake would draft its care); the visit's draft invoice is
// made with it, in the same batch, so the checkout finds it ready. Marking it again changes nothing (the first
// arrival time stays, the visit keeps its one draft). A visit with no patient record gets no draft,
// and the answer says so.
import { and, eq, exists, inArray, isNotNull, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { deskMessages } from 'shared-domain/billing/desk-messages';
import { errorCodes } from 'shared-domain/platform/errors';
import { mayMarkArrived, visitTimingMessages } from 'shared-domain/scheduling/visit-timing';
import { clinicNow } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { auditEventInsertWhere } from '../../platform/audit/record-audit-event';
import { appointments } from '../../platform/db/schema';
import { AppError, notFound } from '../../platform/http/app-error';
import { visitDraftStatements, visitInvoiceId } from './visit-drafts';

/** An appointment can be checked in while it is booked or done; not once cancelled or missed. */
const arrivableStatuses = ['pending', 'confirmed', 'completed'] as const;

export const arrivalMessages = {
  notArrivable: 'Ce rendez-vous est annulé ou marqué absent : le patient ne peut pas être marqué arrivé.',
  appointmentNotFound: 'Rendez-vous introuvable',
} as const;

export interface Arrival {
  appointmentId: string;
  arrivedAt: string;
  invoiceId: string | null;
  draftCreated: boolean;
  /** Why no draft was made (a visit not filed under a patient record), in French; null otherwise. */
  notice: string | null;
}

export async function markArrived(deps: Pick<AppDeps, 'db' | 'clock'>, staffId: string, appointmentId: string): Promise<Arrival> {
  const [appointment] = await deps.db
    .select({ status: appointments.status, date: appointments.scheduledDate, time: appointments.scheduledTime })
    .from(appointments)
    .where(eq(appointments.id, appointmentId));
  if (!appointment?.date) throw notFound(arrivalMessages.appointmentNotFound);
  if ((arrivableStatuses as readonly string[]).includes(appointment.status)) {
    const now = await clinicNow(deps);
    if (!mayMarkArrived({ scheduledDate: appointment.date, scheduledTime: appointment.time }, { date: now.today, time: now.time })) {
      throw new AppError(errorCodes.visitNotDue, visitTimingMessages.arrivalNotToday);
    }
  }
  const arrivable = and(
    eq(appointments.id, appointmentId),
    inArray(appointments.status, arrivableStatuses),
    isNotNull(appointments.scheduledDate),
  );
  const stillArrivable = exists(deps.db.select({ one: sql`1` }).from(appointments).where(arrivable));
  const now = deps.clock.now().toISOString();
  const draft = await visitDraftStatements(deps, { appointmentId, kind: 'visit', staffId }, stillArrivable);
  const statements: [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]] = [
    deps.db
      .update(appointments)
      .set({ arrivedAt: sql`coalesce(${appointments.arrivedAt}, ${now})`, updatedAt: now })
      .where(arrivable),
  ];
  statements.unshift(
    auditEventInsertWhere(
      deps,
      {
        actor: { type: 'staff', id: staffId },
        action: 'appointment.status_changed',
        entity: 'appointments',
        entityId: appointmentId,
        details: { from: appointment.status, to: 'arrived' },
      },
      stillArrivable,
    ),
    ...(draft.invoiceId ? draft.statements : []),
  );
  const results = await deps.db.batch(statements);
  if (results.at(-1)?.rowsAffected !== 1) throw new AppError(errorCodes.appointmentChanged, arrivalMessages.notArrivable);
  const [arrived] = await deps.db
    .select({ arrivedAt: appointments.arrivedAt })
    .from(appointments)
    .where(eq(appointments.id, appointmentId));
  const created = draft.invoiceId !== null && (results[1]?.rowsAffected ?? 0) === 1;
  return {
    appointmentId,
    arrivedAt: arrived?.arrivedAt ?? now,
    invoiceId: draft.invoiceId === null ? null : created ? draft.invoiceId : await visitInvoiceId(deps, appointmentId, 'visit'),
    draftCreated: created,
    notice: draft.invoiceId === null && draft.reason === 'no_patient' ? deskMessages.noPatientRecord : null,
  };
}
