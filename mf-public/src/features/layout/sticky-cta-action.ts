// What the sticky bar offers, by the home page section in view (specification section 2.3).
import { ctaLabels } from '../../lib/cta/useCallToAction';
import { sectionIds, type SectionKey } from '../../lib/site/section-ids';

export type CtaMode = 'appointment' | 'waitlist';

export type StickyCtaAction =
  /** The booking call-to-action (`activate('sticky')`), with this label. */
  | { kind: 'cta'; label: string }
  /** A link to a section of the page. */
  | { kind: 'section'; label: string; target: string };

export const stickyLabels = {
  services: 'Trouver mon service',
  reconnexion: 'Découvrir le programme',
  testimonials: 'Je veux ces résultats',
  faq: 'Réserver maintenant',
} as const;

export function stickyCtaAction(section: SectionKey | undefined, mode: CtaMode): StickyCtaAction {
  const ctaLabel = ctaLabels[mode].long;
  switch (section) {
    case 'services':
      return { kind: 'section', label: stickyLabels.services, target: sectionIds.services };
    case 'reconnexion':
      return { kind: 'section', label: stickyLabels.reconnexion, target: sectionIds.reconnexion };
    case 'testimonials':
      return { kind: 'cta', label: stickyLabels.testimonials };
    case 'faq':
      // Agenda full: every call-to-action says waitlist, so "book now" would promise too much.
      return { kind: 'cta', label: mode === 'waitlist' ? ctaLabel : stickyLabels.faq };
    default:
      // Hero and any other section.
      return { kind: 'cta', label: ctaLabel };
  }
}

/** The section key of a home page section id, if it is one. */
export function sectionKeyOf(id: string): SectionKey | undefined {
  return (Object.keys(sectionIds) as SectionKey[]).find((key) => sectionIds[key] === id);
}
