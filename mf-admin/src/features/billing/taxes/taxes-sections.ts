// The sections of « Taxes et relevés », in the order the menu lists them; each its own chunk,
// loaded when opened. The tax report is revenue (`figures`); sending the yearly statements is the
// administration's (`management`).
import { lazy, type ComponentType } from 'react';
import type { StaffAccess } from 'shared-domain/accounts/staff-role';
import { taxesSectionIds } from './taxes-links';
import { taxesText as text } from './taxes-text';

export interface TaxesSection {
  id: string;
  label: string;
  access: StaffAccess;
  Component: ComponentType;
}

export const taxesSections: readonly TaxesSection[] = [
  {
    id: taxesSectionIds.report,
    label: text.sections.report,
    access: 'figures',
    Component: lazy(() => import('./TaxReportSection').then((m) => ({ default: m.TaxReportSection }))),
  },
  {
    id: taxesSectionIds.statements,
    label: text.sections.statements,
    access: 'management',
    Component: lazy(() => import('./StatementBatchSection').then((m) => ({ default: m.StatementBatchSection }))),
  },
];
