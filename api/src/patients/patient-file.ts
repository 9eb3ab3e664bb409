// A patient's file: the record, the visits to come and the latest 20 others (past ones,
// and any cancelled or closed whatever its date), each as every back-office screen shows one.
import { and, asc, desc, eq, isNotNull, not } from 'drizzle-orm';
import { patientMessages } from 'shared-domain/patients/patient';
import { adminAppointmentColumns, adminAppointmentJoin, describeAdminAppointment } from '../scheduling/public';
import type { AppDeps } from '../deps';
import { appointments, patients, serviceTypes } from '../platform/db/schema';
import { notFound } from '../platform/http/app-error';
import { clinicNow } from '../clinic/public';
import { isUpcomingAppointment, patientRecordColumns } from './patient-view';

const pastShown = 20;

/** The record alone; NOT_FOUND when there is none. */
export async function loadPatientRecord(db: AppDeps['db'], id: string) {
  const [patient] = await db.select(patientRecordColumns).from(patients).where(eq(patients.id, id));
  if (!patient) throw notFound(patientMessages.notFound);
  return patient;
}

export async function readPatientFile(deps: Pick<AppDeps, 'db' | 'clock'>, id: string) {
  const patient = await loadPatientRecord(deps.db, id);
  const now = await clinicNow(deps);
  const upcoming = isUpcomingAppointment(now);
  const ofPatient = and(eq(appointments.patientId, id), isNotNull(appointments.scheduledDate));
  const [next, past] = await Promise.all([
    deps.db
      .select(adminAppointmentColumns)
      .from(appointments)
      .leftJoin(serviceTypes, adminAppointmentJoin)
      .where(and(ofPatient, upcoming))
      .orderBy(asc(appointments.scheduledDate), asc(appointments.scheduledTime)),
    deps.db
      .select(adminAppointmentColumns)
      .from(appointments)
      .leftJoin(serviceTypes, adminAppointmentJoin)
      .where(and(ofPatient, not(upcoming)))
      .orderBy(desc(appointments.scheduledDate), desc(appointments.scheduledTime))
      .limit(pastShown),
  ]);
  return { patient, upcoming: next.map(describeAdminAppointment), past: past.map(describeAdminAppointment) };
}
