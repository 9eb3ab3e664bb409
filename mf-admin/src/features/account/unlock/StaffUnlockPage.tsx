// The page of the link e-mailed when a staff member's second factor locks after too many wrong
// codes, at /admin/deverrouiller#jeton=…. The token is read from the fragment (never
// sent to a server by the browser) and posted only when the person presses the button, so a mail
// client opening the link to preview it does not use it up.
import { problemText } from 'shared-ui/problem-message';
import { paths } from 'shared-domain/platform/paths';
import { secondFactorUnlockSchema } from 'shared-domain/accounts/staff-account';
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
    'Votre double authentification a été verrouillée après trop de codes incorrects. Déverrouillez-la, puis connectez-vous avec le code de votre application.',
  warning:
    'Si ce n’est pas vous qui avez essayé ces codes, quelqu’un connaît votre mot de passe : changez-le dès votre connexion (page Sécurité) et prévenez la personne responsable de la clinique.',
  doneTitle: 'Double authentification déverrouillée',
  done: 'Vous pouvez maintenant vous connecter avec le code de votre application d’authentification.',
  noLinkTitle: 'Lien incomplet',
  noLink: 'Ouvrez le lien reçu par courriel en entier. S’il a expiré, une nouvelle tentative de connexion vous en enverra un autre.',
  unreachable: problemText.unreachable,
} as const;

const noFields = [] as const;
// The token comes from the link, not from a field: the form only confirms.
const confirmSchema = secondFactorUnlockSchema.omit({ token: true });

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
    schema: confirmSchema,
    fields: noFields,
    editableAfterFailure: true,
    send: async () => answerOutcome(await unlockSecondFactor(token), noFields, unlockText.unreachable),
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
        <SubmitRow submitting={form.submitting} label="Déverrouiller" busyLabel="Déverrouillage…" busyStatus="Déverrouillage en cours…" />
      </form>
    </div>
  );
}
