// Anchors of the home page sections (specification section 2.3); the header, the footer and
// the sticky bar all point at these.
export const sectionIds = {
  hero: 'accueil',
  services: 'services',
  reconnexion: 'reconnexion',
  about: 'about',
  testimonials: 'testimonials',
  faq: 'faq',
  contact: 'contact',
} as const;

export type SectionKey = keyof typeof sectionIds;
