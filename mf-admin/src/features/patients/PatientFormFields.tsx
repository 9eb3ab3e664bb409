// The form of a patient record, as the create and edit dialogs show it: a failure above it, the
// shared schema's fields with their labels, in its order (shared-domain/patients/patient), names required
// and the rest optional, what the dialog adds (the status), and its submit button. Also the way
// back to it from the duplicate step, the values as typed and the focus in its first field.
import { type ReactNode, useEffect, useState } from 'react';
import { type PatientField, patientLabels } from 'shared-domain/patients/patient';
import { ErrorReference } from 'shared-ui/ErrorReference';
import { emailInputProps, Field } from 'shared-ui/Field';
import { FormFailure } from 'shared-ui/FormFailure';
import { SubmitButton } from 'shared-ui/SubmitButton';
import type { SchemaForm } from 'shared-ui/useSchemaForm';

export const requiredLegend = "Les champs marqués d'un astérisque (*) sont obligatoires.";

export interface PatientFormFieldsProps {
  form: SchemaForm<PatientField, unknown> | SchemaForm<PatientField | 'status' | 'phoneMobile', unknown>;
  /** The submit button's label, and what it says (and announces) while sending. */
  submit: { label: string; busyLabel: string; busyStatus: string };
  /** Fields the dialog adds after the record's own. */
  children?: ReactNode;
  /** Whether the file's notes (health text) are shown: not when the desk edits a file, whose notes she does not read. */
  withNotes?: boolean;
}

export function PatientFormFields({ form, submit, children, withNotes = true }: PatientFormFieldsProps) {
  const { state } = form;
  const { errors } = state;
  const readOnly = form.submitting;
  // Staff type someone else's details: the browser must not offer the staff member's own.
  const text = (field: PatientField) => ({ ...form.fieldProps(field), autoComplete: 'off', readOnly });
  return (
    <form {...form.formProps} className="patient-dialog__body">
      {state.phase === 'error' ? (
        <>
          <FormFailure message={state.message} />
          <ErrorReference errorId={state.errorId} />
        </>
      ) : null}
      <p className="patient-dialog__legend">{requiredLegend}</p>
      <Field label={patientLabels.firstName} required errors={[errors.firstName]}>
        {(control) => <input {...control} {...text('firstName')} type="text" />}
      </Field>
      <Field label={patientLabels.lastName} required errors={[errors.lastName]}>
        {(control) => <input {...control} {...text('lastName')} type="text" />}
      </Field>
      <Field label={patientLabels.email} errors={[errors.email]}>
        {(control) => <input {...control} {...text('email')} {...emailInputProps} />}
      </Field>
      <Field label={patientLabels.phone} errors={[errors.phone]}>
        {(control) => <input {...control} {...text('phone')} type="tel" inputMode="tel" />}
      </Field>
      {/* A textarea: an address may take two lines (a street, then an apartment), as an imported one may. */}
      <Field label={patientLabels.address} errors={[errors.address]}>
        {(control) => <textarea {...control} {...text('address')} rows={2} />}
      </Field>
      <Field label={patientLabels.dateOfBirth} errors={[errors.dateOfBirth]}>
        {(control) => <input {...control} {...text('dateOfBirth')} type="date" />}
      </Field>
      {withNotes ? (
        <Field label={patientLabels.notes} errors={[errors.notes]}>
          {(control) => <textarea {...control} {...text('notes')} rows={4} />}
        </Field>
      ) : null}
      {children}
      <div className="patient-dialog__actions">
        <SubmitButton busy={form.submitting} busyLabel={submit.busyLabel} busyStatus={submit.busyStatus}>
          {submit.label}
        </SubmitButton>
      </div>
    </form>
  );
}

/**
 * « Modifier » from the duplicate step: back to an editable form holding the values as typed, the
 * focus in its first field; `onBack` forgets the step's own state (its confirmation).
 */
export function useBackToForm<F extends string, Result>(form: SchemaForm<F, Result>, fields: readonly F[], onBack: () => void) {
  // Counts the returns to the form: each one puts the focus back in it, once it is drawn again.
  const [returns, setReturns] = useState(0);
  const formRef = form.formProps.ref;
  const [first] = fields;
  useEffect(() => {
    if (returns === 0 || first === undefined) return;
    const field = formRef.current?.elements.namedItem(first);
    if (field instanceof HTMLElement) field.focus();
  }, [returns, formRef, first]);

  return () => {
    const typed = form.state.values;
    form.reset();
    for (const field of fields) form.change(field, typed[field]);
    onBack();
    setReturns((count) => count + 1);
  };
}
