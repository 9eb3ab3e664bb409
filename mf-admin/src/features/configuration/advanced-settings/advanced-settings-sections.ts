// The sections of « Paramètres avancés », in the order the menu lists them. Each is its
// own chunk, loaded when opened. A new section adds one entry here.
import { lazy } from 'react';
import type { SettingsSection } from '../settings/SectionedSettings';

export const advancedSettingsSections: readonly SettingsSection[] = [
  {
    id: 'courriels',
    label: 'Modèles de courriels',
    Component: lazy(() => import('./email-templates/EmailTemplatesSection').then((m) => ({ default: m.EmailTemplatesSection }))),
  },
  {
    id: 'facturation',
    label: 'Facturation',
    Component: lazy(() => import('./InvoicingSection').then((m) => ({ default: m.InvoicingSection }))),
  },
  {
    id: 'assurances',
    label: 'Assurances',
    Component: lazy(() => import('./InsuranceSection').then((m) => ({ default: m.InsuranceSection }))),
  },
  {
    id: 'questionnaire-accueil',
    label: 'Questionnaire d’accueil',
    Component: lazy(() => import('./IntakeFormSection').then((m) => ({ default: m.IntakeFormSection }))),
  },
  {
    id: 'configuration',
    label: 'Export de la configuration',
    Component: lazy(() => import('./ConfigurationSection').then((m) => ({ default: m.ConfigurationSection }))),
  },
];
