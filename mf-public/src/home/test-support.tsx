// Test helpers for the home and privacy pages: the demo clinic's profile (specification §9
// hours), and the router, profile and booking-request contract around a component.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { ClinicProfile } from 'shared-domain/clinic-profile';
import { BookingRequestContext } from '../booking-request/booking-request-context';
import { ClinicProfileProvider } from '../clinic/ClinicProfileProvider';

export const specOpeningHours: ClinicProfile['openingHours'] = [
  { weekday: 0, enabled: false, start: '08:00', end: '12:00' },
  { weekday: 1, enabled: true, start: '08:00', end: '19:00' },
  { weekday: 2, enabled: true, start: '08:00', end: '19:00' },
  { weekday: 3, enabled: true, start: '08:00', end: '19:00' },
  { weekday: 4, enabled: true, start: '08:00', end: '19:00' },
  { weekday: 5, enabled: true, start: '08:00', end: '17:00' },
  { weekday: 6, enabled: false, start: '09:00', end: '13:00' },
];

export const homeTestProfile: ClinicProfile = {
  clinicName: 'Clinique chiropratique Émilie Tremblay',
  practitionerName: 'Dre Émilie Tremblay',
  practitionerTitle: 'Chiropraticienne',
  phone: '514 555-0142',
  email: 'info@clinique-tremblay.example',
  address: { line: '4350, rue Saint-Denis, bureau 201', city: 'Montréal', province: 'QC', postalCode: 'H2J 2K8' },
  timeZone: 'America/Toronto',
  agendaFull: false,
  showAdminLink: false,
  onlineBookingEnabled: true,
  parkingInfo: 'Stationnement gratuit, accès poussette',
  openingHours: specOpeningHours,
  privacyOfficer: { name: 'Dre Émilie Tremblay', email: 'emilie.tremblay@clinique-tremblay.example' },
};

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.hash}`}</output>;
}

/** A container in a fragment: outside the document, yet ids still resolve (aria-labelledby). */
function detachedContainer(): HTMLElement {
  const fragment = document.createDocumentFragment();
  const container = document.createElement('div');
  fragment.appendChild(container);
  return container;
}

export interface RenderPageOptions {
  profile?: Partial<ClinicProfile>;
  path?: string;
  openRequest?: () => void;
  /**
   * Render into a container outside the document: happy-dom then does not try to load the map's
   * <iframe> (which it cannot, and reports on the console). Query with `within(container)`.
   */
  detached?: boolean;
}

/** Renders `ui` on every path, with a probe (`getByTestId('location')`) telling where the router is. */
export function renderPage(
  ui: ReactNode,
  { profile, path = '/', openRequest = () => undefined, detached = false }: RenderPageOptions = {},
) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ClinicProfileProvider initial={{ ...homeTestProfile, ...profile }}>
        <BookingRequestContext.Provider value={{ openRequest }}>
          <Routes>
            <Route path="*" element={ui} />
          </Routes>
          <LocationProbe />
        </BookingRequestContext.Provider>
      </ClinicProfileProvider>
    </MemoryRouter>,
    detached ? { container: detachedContainer() } : undefined,
  );
}

