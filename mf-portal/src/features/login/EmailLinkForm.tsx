// Asking for an e-mailed link (a magic link, or a link to choose a password): the address, then
// the check-your-e-mail confirmation, from which the patient can send again or change the address.
import { useEffect, useState, type ReactNode } from 'react';
import { patientAccountLabels, patientEmailLinkRequestSchema } from 'shared-domain/accounts/patient-account';
import { emailInputProps, Field } from 'shared-ui/Field';
import { FormFailure } from 'shared-ui/FormFailure';
import { SubmitButton } from 'shared-ui/SubmitButton';
import { refusalOutcome, useSchemaForm } from 'shared-ui/useSchemaForm';
import { CheckYourEmail } from './CheckYourEmail';
import { linkRequestFailure, linkRequests } from './link-request';
import { loginText, type LinkKind } from './login-text';

const fields = ['email'] as const;

export interface EmailLinkFormProps {
  kind: LinkKind;
  submitLabel: string;
  /** An address to start from (the one typed in the password form). */
  initialEmail?: string;
  /** More actions beside the submit button ('Retour à la connexion'). */
  actions?: ReactNode;
}

export function EmailLinkForm({ kind, submitLabel, initialEmail, actions }: EmailLinkFormProps) {
  const request = linkRequests[kind];
  const [sentTo, setSentTo] = useState<string>();
  const [focusEmail, setFocusEmail] = useState(false);
  const form = useSchemaForm({
    schema: patientEmailLinkRequestSchema,
    fields,
    editableAfterFailure: true,
    initialValues: initialEmail ? { email: initialEmail } : {},
    send: async (data) => {
      const result = await request(data);
      if (result.kind === 'ok') {
        setSentTo(data.email);
        return { type: 'received', result: true };
      }
      if (result.kind === 'error' && result.error.status === 422) return refusalOutcome(result.error, fields);
      return { type: 'failed', message: linkRequestFailure(kind, result) };
    },
  });
  const { change, reset, formProps } = form;

  useEffect(() => {
    if (!focusEmail) return;
    setFocusEmail(false);
    const email = formProps.ref.current?.elements.namedItem('email');
    if (email instanceof HTMLElement) email.focus();
  }, [focusEmail, formProps.ref]);

  if (sentTo !== undefined) {
    return (
      <CheckYourEmail
        kind={kind}
        email={sentTo}
        resend={async () => {
          const result = await request({ email: sentTo });
          return result.kind === 'ok' ? undefined : linkRequestFailure(kind, result);
        }}
        onOtherAddress={() => {
          // The form starts again from the address that was used, ready to be corrected.
          reset();
          change('email', sentTo);
          setSentTo(undefined);
          setFocusEmail(true);
        }}
      />
    );
  }

  return (
    <form {...form.formProps} className="portal-login__form">
      <FormFailure message={form.failure} />
      <Field label={patientAccountLabels.email} required errors={[form.state.errors.email]}>
        {(control) => (
          <input {...control} {...form.fieldProps('email')} {...emailInputProps} autoComplete="email" readOnly={form.submitting} />
        )}
      </Field>
      <div className="portal-login__actions">
        <SubmitButton busy={form.submitting} busyLabel={loginText.sending}>
          {submitLabel}
        </SubmitButton>
        {actions}
      </div>
    </form>
  );
}
