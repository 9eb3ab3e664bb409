// The back-office's global search (specification §2.13, §7, §9): up to 5 active patients whose
// name, e-mail or phone contains the text, and up to 5 appointments from today on whose name or
// reason contains it (the reason for the roles that read it), soonest first. The appointments are walked in date order through their
// schedule index from today, so the search stops at the fifth match.
import { and, asc, eq, gte, ne } from 'drizzle-orm';
import { globalSearchLimits } from 'shared-domain/patients/patient';
import { adminAppointmentColumns, adminAppointmentJoin, describeAdminAppointment } from '../scheduling/public';
import type { AppDeps } from '../deps';
import { appointments, patients, serviceTypes } from '../platform/db/schema';
import { patientMatches } from './list-patients';
import { clinicNow } from '../clinic/public';
import { patientOrder, patientSummaryColumns, withNextAppointments } from './patient-view';
import { anyContains } from './text-match';

/** `searchReasons`: whether the visits' reasons are searched too (the roles that read them). */
export async function searchEverything(deps: Pick<AppDeps, 'db' | 'clock'>, text: string, { searchReasons }: { searchReasons: boolean }) {
  const now = await clinicNow(deps);
  const [found, visits] = await Promise.all([
    deps.db
      .select(patientSummaryColumns)
      .from(patients)
      .where(and(eq(patients.status, 'active'), patientMatches(text)))
      .orderBy(...patientOrder)
      .limit(globalSearchLimits.results),
    deps.db
      .select(adminAppointmentColumns)
      .from(appointments)
      .leftJoin(serviceTypes, adminAppointmentJoin)
      .where(
        and(
          gte(appointments.scheduledDate, now.today),
          // A cancelled visit is no longer on the calendar the result opens.
          ne(appointments.status, 'cancelled'),
          anyContains(searchReasons ? [appointments.name, appointments.reason] : [appointments.name], text),
        ),
      )
      .orderBy(asc(appointments.scheduledDate), asc(appointments.scheduledTime))
      .limit(globalSearchLimits.results),
  ]);
  return {
    patients: await withNextAppointments(deps.db, found, now),
    appointments: visits.map(describeAdminAppointment),
  };
}
