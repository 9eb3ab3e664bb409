// The clinic's public profile as `GET /api/public/clinic` sends it, for the remotes' tests: the
// demo clinic (Émilie Tremblay) without hours or closures, with `changes`. Tests only.
import type { ClinicProfile } from 'shared-domain/clinic/clinic-profile';
import { defaultSiteTexts } from 'shared-domain/clinic/default-site-texts';

export function demoClinicProfile(changes: Partial<ClinicProfile> = {}): ClinicProfile {
  return {
    clinicName: 'Clinique chiropratique Émilie Tremblay',
    practitionerName: 'Dre Émilie Tremblay',
    practitionerTitle: 'Chiropraticienne',
    phone: '5145550100',
    email: 'info@clinique-tremblay.example',
    address: { line: '4350, rue Saint-Denis, bureau 201', city: 'Montréal', province: 'QC', postalCode: 'H2J 2K8' },
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
    privacyOfficer: {
      name: 'Dre Émilie Tremblay',
      title: 'Chiropraticienne',
      email: 'info@clinique-tremblay.example',
      phone: '5145550100',
    },
    ...changes,
  };
}
