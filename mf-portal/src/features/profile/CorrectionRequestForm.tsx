// « Demander une correction » (Quebec's Law 25, right of rectification): a message to the clinic,
// checked by the same schema as the API (required, at most correctionMessageMaxLength characters,
// counted as it is typed). The form stays as it was after a refusal (a 422 on the message, 429 too
// many requests today, no answer); once sent it empties, says so in a status line, and the list
// of requests below reloads.
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { correctionMessageMaxLength, correctionRequestMessages, correctionRequestSchema } from 'shared-domain/patients/correction-request';
import { Field } from 'shared-ui/Field';
import { FormFailure } from 'shared-ui/FormFailure';
import { SubmitButton } from 'shared-ui/SubmitButton';
import { answerOutcome, useSchemaForm } from 'shared-ui/useSchemaForm';
import { correctionRequestsQueryKey } from './api/correction-requests';
import { sendCorrectionRequest } from './api/send-correction-request';
import { profileText } from './profile-text';

const fields = ['message'] as const;

const count = new Intl.NumberFormat('fr-CA');

export function CorrectionRequestForm() {
  const queryClient = useQueryClient();
  const [sent, setSent] = useState(false);
  const form = useSchemaForm({
    schema: correctionRequestSchema,
    fields,
    editableAfterFailure: true,
    send: async (request) => {
      setSent(false);
      const result = await sendCorrectionRequest(request);
      return answerOutcome(result, fields, profileText.unreachable);
    },
    onSuccess: () => {
      setSent(true);
      form.reset();
      void queryClient.invalidateQueries({ queryKey: correctionRequestsQueryKey });
    },
  });
  const countId = useId();
  // Counted as the schema counts it: the spaces around the message are not sent.
  const length = form.state.values.message.trim().length;
  const tooLong = length > correctionMessageMaxLength;

  return (
    <form {...form.formProps} className="correction-form">
      <FormFailure title={correctionRequestMessages.failed} message={form.failure} />
      <Field label={profileText.correctionLabel} required hint={profileText.correctionHint} errors={[form.state.errors.message]}>
        {(control) => (
          <textarea
            {...control}
            {...form.fieldProps('message')}
            aria-describedby={[control['aria-describedby'], countId].filter(Boolean).join(' ')}
            readOnly={form.submitting}
            rows={5}
          />
        )}
      </Field>
      <p id={countId} className={`correction-form__count${tooLong ? ' correction-form__count--over' : ''}`}>
        {profileText.characterCount(count.format(length), count.format(correctionMessageMaxLength))}
      </p>
      <SubmitButton busy={form.submitting} busyLabel={profileText.sending}>
        {profileText.send}
      </SubmitButton>
      <p className="correction-form__sent" role="status">
        {sent ? correctionRequestMessages.sent : ''}
      </p>
    </form>
  );
}
