// The one place paths are built. Route patterns (with `:token`) serve the router and the route
// table; the functions build the concrete paths links, redirects and e-mails point at.

const tokenSegment = (token: string) => encodeURIComponent(token);

export const paths = {
  home: { pattern: '/', build: () => '/' },
  booking: { pattern: '/booking', build: () => '/booking' },
  waitlist: { pattern: '/waitlist', build: () => '/waitlist' },
  privacy: { pattern: '/confidentialite', build: () => '/confidentialite' },
  invitation: { pattern: '/invitation/:token', build: (token: string) => `/invitation/${tokenSegment(token)}` },
  rebook: { pattern: '/rebook/:token', build: (token: string) => `/rebook/${tokenSegment(token)}` },
  manageAppointment: {
    pattern: '/appointment/manage/:token',
    build: (token: string) => `/appointment/manage/${tokenSegment(token)}`,
  },
  confirmAppointment: {
    pattern: '/appointment/confirm/:token',
    build: (token: string) => `/appointment/confirm/${tokenSegment(token)}`,
  },
  adminLogin: { pattern: '/admin', build: () => '/admin' },
  /** The sign-in page at its second-factor step (a signed-in staff member without a verified factor). */
  adminSecondFactor: { pattern: '/admin', build: () => '/admin?etape=verification' },
  adminSignup: { pattern: '/admin/signup', build: () => '/admin/signup' },
  adminDashboard: { pattern: '/admin/dashboard', build: () => '/admin/dashboard' },
  patientLogin: { pattern: '/patient-portal/login', build: () => '/patient-portal/login' },
  patientPortal: { pattern: '/patient-portal', build: () => '/patient-portal' },
} as const;

export type PathName = keyof typeof paths;

/** A path on the site as an absolute URL, for e-mails: `absoluteUrl(publicUrl, paths.rebook.build(t))`. */
export function absoluteUrl(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${path}`;
}
