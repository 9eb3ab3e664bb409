// « Nouveau rendez-vous »'s patient: one on file, chosen with the back-office's PatientPicker (its
// box named `patientId`), or a new one (first and last name, e-mail, phone).
import { useId } from 'react';
import type { NewAppointmentFormField as NewAppointmentField } from 'shared-domain/scheduling/calendar-input';
import { formatPhone } from 'shared-domain/platform/format';
import { emailInputProps, Field } from 'shared-ui/Field';
import { problemMessage } from 'shared-ui/problem-message';
import type { SchemaForm } from 'shared-ui/useSchemaForm';
import { PatientPicker, type PatientPickerText, patientSearch } from '../../patients/public';
import type { CreatedAppointment } from './api/create-appointment';
import { calendarText, newAppointmentText as text } from './calendar-text';

type Form = SchemaForm<NewAppointmentField, CreatedAppointment>;

/** Existing or new patient: a search among the records, or the new record's four fields. */
export function PatientChoice({ form, onChoose }: { form: Form; onChoose(email: string | null): void }) {
  const ids = useId();
  const { values, errors } = form.state;
  const existing = values.patientMode !== 'new';
  return (
    <fieldset className="calendar-fieldset">
      <legend className="calendar-fieldset__legend">{text.patient}</legend>
      <div className="calendar-choice">
        <input
          id={`${ids}-existant`}
          type="radio"
          name="patientMode"
          value="existing"
          checked={existing}
          onChange={() => form.change('patientMode', 'existing')}
        />
        <label htmlFor={`${ids}-existant`}>{text.existing}</label>
        <input
          id={`${ids}-nouveau`}
          type="radio"
          name="patientMode"
          value="new"
          checked={!existing}
          onChange={() => form.change('patientMode', 'new')}
        />
        <label htmlFor={`${ids}-nouveau`}>{text.newPatient}</label>
      </div>
      {existing ? (
        <PatientSearch form={form} onChoose={onChoose} />
      ) : (
        <>
          <Field label={text.firstName} required errors={[errors.firstName]}>
            {(control) => <input {...control} {...form.fieldProps('firstName')} autoComplete="off" readOnly={form.submitting} />}
          </Field>
          <Field label={text.lastName} required errors={[errors.lastName]}>
            {(control) => <input {...control} {...form.fieldProps('lastName')} autoComplete="off" readOnly={form.submitting} />}
          </Field>
          <Field label={text.email} errors={[errors.email]}>
            {(control) => (
              <input {...control} {...form.fieldProps('email')} {...emailInputProps} autoComplete="off" readOnly={form.submitting} />
            )}
          </Field>
          <Field label={text.phone} errors={[errors.phone]}>
            {(control) => <input {...control} {...form.fieldProps('phone')} type="tel" autoComplete="off" readOnly={form.submitting} />}
          </Field>
        </>
      )}
    </fieldset>
  );
}

/** The search among the records (its box named `patientId`, so an unchosen patient brings the focus to it). */
function PatientSearch({ form, onChoose }: { form: Form; onChoose(email: string | null): void }) {
  return (
    <PatientPicker
      search={patientSearch}
      text={patientPickerText}
      value={form.state.values.patientId}
      onChange={(patientId) => form.change('patientId', patientId)}
      onChoose={(patient) => onChoose(patient?.email || null)}
      error={form.state.errors.patientId}
      disabled={form.submitting}
      markRequired
      details={(patient) => [[patient.email, patient.phone ? formatPhone(patient.phone) : null].filter(Boolean).join(' · ')]}
      failureDetail={problemMessage}
    />
  );
}

const patientPickerText: PatientPickerText = {
  search: text.search,
  hint: text.searchHint,
  list: text.results,
  loading: text.searching,
  none: text.noMatch,
  failed: text.searchFailed,
  retry: calendarText.retry,
  change: text.changePatient,
};
