// Test helpers for the layout and manage-appointment components: a clinic profile, the router and
// the booking-request contract around a component, and a probe showing the current location.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { ClinicProfile } from 'shared-domain/clinic-profile';
import { BookingRequestContext } from '../booking-request/booking-request-context';
import { ClinicProfileProvider } from '../clinic/ClinicProfileProvider';

export const testProfile: ClinicProfile = {
  clinicName: 'Clinique chiropratique Essai',
  practitionerName: 'Dre Camille Essai',
  practitionerTitle: 'Chiropraticienne',
  phone: '514 555-0100',
  email: 'info@essai.example',
  address: { line: '1, rue Principale', city: 'Montréal', province: 'QC', postalCode: 'H2X 1Y4' },
  timeZone: 'America/Toronto',
  agendaFull: false,
  showAdminLink: false,
  onlineBookingEnabled: true,
  parkingInfo: '',
  openingHours: [],
  privacyOfficer: { name: 'Dre Camille Essai', email: 'info@essai.example' },
};

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.hash}`}</output>;
}

export interface RenderOptions {
  profile?: Partial<ClinicProfile>;
  path?: string;
  openRequest?: () => void;
}

/** Renders `ui` on every path, with a probe (`getByTestId('location')`) telling where the router is. */
export function renderWithClinic(ui: ReactNode, { profile, path = '/', openRequest = () => undefined }: RenderOptions = {}) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ClinicProfileProvider initial={{ ...testProfile, ...profile }}>
        <BookingRequestContext.Provider value={{ openRequest }}>
          <Routes>
            <Route path="*" element={ui} />
          </Routes>
          <LocationProbe />
        </BookingRequestContext.Provider>
      </ClinicProfileProvider>
    </MemoryRouter>,
  );
}
