// The sections of « Paramètres », in the order the menu lists them. Each is its own
// chunk, loaded when opened. A new section adds one entry here.
import { lazy } from 'react';
import type { SettingsSection } from './SectionedSettings';

export const settingsSections: readonly SettingsSection[] = [
  {
    id: 'clinique',
    label: 'Clinique',
    Component: lazy(() => import('./sections/ClinicSection').then((m) => ({ default: m.ClinicSection }))),
  },
  {
    id: 'heures',
    label: "Heures d'ouverture",
    Component: lazy(() => import('./sections/HoursSection').then((m) => ({ default: m.HoursSection }))),
  },
  {
    id: 'reservation',
    label: 'Réservation en ligne',
    Component: lazy(() => import('./sections/OnlineBookingSection').then((m) => ({ default: m.OnlineBookingSection }))),
  },
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
  { id: 'frais', label: 'Frais', Component: lazy(() => import('./sections/FeesSection').then((m) => ({ default: m.FeesSection }))) },
  {
    id: 'attente-rappels',
    label: "Liste d'attente et rappels",
    Component: lazy(() => import('./sections/WaitlistRemindersSection').then((m) => ({ default: m.WaitlistRemindersSection }))),
  },
  {
    id: 'site-public',
    label: 'Site public',
    Component: lazy(() => import('./sections/PublicSiteSection').then((m) => ({ default: m.PublicSiteSection }))),
  },
  {
    id: 'textes-site',
    label: 'Textes du site',
    Component: lazy(() => import('./site-texts/SiteTextsSection').then((m) => ({ default: m.SiteTextsSection }))),
  },
  {
    id: 'confidentialite',
    label: 'Confidentialité',
    Component: lazy(() => import('./sections/PrivacySection').then((m) => ({ default: m.PrivacySection }))),
  },
  { id: 'notes', label: 'Notes cliniques', Component: lazy(() => import('./SoapSection').then((m) => ({ default: m.SoapSection }))) },
];
