// The back-office sidebar (specification 2.13), declared once: its five sections in the
// specification's order, holding every view of 2.13 plus the accounts issue's two. The views not
// built yet open their 'à venir' page (routes.tsx), so no link leads nowhere.
import { paths } from 'shared-domain/paths';
import type { SidebarIconName } from './SidebarIcon';

/** A number a view's link may carry (the frame's `counts`), e.g. the requests waiting for a slot. */
export type SidebarCountName = 'pendingRequests';

export interface SidebarItem {
  path: string;
  label: string;
  icon: SidebarIconName;
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
      { path: paths.adminDashboard.build(), label: 'Ma Journée', icon: 'day' },
      { path: paths.adminRequests.build(), label: 'Demandes', icon: 'requests', count: 'pendingRequests' },
      { path: paths.adminCalendar.build(), label: 'Calendrier', icon: 'calendar' },
      { path: paths.adminQuickActions.build(), label: 'Actions rapides', icon: 'quickActions' },
    ],
  },
  {
    label: 'Gestion',
    items: [
      { path: paths.adminPatients.build(), label: 'Patients', icon: 'patients' },
      { path: paths.adminAppointments.build(), label: 'Rendez-vous', icon: 'appointments' },
      { path: paths.adminWaitlist.build(), label: "Liste d'attente", icon: 'waitlist' },
      { path: paths.adminRebooking.build(), label: 'Re-réservation', icon: 'rebooking' },
      { path: paths.adminAutomation.build(), label: 'Automatisation', icon: 'automation' },
      { path: paths.adminAutomationHealth.build(), label: "Santé de l'automatisation", icon: 'automationHealth' },
      { path: paths.adminCancellationAutomation.build(), label: 'Annulations automatisées', icon: 'cancellationAutomation' },
      { path: paths.adminOneClickBatch.build(), label: 'Actions en un clic', icon: 'oneClick' },
      { path: paths.adminBatch.build(), label: 'Opérations groupées', icon: 'batch' },
    ],
  },
  {
    label: 'Finances',
    items: [
      { path: paths.adminBilling.build(), label: 'Facturation', icon: 'billing' },
      { path: paths.adminPayments.build(), label: 'Paiements', icon: 'payments' },
      { path: paths.adminInsurance.build(), label: 'Assurances', icon: 'insurance' },
    ],
  },
  {
    label: 'Analyses',
    items: [
      { path: paths.adminAnalytics.build(), label: 'Analyses', icon: 'analytics' },
      { path: paths.adminActionableAnalytics.build(), label: 'Analyses actionnables', icon: 'actionableAnalytics' },
      { path: paths.adminProgress.build(), label: 'Progrès des patients', icon: 'progress' },
      { path: paths.adminMonitoring.build(), label: 'Surveillance du système', icon: 'monitoring' },
    ],
  },
  {
    label: 'Configuration',
    items: [
      { path: paths.adminSettings.build(), label: 'Paramètres', icon: 'settings' },
      { path: paths.adminAdvancedSettings.build(), label: 'Paramètres avancés', icon: 'advancedSettings' },
      { path: paths.adminSecurity.build(), label: 'Sécurité du compte', icon: 'shield' },
      { path: paths.adminAudit.build(), label: "Journal d'audit", icon: 'journal' },
    ],
  },
];

/** The sections the sidebar draws: those with at least one view. */
export function visibleSections(sections: readonly SidebarSection[]): readonly SidebarSection[] {
  return sections.filter((section) => section.items.length > 0);
}
