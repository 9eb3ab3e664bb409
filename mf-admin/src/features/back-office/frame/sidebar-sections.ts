// The back-office sidebar (specification 2.13), declared once: its five sections in the
// specification's order, holding every view of 2.13 plus the accounts issue's two. The views not
// built yet open their 'à venir' page (routes.tsx), so no link leads nowhere.
import { paths } from 'shared-domain/paths';
import type { StaffAccess } from 'shared-domain/staff-role';
import type { SidebarIconName } from './SidebarIcon';

/** A number a view's link may carry (the frame's `counts`), e.g. the requests waiting for a slot. */
export type SidebarCountName = 'pendingRequests';

export interface SidebarItem {
  path: string;
  label: string;
  icon: SidebarIconName;
  /** Who may open it (shared-domain/staff-role): the sidebar shows a view only to a role in its group; the server refuses the others. */
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
      { path: paths.adminDashboard.build(), label: 'Ma Journée', icon: 'day', access: 'everyone' },
      { path: paths.adminRequests.build(), label: 'Demandes', icon: 'requests', count: 'pendingRequests', access: 'everyone' },
      { path: paths.adminCalendar.build(), label: 'Calendrier', icon: 'calendar', access: 'everyone' },
      { path: paths.adminQuickActions.build(), label: 'Actions rapides', icon: 'quickActions', access: 'everyone' },
    ],
  },
  {
    label: 'Gestion',
    items: [
      { path: paths.adminPatients.build(), label: 'Patients', icon: 'patients', access: 'everyone' },
      { path: paths.adminAppointments.build(), label: 'Rendez-vous', icon: 'appointments', access: 'everyone' },
      { path: paths.adminWaitlist.build(), label: "Liste d'attente", icon: 'waitlist', access: 'everyone' },
      { path: paths.adminRebooking.build(), label: 'Re-réservation', icon: 'rebooking', access: 'everyone' },
      { path: paths.adminAutomation.build(), label: 'Automatisation', icon: 'automation', access: 'management' },
      { path: paths.adminAutomationHealth.build(), label: "Santé de l'automatisation", icon: 'automationHealth', access: 'management' },
      {
        path: paths.adminCancellationAutomation.build(),
        label: 'Annulations automatisées',
        icon: 'cancellationAutomation',
        access: 'management',
      },
      { path: paths.adminOneClickBatch.build(), label: 'Actions en un clic', icon: 'oneClick', access: 'everyone' },
      { path: paths.adminBatch.build(), label: 'Opérations groupées', icon: 'batch', access: 'everyone' },
    ],
  },
  {
    label: 'Finances',
    items: [
      { path: paths.adminBilling.build(), label: 'Facturation', icon: 'billing', access: 'desk' },
      { path: paths.adminPayments.build(), label: 'Paiements', icon: 'payments', access: 'desk' },
      { path: paths.adminInsurance.build(), label: 'Assurances', icon: 'insurance', access: 'desk' },
    ],
  },
  {
    label: 'Analyses',
    items: [
      { path: paths.adminAnalytics.build(), label: 'Analyses', icon: 'analytics', access: 'care' },
      { path: paths.adminActionableAnalytics.build(), label: 'Analyses actionnables', icon: 'actionableAnalytics', access: 'care' },
      { path: paths.adminProgress.build(), label: 'Progrès des patients', icon: 'progress', access: 'care' },
      { path: paths.adminMonitoring.build(), label: 'Surveillance du système', icon: 'monitoring', access: 'management' },
    ],
  },
  {
    label: 'Configuration',
    items: [
      { path: paths.adminSettings.build(), label: 'Paramètres', icon: 'settings', access: 'management' },
      { path: paths.adminAdvancedSettings.build(), label: 'Paramètres avancés', icon: 'advancedSettings', access: 'management' },
      { path: paths.adminTeam.build(), label: 'Équipe', icon: 'team', access: 'management' },
      { path: paths.adminSecurity.build(), label: 'Sécurité du compte', icon: 'shield', access: 'everyone' },
      { path: paths.adminAudit.build(), label: "Journal d'audit", icon: 'journal', access: 'management' },
    ],
  },
];

/** The sections the sidebar draws: those with at least one view. */
export function visibleSections(sections: readonly SidebarSection[]): readonly SidebarSection[] {
  return sections.filter((section) => section.items.length > 0);
}
