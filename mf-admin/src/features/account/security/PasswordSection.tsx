// 'Changer mon mot de passe' on 'Sécurité du compte': the current password, the new one
// and a fresh code from the authenticator (or a backup code), so a session left open is not enough.
// Once changed, her other sessions are closed: the list below is asked again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { minPasswordLength } from 'shared-domain/accounts/password-policy';
import { ownPasswordChangeSchema } from 'shared-domain/accounts/staff-account';
import { Button } from 'shared-ui/Button';
import { DialogForm, FormDialog, useFormDialogClose } from 'shared-ui/FormDialog';
import { Field } from 'shared-ui/Field';
import { useSchemaForm } from 'shared-ui/useSchemaForm';
import { changePassword } from './api/change-password';
import { changeOutcome } from './code-outcome';
import { sessionsQueryKey } from './api/sessions';

export const passwordText = {
  heading: 'Mot de passe',
  intro: 'Changez votre mot de passe si vous pensez qu’une autre personne le connaît. Vos autres sessions seront fermées.',
  open: 'Changer mon mot de passe',
  currentPassword: 'Mot de passe actuel',
  newPassword: 'Nouveau mot de passe',
  newPasswordHint: `Au moins ${minPasswordLength} caractères. Évitez les mots de passe courants ou faciles à deviner : une phrase de quelques mots peu courants convient bien.`,
  code: 'Code d’authentification ou code de secours',
  codeHint: 'Les 6 chiffres affichés maintenant dans votre application, ou un de vos codes de secours.',
  submit: 'Changer le mot de passe',
  doneTitle: 'Mot de passe modifié',
  done: 'Votre mot de passe a été modifié. Vos autres sessions ont été fermées; un courriel vous le confirme.',
} as const;

const fields = ['currentPassword', 'newPassword', 'code'] as const;

export function PasswordSection() {
  const [open, setOpen] = useState(false);
  return (
    <section className="security-section" aria-labelledby="securite-mot-de-passe">
      <h2 id="securite-mot-de-passe">{passwordText.heading}</h2>
      <p>{passwordText.intro}</p>
      <div className="security-section__actions">
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {passwordText.open}
        </Button>
      </div>
      <FormDialog open={open} onClose={() => setOpen(false)} keepOpenWhileSending title={passwordText.open} className="security-dialog">
        <ChangePasswordForm />
      </FormDialog>
    </section>
  );
}

function ChangePasswordForm() {
  const queryClient = useQueryClient();
  const changing = useMutation({
    mutationFn: changePassword,
    // The other sessions are gone: the list shows what the server now has.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
  const form = useSchemaForm({
    schema: ownPasswordChangeSchema,
    fields,
    editableAfterFailure: true,
    send: (input) => changeOutcome(fields, () => changing.mutateAsync(input)),
  });
  if (form.state.phase === 'success') return <PasswordChangedNotice />;
  const { state, fieldProps, submitting } = form;
  return (
    <div className="security-dialog__body">
      <DialogForm
        form={form}
        submit={{ label: passwordText.submit, busyLabel: 'Modification…', busyStatus: 'Modification du mot de passe en cours…' }}
        cancelLabel="Annuler"
        className="security-code-form"
      >
        <Field label={passwordText.currentPassword} required errors={[state.errors.currentPassword]}>
          {(control) => (
            <input {...control} {...fieldProps('currentPassword')} type="password" autoComplete="current-password" readOnly={submitting} />
          )}
        </Field>
        <Field label={passwordText.newPassword} required hint={passwordText.newPasswordHint} errors={[state.errors.newPassword]}>
          {(control) => (
            <input {...control} {...fieldProps('newPassword')} type="password" autoComplete="new-password" readOnly={submitting} />
          )}
        </Field>
        <Field label={passwordText.code} required hint={passwordText.codeHint} errors={[state.errors.code]}>
          {(control) => (
            <input
              {...control}
              {...fieldProps('code')}
              type="text"
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              readOnly={submitting}
            />
          )}
        </Field>
      </DialogForm>
    </div>
  );
}

function PasswordChangedNotice() {
  const close = useFormDialogClose();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A new step: the focus goes to its heading.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <div className="security-dialog__body">
      <h3 ref={headingRef} tabIndex={-1}>
        {passwordText.doneTitle}
      </h3>
      <p>{passwordText.done}</p>
      <div className="security-section__actions">
        <Button onClick={close}>Terminé</Button>
      </div>
    </div>
  );
}
