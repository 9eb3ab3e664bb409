// Step 4: what is about to be booked, and the visitor's details. Sending books the slot.
import { onlineBookingLabels as labels, onlineBookingMessages as messages } from 'shared-domain/online-booking';
import { selfServiceText } from 'shared-domain/self-service-text';
import { emailInputProps, Field } from 'shared-ui/Field';
import { FormFailure } from 'shared-ui/FormFailure';
import { SubmitButton } from 'shared-ui/SubmitButton';
import { missesRequiredDetails, type DetailsForm } from './useDetailsForm';

export function DetailsStep({ form }: { form: DetailsForm }) {
  const { state, fieldProps, submitting } = form;
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
      <div className="booking-actions">
        <SubmitButton busy={submitting} busyLabel={selfServiceText.book.busy} busyStatus={selfServiceText.book.busyStatus}>
          {selfServiceText.book.submit}
        </SubmitButton>
      </div>
    </form>
  );
}
