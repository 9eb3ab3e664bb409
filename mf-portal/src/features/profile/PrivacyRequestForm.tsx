// « Autres demandes sur vos renseignements » (Law 25): access to the record, a copy of
// her data, the end of a dissemination or a de-indexation, with what she wants to add. The clinic
// answers within the legal delay the server counts (20 days for the record, 30 otherwise); once
// sent, the form empties and says so in a status line.
import { useState } from 'react';
import { privacyRequestKindLabels } from 'shared-domain/privacy/privacy';
import {
  portalPrivacyRequestKinds,
  portalPrivacyRequestSchema,
  privacyRequestLabels,
  privacyRequestMessages,
} from 'shared-domain/privacy/privacy-requests';
import { Field } from 'shared-ui/Field';
import { FormFailure } from 'shared-ui/FormFailure';
import { SubmitButton } from 'shared-ui/SubmitButton';
import { answerOutcome, useSchemaForm } from 'shared-ui/useSchemaForm';
import { sendPrivacyRequest } from './api/send-privacy-request';
import { profileText } from './profile-text';

const fields = ['kind', 'details'] as const;

export function PrivacyRequestForm() {
  const [sent, setSent] = useState(false);
  const form = useSchemaForm({
    schema: portalPrivacyRequestSchema,
    fields,
    editableAfterFailure: true,
    initialValues: { kind: 'access' },
    send: async (request) => {
      setSent(false);
      return answerOutcome(await sendPrivacyRequest(request), fields, profileText.unreachable);
    },
    onSuccess: () => {
      setSent(true);
      form.reset();
    },
  });
  return (
    <form {...form.formProps} className="correction-form">
      <FormFailure title={profileText.privacyRequestFailed} message={form.failure} />
      <Field label={privacyRequestLabels.kind} required errors={[form.state.errors.kind]}>
        {(control) => (
          <select {...control} {...form.fieldProps('kind')} disabled={form.submitting}>
            {portalPrivacyRequestKinds.map((kind) => (
              <option key={kind} value={kind}>
                {privacyRequestKindLabels[kind]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={privacyRequestLabels.details} hint={profileText.privacyRequestHint} errors={[form.state.errors.details]}>
        {(control) => <textarea {...control} {...form.fieldProps('details')} readOnly={form.submitting} rows={3} />}
      </Field>
      <SubmitButton busy={form.submitting} busyLabel={profileText.sending}>
        {profileText.send}
      </SubmitButton>
      <p className="correction-form__sent" role="status">
        {sent ? privacyRequestMessages.portalSent : ''}
      </p>
    </form>
  );
}
