// « Nouvel épisode de soins »: its reason, its start (today by default) and whether consent to
// treatment was obtained; the server records who and when. For a patient with guardians on file,
// which of them gave the consent (under 14 a guardian does: the server refuses it otherwise).
import { CheckboxField } from 'shared-ui/CheckboxField';
import { type EpisodeCreate, episodeCreateSchema } from 'shared-domain/clinical/clinical-record';
import { Field } from 'shared-ui/Field';
import { DialogForm, FormDialog } from 'shared-ui/FormDialog';
import { answerOutcome, useSchemaForm } from 'shared-ui/useSchemaForm';
import { ConsentSignerField, useLiveGuardians } from './ConsentSignerField';
import { openEpisode } from './api/record-changes';
import { recordText } from './record-text';

const text = recordText.episodes;
const fields = ['reason', 'startedOn', 'consentGiven', 'signedBy'] as const;

export interface NewEpisodeDialogProps {
  open: boolean;
  patientId: string;
  /** The clinic's today, the start proposed. */
  today: string;
  onClose(): void;
  onCreated(): void;
}

export function NewEpisodeDialog({ open, onClose, ...props }: NewEpisodeDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} title={text.add}>
      <EpisodeForm {...props} />
    </FormDialog>
  );
}

function EpisodeForm({ patientId, today, onCreated }: Omit<NewEpisodeDialogProps, 'open' | 'onClose'>) {
  const form = useSchemaForm<(typeof fields)[number], EpisodeCreate, true>({
    schema: episodeCreateSchema,
    fields,
    editableAfterFailure: true,
    initialValues: { startedOn: today },
    send: async (data) => {
      const outcome = answerOutcome(await openEpisode(patientId, data), fields, recordText.unreachable);
      return outcome.type === 'received' ? { type: 'received', result: true } : outcome;
    },
    onSuccess: onCreated,
  });
  const { errors, values } = form.state;
  const guardians = useLiveGuardians(patientId);

  return (
    <DialogForm
      form={form}
      submit={{ label: text.submitNew, busyLabel: text.busy, busyStatus: text.busyStatus }}
      cancelLabel={recordText.cancel}
      failureTitle={text.failed}
      className="clinical-record__form"
      actionsClassName="clinical-record__form-actions"
    >
      <Field label={text.reason} required errors={[errors.reason]}>
        {(control) => <input {...control} {...form.fieldProps('reason')} autoComplete="off" readOnly={form.submitting} />}
      </Field>
      <Field label={text.startedOn} required errors={[errors.startedOn]}>
        {(control) => <input {...control} {...form.fieldProps('startedOn')} type="date" readOnly={form.submitting} />}
      </Field>
      <CheckboxField
        name="consentGiven"
        label={text.consentGiven}
        checked={values.consentGiven === 'on'}
        disabled={form.submitting}
        onChange={(checked) => form.change('consentGiven', checked ? 'on' : '')}
      />
      {values.consentGiven === 'on' && guardians.length > 0 ? (
        <ConsentSignerField guardians={guardians} error={errors.signedBy} disabled={form.submitting} field={form.fieldProps('signedBy')} />
      ) : null}
    </DialogForm>
  );
}
