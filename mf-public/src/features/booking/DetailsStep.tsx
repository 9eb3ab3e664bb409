// Step 4: the visitor's details, and the form that books the slot. Loaded when the visitor reaches
// the step (with the form's schema and the validation library), so the page's first steps are
// light; the page keeps what was typed meanwhile and gives it back when the step shows again.
import { useEffect } from 'react';
import { onlineBookingLabels as labels, onlineBookingMessages as messages } from 'shared-domain/scheduling/online-booking';
import { selfServiceText } from 'shared-domain/scheduling/self-service-text';
import { addCardLabels } from 'shared-domain/billing/card';
import { depositRequiredLabel } from 'shared-domain/billing/deposit-labels';
import { CheckboxField } from 'shared-ui/CheckboxField';
import { emailInputProps, Field } from 'shared-ui/Field';
import { FormFailure } from 'shared-ui/FormFailure';
import { SubmitButton } from 'shared-ui/SubmitButton';
import type { ConsentText } from '../consent-texts/api/consent-texts';
import { ConsentTextDisclosure } from '../consent-texts/public';
import type { DetailValues } from './detail-fields';
import { type BookingAttempt, bookSlot } from './book-slot';
import { missesRequiredDetails, useDetailsForm, type DetailsFormOptions } from './useDetailsForm';

/** The optional box for e-mail reminders: its version is sent only when ticked. */
export const remindersConsentLabel = 'J’accepte de recevoir par courriel les rappels de mes rendez-vous et les avis de la clinique.';
/** What booking means for the visitor's information: the online booking text, accepted by booking. */
export const bookingConsentSentence = 'En réservant, vous acceptez que la clinique utilise vos coordonnées pour gérer ce rendez-vous.';

/** The consent texts the step shows (undefined while they load or when they could not be read). */
export interface DetailsConsent {
  onlineBooking: ConsentText | undefined;
  reminders: ConsentText | undefined;
  remindersChecked: boolean;
  onRemindersChange(checked: boolean): void;
}

export interface DetailsStepProps extends Omit<DetailsFormOptions, 'send'> {
  /** How sending books (the page's choices, and what it does on a refusal). */
  attempt: BookingAttempt;
  /** Told each change of what is typed, so the page can give it back when the step shows again. */
  onValuesChange(values: DetailValues): void;
  consent?: DetailsConsent;
  depositCents?: number | undefined;
}

export function DetailsStep({ attempt, onSuccess, initialValues, onValuesChange, consent, depositCents }: DetailsStepProps) {
  const form = useDetailsForm({ send: (details) => bookSlot(details, attempt), onSuccess, ...(initialValues ? { initialValues } : {}) });
  const { state, fieldProps, submitting } = form;
  useEffect(() => onValuesChange(state.values), [state.values, onValuesChange]);
  return (
    <form {...form.formProps} className="booking-details">
      <FormFailure title={messages.bookingFailed} message={form.failure} />
      {missesRequiredDetails(form) ? <FormFailure message={messages.missingDetails} /> : null}
      <p className="booking-details__legend">Les champs marqués d'un astérisque (*) sont obligatoires.</p>
      <Field label={labels.name} required errors={[state.errors.name]}>
        {(control) => <input {...control} {...fieldProps('name')} type="text" autoComplete="name" readOnly={submitting} />}
      </Field>
      <Field label={labels.email} required errors={[state.errors.email]} hint="La confirmation et le lien de gestion y seront envoyés.">
        {(control) => <input {...control} {...fieldProps('email')} {...emailInputProps} autoComplete="email" readOnly={submitting} />}
      </Field>
      <Field label={labels.phone} required errors={[state.errors.phone]}>
        {(control) => <input {...control} {...fieldProps('phone')} type="tel" autoComplete="tel" readOnly={submitting} />}
      </Field>
      <Field label={labels.notes} errors={[state.errors.notes]} hint="Ce que la clinique devrait savoir avant votre visite.">
        {(control) => <textarea {...control} {...fieldProps('notes')} rows={4} readOnly={submitting} />}
      </Field>
      {depositCents ? (
        <fieldset className="booking-details__deposit">
          <legend>{depositRequiredLabel(depositCents)}</legend>
          <p>Le dépôt est débité de cette carte à la réservation et déduit de la facture de votre visite.</p>
          <Field label={addCardLabels.number} required errors={[state.errors.cardNumber]}>
            {(control) => (
              <input {...control} {...fieldProps('cardNumber')} inputMode="numeric" autoComplete="cc-number" readOnly={submitting} />
            )}
          </Field>
          <Field label={addCardLabels.expiry} required errors={[state.errors.cardExpiry]} hint="MM/AA">
            {(control) => <input {...control} {...fieldProps('cardExpiry')} autoComplete="cc-exp" readOnly={submitting} />}
          </Field>
          <Field label={addCardLabels.cvv} required errors={[state.errors.cardCvv]}>
            {(control) => <input {...control} {...fieldProps('cardCvv')} inputMode="numeric" autoComplete="cc-csc" readOnly={submitting} />}
          </Field>
          <Field label={addCardLabels.cardholderName} required errors={[state.errors.cardholderName]}>
            {(control) => <input {...control} {...fieldProps('cardholderName')} autoComplete="cc-name" readOnly={submitting} />}
          </Field>
          <Field label={addCardLabels.postalCode} required errors={[state.errors.cardPostalCode]}>
            {(control) => <input {...control} {...fieldProps('cardPostalCode')} autoComplete="postal-code" readOnly={submitting} />}
          </Field>
        </fieldset>
      ) : null}
      {consent?.reminders ? (
        <>
          <CheckboxField
            name="emailReminders"
            label={remindersConsentLabel}
            checked={consent.remindersChecked}
            onChange={consent.onRemindersChange}
            readOnly={submitting}
          />
          <ConsentTextDisclosure text={consent.reminders} />
        </>
      ) : null}
      {consent?.onlineBooking ? (
        <>
          <p className="booking-details__consent">{bookingConsentSentence}</p>
          <ConsentTextDisclosure text={consent.onlineBooking} />
        </>
      ) : null}
      <div className="booking-actions">
        <SubmitButton busy={submitting} busyLabel={selfServiceText.book.busy} busyStatus={selfServiceText.book.busyStatus}>
          {selfServiceText.book.submit}
        </SubmitButton>
      </div>
    </form>
  );
}
