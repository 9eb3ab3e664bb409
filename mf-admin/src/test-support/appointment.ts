// An appointment as `GET /api/admin/appointments` lists it: confirmed, 30 minutes, an adjustment
// booked online, not yet paid, with `fields` changed. Tests only.
import type { AdminAnswer } from './admin-stub-api';

export type ListedAppointment = AdminAnswer<'GET /api/admin/appointments'>['appointments'][number];

export const listedAppointment = (id: string, fields: Partial<ListedAppointment> = {}): ListedAppointment => ({
  id,
  patientId: `patient-${id}`,
  name: `Patient ${id}`,
  email: `${id}@example.com`,
  phone: '514 555-0142',
  reason: null,
  patientAge: null,
  preferredTime: null,
  status: 'confirmed',
  statusLabel: 'Confirmé',
  scheduledDate: '2026-11-25',
  scheduledTime: '09:00',
  durationMinutes: 30,
  serviceTypeId: 'ajustement',
  serviceName: 'Ajustement',
  serviceColor: '#2f6f62',
  priceCents: 8500,
  bookingSource: 'online',
  presenceConfirmed: false,
  arrivedAt: null,
  paymentStatus: 'pending',
  depositRequiredCents: 0,
  depositPaidCents: 0,
  cancellationReason: null,
  notes: null,
  // As the API answers a role that reads health text: the flags follow the texts given.
  reasonOnFile: Boolean(fields.reason),
  notesOnFile: Boolean(fields.notes),
  createdAt: '2026-11-01T12:00:00.000Z',
  updatedAt: '2026-11-01T12:00:00.000Z',
  ...fields,
});
