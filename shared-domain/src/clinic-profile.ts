// What the public site needs to know about the practice; served by GET /api/public/clinic.

export interface OpeningHours {
  weekday: number;
  enabled: boolean;
  start: string;
  end: string;
}

export interface ClinicProfile {
  clinicName: string;
  practitionerName: string;
  practitionerTitle: string;
  phone: string;
  email: string;
  address: { line: string; city: string; province: string; postalCode: string };
  timeZone: string;
  /** `automatic` is resolved on the server, so the site only sees open or full. */
  agendaFull: boolean;
  showAdminLink: boolean;
  onlineBookingEnabled: boolean;
  parkingInfo: string;
  openingHours: OpeningHours[];
  privacyOfficer: { name: string; email: string };
}

/** Specification §9: Monday–Thursday 8h–19h, Friday 8h–17h, Saturday by appointment, Sunday closed. */
export const specificationOpeningHours: OpeningHours[] = [
  { weekday: 0, enabled: false, start: '08:00', end: '12:00' },
  { weekday: 1, enabled: true, start: '08:00', end: '19:00' },
  { weekday: 2, enabled: true, start: '08:00', end: '19:00' },
  { weekday: 3, enabled: true, start: '08:00', end: '19:00' },
  { weekday: 4, enabled: true, start: '08:00', end: '19:00' },
  { weekday: 5, enabled: true, start: '08:00', end: '17:00' },
  { weekday: 6, enabled: false, start: '09:00', end: '13:00' },
];

/** A prerendered page carries the profile it was rendered with, so the app starts from it. */
export const embeddedProfileId = 'clinic-profile';

/** JSON for a `<script type="application/json">`: `<` is escaped so it cannot close the tag. */
export function serializeProfile(profile: ClinicProfile): string {
  return JSON.stringify(profile).replace(/</g, '\\u003c');
}
