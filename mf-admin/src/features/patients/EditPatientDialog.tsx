// « Modifier le dossier »: the record's form on the shared schema, filled with what is on file,
// plus its status. Only what changed is sent (the audit trail names the fields changed). A change
// that makes the record look like another one is refused by the server (409 PAT_001): the
// look-alikes are listed, to open one or to « Enregistrer quand même ».
import { useMutation } from '@tanstack/react-query';
import {
  type PatientField,
  patientFormFields,
  patientLabels,
  phoneMobileLabel,
  type PatientUpdate,
  patientUpdateSchema,
} from 'shared-domain/patients/patient';
import { problemMessage } from 'shared-ui/problem-message';
import { useReadsHealthText } from '../back-office/session/api/me';
import { FormDialog, useFormDialogBusy, useFormDialogClose } from 'shared-ui/FormDialog';
import { CheckboxField } from 'shared-ui/CheckboxField';
import { Field } from 'shared-ui/Field';
import { useSchemaForm } from 'shared-ui/useSchemaForm';
import { getPatientDuplicates, type PossibleDuplicate } from './api/patient-duplicates';
import type { PatientRecord } from './api/patient-file';
import { type PatientChanges, updatePatient } from './api/update-patient';
import { DuplicateStep } from './DuplicateStep';
import { isLikelyDuplicateRefusal, patientFormOutcome } from './patient-form-outcome';
import { PatientFormFields, useBackToForm } from './PatientFormFields';
import { patientStatusChoices } from './patient-status-labels';

export const editPatientText = {
  title: 'Modifier le dossier',
  submit: 'Enregistrer',
  busy: 'Enregistrement…',
  busyStatus: 'Enregistrement du dossier en cours…',
  saveAnyway: 'Enregistrer quand même',
  saved: 'Le dossier a été mis à jour.',
  unchanged: 'Aucune modification à enregistrer.',
} as const;

type EditField = PatientField | 'status' | 'phoneMobile';
const editFields = [...patientFormFields, 'phoneMobile', 'status'] as const satisfies readonly EditField[];

type EditResult =
  | { kind: 'saved' }
  | { kind: 'unchanged' }
  | { kind: 'duplicates'; duplicates: readonly PossibleDuplicate[]; changes: PatientChanges; message: string };

/** The fields whose new value differs from the record's; a blank optional field is null. */
export function changedFields(data: PatientUpdate, patient: PatientRecord): PatientChanges {
  const changes: Record<string, string | boolean | null> = {};
  for (const field of editFields) {
    const value = data[field];
    if (value !== undefined && value !== (patient[field] ?? null)) changes[field] = value;
  }
  return changes as PatientChanges;
}

export interface EditPatientDialogProps {
  open: boolean;
  patient: PatientRecord;
  onClose(): void;
  /** Saved (or nothing to save): what to tell the staff member. */
  onDone(message: string): void;
}

export function EditPatientDialog({ open, patient, onClose, onDone }: EditPatientDialogProps) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      keepOpenWhileSending
      title={editPatientText.title}
      className="ui-dialog--sheet patient-dialog"
    >
      {/* Each opening starts from what is on file. */}
      <EditPatientForm key={patient.id} patient={patient} onDone={onDone} />
    </FormDialog>
  );
}

function EditPatientForm({ patient, onDone }: Pick<EditPatientDialogProps, 'patient' | 'onDone'>) {
  // The file's notes are health text: the desk neither reads nor edits them (the API keeps them as they are).
  const readsNotes = useReadsHealthText();
  const save = async (data: PatientUpdate): Promise<EditResult> => {
    const changes = changedFields(data, patient);
    if (Object.keys(changes).length === 0) return { kind: 'unchanged' };
    try {
      await updatePatient(patient.id, changes);
      return { kind: 'saved' };
    } catch (error) {
      if (!isLikelyDuplicateRefusal(error)) throw error;
      const found = await getPatientDuplicates({
        firstName: data.firstName ?? patient.firstName,
        lastName: data.lastName ?? patient.lastName,
        email: data.email === undefined ? patient.email : data.email,
        phone: data.phone === undefined ? patient.phone : data.phone,
        dateOfBirth: data.dateOfBirth === undefined ? patient.dateOfBirth : data.dateOfBirth,
      });
      const duplicates = found.duplicates.filter((duplicate) => duplicate.id !== patient.id);
      return { kind: 'duplicates', duplicates, changes, message: error.message };
    }
  };

  const form = useSchemaForm<EditField, PatientUpdate, EditResult>({
    schema: patientUpdateSchema,
    fields: editFields,
    editableAfterFailure: true,
    initialValues: {
      ...Object.fromEntries(editFields.map((field) => [field, String(patient[field] ?? '')])),
      phoneMobile: String(patient.phoneMobile === true),
    },
    send: (data) => patientFormOutcome(editFields, () => save(data)),
    onSuccess: (result) => {
      if (result.kind === 'saved') onDone(editPatientText.saved);
      else if (result.kind === 'unchanged') onDone(editPatientText.unchanged);
    },
  });

  const confirm = useMutation({
    mutationFn: (changes: PatientChanges) => updatePatient(patient.id, { ...changes, confirmDuplicate: true }),
    onSuccess: () => onDone(editPatientText.saved),
  });

  const editAgain = useBackToForm(form, editFields, confirm.reset);
  const { state } = form;
  const warning = state.phase === 'success' && state.result.kind === 'duplicates' ? state.result : undefined;

  // Closing waits for a save on its way.
  useFormDialogBusy(form.submitting || confirm.isPending);
  const close = useFormDialogClose();

  return (
    <>
      {warning ? (
        <DuplicateStep
          duplicates={warning.duplicates}
          message={warning.message}
          confirmLabel={editPatientText.saveAnyway}
          busyLabel={editPatientText.busy}
          confirming={confirm.isPending}
          failure={confirm.isError ? problemMessage(confirm.error) : undefined}
          onConfirm={() => {
            if (!confirm.isPending) confirm.mutate(warning.changes);
          }}
          onBack={editAgain}
          onOpenRecord={close}
        />
      ) : (
        <PatientFormFields
          form={form}
          withNotes={readsNotes}
          submit={{ label: editPatientText.submit, busyLabel: editPatientText.busy, busyStatus: editPatientText.busyStatus }}
        >
          <CheckboxField
            name="phoneMobile"
            label={phoneMobileLabel}
            checked={state.values.phoneMobile === 'true'}
            onChange={(checked) => form.change('phoneMobile', String(checked))}
            error={state.errors.phoneMobile}
            readOnly={form.submitting}
          />
          <Field label={patientLabels.status} required errors={[state.errors.status]}>
            {(control) => (
              <select {...control} {...form.fieldProps('status')} disabled={form.submitting}>
                {patientStatusChoices.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </PatientFormFields>
      )}
    </>
  );
}
