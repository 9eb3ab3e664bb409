// Admin account creation (specification 2.12, 4 and 5): full name, e-mail, password and
// the invitation code, checked on the server only. The password needs 12 characters (DESIGN §5,
// not the original's 6) and the server's strength check; its French feedback lands under the
// field. Form, then the success panel linking to the sign-in. The invitation e-mail links
// here with the address in `?courriel=`, filled in; the code is typed from the e-mail, never in the URL.
import { minPasswordLength } from 'shared-domain/accounts/password-policy';
import { paths } from 'shared-domain/platform/paths';
import { type StaffSignUp, staffSignUpSchema } from 'shared-domain/accounts/staff-account';
import { emailInputProps, Field } from 'shared-ui/Field';
import { FormFailure } from 'shared-ui/FormFailure';
import { Notice } from 'shared-ui/Notice';
import { Link, useSearchParams } from 'shared-ui/router';
import { answerOutcome, useSchemaForm } from 'shared-ui/useSchemaForm';
import { SubmitRow } from '../login/form-parts';
import { verbatimCodeInputProps } from '../second-factor/second-factor-messages';
import { signUp } from './api/sign-up';
import { StaffSignInFrame } from '../login/StaffSignInFrame';

export const signUpFailedTitle = 'Erreur lors de la création du compte';
export const passwordRule = `Au moins ${minPasswordLength} caractères. Évitez les mots de passe courants ou faciles à deviner : une phrase de quelques mots peu courants convient bien.`;

const fields = ['fullName', 'email', 'password', 'invitationCode'] as const satisfies readonly (keyof StaffSignUp)[];

export function AdminSignupPage() {
  const [search] = useSearchParams();
  const form = useSchemaForm({
    schema: staffSignUpSchema,
    fields,
    initialValues: { email: search.get('courriel') ?? '' },
    editableAfterFailure: true,
    // Field refusals (invitation code, weak password, address taken) go under their field.
    send: async (input) => answerOutcome(await signUp(input), fields, 'Vérifiez votre connexion Internet, puis réessayez.'),
  });
  const { state, fieldProps, submitting } = form;

  if (state.phase === 'success') {
    return (
      <StaffSignInFrame title="Inscription Admin">
        <Notice title="Compte créé" autoFocus>
          <p>
            Votre compte est prêt. À votre première connexion, vous configurerez l'authentification à deux facteurs avec votre téléphone.
          </p>
          <p>
            <Link to={paths.adminLogin.build()}>Se connecter</Link>
          </p>
        </Notice>
      </StaffSignInFrame>
    );
  }

  return (
    <StaffSignInFrame title="Inscription Admin">
      <div className="admin-auth__card">
        <form {...form.formProps} className="admin-auth__form">
          <FormFailure title={signUpFailedTitle} message={form.failure} />
          <p className="admin-auth__legend">Les champs marqués d'un astérisque (*) sont obligatoires.</p>
          <Field label="Nom complet" required errors={[state.errors.fullName]}>
            {(control) => <input {...control} {...fieldProps('fullName')} type="text" autoComplete="name" readOnly={submitting} />}
          </Field>
          <Field label="Courriel" required errors={[state.errors.email]}>
            {(control) => <input {...control} {...fieldProps('email')} {...emailInputProps} autoComplete="email" readOnly={submitting} />}
          </Field>
          <Field label="Mot de passe" required hint={passwordRule} errors={[state.errors.password]}>
            {(control) => (
              <input {...control} {...fieldProps('password')} type="password" autoComplete="new-password" readOnly={submitting} />
            )}
          </Field>
          <Field label="Code d'invitation" required errors={[state.errors.invitationCode]}>
            {(control) => <input {...control} {...fieldProps('invitationCode')} {...verbatimCodeInputProps} readOnly={submitting} />}
          </Field>
          <SubmitRow submitting={submitting} label="Créer le compte" busyLabel="Création…" busyStatus="Création du compte en cours…" />
        </form>
      </div>
      <p className="admin-auth__links">
        Déjà un compte ? <Link to={paths.adminLogin.build()}>Retour à la connexion</Link>
      </p>
    </StaffSignInFrame>
  );
}
