// Test support for the « Paramètres » sections (issue 21): the clinic's settings as GET
// /api/admin/settings answers them, and a section rendered alone against a stubbed API that keeps
// what a PUT saved and answers the fields the test says changed.
import type { ReactNode } from 'react';
import { jsonResponse as json } from 'shared-ui/test-support/renderRemoteRoutes';
import { answerApi, type StubHandler } from '../../../back-office/session/stub-api';
import { renderAdminPage } from '../../../scheduling/day/admin-page-test-support';
import type { ClinicSettingsView } from '../api/clinic-settings';

const week = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday,
  enabled: weekday !== 0 && weekday !== 6,
  start: '08:00',
  end: weekday === 5 ? '17:00' : '19:00',
  breaks: weekday === 2 ? [{ start: '12:00', end: '13:00' }] : [],
}));

export const settingsView = (): ClinicSettingsView => ({
  clinic: {
    clinicName: 'Clinique chiropratique Émilie Tremblay',
    practitionerName: 'Dre Émilie Tremblay',
    practitionerTitle: 'Chiropraticienne',
    practitionerLicenceNumber: 'OCQ 2417',
    addressLine: '4350, rue Saint-Denis, bureau 201',
    city: 'Montréal',
    province: 'QC',
    postalCode: 'H2J 2K8',
    phone: '514 555-0142',
    email: 'info@clinique-tremblay.example',
    timeZone: 'America/Toronto',
    taxRegistered: false,
    gstNumber: null,
    qstNumber: null,
  },
  hours: { days: week },
  onlineBooking: {
    onlineBookingEnabled: true,
    bookingMode: 'open',
    advanceBookingDays: 30,
    minimumNoticeHours: 2,
    sameDayBooking: true,
    selfServiceCutoffHours: null,
    maxUpcomingPerPerson: null,
    newPatientsBookOnline: true,
  },
  fees: { noShowFee: 4000, lateCancellationFee: 2500 },
  waitlistReminders: {
    offerBatchSize: 3,
    offerExpiryMinutes: 120,
    reminderHoursBefore: 24,
    quietHoursStart: '21:00',
    quietHoursEnd: '07:00',
  },
  publicSite: { showAdminLink: false, showTestimonials: false, homeStatistics: null },
  privacy: {
    privacyOfficerName: 'Dre Émilie Tremblay',
    privacyOfficerTitle: 'Propriétaire',
    privacyOfficerEmail: 'emilie.tremblay@clinique-tremblay.example',
    privacyOfficerPhone: null,
  },
});

export const settingsPath = '/api/admin/settings';

/**
 * Renders `section` with the settings; `PUT <path>` answers `answer(body)`, by default the body
 * as kept with `changed` fields.
 */
export function renderSettingsSection(
  section: ReactNode,
  options: { put?: Record<string, StubHandler>; routes?: Record<string, StubHandler>; settings?: ClinicSettingsView } = {},
) {
  const settings = options.settings ?? settingsView();
  const api = answerApi({
    [`GET ${settingsPath}`]: () => json(200, settings),
    ...Object.fromEntries(Object.entries(options.put ?? {}).map(([path, handler]) => [`PUT ${settingsPath}${path}`, handler])),
    ...options.routes,
  });
  renderAdminPage(section, api, '/admin/settings');
  return api;
}

export const saved = (values: unknown, changed: string[]) => json(200, { values, changed });

export const refused = (fields: Record<string, string>) =>
  json(422, { error: { code: 'VAL_001', message: 'Certaines informations sont invalides', fields } });
