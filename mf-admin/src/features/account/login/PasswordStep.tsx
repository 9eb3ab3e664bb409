// The sign-in's first step: e-mail and password (specification 2.12). The API says which second
// step follows; a refusal shows the server's message ('Courriel ou mot de passe incorrect.', too
// many attempts: try again later), and no answer at all 'Erreur de connexion' (specification section 8).
import { type SecondFactorStep, staffSignInSchema } from 'shared-domain/accounts/staff-account';
import { emailInputProps, Field } from 'shared-ui/Field';
import { FormFailure } from 'shared-ui/FormFailure';
import { answerOutcome, useSchemaForm } from 'shared-ui/useSchemaForm';
import { signIn } from './api/sign-in';
import { SubmitRow } from './form-parts';

export const connectionErrorMessage = 'Erreur de connexion';
/**
 * Too many tries on this account: wait, whatever the server adds. It never says
 * that the account's owner was e-mailed, nor that another browser would get in.
 */
export const signInThrottledMessage = 'Trop de tentatives de connexion. Veuillez réessayer dans quelques minutes.';

const fields = ['email', 'password'] as const;

export function PasswordStep({ onSignedIn }: { onSignedIn(next: SecondFactorStep): void }) {
  const form = useSchemaForm({
    schema: staffSignInSchema,
    fields,
    // Kept on screen when sending fails: the person corrects and sends again.
    editableAfterFailure: true,
    send: async (input) => {
      const result = await signIn(input);
      if (result.kind === 'error' && result.error.status === 429) return { type: 'failed', message: signInThrottledMessage };
      return answerOutcome(result, fields, connectionErrorMessage);
    },
    onSuccess: (answer) => onSignedIn(answer.secondFactor),
  });
  const { state, fieldProps, submitting } = form;

  return (
    <form {...form.formProps} className="admin-auth__form">
      <FormFailure message={form.failure} />
      <Field label="Courriel" required errors={[state.errors.email]}>
        {(control) => <input {...control} {...fieldProps('email')} {...emailInputProps} autoComplete="username" readOnly={submitting} />}
      </Field>
      <Field label="Mot de passe" required errors={[state.errors.password]}>
        {(control) => (
          <input {...control} {...fieldProps('password')} type="password" autoComplete="current-password" readOnly={submitting} />
        )}
      </Field>
      <SubmitRow submitting={submitting} label="Se connecter" busyLabel="Connexion…" busyStatus="Connexion en cours…" />
    </form>
  );
}
