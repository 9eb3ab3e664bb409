// « Clore l'épisode »: the end date (not before the start) and how it ended. A closed episode is
// kept as it is.
import { episodeCloseSchema } from 'shared-domain/clinical/clinical-record';
import { formatDate } from 'shared-domain/platform/format';
import { Field } from 'shared-ui/Field';
import { DialogForm, FormDialog } from 'shared-ui/FormDialog';
import { answerOutcome, useSchemaForm } from 'shared-ui/useSchemaForm';
import type { Episode } from './api/clinical-record';
import { updateEpisode } from './api/record-changes';
import { recordText } from './record-text';

const text = recordText.episodes;
const fields = ['endedOn', 'endNote'] as const;

export interface CloseEpisodeDialogProps {
  episode: Episode | null;
  today: string;
  onClose(): void;
  onClosed(): void;
}

export function CloseEpisodeDialog({ episode, onClose, ...props }: CloseEpisodeDialogProps) {
  return (
    <FormDialog open={episode !== null} onClose={onClose} title={text.closeTitle}>
      {episode ? <CloseForm episode={episode} {...props} /> : null}
    </FormDialog>
  );
}

function CloseForm({ episode, today, onClosed }: Omit<CloseEpisodeDialogProps, 'episode' | 'onClose'> & { episode: Episode }) {
  const form = useSchemaForm<(typeof fields)[number], { endedOn: string; endNote: string }, true>({
    schema: episodeCloseSchema,
    fields,
    editableAfterFailure: true,
    initialValues: { endedOn: today },
    send: async (data) => {
      const outcome = answerOutcome(await updateEpisode(episode.id, data), fields, recordText.unreachable);
      return outcome.type === 'received' ? { type: 'received', result: true } : outcome;
    },
    onSuccess: onClosed,
  });
  const { errors } = form.state;

  return (
    <DialogForm
      form={form}
      submit={{ label: text.submitClose, busyLabel: text.busy, busyStatus: text.busyStatus }}
      cancelLabel={recordText.cancel}
      failureTitle={text.actionFailed}
      className="clinical-record__form"
      actionsClassName="clinical-record__form-actions"
      intro={<p>{`${episode.reason} — ${text.since} ${formatDate(episode.startedOn)}`}</p>}
    >
      <Field label={text.endedOn} required errors={[errors.endedOn]}>
        {(control) => <input {...control} {...form.fieldProps('endedOn')} type="date" min={episode.startedOn} readOnly={form.submitting} />}
      </Field>
      <Field label={text.endNote} required errors={[errors.endNote]}>
        {(control) => <textarea {...control} {...form.fieldProps('endNote')} rows={3} readOnly={form.submitting} />}
      </Field>
    </DialogForm>
  );
}
