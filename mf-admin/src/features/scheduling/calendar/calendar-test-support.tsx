// Test support for the calendar's tests: a clinic's week as the API answers it, and the page
// rendered at an address (`renderAdminPage`) with its API answered by the typed stub. Tests only.
import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { specificationOpeningHours } from 'shared-domain/clinic/clinic-profile';
import { paths } from 'shared-domain/platform/paths';
import { Route, Routes } from 'shared-ui/router';

import { vi } from 'vitest';
import type { CalendarAppointment, CalendarBlockedTime, CalendarData } from './api/calendar';
import { CalendarPage } from './CalendarPage';
import { type AdminStubRoutes, answerAdminApi } from '../../../test-support/admin-stub-api';
import { renderAdminPage } from '../../../test-support/render-admin-page';

/** Wednesday 25 November 2026, 10 h at the clinic: the week shown runs from Monday 23 to Sunday 29. */
export const now = new Date('2026-11-25T15:00:00Z');

export const hours = specificationOpeningHours.map(({ weekday, enabled, start, end }) => ({
  weekday,
  enabled,
  startTime: start,
  endTime: end,
  breaks: [] as { startTime: string; endTime: string }[],
}));

export const adjustment = {
  id: 'svc-ajustement',
  name: 'Ajustement chiropratique',
  color: '#0f766e',
  durationMinutes: 30,
  priceCents: 8500,
};
export const assessment = { id: 'svc-evaluation', name: 'Évaluation initiale', color: '#2563eb', durationMinutes: 60, priceCents: 12000 };

export function appointment(overrides: Partial<CalendarAppointment> & Pick<CalendarAppointment, 'id'>): CalendarAppointment {
  return {
    patientId: 'patient-marie',
    name: 'Marie Tremblay',
    email: 'marie@example.com',
    phone: '5145550142',
    reason: 'Douleur au bas du dos',
    // As the API answers a role that reads health text: the flags follow the texts.
    reasonOnFile: overrides.reason !== null,
    notesOnFile: overrides.notes !== null,
    patientAge: null,
    preferredTime: null,
    status: 'confirmed',
    statusLabel: 'Confirmé',
    scheduledDate: '2026-11-24',
    scheduledTime: '09:00',
    durationMinutes: 30,
    serviceTypeId: adjustment.id,
    serviceName: adjustment.name,
    serviceColor: adjustment.color,
    priceCents: adjustment.priceCents,
    bookingSource: 'online',
    presenceConfirmed: false,
    arrivedAt: null,
    paymentStatus: 'pending',
    depositRequiredCents: 0,
    depositPaidCents: 0,
    cancellationReason: null,
    notes: 'Préfère le matin',
    createdAt: '2026-11-01T12:00:00.000Z',
    updatedAt: '2026-11-01T12:00:00.000Z',
    ...overrides,
  };
}

export const marie = appointment({ id: 'rdv-marie' });
export const louis = appointment({
  id: 'rdv-louis',
  patientId: 'patient-louis',
  name: 'Louis Gagnon',
  email: '',
  phone: '',
  reason: null,
  notes: null,
  status: 'pending',
  statusLabel: 'En attente',
  scheduledDate: '2026-11-26',
  scheduledTime: '14:00',
  durationMinutes: 60,
  serviceTypeId: assessment.id,
  serviceName: assessment.name,
  serviceColor: assessment.color,
});
export const earlier = appointment({ id: 'rdv-tot', name: 'Zoé Roy', patientId: 'patient-zoe', scheduledTime: '08:00' });

export const training: CalendarBlockedTime = {
  id: 'bloc-formation',
  startDate: '2026-11-27',
  endDate: '2026-11-27',
  startTime: '12:00',
  endTime: '17:00',
  reason: 'Formation',
};

export function week(overrides: Partial<CalendarData> = {}): CalendarData {
  return {
    from: '2026-11-23',
    to: '2026-11-29',
    hours,
    services: [adjustment, assessment],
    appointments: [earlier, marie, louis],
    blockedTimes: [training],
    ...overrides,
  };
}

/** Free slots of one day as the availability endpoint answers them. */
export function freeDay(date: string, taken: readonly string[] = []) {
  const times = ['09:00', '09:30', '10:00', '10:30', '11:00'];
  return { days: [{ date, slots: times.map((time) => ({ time, available: !taken.includes(time) })) }] };
}

export const calendarRoute = 'GET /api/admin/calendar' as const;

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

/** Where the router is now: path and query. */
export const currentLocation = () => screen.getByTestId('where').textContent ?? '';

/**
 * The calendar at `address`, the API answered by `routes` (the week above unless told otherwise).
 * The clock says `now` (only `Date`: timers stay real for the search's debounce and the queries).
 */
export function renderCalendar(address: string, routes: AdminStubRoutes = {}) {
  vi.useFakeTimers({ toFake: ['Date'], now });
  const api = answerAdminApi({ [calendarRoute]: () => week(), ...routes });
  renderAdminPage(
    <>
      <Routes>
        <Route path={paths.adminCalendar.pattern} element={<CalendarPage />} />
        <Route path={paths.adminPatient.pattern} element={<p>Dossier du patient</p>} />
      </Routes>
      <Where />
    </>,
    api,
    address,
  );
  return api;
}

/** Undo `renderCalendar`'s stubs. */
export function restoreCalendarStubs() {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
}
