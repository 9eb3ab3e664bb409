// A forgotten staff password, at /admin/reinitialiser. Without a link: the address, then
// the same « check your e-mail » whoever it belongs to. Opened from the e-mailed link (`#jeton=…`):
// the new password and — a reset still needs the second factor — a code from the authenticator or a
// backup code; then back to the sign-in.
import { problemText } from 'shared-ui/problem-message';
import { useEffect, useRef, useState } from 'react';
import { minPasswordLength } from 'shared-domain/accounts/password-policy';
import { paths } from 'shared-domain/platform/paths';
import { staffPasswordResetRequestSchema, staffPasswordResetSchema } from 'shared-domain/accounts/staff-team';
import { Button } from 'shared-ui/Button';
import { emailInputProps, Field } from 'shared-ui/Field';
import { FormFailure } from 'shared-ui/FormFailure';
import { Notice } from 'shared-ui/Notice';
import { Link } from 'shared-ui/router';
import { answerOutcome, useSchemaForm } from 'shared-ui/useSchemaForm';
import { SubmitRow } from '../login/form-parts';
import { verbatimCodeInputProps } from '../second-factor/second-factor-messages';
import { completePasswordReset } from './api/complete-password-reset';
import { requestPasswordReset } from './api/request-password-reset';
import { useResetToken } from './reset-link';
import { StaffSignInFrame } from '../login/StaffSignInFrame';

export const resetText = {
  title: 'Mot de passe oublié',
  requestIntro:
    'Entrez le courriel de votre compte. Si un compte actif y correspond, vous recevrez un lien pour choisir un nouveau mot de passe.',
  sentTitle: 'Vérifiez vos courriels',
  sent: 'Si ce courriel correspond à un compte actif de l’équipe, un lien vient d’y être envoyé. Il fonctionne une seule fois, pendant une heure.',
  chooseIntro:
    'Choisissez votre nouveau mot de passe. Pour confirmer que c’est bien vous, entrez aussi un code de votre application d’authentification.',
  passwordHint: `Au moins ${minPasswordLength} caractères. Évitez les mots de passe courants ou faciles à deviner : une phrase de quelques mots peu courants convient bien.`,
  codeLabel: 'Code d’authentification ou code de secours',
  codeHint:
    'Les 6 chiffres de votre application, ou un de vos codes de secours. Seul un compte qui n’a pas encore configuré la double authentification s’en passe.',
  doneTitle: 'Mot de passe modifié',
  done: 'Votre mot de passe a été modifié et toutes vos sessions ont été fermées. Connectez-vous avec le nouveau.',
  unreachable: problemText.unreachable,
  failedTitle: 'La réinitialisation n’a pas abouti',
  askAgain: 'Demander un nouveau lien',
} as const;

const requestFields = ['email'] as const;

function RequestForm({ focusFirst = false }: { focusFirst?: boolean }) {
  const email = useRef<HTMLInputElement>(null);
  // Come from a refused link (« Demander un nouveau lien »): the focus goes to what to do next.
  useEffect(() => {
    if (focusFirst) email.current?.focus();
  }, [focusFirst]);
  const form = useSchemaForm({
    schema: staffPasswordResetRequestSchema,
    fields: requestFields,
    editableAfterFailure: true,
    send: async (input) => answerOutcome(await requestPasswordReset(input), requestFields, resetText.unreachable),
  });
  if (form.state.phase === 'success') {
    return (
      <Notice title={resetText.sentTitle} autoFocus>
        <p>{resetText.sent}</p>
      </Notice>
    );
  }
  return (
    <div className="admin-auth__card">
      <p>{resetText.requestIntro}</p>
      <form {...form.formProps} className="admin-auth__form">
        <FormFailure message={form.failure} />
        <Field label="Courriel" required errors={[form.state.errors.email]}>
          {(control) => (
            <input
              {...control}
              {...form.fieldProps('email')}
              {...emailInputProps}
              ref={email}
              autoComplete="email"
              readOnly={form.submitting}
            />
          )}
        </Field>
        <SubmitRow submitting={form.submitting} label="Envoyer le lien" busyLabel="Envoi…" busyStatus="Envoi de la demande en cours…" />
      </form>
    </div>
  );
}

const resetFields = ['password', 'code'] as const;
const newPasswordSchema = staffPasswordResetSchema.omit({ token: true });

function NewPasswordForm({ token, onAskAgain }: { token: string; onAskAgain(): void }) {
  const form = useSchemaForm({
    schema: newPasswordSchema,
    fields: resetFields,
    editableAfterFailure: true,
    send: async ({ password, code }) =>
      answerOutcome(await completePasswordReset({ token, password, ...(code ? { code } : {}) }), resetFields, resetText.unreachable),
  });
  if (form.state.phase === 'success') {
    return (
      <Notice title={resetText.doneTitle} autoFocus>
        <p>{resetText.done}</p>
        <p>
          <Link to={paths.adminLogin.build()}>Se connecter</Link>
        </p>
      </Notice>
    );
  }
  return (
    <div className="admin-auth__card">
      <p>{resetText.chooseIntro}</p>
      <form {...form.formProps} className="admin-auth__form">
        <FormFailure title={resetText.failedTitle} message={form.failure} />
        <Field label="Nouveau mot de passe" required hint={resetText.passwordHint} errors={[form.state.errors.password]}>
          {(control) => (
            <input {...control} {...form.fieldProps('password')} type="password" autoComplete="new-password" readOnly={form.submitting} />
          )}
        </Field>
        {/* Asked of every account with a second factor (nearly all: it is set up at the first sign-in). */}
        <Field label={resetText.codeLabel} required hint={resetText.codeHint} errors={[form.state.errors.code]}>
          {(control) => <input {...control} {...form.fieldProps('code')} {...verbatimCodeInputProps} readOnly={form.submitting} />}
        </Field>
        <SubmitRow
          submitting={form.submitting}
          label="Changer le mot de passe"
          busyLabel="Modification…"
          busyStatus="Modification du mot de passe en cours…"
        />
      </form>
      {form.failure ? (
        <p className="admin-auth__links">
          <Button variant="secondary" onClick={onAskAgain}>
            {resetText.askAgain}
          </Button>
        </p>
      ) : null}
    </div>
  );
}

export function StaffPasswordResetPage() {
  const [token, forgetToken] = useResetToken();
  const [askedAgain, setAskedAgain] = useState(false);
  return (
    <StaffSignInFrame title={resetText.title}>
      {token ? (
        <NewPasswordForm
          token={token}
          onAskAgain={() => {
            setAskedAgain(true);
            forgetToken();
          }}
        />
      ) : (
        <RequestForm focusFirst={askedAgain} />
      )}
      <p className="admin-auth__links">
        <Link to={paths.adminLogin.build()}>Retour à la connexion</Link>
      </p>
    </StaffSignInFrame>
  );
}
