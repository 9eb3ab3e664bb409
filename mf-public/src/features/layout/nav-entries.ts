// The entries the header, the mobile menu and the footer share (specification sections 2.2, 2.3).
import { sectionIds } from '../home/section-ids';

export interface SectionEntry {
  id: string;
  label: string;
}

/** Header and mobile menu anchors. */
export const headerSections: readonly SectionEntry[] = [
  { id: sectionIds.services, label: 'Services' },
  { id: sectionIds.about, label: 'Approche' },
  { id: sectionIds.testimonials, label: 'Témoignages' },
  { id: sectionIds.contact, label: 'Contact' },
];

/** Footer anchors. */
export const footerSections: readonly SectionEntry[] = [
  { id: sectionIds.services, label: 'Services' },
  { id: sectionIds.reconnexion, label: 'Programme Reconnexion' },
  { id: sectionIds.about, label: 'Approche' },
  { id: sectionIds.faq, label: 'FAQ' },
];

export const navText = {
  mainNav: 'Navigation principale',
  booking: 'Réserver',
  onlineBooking: 'Réservation en ligne',
  manageAppointment: 'Modifier mon RDV',
  portals: 'Portails',
  patientPortal: 'Portail Patient',
  adminSpace: 'Espace Admin',
  menu: 'Menu',
  mobileNav: 'Menu du site',
  skipLink: 'Aller au contenu',
} as const;
