// Every rate limit the API applies, in one table so a reviewer sees the whole policy at once
// (DESIGN §5). The routes and commands read their limit from here; `rate-limit.ts` is the mechanism.
// `per` says whom a limit counts: the client's address (`ip`, its /64 for IPv6), a mailbox
// (`email`, lower-cased), or an account or patient record (`account`). Limits per e-mail or
// account hold however many clients one person uses; limits per address catch one client trying
// many e-mails or accounts. All windows slide: the real owner is kept waiting, never locked out.
import type { RateLimitWindow } from './rate-limit';

export interface RateLimitPolicy extends RateLimitWindow {
  per: 'ip' | 'email' | 'account';
  /** Why this limit exists, in one line. */
  why: string;
}

const minutes = (count: number) => count * 60;
const hours = (count: number) => count * 60 * 60;

export const rateLimitPolicy = {
  // Booking and the waitlist (public)
  onlineBooking: { name: 'online-booking', per: 'ip', limit: 10, windowSeconds: hours(1), why: 'One client cannot fill the calendar.' },
  onlineBookingEmail: {
    name: 'online-booking-email',
    per: 'email',
    limit: 5,
    windowSeconds: hours(1),
    why: 'Each booking e-mails the mailbox: one mailbox books this often at most, through either door (public or portal).',
  },
  appointmentRequest: {
    name: 'appointment-request',
    per: 'ip',
    limit: 5,
    windowSeconds: minutes(10),
    why: 'One client cannot flood the requests inbox.',
  },
  bookingFunnel: {
    name: 'booking-funnel',
    per: 'ip',
    limit: 30,
    windowSeconds: hours(1),
    why: 'The booking page sends four steps a visit: one client cannot inflate the funnel.',
  },
  waitlistJoin: { name: 'waitlist-join', per: 'ip', limit: 10, windowSeconds: hours(1), why: 'One client cannot flood the waitlist.' },
  waitlistEmail: {
    name: 'waitlist-email',
    per: 'email',
    limit: 5,
    windowSeconds: hours(1),
    why: 'However many addresses one person uses, one mailbox signs up this often at most.',
  },
  invitationAnswer: {
    name: 'invitation-answer',
    per: 'ip',
    limit: 20,
    windowSeconds: minutes(15),
    why: 'Guessing invitation tokens costs too much time to be worth it.',
  },

  // A staff member's calendar feed (public, found by the secret in its URL)
  calendarFeed: {
    name: 'calendar-feed',
    per: 'ip',
    limit: 60,
    windowSeconds: hours(1),
    why: 'A phone refreshes a feed a few times an hour; guessing feed secrets costs too much time to be worth it.',
  },

  // E-mailed links (public)
  manageLinkRequest: {
    name: 'manage-link-request',
    per: 'ip',
    limit: 3,
    windowSeconds: minutes(15),
    why: 'One client cannot make the clinic send e-mails to many addresses.',
  },
  manageLinkRecipient: {
    name: 'manage-link-recipient',
    per: 'email',
    limit: 3,
    windowSeconds: hours(1),
    why: 'However many clients ask, one mailbox gets this many e-mails; past it the request is dropped in silence.',
  },
  intakeForm: {
    name: 'intake-form',
    per: 'ip',
    limit: 120,
    windowSeconds: minutes(15),
    why: 'The intake form saves as it is typed; past this many saves a client is guessing link tokens, not typing.',
  },
  appointmentChange: {
    name: 'appointment-change',
    per: 'ip',
    limit: 20,
    windowSeconds: minutes(15),
    why: 'Guessing appointment link tokens costs too much time to be worth it.',
  },
  rebookingAnswer: {
    name: 'rebooking-answer',
    per: 'ip',
    limit: 20,
    windowSeconds: minutes(15),
    why: 'Guessing rebooking link tokens costs too much time to be worth it.',
  },

  // Patient accounts (public)
  patientSignIn: {
    name: 'patient-sign-in',
    per: 'ip',
    limit: 20,
    windowSeconds: minutes(15),
    why: 'One client cannot guess passwords at speed.',
  },
  patientSignInAccount: {
    name: 'patient-sign-in-account',
    per: 'email',
    limit: 10,
    windowSeconds: minutes(15),
    why: 'Slows a guessing attack on one account spread over many clients.',
  },
  patientSignInDevice: {
    name: 'patient-sign-in-device',
    per: 'account',
    limit: 10,
    windowSeconds: minutes(15),
    why: "A browser that signed in before (its device cookie) counts its own tries: others' failures never lock it out.",
  },
  signInBlockedNotice: {
    name: 'sign-in-blocked-notice',
    per: 'account',
    limit: 1,
    windowSeconds: minutes(15),
    why: "When an account's sign-in limit is reached its owner is e-mailed once per window, not once per refused try.",
  },
  patientMagicLink: {
    name: 'patient-magic-link',
    per: 'ip',
    limit: 5,
    windowSeconds: minutes(15),
    why: 'One client cannot make the clinic send sign-in links to many addresses.',
  },
  patientMagicLinkRecipient: {
    name: 'patient-magic-link-recipient',
    per: 'email',
    limit: 3,
    windowSeconds: hours(1),
    why: 'However many clients ask, one mailbox gets this many sign-in links.',
  },
  patientPasswordReset: {
    name: 'patient-password-reset',
    per: 'ip',
    limit: 5,
    windowSeconds: minutes(15),
    why: 'One client cannot make the clinic send reset links to many addresses.',
  },
  patientPasswordResetRecipient: {
    name: 'patient-password-reset-recipient',
    per: 'email',
    limit: 3,
    windowSeconds: hours(1),
    why: 'However many clients ask, one mailbox gets this many reset links.',
  },
  patientLinkUse: {
    name: 'patient-link-use',
    per: 'ip',
    limit: 10,
    windowSeconds: minutes(15),
    why: 'Guessing sign-in and reset link tokens costs too much time to be worth it.',
  },

  // Staff accounts (public)
  staffSignUp: {
    name: 'staff-sign-up',
    per: 'ip',
    limit: 5,
    windowSeconds: hours(1),
    why: 'Guessing the invitation code costs too much time to be worth it.',
  },
  staffSignIn: {
    name: 'staff-sign-in',
    per: 'ip',
    limit: 20,
    windowSeconds: minutes(15),
    why: 'One client cannot guess passwords at speed.',
  },
  staffSignInAccount: {
    name: 'staff-sign-in-account',
    per: 'email',
    limit: 10,
    windowSeconds: minutes(15),
    why: 'Slows a guessing attack on one staff account spread over many clients.',
  },
  staffSignInDevice: {
    name: 'staff-sign-in-device',
    per: 'account',
    limit: 10,
    windowSeconds: minutes(15),
    why: "A browser that passed the second factor (its device cookie) counts its own tries: others' failures never lock it out.",
  },
  staffPasswordResetRequest: {
    name: 'staff-password-reset-request',
    per: 'ip',
    limit: 5,
    windowSeconds: minutes(15),
    why: 'One client cannot make the clinic send staff reset links to many addresses.',
  },
  staffPasswordResetRecipient: {
    name: 'staff-password-reset-recipient',
    per: 'email',
    limit: 3,
    windowSeconds: hours(1),
    why: 'However many clients ask, one staff mailbox gets this many reset links; past it the request is dropped in silence.',
  },
  staffPasswordResetUse: {
    name: 'staff-password-reset-use',
    per: 'ip',
    limit: 10,
    windowSeconds: minutes(15),
    why: 'Guessing staff reset link tokens costs too much time to be worth it.',
  },
  secondFactorUnlock: {
    name: 'second-factor-unlock',
    per: 'ip',
    limit: 10,
    windowSeconds: minutes(15),
    why: 'Guessing unlock link tokens costs too much time to be worth it.',
  },
  secondFactorAccount: {
    name: 'second-factor-account',
    per: 'account',
    limit: 10,
    windowSeconds: minutes(15),
    why: 'A person who mistypes a few times never meets it; a brute force of 10^6 codes does.',
  },

  // Signed-in patients (portal)
  paymentMethodAdd: {
    name: 'payment-method-add',
    per: 'account',
    limit: 10,
    windowSeconds: minutes(15),
    why: 'Counted before validation: trying card numbers one after the other (card testing) is what it stops.',
  },
  portalBooking: {
    name: 'portal-booking',
    per: 'account',
    limit: 5,
    windowSeconds: hours(1),
    why: "Each booking e-mails the patient: five an hour from her portal, counted apart from the public booking's.",
  },
  familyChildAdd: {
    name: 'family-child-add',
    per: 'account',
    limit: 5,
    windowSeconds: hours(24),
    why: '« Ajouter un enfant » opens a record the clinic confirms: a family of five in a day, not a script filling the patient list.',
  },
  recordCorrectionRequest: {
    name: 'record-correction-request',
    per: 'account',
    limit: 5,
    windowSeconds: hours(24),
    why: 'Each request e-mails the clinic: five per patient a day is plenty.',
  },
  personalDataExport: {
    name: 'personal-data-export',
    per: 'account',
    limit: 10,
    windowSeconds: hours(1),
    why: '« Télécharger mes données » reads the whole record and is audited each time: the three formats twice over an hour, not a loop.',
  },

  // Signed-in staff (back-office)
  automationTestEmail: {
    name: 'automation-test-email',
    per: 'account',
    limit: 10,
    windowSeconds: minutes(15),
    why: '« Envoyer un test » mails the staff member: a few tries while wording a template, not a flood from a stuck button.',
  },

  // The browser's reports (public)
  telemetry: {
    name: 'telemetry',
    per: 'ip',
    limit: 30,
    windowSeconds: minutes(10),
    why: 'Only critical errors are reported: a browser sending more is broken or hostile.',
  },
} as const satisfies Record<string, RateLimitPolicy>;
