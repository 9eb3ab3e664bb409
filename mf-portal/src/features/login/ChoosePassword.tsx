// The e-mailed « choose a password » link opened: the password typed twice (at least 12
// characters), then the patient is signed in and goes to the portal.
import { patientPasswordChoiceLabels as labels, patientPasswordChoiceSchema } from 'shared-domain/accounts/patient-account';
import { Field } from 'shared-ui/Field';
import { FormFailure } from 'shared-ui/FormFailure';
import { SubmitButton } from 'shared-ui/SubmitButton';
import { refusalOutcome, useSchemaForm } from 'shared-ui/useSchemaForm';
import { completePasswordReset } from './api/complete-password-reset';
import { linkRefusalMessage } from './link-refusal';
import { choosePasswordText as text } from './login-text';
import { useEnterPortal } from './useEnterPortal';
import { PortalSignInFrame } from './PortalSignInFrame';

const fields = ['password', 'confirmation'] as const;

export interface ChoosePasswordProps {
  token: string;
  /** The link was refused: the login shows `message` and the form to ask for a new link. */
  onRefused(message: string): void;
}

export function ChoosePassword({ token, onRefused }: ChoosePasswordProps) {
  const enterPortal = useEnterPortal();
  const form = useSchemaForm({
    schema: patientPasswordChoiceSchema,
    fields,
    editableAfterFailure: true,
    send: async ({ password }) => {
      const result = await completePasswordReset({ token, password });
      if (result.kind === 'ok') {
        await enterPortal();
        return { type: 'received', result: true };
      }
      if (result.kind === 'unreachable') return { type: 'failed', message: text.unreachable };
      const refusedLink = linkRefusalMessage(result.error);
      if (refusedLink) {
        onRefused(refusedLink);
        return { type: 'failed', message: refusedLink };
      }
      return refusalOutcome(result.error, fields);
    },
  });
  const { state } = form;

  return (
    <PortalSignInFrame title={text.title}>
      <p>{text.intro}</p>
      <form {...form.formProps} className="portal-login__form">
        <FormFailure message={form.failure} />
        <Field label={labels.password} required hint={text.hint} errors={[state.errors.password]}>
          {(control) => (
            <input {...control} {...form.fieldProps('password')} type="password" autoComplete="new-password" readOnly={form.submitting} />
          )}
        </Field>
        <Field label={labels.confirmation} required errors={[state.errors.confirmation]}>
          {(control) => (
            <input
              {...control}
              {...form.fieldProps('confirmation')}
              type="password"
              autoComplete="new-password"
              readOnly={form.submitting}
            />
          )}
        </Field>
        <div className="portal-login__actions">
          <SubmitButton busy={form.submitting} busyLabel={text.submitting}>
            {text.submit}
          </SubmitButton>
        </div>
      </form>
    </PortalSignInFrame>
  );
}
