// Step 4's sending: the details with the chosen slot, the consent versions the step showed and the
// deposit's card, then what the page does with each refusal (a slot taken meanwhile brings the
// times back, a text republished is read again). Loaded with the step's form (DetailsStep).
import { onlineBookingMessages as messages } from 'shared-domain/scheduling/online-booking-messages';
import { bookingTextMissingMessage } from 'shared-domain/privacy/consent-messages';
import { refusalOutcome, type FormOutcome } from 'shared-ui/form-outcome';
import { problemText } from 'shared-ui/problem-message';
import type { ConsentTexts } from '../consent-texts/api/consent-texts';
import { postBooking, type BookedAppointment } from './api/book';
import type { OnlineService } from './api/services';
import type { ClosedReason } from './BookingClosed';
import type { BookingChoices } from './booking-steps';
import { depositFieldOf, detailFields, type DetailField } from './detail-fields';
import type { Details } from './useDetailsForm';

/** A notice above the step (the page's). */
export type PageNotice = { tone: 'info' | 'error'; title: string; text?: string };

/** What the page knows when the visitor books, and what it does on a refusal. */
export interface BookingAttempt {
  choices: BookingChoices;
  service: OnlineService | undefined;
  /** The consent texts the step shows (undefined while they load or when they could not be read). */
  texts: ConsentTexts | undefined;
  reminders: boolean;
  /** The deposit's key: one per attempt, so a double submit books and charges once. */
  depositKey: { current: string };
  onClosed(reason: ClosedReason): void;
  reloadConsentTexts(): void;
  backToTimes(notice: PageNotice): void;
}

export async function bookSlot(details: Details, attempt: BookingAttempt): Promise<FormOutcome<DetailField, BookedAppointment>> {
  const { choices, service, texts, reminders, depositKey, onClosed, reloadConsentTexts, backToTimes } = attempt;
  const { serviceId, date, time } = choices;
  if (!serviceId || !date || !time) return { type: 'failed', message: messages.incompleteSteps };
  // No booking without the consent text it accepts (the API refuses it too).
  if (!texts) return { type: 'failed', message: bookingTextMissingMessage };
  const consentVersions = {
    online_booking: texts.online_booking.version,
    ...(reminders ? { email_reminders: texts.email_reminders.version } : {}),
  };
  const { cardNumber, cardExpiry, cardCvv, cardholderName, cardPostalCode, ...contact } = details;
  // A service asking a deposit sends the card, with the key of this attempt (a double submit is one booking).
  const deposit = service?.requiresDeposit
    ? {
        number: cardNumber,
        expiry: cardExpiry,
        cvv: cardCvv,
        cardholderName,
        postalCode: cardPostalCode,
        idempotencyKey: depositKey.current,
      }
    : undefined;
  const result = await postBooking({
    ...contact,
    serviceId,
    date,
    time,
    consentVersions,
    ...(deposit ? { deposit } : {}),
  });
  // A booked or refused deposit is done with its key: the next attempt is a new one.
  if (result.kind === 'ok' || (result.kind !== 'unreachable' && result.error.status === 402)) depositKey.current = crypto.randomUUID();
  if (result.kind === 'ok') return { type: 'received', result: result.data };
  if (result.kind === 'unreachable') return { type: 'failed', message: problemText.unreachable };
  const { error } = result;
  if (error.code === 'BOOK_002') onClosed('disabled');
  if (error.code === 'BOOK_004') onClosed('full');
  // A text republished since the step showed it: read it again (the new version), then book.
  if (error.code === 'PRIV_001') {
    reloadConsentTexts();
    return { type: 'failed', message: error.message };
  }
  if (error.code === 'BOOK_001') {
    backToTimes({ tone: 'error', title: messages.slotTaken });
    return { type: 'failed', message: messages.slotTaken };
  }
  // The chosen day or time refused (no longer offered, already past): choose again.
  const slotRefusal = error.status === 422 ? (error.fields?.time ?? error.fields?.date) : undefined;
  if (slotRefusal) {
    backToTimes({ tone: 'error', title: messages.bookingFailed, text: slotRefusal });
    return { type: 'failed', message: slotRefusal };
  }
  const depositErrors = Object.entries(error.fields ?? {}).filter(([key]) => depositFieldOf[key]);
  if (error.status === 422 && depositErrors.length > 0) {
    return { type: 'rejected', errors: Object.fromEntries(depositErrors.map(([key, message]) => [depositFieldOf[key], message])) };
  }
  return refusalOutcome(error, detailFields);
}
