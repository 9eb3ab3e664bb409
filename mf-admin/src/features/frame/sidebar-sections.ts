// The back-office sidebar (specification 2.13), declared once: its five sections in the
// specification's order, each with the views it holds today. A section without a view yet is not
// drawn; the later back-office issues add theirs here (calendar, patients, billing, analytics…).
import { paths } from 'shared-domain/paths';
import type { SidebarIconName } from './SidebarIcon';

export interface SidebarItem {
  path: string;
  label: string;
  icon: SidebarIconName;
}

export interface SidebarSection {
  label: string;
  items: readonly SidebarItem[];
}

export const sidebarSections: readonly SidebarSection[] = [
  { label: 'Principal', items: [{ path: paths.adminDashboard.build(), label: 'Ma Journée', icon: 'day' }] },
  { label: 'Gestion', items: [] },
  { label: 'Finances', items: [] },
  { label: 'Analyses', items: [] },
  {
    label: 'Configuration',
    items: [
      { path: paths.adminSecurity.build(), label: 'Sécurité du compte', icon: 'shield' },
      { path: paths.adminAudit.build(), label: "Journal d'audit", icon: 'journal' },
    ],
  },
];

/** The sections the sidebar draws: those with at least one view. */
export function visibleSections(sections: readonly SidebarSection[]): readonly SidebarSection[] {
  return sections.filter((section) => section.items.length > 0);
}
