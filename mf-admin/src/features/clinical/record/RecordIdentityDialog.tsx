// « Modifier » the identity the regulation asks for: name at birth, sex, the day the record was
// opened, the reason for consultation (birth date, address and phone are the patient form's).
import { patientSexes } from 'shared-domain/clinical/clinical-lists';
import {
  patientSexLabels,
  type RecordIdentity as IdentityInput,
  recordIdentityFields,
  recordIdentitySchema,
} from 'shared-domain/clinical/clinical-record';
import { Field } from 'shared-ui/Field';
import { DialogForm, FormDialog } from 'shared-ui/FormDialog';
import { answerOutcome, useSchemaForm } from 'shared-ui/useSchemaForm';
import type { RecordIdentity } from './api/clinical-record';
import { updateRecordIdentity } from './api/record-changes';
import { recordText } from './record-text';

const text = recordText.identity;

export interface RecordIdentityDialogProps {
  open: boolean;
  patientId: string;
  identity: RecordIdentity;
  onClose(): void;
  onSaved(): void;
}

export function RecordIdentityDialog({ open, onClose, ...props }: RecordIdentityDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} title={text.title}>
      <IdentityForm {...props} />
    </FormDialog>
  );
}

function IdentityForm({ patientId, identity, onSaved }: Omit<RecordIdentityDialogProps, 'open' | 'onClose'>) {
  const form = useSchemaForm<(typeof recordIdentityFields)[number], IdentityInput, true>({
    schema: recordIdentitySchema,
    fields: recordIdentityFields,
    editableAfterFailure: true,
    initialValues: Object.fromEntries(recordIdentityFields.map((field) => [field, identity[field] ?? ''])),
    send: async (data) => {
      const outcome = answerOutcome(await updateRecordIdentity(patientId, data), recordIdentityFields, recordText.unreachable);
      return outcome.type === 'received' ? { type: 'received', result: true } : outcome;
    },
    onSuccess: onSaved,
  });
  const { errors } = form.state;

  return (
    <DialogForm
      form={form}
      submit={{ label: text.submit, busyLabel: text.busy, busyStatus: text.busyStatus }}
      cancelLabel={recordText.cancel}
      failureTitle={text.failed}
      className="clinical-record__form"
      actionsClassName="clinical-record__form-actions"
    >
      <Field label={text.nameAtBirth} errors={[errors.nameAtBirth]}>
        {(control) => <input {...control} {...form.fieldProps('nameAtBirth')} autoComplete="off" readOnly={form.submitting} />}
      </Field>
      <Field label={text.sex} errors={[errors.sex]}>
        {(control) => (
          <select {...control} {...form.fieldProps('sex')} disabled={form.submitting}>
            <option value="">{text.chooseSex}</option>
            {patientSexes.map((sex) => (
              <option key={sex} value={sex}>
                {patientSexLabels[sex]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={text.recordOpenedOn} required errors={[errors.recordOpenedOn]}>
        {(control) => <input {...control} {...form.fieldProps('recordOpenedOn')} type="date" readOnly={form.submitting} />}
      </Field>
      <Field label={text.consultationReason} errors={[errors.consultationReason]}>
        {(control) => <textarea {...control} {...form.fieldProps('consultationReason')} rows={3} readOnly={form.submitting} />}
      </Field>
      <p className="patient-file__muted">{text.otherFields}</p>
    </DialogForm>
  );
}
