// « Consigner le consentement » on an episode already open, and, for a patient with guardians on
// file, who gave it (under 14 one of her live guardians; the server refuses a child's consent
// otherwise, in French beside the choice). The ledger keeps who signed, and the episode says so.
import { type EpisodeConsent, episodeConsentSchema } from 'shared-domain/clinical/clinical-record';
import { formatDate } from 'shared-domain/platform/format';
import { DialogForm, FormDialog } from 'shared-ui/FormDialog';
import { answerOutcome, useSchemaForm } from 'shared-ui/useSchemaForm';
import type { FamilyMember } from '../../patients/public';
import type { Episode } from './api/clinical-record';
import { updateEpisode } from './api/record-changes';
import { ConsentSignerField } from './ConsentSignerField';
import { recordText } from './record-text';

const text = recordText.episodes;
const fields = ['signedBy'] as const;

export interface RecordConsentDialogProps {
  episode: Episode | null;
  guardians: readonly FamilyMember[];
  onClose(): void;
  onRecorded(): void;
}

export function RecordConsentDialog({ episode, onClose, ...props }: RecordConsentDialogProps) {
  return (
    <FormDialog open={episode !== null} onClose={onClose} title={text.consentTitle}>
      {episode ? <ConsentForm episode={episode} {...props} /> : null}
    </FormDialog>
  );
}

function ConsentForm({ episode, guardians, onRecorded }: Omit<RecordConsentDialogProps, 'episode' | 'onClose'> & { episode: Episode }) {
  const form = useSchemaForm<(typeof fields)[number], EpisodeConsent, true>({
    schema: episodeConsentSchema,
    fields,
    editableAfterFailure: true,
    send: async ({ signedBy }) => {
      const changes = signedBy ? { recordConsent: true as const, signedBy } : { recordConsent: true as const };
      const outcome = answerOutcome(await updateEpisode(episode.id, changes), fields, recordText.unreachable);
      return outcome.type === 'received' ? { type: 'received', result: true } : outcome;
    },
    onSuccess: onRecorded,
  });

  return (
    <DialogForm
      form={form}
      submit={{ label: text.recordConsent, busyLabel: text.busy, busyStatus: text.busyStatus }}
      cancelLabel={recordText.cancel}
      failureTitle={text.actionFailed}
      className="clinical-record__form"
      actionsClassName="clinical-record__form-actions"
      intro={<p>{`${episode.reason} — ${text.since} ${formatDate(episode.startedOn)}`}</p>}
    >
      {guardians.length > 0 ? (
        <ConsentSignerField
          guardians={guardians}
          error={form.state.errors.signedBy}
          disabled={form.submitting}
          field={form.fieldProps('signedBy')}
        />
      ) : null}
    </DialogForm>
  );
}
