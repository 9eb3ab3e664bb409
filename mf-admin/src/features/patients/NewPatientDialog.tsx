// « Nouveau patient »: the record's form on the shared schema. Before creating anything it asks the
// server for records that look like the same person; if there are any, « Ce patient existe
// peut-être déjà » lists them (open one instead, or « Créer quand même »). The server's own refusal
// of a likely duplicate (409 PAT_001: one was created meanwhile) leads to the same choice. Once
// created, the new patient's file opens.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PatientField, type PatientForm, patientFormFields, patientFormSchema } from 'shared-domain/patients/patient';
import { paths } from 'shared-domain/platform/paths';
import { problemMessage } from 'shared-ui/problem-message';
import { FormDialog, useFormDialogBusy, useFormDialogClose } from 'shared-ui/FormDialog';
import { useNavigate } from 'shared-ui/router';
import { useSchemaForm } from 'shared-ui/useSchemaForm';
import { useReadsHealthText } from '../back-office/session/api/me';
import { type CreatedPatient, createPatient } from './api/create-patient';
import { getPatientDuplicates, type PossibleDuplicate } from './api/patient-duplicates';
import { patientListsKey } from './api/patients';
import { DuplicateStep } from './DuplicateStep';
import { isLikelyDuplicateRefusal, patientFormOutcome } from './patient-form-outcome';
import { PatientFormFields, useBackToForm } from './PatientFormFields';

export const newPatientText = {
  title: 'Nouveau patient',
  submit: 'Créer le dossier',
  busy: 'Création…',
  busyStatus: 'Création du dossier en cours…',
  createAnyway: 'Créer quand même',
} as const;

type CreateResult =
  | { kind: 'created'; patient: CreatedPatient }
  | { kind: 'duplicates'; duplicates: readonly PossibleDuplicate[]; data: PatientForm; message?: string };

/** Creates the record unless it looks like one on file; then the look-alikes are the answer. */
async function createUnlessDuplicate(data: PatientForm): Promise<CreateResult> {
  const { duplicates } = await getPatientDuplicates(data);
  if (duplicates.length > 0) return { kind: 'duplicates', duplicates, data };
  try {
    return { kind: 'created', patient: await createPatient({ ...data, confirmDuplicate: false }) };
  } catch (error) {
    if (!isLikelyDuplicateRefusal(error)) throw error;
    // Created by someone else between the check and now: show it like the check would have.
    const found = await getPatientDuplicates(data);
    return { kind: 'duplicates', duplicates: found.duplicates, data, message: error.message };
  }
}

export interface NewPatientDialogProps {
  open: boolean;
  onClose(): void;
}

export function NewPatientDialog({ open, onClose }: NewPatientDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} keepOpenWhileSending title={newPatientText.title} className="ui-dialog--sheet patient-dialog">
      {/* Each opening starts blank. */}
      <NewPatientForm />
    </FormDialog>
  );
}

function NewPatientForm() {
  // The file's notes are health text: the desk, who does not read them, is not offered to write them.
  const readsNotes = useReadsHealthText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const created = (patient: CreatedPatient) => {
    void queryClient.invalidateQueries({ queryKey: patientListsKey });
    navigate(paths.adminPatient.build(patient.id));
  };

  const form = useSchemaForm<PatientField, PatientForm, CreateResult>({
    schema: patientFormSchema,
    fields: patientFormFields,
    editableAfterFailure: true,
    send: (data) => patientFormOutcome(patientFormFields, () => createUnlessDuplicate(data)),
    onSuccess: (result) => {
      if (result.kind === 'created') created(result.patient);
    },
  });

  const confirm = useMutation({
    mutationFn: (data: PatientForm) => createPatient({ ...data, confirmDuplicate: true }),
    onSuccess: created,
  });

  const editAgain = useBackToForm(form, patientFormFields, confirm.reset);
  const { state } = form;
  const warning = state.phase === 'success' && state.result.kind === 'duplicates' ? state.result : undefined;

  // Closing waits for a creation on its way.
  useFormDialogBusy(form.submitting || confirm.isPending);
  const close = useFormDialogClose();

  return (
    <>
      {warning ? (
        <DuplicateStep
          duplicates={warning.duplicates}
          message={warning.message}
          confirmLabel={newPatientText.createAnyway}
          busyLabel={newPatientText.busy}
          confirming={confirm.isPending}
          failure={confirm.isError ? problemMessage(confirm.error) : undefined}
          onConfirm={() => {
            if (!confirm.isPending) confirm.mutate(warning.data);
          }}
          onBack={editAgain}
          onOpenRecord={close}
        />
      ) : (
        <PatientFormFields
          form={form}
          submit={{ label: newPatientText.submit, busyLabel: newPatientText.busy, busyStatus: newPatientText.busyStatus }}
          withNotes={readsNotes}
        />
      )}
    </>
  );
}
