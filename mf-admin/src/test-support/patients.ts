// Patients as the admin API describes them: one of the list (`GET /api/admin/patients`) and one's
// full record (`GET /api/admin/patients/:id`), typed from the API. Tests only.
import type { AdminAnswer } from './admin-stub-api';

type ListedPatient = AdminAnswer<'GET /api/admin/patients'>['patients'][number];
export type PatientRecord = AdminAnswer<'GET /api/admin/patients/p-1'>['patient'];

/** One patient of the list (or of the duplicate check), with `fields` changed. */
export const listedPatient = (id: string, fields: Partial<ListedPatient> = {}): ListedPatient => ({
  id,
  firstName: 'Léa',
  lastName: 'Gagnon',
  email: 'lea@example.com',
  phone: '514 555-0142',
  status: 'active',
  totalVisits: 4,
  lastVisit: '2026-10-14',
  nextAppointment: { date: '2026-11-30', time: '09:30' },
  ...fields,
});

/** One patient's full record (GET /patients/:id's `patient`), with `fields` changed. */
export const patientRecord = (id: string, fields: Partial<PatientRecord> = {}): PatientRecord => ({
  id,
  firstName: 'Léa',
  lastName: 'Gagnon',
  email: 'lea@example.com',
  phone: '514 555-0142',
  phoneMobile: true,
  address: '12 rue des Érables, Laval',
  dateOfBirth: '1988-04-02',
  status: 'active',
  notes: 'Préfère les rendez-vous du matin.',
  notesOnFile: fields.notes !== null,
  totalVisits: 4,
  lastVisit: '2026-10-14',
  createdAt: '2025-03-01T15:00:00.000Z',
  ...fields,
});
