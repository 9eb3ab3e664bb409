// What the public site needs to know about the practice; served by GET /api/public/clinic.
import type { SiteTexts } from './site-texts';

/** A clinic-local 'HH:MM' span of a day, start inclusive, end exclusive. */
export interface TimeSpan {
  start: string;
  end: string;
}

export interface OpeningHours {
  weekday: number;
  enabled: boolean;
  start: string;
  end: string;
  /** Breaks inside the day's hours (lunch), in order: no slot overlaps one. Absent means none. */
  breaks?: TimeSpan[];
}

/** Whole days the clinic is closed (holidays, vacations), as the public hours announce them. */
export interface ClinicClosure {
  /** Clinic-local `YYYY-MM-DD`, both included. */
  startDate: string;
  endDate: string;
  /** Why, as staff wrote it (« Congé des Fêtes »); may be empty. */
  reason: string;
}

/** A figure of the home page's hero (« 15+ », « Années d'expérience »). */
export interface HomeStatistic {
  value: string;
  label: string;
}

/** How many days ahead the public hours announce a closure. */
export const announcedClosureDays = 60;

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
  /** Full-day closures overlapping the next `announcedClosureDays` days, in order. */
  closures: ClinicClosure[];
  /** Quebec's professional codes restrict testimonials in advertising: shown only when the clinic says so. */
  showTestimonials: boolean;
  /** The hero's figures as the clinic set them; null: the site's own (mf-public's hero content). */
  homeStatistics: HomeStatistic[] | null;
  /** The home page's texts as the clinic published them, or the site's own (« Paramètres › Textes du site »). */
  siteTexts: SiteTexts;
  /** The person in charge of personal information (Law 25), published on the privacy page. */
  privacyOfficer: { name: string; title: string; email: string; phone: string };
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
