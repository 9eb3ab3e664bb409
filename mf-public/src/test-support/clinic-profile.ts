// The clinic profiles the mf-public tests render with: a plain test clinic (Essai) and the demo
// clinic of the specification (Émilie Tremblay, §9 hours), both built by `clinicProfile`.
import type { ClinicProfile } from 'shared-domain/clinic-profile';

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
  privacyOfficer: { name: 'Dre Camille Essai', email: 'info@essai.example' },
};

/** The test clinic with the given changes. */
export function clinicProfile(overrides: Partial<ClinicProfile> = {}): ClinicProfile {
  return { ...testClinicProfile, ...overrides };
}

/** Specification §9: Monday–Thursday 8h–19h, Friday 8h–17h, Saturday by appointment, Sunday closed. */
export const specOpeningHours: ClinicProfile['openingHours'] = [
  { weekday: 0, enabled: false, start: '08:00', end: '12:00' },
  { weekday: 1, enabled: true, start: '08:00', end: '19:00' },
  { weekday: 2, enabled: true, start: '08:00', end: '19:00' },
  { weekday: 3, enabled: true, start: '08:00', end: '19:00' },
  { weekday: 4, enabled: true, start: '08:00', end: '19:00' },
  { weekday: 5, enabled: true, start: '08:00', end: '17:00' },
  { weekday: 6, enabled: false, start: '09:00', end: '13:00' },
];

/** The demo clinic of the specification, as the home and privacy pages show it. */
export const demoClinicProfile: ClinicProfile = clinicProfile({
  clinicName: 'Clinique chiropratique Émilie Tremblay',
  practitionerName: 'Dre Émilie Tremblay',
  phone: '514 555-0142',
  email: 'info@clinique-tremblay.example',
  address: { line: '4350, rue Saint-Denis, bureau 201', city: 'Montréal', province: 'QC', postalCode: 'H2J 2K8' },
  parkingInfo: 'Stationnement gratuit, accès poussette',
  openingHours: specOpeningHours,
  privacyOfficer: { name: 'Dre Émilie Tremblay', email: 'emilie.tremblay@clinique-tremblay.example' },
});
