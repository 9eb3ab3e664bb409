// The tables whose rows the public home page and the clinic profile are computed from. Each has
// triggers (insert, update, delete) bumping `site_version`, created by a migration: a table added
// here needs a migration creating its three triggers, which `site-version.test.ts` checks.
export const siteVersionSources = [
  'clinic_settings',
  'booking_hours',
  'booking_hour_breaks',
  'blocked_times',
  'service_types',
  'appointments',
  'site_text_versions',
] as const;
