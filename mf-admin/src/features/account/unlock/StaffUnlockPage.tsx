// The page of the link e-mailed when a staff member's second factor locks after too many wrong
// codes, at /admin/deverrouiller#jeton=…. The token is read from the fragment (never
// sent to a server by the browser) and posted only when the person presses the button, so a mail
// client opening the link to preview it does not use it up. The lock means someone may know her
// password: unlocking takes a new one, and ends every session.
import { problemText } from 'shared-ui/problem-message';
import { paths } from 'shared-domain/platform/paths';
import { secondFactorUnlockSchema } from 'shared-domain/accounts/staff-account';
import { minPasswordLength } from 'shared-domain/accounts/password-policy';
import { Field } from 'shared-ui/Field';
import { Notice } from 'shared-ui/Notice';
import { Link } from 'shared-ui/router';
import { FormFailure } from 'shared-ui/FormFailure';
import { answerOutcome, useSchemaForm } from 'shared-ui/useSchemaForm';
import { SubmitRow } from '../login/form-parts';
import { useResetToken } from '../password-reset/reset-link';
import { unlockSecondFactor } from './api/unlock-second-factor';
import { StaffSignInFrame } from '../login/StaffSignInFrame';

export const unlockText = {
  title: 'Déverrouiller la double authentification',
  intro:
    'Votre double authentification a été verrouillée après trop de codes incorrects. Pour la déverrouiller, choisissez un nouveau mot de passe, puis connectez-vous avec lui et le code de votre application.',
  warning:
    'Si ce n’est pas vous qui avez essayé ces codes, quelqu’un connaît votre mot de passe : le nouveau l’écarte. Prévenez aussi la personne responsable de la clinique.',
  passwordHint: `Au moins ${minPasswordLength} caractères, différent de l’ancien. Une phrase de quelques mots peu courants convient bien.`,
  doneTitle: 'Double authentification déverrouillée',
  done: 'Votre mot de passe a été changé et toutes vos sessions ont été fermées. Connectez-vous avec le nouveau mot de passe et le code de votre application d’authentification.',
  noLinkTitle: 'Lien incomplet',
  noLink: 'Ouvrez le lien reçu par courriel en entier. S’il a expiré, une nouvelle tentative de connexion vous en enverra un autre.',
  unreachable: problemText.unreachable,
} as const;

const unlockFields = ['password'] as const;
// The token comes from the link, not from a field.
const newPasswordSchema = secondFactorUnlockSchema.omit({ token: true });

export function StaffUnlockPage() {
  const [token] = useResetToken();
  return (
    <StaffSignInFrame title={unlockText.title}>
      {token ? (
        <UnlockForm token={token} />
      ) : (
        <Notice tone="error" title={unlockText.noLinkTitle} autoFocus>
          <p>{unlockText.noLink}</p>
        </Notice>
      )}
      <p className="admin-auth__links">
        <Link to={paths.adminLogin.build()}>Aller à la connexion</Link>
      </p>
    </StaffSignInFrame>
  );
}

function UnlockForm({ token }: { token: string }) {
  const form = useSchemaForm({
    schema: newPasswordSchema,
    fields: unlockFields,
    editableAfterFailure: true,
    send: async ({ password }) => answerOutcome(await unlockSecondFactor(token, password), unlockFields, unlockText.unreachable),
  });
  if (form.state.phase === 'success') {
    return (
      <Notice title={unlockText.doneTitle} autoFocus>
        <p>{unlockText.done}</p>
      </Notice>
    );
  }
  return (
    <div className="admin-auth__card">
      <p>{unlockText.intro}</p>
      <p>{unlockText.warning}</p>
      <form {...form.formProps} className="admin-auth__form">
        <FormFailure message={form.failure} />
        <Field label="Nouveau mot de passe" required hint={unlockText.passwordHint} errors={[form.state.errors.password]}>
          {(control) => (
            <input {...control} {...form.fieldProps('password')} type="password" autoComplete="new-password" readOnly={form.submitting} />
          )}
        </Field>
        <SubmitRow submitting={form.submitting} label="Déverrouiller" busyLabel="Déverrouillage…" busyStatus="Déverrouillage en cours…" />
      </form>
    </div>
  );
}
