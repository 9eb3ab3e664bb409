// Every column of free text that may hold health information (DESIGN §5: the desk reads none of
// it). The back-office routes the receptionist may open withhold them through the shaping helpers
// of `platform/http/health-text.ts`; the clinical record's own routes are closed to her whole.
// `surfaces/roles.test.ts` reads each column's values from the demo clinic and fails when one
// shows in an answer to her, and fails on a free-text column (a reason, notes, answers…) that is
// neither here nor declared harmless there: a new one is classified before it ships.
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { appointments } from './schema/appointments';
import { episodesOfCare, intakeSubmissions, outcomeMeasures, soapNoteAddenda, soapNotes } from './schema/clinical';
import { patients } from './schema/patients';
import { rebookingResponses } from './schema/rebooking';
import { textReplies } from './schema/texts';
import { waitlistEntries } from './schema/waitlist';

export const healthTextColumns = {
  /** A visit's reason (a public request's too: a request is an undated appointment) and the notes on it. */
  visit: [appointments.reason, appointments.notes],
  /** The patient file's consultation reason and notes. */
  patientFile: [patients.consultationReason, patients.notes],
  /** What the person wrote when joining the waitlist (a request's reason lands there too). */
  waitlistEntry: [waitlistEntries.notes],
  /** What the patient wrote when answering an offer to rebook. */
  rebookingAnswer: [rebookingResponses.patientNotes],
  /** The clinical record (care routes only). */
  clinicalRecord: [
    soapNotes.subjective,
    soapNotes.objective,
    soapNotes.assessment,
    soapNotes.plan,
    soapNoteAddenda.reason,
    soapNoteAddenda.text,
    episodesOfCare.reason,
    episodesOfCare.endNote,
    outcomeMeasures.answers,
  ],
  /** A text a patient sent the clinic that was neither OUI, NON nor STOP: her own words. */
  textReply: [textReplies.body],
  /**
   * The intake form's answers (« Questionnaire d'accueil », care routes only), sealed at rest. Who
   * signed is a name the desk reads elsewhere, and the consent text is the clinic's: neither is here.
   */
  intakeAnswers: [intakeSubmissions.answersEncrypted],
} satisfies Record<string, SQLiteColumn[]>;
