// « Nouvel épisode de soins »: its reason, its start (today by default) and whether consent to
// treatment was obtained; the server records who and when.
import { type EpisodeCreate, episodeCreateSchema } from 'shared-domain/clinical-record';
import { Button } from 'shared-ui/Button';
import { Dialog } from 'shared-ui/Dialog';
import { Field } from 'shared-ui/Field';
import { FormFailure } from 'shared-ui/FormFailure';
import { SubmitButton } from 'shared-ui/SubmitButton';
import { answerOutcome, useSchemaForm } from 'shared-ui/useSchemaForm';
import { openEpisode } from './api/record-changes';
import { recordText } from './record-text';

const text = recordText.episodes;
const fields = ['reason', 'startedOn', 'consentGiven'] as const;

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
    <Dialog open={open} onClose={onClose} title={text.add} initialFocus="first-field">
      {open ? <EpisodeForm onClose={onClose} {...props} /> : null}
    </Dialog>
  );
}

function EpisodeForm({ patientId, today, onClose, onCreated }: Omit<NewEpisodeDialogProps, 'open'>) {
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

  return (
    <form {...form.formProps} className="clinical-record__form">
      <FormFailure title={text.failed} message={form.failure} />
      <Field label={text.reason} required errors={[errors.reason]}>
        {(control) => <input {...control} {...form.fieldProps('reason')} autoComplete="off" readOnly={form.submitting} />}
      </Field>
      <Field label={text.startedOn} required errors={[errors.startedOn]}>
        {(control) => <input {...control} {...form.fieldProps('startedOn')} type="date" readOnly={form.submitting} />}
      </Field>
      <label className="clinical-record__checkbox">
        <input
          type="checkbox"
          name="consentGiven"
          checked={values.consentGiven === 'on'}
          disabled={form.submitting}
          onChange={(event) => form.change('consentGiven', event.target.checked ? 'on' : '')}
        />
        {text.consentGiven}
      </label>
      <div className="clinical-record__form-actions">
        <SubmitButton busy={form.submitting} busyLabel={text.busy} busyStatus={text.busyStatus}>
          {text.submitNew}
        </SubmitButton>
        <Button variant="secondary" onClick={onClose}>
          {recordText.cancel}
        </Button>
      </div>
    </form>
  );
}
