// The sign-in's first step: e-mail and password (specification 2.12). The API says which second
// step follows; a refusal shows the server's message ('Courriel ou mot de passe incorrect.', too
// many attempts…), and no answer at all 'Erreur de connexion' (specification section 8).
import { useEffect, useEffectEvent } from 'react';
import { type SecondFactorStep, staffSignInSchema } from 'shared-domain/staff-account';
import { Field } from 'shared-ui/Field';
import { type FormOutcome, refusalOutcome, useSchemaForm } from 'shared-ui/useSchemaForm';
import { signIn } from './api/sign-in';
import { editableAfterFailure, emailInputProps, InlineFailure, SubmitRow } from './form-parts';

export const connectionErrorMessage = 'Erreur de connexion';

const fields = ['email', 'password'] as const;
type SignInField = (typeof fields)[number];

export function PasswordStep({ onSignedIn }: { onSignedIn(next: SecondFactorStep): void }) {
  const form = useSchemaForm({
    schema: staffSignInSchema,
    fields,
    send: async (input): Promise<FormOutcome<SignInField, SecondFactorStep>> => {
      const result = await signIn(input);
      if (result.kind === 'ok') return { type: 'received', result: result.data.secondFactor };
      if (result.kind === 'unreachable') return { type: 'failed', message: connectionErrorMessage };
      return refusalOutcome(result.error, fields);
    },
  });
  const { state } = form;
  const { formProps, fieldProps } = editableAfterFailure(form);
  const submitting = state.phase === 'submitting';

  const signedIn = useEffectEvent(onSignedIn);
  useEffect(() => {
    if (state.phase === 'success') signedIn(state.result);
  }, [state]);

  return (
    <form {...formProps} className="admin-auth__form">
      <InlineFailure form={form} />
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
