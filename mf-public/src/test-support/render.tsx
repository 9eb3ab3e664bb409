// Renders a component as the public site would: inside a router, the clinic profile and the
// booking-request contract, with a probe showing where the router is.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { ClinicProfile } from 'shared-domain/clinic/clinic-profile';
import { paths } from 'shared-domain/platform/paths';
import { BookingRequestContext } from '../lib/cta/booking-request-context';
import { ClinicProfileProvider } from '../lib/clinic/ClinicProfileProvider';
import { demoClinicProfile, testClinicProfile } from './clinic-profile';

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

export interface RenderWithClinicOptions {
  /** The clinic whose profile the page gets: `testClinicProfile` unless said. */
  clinic?: ClinicProfile;
  /** Changes to that clinic's profile. */
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
export function renderWithClinic(
  ui: ReactNode,
  {
    clinic = testClinicProfile,
    profile,
    path = paths.home.build(),
    openRequest = () => undefined,
    detached = false,
  }: RenderWithClinicOptions = {},
) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ClinicProfileProvider initial={{ ...clinic, ...profile }}>
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

/** `renderWithClinic` with the demo clinic (`demoClinicProfile`), as the home and privacy pages show it. */
export function renderWithDemoClinic(ui: ReactNode, options: Omit<RenderWithClinicOptions, 'clinic'> = {}) {
  return renderWithClinic(ui, { ...options, clinic: demoClinicProfile });
}
