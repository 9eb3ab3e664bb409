// The write every new appointment shares (online booking, accepted invitation, accepted
// rebooking): the appointment inserted only if `condition` holds, then its management link and,
// when its e-mail matched no clinic record, a new record linked to it, and the waitlist's open
// offers for its slot closed. Every statement after the
// first writes only if the appointment was: its id is new, so it exists only if the guard passed.
import { randomUUID } from 'node:crypto';
import { eq, exists, type SQL, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { AppDeps } from '../../deps';
import { appointmentLinks, appointments, patients } from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { insertWhere } from '../../platform/db/insert-where';
import { slotTakenStatements } from '../waitlist/slot-taken';
import { type PatientRecordMatch, splitFullName } from './patient-record';

type NewAppointment = typeof appointments.$inferInsert & { id: string };

export function guardedAppointmentStatements(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  write: {
    appointment: NewAppointment;
    condition: SQL | undefined;
    link: typeof appointmentLinks.$inferInsert;
    /** The record the e-mail matched; none makes one from the appointment's name, e-mail and phone. */
    record?: PatientRecordMatch;
  },
): { written: SQL; statements: [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]] } {
  const { appointment } = write;
  const written = exists(deps.db.select({ one: sql`1` }).from(appointments).where(eq(appointments.id, appointment.id)));
  const newPatientId = randomUUID();
  return {
    written,
    statements: [
      deps.db.run(insertWhere(appointments, appointment, write.condition)),
      deps.db.run(insertWhere(appointmentLinks, write.link, written)),
      ...(write.record?.kind === 'none'
        ? [
            deps.db.run(
              insertWhere(
                patients,
                {
                  id: newPatientId,
                  ...splitFullName(appointment.name),
                  email: appointment.email,
                  phone: appointment.phone,
                  status: 'active',
                  ...timestamps(deps.clock),
                },
                written,
              ),
            ),
            deps.db.update(appointments).set({ patientId: newPatientId }).where(eq(appointments.id, appointment.id)),
          ]
        : []),
      // The waitlist's offers for this slot close with it.
      ...(appointment.scheduledDate && appointment.scheduledTime
        ? slotTakenStatements(
            deps,
            // 30: the column's default.
            { date: appointment.scheduledDate, time: appointment.scheduledTime, durationMinutes: appointment.durationMinutes ?? 30 },
            written,
          )
        : []),
    ],
  };
}
