// The clinic's public profile as `GET /api/public/clinic` sends it, read by the sign-in pages'
// header for the clinic's identity (its name, the practitioner's name and title). Tests only.
import type { AdminAnswer } from './admin-stub-api';

export const clinicIdentity: AdminAnswer<'GET /api/public/clinic'> = {
  clinicName: 'Clinique Chiropratique Tremblay',
  practitionerName: 'Dre Julie Tremblay',
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
  privacyOfficer: {
    name: 'Dre Julie Tremblay',
    title: 'Chiropraticienne',
    email: 'info@clinique-tremblay.example',
    phone: '5145550100',
  },
};
