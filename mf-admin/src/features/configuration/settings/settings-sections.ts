// The sections of « Paramètres », in the order the menu lists them (issue 21). Each is its own
// chunk, loaded when opened. A new section adds one entry here.
import { lazy } from 'react';
import type { SettingsSection } from './SectionedSettings';

export const settingsSections: readonly SettingsSection[] = [
  {
    id: 'services',
    label: 'Services',
    Component: lazy(() => import('./services/ServicesSection').then((m) => ({ default: m.ServicesSection }))),
  },
  {
    id: 'produits',
    label: 'Produits',
    Component: lazy(() => import('./products/ProductsSection').then((m) => ({ default: m.ProductsSection }))),
  },
  { id: 'notes', label: 'Notes cliniques', Component: lazy(() => import('./SoapSection').then((m) => ({ default: m.SoapSection }))) },
];
