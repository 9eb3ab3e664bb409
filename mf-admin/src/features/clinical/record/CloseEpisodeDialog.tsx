// « Clore l'épisode »: the end date (not before the start) and how it ended. A closed episode is
// kept as it is.
import { episodeCloseSchema } from 'shared-domain/clinical-record';
import { formatDate } from 'shared-domain/format';
import { Button } from 'shared-ui/Button';
import { Dialog } from 'shared-ui/Dialog';
import { Field } from 'shared-ui/Field';
import { FormFailure } from 'shared-ui/FormFailure';
import { SubmitButton } from 'shared-ui/SubmitButton';
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
    <Dialog open={episode !== null} onClose={onClose} title={text.closeTitle} initialFocus="first-field">
      {episode ? <CloseForm episode={episode} onClose={onClose} {...props} /> : null}
    </Dialog>
  );
}

function CloseForm({ episode, today, onClose, onClosed }: Omit<CloseEpisodeDialogProps, 'episode'> & { episode: Episode }) {
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
    <form {...form.formProps} className="clinical-record__form">
      <p>{`${episode.reason} — ${text.since} ${formatDate(episode.startedOn)}`}</p>
      <FormFailure title={text.actionFailed} message={form.failure} />
      <Field label={text.endedOn} required errors={[errors.endedOn]}>
        {(control) => <input {...control} {...form.fieldProps('endedOn')} type="date" min={episode.startedOn} readOnly={form.submitting} />}
      </Field>
      <Field label={text.endNote} required errors={[errors.endNote]}>
        {(control) => <textarea {...control} {...form.fieldProps('endNote')} rows={3} readOnly={form.submitting} />}
      </Field>
      <div className="clinical-record__form-actions">
        <SubmitButton busy={form.submitting} busyLabel={text.busy} busyStatus={text.busyStatus}>
          {text.submitClose}
        </SubmitButton>
        <Button variant="secondary" onClick={onClose}>
          {recordText.cancel}
        </Button>
      </div>
    </form>
  );
}
