// Test support for the « Paramètres » sections: the clinic's settings as GET
// /api/admin/settings answers them, and a section rendered alone against a stubbed API that keeps
// what a PUT saved and answers the fields the test says changed.
import type { ReactNode } from 'react';

import { renderAdminPage } from '../../../../test-support/render-admin-page';
import type { ClinicSettingsView } from '../api/clinic-settings';
import {
  type AdminRouteKey,
  type AdminStubRoutes,
  answerAdminApi,
  failure,
  type TypedHandler,
} from '../../../../test-support/admin-stub-api';

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
  fees: { noShowFee: 4000, lateCancellationFee: 2500, timelyCancellationDeposit: 'refund' },
  waitlistReminders: {
    offerBatchSize: 3,
    offerExpiryMinutes: 120,
    reminderHoursBefore: 24,
    textFollowUpHoursBefore: 12,
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

type SectionSave = Extract<AdminRouteKey, `PUT /api/admin/settings/${string}`>;
/** The answer of each section's save, by the part of its path ('/fees'). */
type SectionSaves = {
  [Key in SectionSave as Key extends `PUT /api/admin/settings${infer Part}` ? Part : never]?: TypedHandler<Key>;
};

/**
 * Renders `section` with the settings; `PUT <path>` answers `answer(body)`, by default the body
 * as kept with `changed` fields.
 */
export function renderSettingsSection(
  section: ReactNode,
  options: { put?: SectionSaves; routes?: AdminStubRoutes; settings?: ClinicSettingsView } = {},
) {
  const settings = options.settings ?? settingsView();
  const saves: AdminStubRoutes = {};
  for (const [part, handler] of Object.entries(options.put ?? {})) Object.assign(saves, { [`PUT ${settingsPath}${part}`]: handler });
  const api = answerAdminApi({ 'GET /api/admin/settings': () => settings, ...saves, ...options.routes });
  renderAdminPage(section, api, '/admin/settings');
  return api;
}

/** A save's answer: the values as the form sent them (so typed by the form's own request), and what changed. */
export const saved = (values: unknown, changed: string[]) => ({ values: values as never, changed });

export const refused = (fields: Record<string, string>) =>
  failure(422, { error: { code: 'VAL_001', message: 'Certaines informations sont invalides', fields } });
