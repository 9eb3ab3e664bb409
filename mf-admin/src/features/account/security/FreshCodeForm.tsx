// The form that asks for a fresh authenticator code before a change to the second factor, so that
// a session left open is not enough to take the factor over.
import type { ReactNode } from 'react';
import { secondFactorCodeSchema } from 'shared-domain/accounts/staff-account';
import { Button } from 'shared-ui/Button';
import { useFormDialogBusy, useFormDialogClose } from 'shared-ui/FormDialog';
import { ErrorReference } from 'shared-ui/ErrorReference';
import { Field } from 'shared-ui/Field';
import { Notice } from 'shared-ui/Notice';
import { SubmitButton } from 'shared-ui/SubmitButton';
import { type SchemaForm, useSchemaForm } from 'shared-ui/useSchemaForm';
import { type CodeField, codeFields, codeOutcome } from './code-outcome';

/**
 * A fresh-code form in a FormDialog (`keepOpenWhileSending`): `change` makes the change with the
 * code. Closing waits while it is on its way (it cannot be called back, and what it answers would
 * be lost), and forgets the form: what it showed is shown once, and the next opening makes a new,
 * empty one.
 */
export function useFreshCodeDialog<Result>(change: (code: string) => Promise<Result>) {
  const form = useSchemaForm({
    schema: secondFactorCodeSchema,
    fields: codeFields,
    send: ({ code }) => codeOutcome(() => change(code)),
  });
  useFormDialogBusy(form.state.phase === 'submitting');
  const close = useFormDialogClose();
  return { form, close };
}

export interface FreshCodeFormProps<Result> {
  form: SchemaForm<CodeField, Result>;
  submitLabel: string;
  /** What the change does, above the field. */
  children?: ReactNode;
}

export function FreshCodeForm<Result>({ form, submitLabel, children }: FreshCodeFormProps<Result>) {
  const { state, submitting } = form;
  return (
    <form {...form.formProps} className="security-code-form">
      {children}
      <Field
        label="Code à 6 chiffres"
        required
        hint="Le code affiché maintenant dans votre application d'authentification."
        errors={[state.errors.code]}
      >
        {(control) => (
          <input
            {...control}
            {...form.fieldProps('code')}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            spellCheck={false}
            readOnly={submitting}
          />
        )}
      </Field>
      {state.phase === 'error' ? (
        <Notice tone="error" title="La demande n'a pas abouti" autoFocus actions={<Button onClick={form.retry}>Réessayer</Button>}>
          <p>{state.message}</p>
          <ErrorReference errorId={state.errorId} />
        </Notice>
      ) : (
        <div className="security-code-form__actions">
          <SubmitButton busy={submitting} busyLabel="Vérification…" busyStatus="Vérification du code en cours…">
            {submitLabel}
          </SubmitButton>
        </div>
      )}
    </form>
  );
}
