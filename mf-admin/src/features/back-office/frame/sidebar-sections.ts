// The back-office sidebar (specification 2.13), declared once: its five sections in the
// specification's order, holding every view of 2.13 plus the accounts issue's two.
import { paths } from 'shared-domain/platform/paths';
import { mayAccess, type StaffAccess, type StaffRole } from 'shared-domain/accounts/staff-role';
import { viewAccess } from '../access/view-access';
import type { SidebarIconName } from './SidebarIcon';

/** A number a view's link may carry (the frame's `counts`), e.g. the requests waiting for a slot. */
export type SidebarCountName = 'pendingRequests';

export interface SidebarItem {
  path: string;
  label: string;
  icon: SidebarIconName;
  /** Who may open it (`viewAccess`, which the view's route reads too): the sidebar shows a view only to a role in its group; the server refuses the others. */
  access: StaffAccess;
  /** Shown as a badge beside the label when the frame is given that count and it is above zero. */
  count?: SidebarCountName;
}

export interface SidebarSection {
  label: string;
  items: readonly SidebarItem[];
}

/** How a badge reads to a screen reader, after the view's name ('Demandes, 3 demandes en attente'). */
export const sidebarCountText: Record<SidebarCountName, (count: number) => string> = {
  pendingRequests: (count) => (count === 1 ? '1 demande en attente' : `${count} demandes en attente`),
};

export const sidebarSections: readonly SidebarSection[] = [
  {
    label: 'Principal',
    items: [
      { path: paths.adminDashboard.build(), label: 'Ma Journée', icon: 'day', access: viewAccess.adminDashboard },
      {
        path: paths.adminRequests.build(),
        label: 'Demandes',
        icon: 'requests',
        count: 'pendingRequests',
        access: viewAccess.adminRequests,
      },
      { path: paths.adminCalendar.build(), label: 'Calendrier', icon: 'calendar', access: viewAccess.adminCalendar },
      { path: paths.adminQuickActions.build(), label: 'Actions rapides', icon: 'quickActions', access: viewAccess.adminQuickActions },
    ],
  },
  {
    label: 'Gestion',
    items: [
      { path: paths.adminPatients.build(), label: 'Patients', icon: 'patients', access: viewAccess.adminPatients },
      { path: paths.adminAppointments.build(), label: 'Rendez-vous', icon: 'appointments', access: viewAccess.adminAppointments },
      { path: paths.adminWaitlist.build(), label: "Liste d'attente", icon: 'waitlist', access: viewAccess.adminWaitlist },
      { path: paths.adminRebooking.build(), label: 'Re-réservation', icon: 'rebooking', access: viewAccess.adminRebooking },
      { path: paths.adminAutomation.build(), label: 'Automatisation', icon: 'automation', access: viewAccess.adminAutomation },
      {
        path: paths.adminAutomationHealth.build(),
        label: "Santé de l'automatisation",
        icon: 'automationHealth',
        access: viewAccess.adminAutomationHealth,
      },
      {
        path: paths.adminCancellationAutomation.build(),
        label: 'Annulations automatisées',
        icon: 'cancellationAutomation',
        access: viewAccess.adminCancellationAutomation,
      },
      { path: paths.adminOneClickBatch.build(), label: 'Actions en un clic', icon: 'oneClick', access: viewAccess.adminOneClickBatch },
      { path: paths.adminBatch.build(), label: 'Opérations groupées', icon: 'batch', access: viewAccess.adminBatch },
    ],
  },
  {
    label: 'Finances',
    items: [
      { path: paths.adminBilling.build(), label: 'Facturation', icon: 'billing', access: viewAccess.adminBilling },
      { path: paths.adminPayments.build(), label: 'Paiements', icon: 'payments', access: viewAccess.adminPayments },
      { path: paths.adminInsurance.build(), label: 'Assurances', icon: 'insurance', access: viewAccess.adminInsurance },
      { path: paths.adminTaxes.build(), label: 'Taxes et relevés', icon: 'taxes', access: viewAccess.adminTaxes },
      {
        path: paths.adminFinancialReports.build(),
        label: 'Rapports financiers',
        icon: 'financialReports',
        access: viewAccess.adminFinancialReports,
      },
    ],
  },
  {
    label: 'Analyses',
    items: [
      { path: paths.adminAnalytics.build(), label: 'Analyses', icon: 'analytics', access: viewAccess.adminAnalytics },
      {
        path: paths.adminActionableAnalytics.build(),
        label: 'Analyses actionnables',
        icon: 'actionableAnalytics',
        access: viewAccess.adminActionableAnalytics,
      },
      { path: paths.adminProgress.build(), label: 'Progrès des patients', icon: 'progress', access: viewAccess.adminProgress },
      { path: paths.adminMonitoring.build(), label: 'Surveillance du système', icon: 'monitoring', access: viewAccess.adminMonitoring },
    ],
  },
  {
    label: 'Configuration',
    items: [
      { path: paths.adminSettings.build(), label: 'Paramètres', icon: 'settings', access: viewAccess.adminSettings },
      {
        path: paths.adminAdvancedSettings.build(),
        label: 'Paramètres avancés',
        icon: 'advancedSettings',
        access: viewAccess.adminAdvancedSettings,
      },
      { path: paths.adminTeam.build(), label: 'Équipe', icon: 'team', access: viewAccess.adminTeam },
      { path: paths.adminSecurity.build(), label: 'Sécurité du compte', icon: 'shield', access: viewAccess.adminSecurity },
      { path: paths.adminAudit.build(), label: "Journal d'audit", icon: 'journal', access: viewAccess.adminAudit },
    ],
  },
  {
    // Law 25's obligations as routine work.
    label: 'Confidentialité',
    items: [
      {
        path: paths.adminPrivacyRequests.build(),
        label: 'Accès et rectification',
        icon: 'privacyRequests',
        access: viewAccess.adminPrivacyRequests,
      },
      { path: paths.adminConsents.build(), label: 'Consentements', icon: 'consents', access: viewAccess.adminConsents },
      {
        path: paths.adminPrivacyIncidents.build(),
        label: 'Registre des incidents',
        icon: 'incidents',
        access: viewAccess.adminPrivacyIncidents,
      },
      {
        path: paths.adminRetentionReview.build(),
        label: 'Conservation des dossiers',
        icon: 'retention',
        access: viewAccess.adminRetentionReview,
      },
    ],
  },
];

/** The sections the sidebar draws for `role`: the views it may open, and the sections left with at least one. */
export function visibleSections(sections: readonly SidebarSection[], role: StaffRole): readonly SidebarSection[] {
  return sections
    .map((section) => ({ ...section, items: section.items.filter((item) => mayAccess(role, item.access)) }))
    .filter((section) => section.items.length > 0);
}
