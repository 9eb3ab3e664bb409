// The 'Mot de passe' tab: e-mail and password; « Mot de passe oublié ? » asks for the address and
// e-mails a link to choose a new password (the same link sets a first password).
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { patientAccountLabels, patientSignInSchema } from 'shared-domain/accounts/patient-account';
import { Button } from 'shared-ui/Button';
import { emailInputProps, Field } from 'shared-ui/Field';
import { FormFailure } from 'shared-ui/FormFailure';
import { SubmitButton } from 'shared-ui/SubmitButton';
import { answerOutcome, useSchemaForm } from 'shared-ui/useSchemaForm';
import { signIn } from './api/sign-in';
import { EmailLinkForm } from './EmailLinkForm';
import { loginText } from './login-text';
import { useEnterPortal } from './useEnterPortal';

const fields = ['email', 'password'] as const;

export type PasswordTabMode = 'sign-in' | 'forgot';

export function PasswordTab({ initialMode = 'sign-in' }: { initialMode?: PasswordTabMode }) {
  const [mode, setMode] = useState(initialMode);
  // Only a change of step moves the focus, not the page's first display.
  const [moved, setMoved] = useState(false);
  const [typedEmail, setTypedEmail] = useState('');
  const forgotHeadingRef = useRef<HTMLHeadingElement>(null);
  const forgotButtonRef = useRef<HTMLButtonElement>(null);
  const forgotHeadingId = useId();

  useEffect(() => {
    if (!moved) return;
    if (mode === 'forgot') forgotHeadingRef.current?.focus();
    else forgotButtonRef.current?.focus();
  }, [mode, moved]);

  const go = (next: PasswordTabMode) => {
    setMoved(true);
    setMode(next);
  };

  if (mode === 'forgot') {
    return (
      <section aria-labelledby={forgotHeadingId}>
        <h2 id={forgotHeadingId} ref={forgotHeadingRef} tabIndex={-1} className="portal-login__step-title">
          {loginText.forgotPassword}
        </h2>
        <p>{loginText.forgotIntro}</p>
        <EmailLinkForm
          kind="passwordReset"
          submitLabel={loginText.sendResetLink}
          initialEmail={typedEmail}
          actions={
            <Button variant="secondary" onClick={() => go('sign-in')}>
              {loginText.backToSignIn}
            </Button>
          }
        />
      </section>
    );
  }
  return (
    <PasswordSignInForm
      forgotButtonRef={forgotButtonRef}
      onForgot={(email) => {
        setTypedEmail(email);
        go('forgot');
      }}
    />
  );
}

function PasswordSignInForm({
  forgotButtonRef,
  onForgot,
}: {
  forgotButtonRef: RefObject<HTMLButtonElement | null>;
  onForgot(email: string): void;
}) {
  const enterPortal = useEnterPortal();
  const form = useSchemaForm({
    schema: patientSignInSchema,
    fields,
    // A refusal shows above the form as it was, ready to be corrected and sent again.
    editableAfterFailure: true,
    send: async (data) => {
      const outcome = answerOutcome(await signIn(data), fields, loginText.signInUnreachable);
      if (outcome.type === 'received') await enterPortal();
      return outcome;
    },
  });
  const { state } = form;

  return (
    <form {...form.formProps} className="portal-login__form">
      <FormFailure message={form.failure} />
      <Field label={patientAccountLabels.email} required errors={[state.errors.email]}>
        {(control) => (
          <input {...control} {...form.fieldProps('email')} {...emailInputProps} autoComplete="username" readOnly={form.submitting} />
        )}
      </Field>
      <Field label={patientAccountLabels.password} required errors={[state.errors.password]}>
        {(control) => (
          <input {...control} {...form.fieldProps('password')} type="password" autoComplete="current-password" readOnly={form.submitting} />
        )}
      </Field>
      <div className="portal-login__actions">
        <SubmitButton busy={form.submitting} busyLabel={loginText.signingIn}>
          {loginText.signIn}
        </SubmitButton>
        <button
          type="button"
          ref={forgotButtonRef}
          className="portal-login__link-button"
          onClick={() => onForgot(state.values.email.trim())}
        >
          {loginText.forgotPassword}
        </button>
      </div>
      <p className="portal-login__hint">{loginText.noPasswordYet}</p>
    </form>
  );
}
