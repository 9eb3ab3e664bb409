// Who may open each back-office view (shared-domain/accounts/staff-role, DESIGN §5), declared once: the
// sidebar shows a view's link only to a role in its group (sidebar-sections.ts), and the view's
// route shows « Accès réservé » to the others (`AccessGate` in routes.tsx), for a typed address or
// an old bookmark. The server refuses them anyway: every admin route declares its own group.
import type { PathName } from 'shared-domain/platform/paths';
import { mayAccess, type StaffAccess, type StaffRole } from 'shared-domain/accounts/staff-role';

export const viewAccess = {
  adminDashboard: 'everyone',
  adminRequests: 'everyone',
  adminCalendar: 'everyone',
  adminQuickActions: 'everyone',
  adminPatients: 'everyone',
  // The file's contact details and visits; its clinical sections ask for `care` themselves.
  adminPatient: 'everyone',
  // Creates and updates records in bulk, undoable: the administrators'.
  adminPatientImport: 'management',
  adminAppointments: 'everyone',
  adminWaitlist: 'everyone',
  adminRebooking: 'everyone',
  adminAutomation: 'management',
  adminAutomationHealth: 'management',
  adminCancellationAutomation: 'management',
  adminOneClickBatch: 'everyone',
  adminBatch: 'everyone',
  // The invoices, read by every role; what moves money in them asks for `cashDesk` itself.
  adminBilling: 'invoiceReads',
  // Every payment, the close and the receivables: the cash desk's books.
  adminPayments: 'cashDesk',
  adminInsurance: 'invoiceReads',
  // Revenue and its taxes: the clinic's figures (its « Relevés annuels » section asks for `management`).
  adminTaxes: 'figures',
  // Revenue by period, tender and payer: the clinic's figures.
  adminFinancialReports: 'figures',
  // Revenue and patients' progress: never the reception's (Law 25's need-to-know, DESIGN §5).
  adminAnalytics: 'figures',
  // The lists with their next step: every role; the desk without the care sentence of the re-exam and episode lists.
  adminActionableAnalytics: 'everyone',
  adminProgress: 'care',
  adminMonitoring: 'management',
  adminSettings: 'management',
  adminAdvancedSettings: 'management',
  adminTeam: 'management',
  adminSecurity: 'everyone',
  adminAudit: 'management',
  // Law 25: requests reach the record, so the care team; the rest is the privacy officer's.
  adminPrivacyRequests: 'care',
  adminPrivacyIncidents: 'management',
  adminRetentionReview: 'management',
  adminConsents: 'management',
} as const satisfies Partial<Record<PathName, StaffAccess>>;

export type AdminView = keyof typeof viewAccess;

export function mayOpenView(role: StaffRole, view: AdminView): boolean {
  return mayAccess(role, viewAccess[view]);
}
