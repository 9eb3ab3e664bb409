// Test data for the « Rendez-vous » tab's tests: appointments in the list's shape, the clinic's
// details and the free slots as the API answers them, and the tab opened on a stubbed API. Tests only.
import {
  type Answer,
  camille,
  clinicProfile,
  json,
  type PortalAnswer,
  type PortalStubRoutes,
  renderPortal,
  stubApi,
} from './portal-test-api';

export const routes = {
  me: 'GET /api/portal/me',
  list: 'GET /api/portal/appointments',
  clinic: 'GET /api/public/clinic',
  book: 'POST /api/portal/appointments',
  services: 'GET /api/public/booking/services',
  serviceAvailability: 'GET /api/public/booking/availability',
  presence: <Id extends string>(id: Id) => `POST /api/portal/appointments/${id}/presence` as const,
  availability: <Id extends string>(id: Id) => `GET /api/portal/appointments/${id}/availability` as const,
  reschedule: <Id extends string>(id: Id) => `POST /api/portal/appointments/${id}/reschedule` as const,
  cancel: <Id extends string>(id: Id) => `POST /api/portal/appointments/${id}/cancel` as const,
} as const;

/** An appointment as the list answers it. */
export type ListedAppointment = PortalAnswer<'GET /api/portal/appointments'>['appointments'][number];

const base = {
  priceCents: 8500,
  depositPaidCents: 0,
  cancellationReason: null,
  presenceConfirmed: false,
  canChange: true,
  changeClosed: null,
  durationMinutes: 30,
  serviceName: 'Suivi chiropratique',
};

/** The services online booking offers: one without a deposit, one asking 30,00 $. */
export const services: PortalAnswer<typeof routes.services> = {
  enabled: true,
  full: false,
  newPatientsBookOnline: true,
  services: [
    {
      id: 's-suivi',
      name: 'Suivi chiropratique',
      description: '',
      priceCents: 6500,
      durationMinutes: 30,
      requiresDeposit: false,
      depositCents: 0,
    },
    {
      id: 's-neuro',
      name: 'Neurologie fonctionnelle',
      description: '',
      priceCents: 12000,
      durationMinutes: 60,
      requiresDeposit: true,
      depositCents: 3000,
    },
  ],
};

/** Ahead, changeable, presence not yet confirmed. */
export const upcoming = {
  ...base,
  id: 'a-upcoming' as const,
  status: 'pending',
  statusLabel: 'En attente',
  scheduledDate: '2026-11-30',
  scheduledTime: '09:30',
} satisfies ListedAppointment;

/** Ahead, changeable, presence confirmed. */
export const confirmed = {
  ...base,
  id: 'a-confirmed' as const,
  status: 'confirmed',
  statusLabel: 'Confirmé',
  scheduledDate: '2026-12-02',
  scheduledTime: '14:00',
  presenceConfirmed: true,
} satisfies ListedAppointment;

/** Tomorrow, inside the clinic's cut-off: presence only. */
export const tooClose = {
  ...base,
  id: 'a-too-close' as const,
  status: 'pending',
  statusLabel: 'En attente',
  scheduledDate: '2026-11-19',
  scheduledTime: '15:00',
  canChange: false,
  changeClosed: 'cutoff',
} satisfies ListedAppointment;

/** A request the clinic has not scheduled yet. */
export const undated = {
  ...base,
  id: 'a-undated' as const,
  status: 'pending',
  statusLabel: 'En attente',
  scheduledDate: null,
  scheduledTime: null,
  serviceName: null,
  canChange: false,
  changeClosed: 'cutoff',
} satisfies ListedAppointment;

export const past = {
  ...base,
  id: 'a-past' as const,
  status: 'completed',
  statusLabel: 'Terminé',
  scheduledDate: '2026-11-10',
  scheduledTime: '10:00',
  presenceConfirmed: true,
  canChange: false,
  changeClosed: 'past',
} satisfies ListedAppointment;

export const cancelled = {
  ...base,
  id: 'a-cancelled' as const,
  status: 'cancelled',
  statusLabel: 'Annulé',
  scheduledDate: '2026-10-05',
  scheduledTime: '14:00',
  durationMinutes: 60,
  serviceName: 'Suivi adulte',
  presenceConfirmed: true,
  cancellationReason: 'Empêchement au travail',
  canChange: false,
  changeClosed: 'cancelled',
} satisfies ListedAppointment;

/** The clinic as the public profile gives it: the cards read its phone. */
export const clinic = clinicProfile({ clinicName: 'Clinique chiropratique Émilie Tremblay', phone: '5145550100' });

/** Monday 11-23 with 09:00 free and 09:30 taken; Tuesday 11-24 with 10:00 and 10:30 free. */
export const freeSlots: PortalAnswer<typeof routes.serviceAvailability> = {
  serviceId: 's-suivi',
  days: [
    {
      date: '2026-11-23',
      slots: [
        { time: '09:00', available: true },
        { time: '09:30', available: false },
      ],
    },
    {
      date: '2026-11-24',
      slots: [
        { time: '10:00', available: true },
        { time: '10:30', available: true },
      ],
    },
  ],
};

type ListAnswer = Answer<PortalAnswer<typeof routes.list>>;

/** The tab on a stubbed API: the session, the list (answers in turn) and the clinic, plus `more`. */
export function openAppointments(list: ListAnswer | ListAnswer[], more: PortalStubRoutes = {}) {
  const api = stubApi({
    [routes.me]: json(200, camille),
    [routes.list]: list,
    [routes.clinic]: json(200, clinic),
    // The questionnaires the clinic sent show above the list (none here).
    'GET /api/portal/questionnaires': json(200, { questionnaires: [] }),
    'GET /api/portal/intake': json(200, { tasks: [] }),
    ...more,
  });
  renderPortal('/patient-portal/rendez-vous');
  return api;
}
