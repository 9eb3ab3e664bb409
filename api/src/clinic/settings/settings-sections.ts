// The settings sections kept as columns of the single `clinic_settings` row: which
// columns each one reads and writes, and the audit action its save is recorded under. The hours
// (their own tables) and the closures (`blocked_times`) are saved by opening-hours.ts and closures.ts.
import type {
  CanadianTimeZone,
  ClinicSection,
  FeesSection,
  HomeStatistic,
  OnlineBookingSection,
  PrivacySection,
  ProvinceCode,
  PublicSiteSection,
  WaitlistRemindersSection,
} from 'shared-domain/clinic/clinic-settings';
import type { clinicSettings } from '../../platform/db/schema';

/** The actions a section's save is recorded under: each carries the changed values before and after. */
type SectionAction =
  | 'settings.clinic_updated'
  | 'settings.online_booking_updated'
  | 'settings.fees_updated'
  | 'settings.waitlist_reminders_updated'
  | 'settings.public_site_updated'
  | 'settings.privacy_updated';

type SettingsRow = typeof clinicSettings.$inferSelect;
type SettingsColumns = Partial<typeof clinicSettings.$inferInsert>;

export interface ColumnSection<Values> {
  action: SectionAction;
  read(row: SettingsRow): Values;
  columns(values: Values): SettingsColumns;
}

const sameColumns = <Values extends SettingsColumns>(action: SectionAction, read: (row: SettingsRow) => Values): ColumnSection<Values> => ({
  action,
  read,
  columns: (values) => values,
});

/** The statistics as stored (JSON text); anything unreadable is the site's own (null). */
function storedStatistics(text: string | null): HomeStatistic[] | null {
  if (text === null) return null;
  try {
    const rows: unknown = JSON.parse(text);
    return Array.isArray(rows) &&
      rows.every((row) => typeof row === 'object' && row !== null && typeof row.value === 'string' && typeof row.label === 'string')
      ? rows.map((row: HomeStatistic) => ({ value: row.value, label: row.label }))
      : null;
  } catch {
    return null;
  }
}

export const columnSections = {
  clinic: sameColumns<ClinicSection>('settings.clinic_updated', (row) => ({
    clinicName: row.clinicName,
    practitionerName: row.practitionerName,
    practitionerTitle: row.practitionerTitle,
    practitionerLicenceNumber: row.practitionerLicenceNumber,
    addressLine: row.addressLine,
    city: row.city,
    // Written only through this section's schema: one of its lists.
    province: row.province as ProvinceCode,
    postalCode: row.postalCode,
    phone: row.phone,
    email: row.email,
    timeZone: row.timeZone as CanadianTimeZone,
    taxRegistered: row.taxRegistered,
    gstNumber: row.gstNumber,
    qstNumber: row.qstNumber,
  })),
  onlineBooking: sameColumns<OnlineBookingSection>('settings.online_booking_updated', (row) => ({
    onlineBookingEnabled: row.onlineBookingEnabled,
    bookingMode: row.bookingMode,
    advanceBookingDays: row.advanceBookingDays,
    minimumNoticeHours: row.minimumNoticeHours,
    sameDayBooking: row.sameDayBooking,
    selfServiceCutoffHours: row.selfServiceCutoffHours,
    maxUpcomingPerPerson: row.maxUpcomingPerPerson,
    newPatientsBookOnline: row.newPatientsBookOnline,
  })),
  fees: sameColumns<FeesSection>('settings.fees_updated', (row) => ({
    noShowFee: row.noShowFee,
    lateCancellationFee: row.lateCancellationFee,
    timelyCancellationDeposit: row.timelyCancellationDeposit,
  })),
  waitlistReminders: sameColumns<WaitlistRemindersSection>('settings.waitlist_reminders_updated', (row) => ({
    offerBatchSize: row.offerBatchSize,
    offerExpiryMinutes: row.offerExpiryMinutes,
    reminderHoursBefore: row.reminderHoursBefore,
    textFollowUpHoursBefore: row.textFollowUpHoursBefore,
    quietHoursStart: row.quietHoursStart,
    quietHoursEnd: row.quietHoursEnd,
  })),
  publicSite: {
    action: 'settings.public_site_updated',
    read: (row) => ({
      showAdminLink: row.showAdminLink,
      showTestimonials: row.showTestimonials,
      homeStatistics: storedStatistics(row.homeStatistics),
    }),
    columns: ({ homeStatistics, ...flags }) => ({
      ...flags,
      homeStatistics: homeStatistics === null ? null : JSON.stringify(homeStatistics),
    }),
  } satisfies ColumnSection<PublicSiteSection>,
  privacy: sameColumns<PrivacySection>('settings.privacy_updated', (row) => ({
    // Null until the clinic names one: the privacy page then shows the practitioner (clinic-profile.ts).
    privacyOfficerName: row.privacyOfficerName ?? row.practitionerName,
    privacyOfficerTitle: row.privacyOfficerTitle,
    privacyOfficerEmail: row.privacyOfficerEmail ?? row.email,
    privacyOfficerPhone: row.privacyOfficerPhone,
  })),
} as const;

export type ColumnSectionKey = keyof typeof columnSections;
export type ColumnSectionValues<K extends ColumnSectionKey> = ReturnType<(typeof columnSections)[K]['read']>;
