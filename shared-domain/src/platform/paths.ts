// The one place paths are built. Route patterns (with `:token`) serve the router and the route
// table; the functions build the concrete paths links, redirects and e-mails point at.

/**
 * A token as one path segment: encoded so `/`, `?`, `#` or `%` stay inside it. An empty or dot
 * token cannot be carried at all (browsers resolve `.` and `..` segments away), so it is refused.
 */
function tokenSegment(token: string): string {
  if (token === '' || token === '.' || token === '..') throw new RangeError(`Not a path token: "${token}"`);
  return encodeURIComponent(token);
}

/** A page without parameters: its pattern is its path. */
function fixedPath<Pattern extends string>(pattern: Pattern) {
  return { pattern, build: (): Pattern => pattern };
}

/** A page reached through a link token (e-mails, SMS): `<prefix>/:token`. */
function tokenPath<Prefix extends string>(prefix: Prefix) {
  return {
    pattern: `${prefix}/:token` as const,
    build: (token: string): `${Prefix}/${string}` => `${prefix}/${tokenSegment(token)}`,
  };
}

/** A page about one record of the signed-in person: `<prefix>/:id`. */
function idPath<Prefix extends string>(prefix: Prefix) {
  return {
    pattern: `${prefix}/:id` as const,
    build: (id: string): `${Prefix}/${string}` => `${prefix}/${tokenSegment(id)}`,
  };
}

const adminLogin = fixedPath('/admin');

/** The query parameter of `paths.portalPayInvoices`: the invoices' ids, comma-separated. */
export const payInvoicesParam = 'payer';

/** The invoices a `paths.portalPayInvoices` address names (none when it names none). */
export function payInvoicesOf(search: string): string[] {
  // Read by hand: shared-domain runs where no URL API is typed.
  const pair = search
    .replace(/^\?/, '')
    .split('&')
    .find((part) => part.startsWith(`${payInvoicesParam}=`));
  const ids = (pair?.slice(payInvoicesParam.length + 1) ?? '').split(',').map((id) => {
    try {
      return decodeURIComponent(id.replace(/\+/g, ' ')).trim();
    } catch {
      return '';
    }
  });
  return [...new Set(ids.filter((id) => id.length > 0))];
}

export const paths = {
  home: fixedPath('/'),
  booking: fixedPath('/booking'),
  waitlist: fixedPath('/waitlist'),
  privacy: fixedPath('/confidentialite'),
  invitation: tokenPath('/invitation'),
  rebook: tokenPath('/rebook'),
  manageAppointment: tokenPath('/appointment/manage'),
  confirmAppointment: tokenPath('/appointment/confirm'),
  /** A first visit's intake form (« Questionnaire d’accueil »), opened from the confirmation's link. */
  intake: tokenPath('/questionnaire-accueil'),
  adminLogin,
  /** The sign-in page at its second-factor step (a signed-in staff member without a verified factor). */
  adminSecondFactor: {
    pattern: adminLogin.pattern,
    build: () => `${adminLogin.build()}?etape=verification` as const,
  },
  adminSignup: fixedPath('/admin/signup'),
  /** A forgotten staff password: the request form, and the new password once the e-mailed link (`#jeton=…`) is opened. */
  adminPasswordReset: fixedPath('/admin/reinitialiser'),
  /** The e-mailed link (`#jeton=…`) that unlocks a second factor locked after too many wrong codes. */
  adminUnlock: fixedPath('/admin/deverrouiller'),
  adminDashboard: fixedPath('/admin/dashboard'),
  /** The staff member's own second factor, backup codes and open sessions. */
  adminSecurity: fixedPath('/admin/security'),
  adminAudit: fixedPath('/admin/audit'),
  // The back-office views of specification 2.13 (those not built yet show an 'à venir' page),
  // plus the requests inbox and one patient's file.
  adminRequests: fixedPath('/admin/requests'),
  adminCalendar: fixedPath('/admin/calendar'),
  adminQuickActions: fixedPath('/admin/quick-actions'),
  adminPatients: fixedPath('/admin/patients'),
  adminPatient: idPath('/admin/patients'),
  /** Bringing a spreadsheet of patients in (admin only). */
  adminPatientImport: fixedPath('/admin/patients/import'),
  adminAppointments: fixedPath('/admin/appointments'),
  adminWaitlist: fixedPath('/admin/waitlist'),
  adminRebooking: fixedPath('/admin/rebooking'),
  adminAutomationHealth: fixedPath('/admin/automation-health'),
  adminAutomation: fixedPath('/admin/automation'),
  adminCancellationAutomation: fixedPath('/admin/cancellation-automation'),
  adminOneClickBatch: fixedPath('/admin/one-click-batch'),
  adminBatch: fixedPath('/admin/batch'),
  adminBilling: fixedPath('/admin/billing'),
  adminPayments: fixedPath('/admin/payments'),
  adminInsurance: fixedPath('/admin/insurance'),
  /** « Taxes et relevés »: the tax report with the small-supplier meter, and the January batch of yearly statements. */
  adminTaxes: fixedPath('/admin/taxes'),
  /** « Rapports financiers »: sales, tenders, credits, ageing and payers against the previous period. */
  adminFinancialReports: fixedPath('/admin/financial-reports'),
  adminActionableAnalytics: fixedPath('/admin/actionable-analytics'),
  adminAnalytics: fixedPath('/admin/analytics'),
  adminProgress: fixedPath('/admin/progress'),
  adminMonitoring: fixedPath('/admin/monitoring'),
  adminSettings: fixedPath('/admin/settings'),
  adminAdvancedSettings: fixedPath('/admin/advanced-settings'),
  // The clinic's team (invitations, roles, revocation).
  adminTeam: fixedPath('/admin/team'),
  // Law 25's tools, for the person in charge of personal information.
  adminPrivacyRequests: fixedPath('/admin/privacy/requests'),
  adminPrivacyIncidents: fixedPath('/admin/privacy/incidents'),
  adminRetentionReview: fixedPath('/admin/privacy/retention'),
  adminConsents: fixedPath('/admin/privacy/consents'),
  patientLogin: fixedPath('/patient-portal/login'),
  patientPortal: fixedPath('/patient-portal'),
  portalAppointments: fixedPath('/patient-portal/rendez-vous'),
  portalPayments: fixedPath('/patient-portal/paiements'),
  /** The payment of chosen invoices (a payment reminder's link): « Paiements » with its pay dialog open on them. */
  portalPayInvoices: {
    pattern: '/patient-portal/paiements',
    build: (...invoiceIds: readonly string[]) =>
      `/patient-portal/paiements?${payInvoicesParam}=${invoiceIds.map(encodeURIComponent).join(',')}` as const,
  },
  portalDocuments: fixedPath('/patient-portal/documents'),
  portalProfile: fixedPath('/patient-portal/profil'),
  /** One invoice as a printable letter page (opened in a new window from the payments and documents tabs). */
  portalInvoice: idPath('/patient-portal/factures'),
} as const;

export type PathName = keyof typeof paths;

/** A path on the site as an absolute URL, for e-mails: `absoluteUrl(publicUrl, paths.rebook.build(t))`. */
export function absoluteUrl(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${path}`;
}
