// Test data for the patients pages: records as the admin API describes them. Imported by tests only.
import type { ListedPatient } from './api/patients';

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
export const patientRecord = (id: string, fields: Record<string, unknown> = {}) => ({
  id,
  firstName: 'Léa',
  lastName: 'Gagnon',
  email: 'lea@example.com',
  phone: '514 555-0142',
  address: '12 rue des Érables, Laval',
  dateOfBirth: '1988-04-02',
  status: 'active',
  notes: 'Préfère les rendez-vous du matin.',
  totalVisits: 4,
  lastVisit: '2026-10-14',
  createdAt: '2025-03-01T15:00:00.000Z',
  ...fields,
});
