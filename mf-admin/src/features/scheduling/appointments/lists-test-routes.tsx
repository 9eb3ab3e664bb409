// Test support for the appointments and patients pages: their routes, as `routes.tsx` wires them
// (the patient's file as composed with the other features' sections),
// in a remote of their own (with the query cache), plus a stand-in calendar so that a link to it
// can be followed. Imported by tests only.
import { paths } from 'shared-domain/platform/paths';
import { QueryProvider } from 'shared-ui/QueryProvider';
import { Route, Routes } from 'shared-ui/router';
import { PatientsPage } from '../../patients/PatientsPage';
import { PatientFileView } from '../../../PatientFileView';
import { type ListedAppointment, listedAppointment } from '../../../test-support/appointment';
import { AppointmentsPage } from './AppointmentsPage';

export function ListsTestRoutes() {
  return (
    <QueryProvider>
      <Routes>
        <Route path={paths.adminAppointments.pattern} element={<AppointmentsPage />} />
        <Route path={paths.adminPatients.pattern} element={<PatientsPage />} />
        <Route path={paths.adminPatient.pattern} element={<PatientFileView />} />
        <Route path={paths.adminCalendar.pattern} element={<h1>Calendrier</h1>} />
      </Routes>
    </QueryProvider>
  );
}

/** One appointment as the admin API lists it (`listedAppointment`): Léa Gagnon's adjustment of 23 November, with `fields` changed. */
export const adminAppointment = (id: string, fields: Partial<ListedAppointment> = {}) =>
  listedAppointment(id, {
    patientId: 'pat-1',
    name: 'Léa Gagnon',
    email: 'lea@example.com',
    reason: 'Douleur au dos',
    scheduledDate: '2026-11-23',
    scheduledTime: '09:30',
    serviceTypeId: 'svc-1',
    serviceName: 'Ajustement chiropratique',
    createdAt: '2026-11-01T14:00:00.000Z',
    updatedAt: '2026-11-01T14:00:00.000Z',
    ...fields,
  });
