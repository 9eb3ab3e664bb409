// The fields of a patient record, as the create and edit dialogs show them: the shared schema's
// labels, in its order (shared-domain/patient), names required and the rest optional.
import { type PatientField, patientLabels } from 'shared-domain/patient';
import { emailInputProps, Field } from 'shared-ui/Field';
import type { SchemaForm } from 'shared-ui/useSchemaForm';

export const requiredLegend = "Les champs marqués d'un astérisque (*) sont obligatoires.";

export interface PatientFormFieldsProps {
  form: SchemaForm<PatientField, unknown> | SchemaForm<PatientField | 'status', unknown>;
}

export function PatientFormFields({ form }: PatientFormFieldsProps) {
  const { errors } = form.state;
  const readOnly = form.submitting;
  // Staff type someone else's details: the browser must not offer the staff member's own.
  const text = (field: PatientField) => ({ ...form.fieldProps(field), autoComplete: 'off', readOnly });
  return (
    <>
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
      <Field label={patientLabels.address} errors={[errors.address]}>
        {(control) => <input {...control} {...text('address')} type="text" />}
      </Field>
      <Field label={patientLabels.dateOfBirth} errors={[errors.dateOfBirth]}>
        {(control) => <input {...control} {...text('dateOfBirth')} type="date" />}
      </Field>
      <Field label={patientLabels.notes} errors={[errors.notes]}>
        {(control) => <textarea {...control} {...text('notes')} rows={4} />}
      </Field>
    </>
  );
}
