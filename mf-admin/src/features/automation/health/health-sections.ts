// The sections of « Santé de l'automatisation », in the order the menu lists them; each
// its own chunk, loaded when opened (`?section=`), like « Paiements ».
import { lazy, type ComponentType } from 'react';
import { healthText as text } from './health-text';
import { healthSectionIds } from './health-links';

export interface HealthSection {
  /** The `?section=` of the address. */
  id: string;
  label: string;
  Component: ComponentType;
}

export const healthSections: readonly HealthSection[] = [
  {
    id: healthSectionIds.messages,
    label: text.sections.messages,
    Component: lazy(() => import('./MessagesSection').then((m) => ({ default: m.MessagesSection }))),
  },
  {
    id: healthSectionIds.texts,
    label: text.sections.texts,
    Component: lazy(() => import('./TextsSection').then((m) => ({ default: m.TextsSection }))),
  },
  {
    id: healthSectionIds.jobs,
    label: text.sections.jobs,
    Component: lazy(() => import('./JobsSection').then((m) => ({ default: m.JobsSection }))),
  },
];
