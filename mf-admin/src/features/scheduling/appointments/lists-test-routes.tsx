// Test support for the appointments and patients pages: their routes, as `routes.tsx` wires them
// (the patient's file as composed with the other features' sections),
// in a remote of their own (with the query cache), plus a stand-in calendar so that a link to it
// can be followed. Imported by tests only.
import { paths } from 'shared-domain/platform/paths';
import { QueryProvider } from 'shared-ui/QueryProvider';
import { Route, Routes } from 'shared-ui/router';
import { PatientsPage } from '../../patients/PatientsPage';
import { PatientFileView } from '../../../PatientFileView';
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

/** One appointment as the admin API describes it (AdminAppointment), with `fields` changed. */
export const adminAppointment = (id: string, fields: Record<string, unknown> = {}) => ({
  id,
  patientId: 'pat-1',
  name: 'Léa Gagnon',
  email: 'lea@example.com',
  phone: '514 555-0142',
  reason: 'Douleur au dos',
  patientAge: null,
  preferredTime: null,
  status: 'confirmed',
  statusLabel: 'Confirmé',
  scheduledDate: '2026-11-23',
  scheduledTime: '09:30',
  durationMinutes: 30,
  serviceTypeId: 'svc-1',
  serviceName: 'Ajustement chiropratique',
  serviceColor: '#2f6f62',
  priceCents: 8500,
  bookingSource: 'online',
  presenceConfirmed: false,
  paymentStatus: 'pending',
  cancellationReason: null,
  notes: null,
  createdAt: '2026-11-01T14:00:00.000Z',
  updatedAt: '2026-11-01T14:00:00.000Z',
  ...fields,
});
