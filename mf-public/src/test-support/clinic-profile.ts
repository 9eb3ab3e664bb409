// The clinic profiles the mf-public tests render with: a plain test clinic (Essai) and the demo
// clinic of the specification (Émilie Tremblay, §9 hours), both built by `clinicProfile`.
import { specificationOpeningHours, type ClinicProfile } from 'shared-domain/clinic/clinic-profile';
import { defaultSiteTexts } from 'shared-domain/clinic/default-site-texts';

/** The plain test clinic: no hours, no parking information. */
export const testClinicProfile: ClinicProfile = {
  clinicName: 'Clinique chiropratique Essai',
  practitionerName: 'Dre Camille Essai',
  practitionerTitle: 'Chiropraticienne',
  phone: '514 555-0100',
  email: 'info@essai.example',
  address: { line: '1, rue Principale', city: 'Montréal', province: 'QC', postalCode: 'H2X 1Y4' },
  timeZone: 'America/Toronto',
  agendaFull: false,
  showAdminLink: false,
  onlineBookingEnabled: true,
  parkingInfo: '',
  openingHours: [],
  closures: [],
  showTestimonials: false,
  homeStatistics: null,
  siteTexts: defaultSiteTexts,
  privacyOfficer: { name: 'Dre Camille Essai', title: 'Chiropraticienne', email: 'info@essai.example', phone: '514 555-0100' },
};

/** The test clinic with the given changes. */
export function clinicProfile(overrides: Partial<ClinicProfile> = {}): ClinicProfile {
  return { ...testClinicProfile, ...overrides };
}

/** The demo clinic of the specification, as the home and privacy pages show it. */
export const demoClinicProfile: ClinicProfile = clinicProfile({
  clinicName: 'Clinique chiropratique Émilie Tremblay',
  practitionerName: 'Dre Émilie Tremblay',
  phone: '514 555-0142',
  email: 'info@clinique-tremblay.example',
  address: {
    line: '4350, rue Saint-Denis, bureau 201',
    city: 'Montréal',
    province: 'QC',
    postalCode: 'H2J 2K8',
  },
  parkingInfo: 'Stationnement gratuit, accès poussette',
  openingHours: specificationOpeningHours,
  // The specification's site shows its testimonials; the demo clinic turned them on.
  showTestimonials: true,
  privacyOfficer: {
    name: 'Dre Émilie Tremblay',
    title: 'Chiropraticienne, responsable de la protection des renseignements personnels',
    email: 'emilie.tremblay@clinique-tremblay.example',
    phone: '514 555-0142',
  },
});
