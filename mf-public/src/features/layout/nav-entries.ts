// The entries the header, the mobile menu and the footer share (specification sections 2.2, 2.3).
import type { ClinicProfile } from 'shared-domain/clinic/clinic-profile';
import { paths } from 'shared-domain/platform/paths';
import { sectionIds } from '../../lib/site/section-ids';

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

/**
 * The header's anchors for this clinic: « Témoignages » only while it shows its testimonials
 * (Quebec's professional codes restrict them in advertising: hidden unless the clinic says so,
 * also before its profile is known).
 */
export function headerSectionsFor(profile: Pick<ClinicProfile, 'showTestimonials'> | undefined): readonly SectionEntry[] {
  return profile?.showTestimonials ? headerSections : headerSections.filter((entry) => entry.id !== sectionIds.testimonials);
}

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
  waitlist: "Liste d'attente",
  manageAppointment: 'Modifier mon RDV',
  portals: 'Portails',
  patientPortal: 'Portail Patient',
  adminSpace: 'Espace Admin',
  menu: 'Menu',
  mobileNav: 'Menu du site',
  skipLink: 'Aller au contenu',
} as const;

/**
 * The « Réserver » menu's first entry: online booking while the agenda is open, the
 * waitlist when it is full (every booking call-to-action then leads there), none when the clinic
 * turned online booking off. Before the profile is known, online booking, as the site's default.
 */
export function bookingEntry(
  profile: Pick<ClinicProfile, 'agendaFull' | 'onlineBookingEnabled'> | undefined,
): { label: string; to: string } | null {
  if (profile?.agendaFull) return { label: navText.waitlist, to: paths.waitlist.build() };
  if (profile && !profile.onlineBookingEnabled) return null;
  return { label: navText.onlineBooking, to: paths.booking.build() };
}
