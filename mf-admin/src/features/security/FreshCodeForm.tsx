// The form that asks for a fresh authenticator code before a change to the second factor, so that
// a session left open is not enough to take the factor over.
import type { ReactNode } from 'react';
import { Button } from 'shared-ui/Button';
import { ErrorReference } from 'shared-ui/ErrorReference';
import { Field } from 'shared-ui/Field';
import { Notice } from 'shared-ui/Notice';
import type { SchemaForm } from 'shared-ui/useSchemaForm';
import type { CodeField } from './code-outcome';

export interface FreshCodeFormProps<Result> {
  form: SchemaForm<CodeField, Result>;
  submitLabel: string;
  /** What the change does, above the field. */
  children?: ReactNode;
}

export function FreshCodeForm<Result>({ form, submitLabel, children }: FreshCodeFormProps<Result>) {
  const { state } = form;
  const submitting = state.phase === 'submitting';
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
          <Button type="submit" disabled={submitting} onMouseDown={(event) => event.preventDefault()}>
            {submitting ? 'Vérification…' : submitLabel}
          </Button>
        </div>
      )}
      <p className="ui-visually-hidden" role="status">
        {submitting ? 'Vérification du code en cours…' : ''}
      </p>
    </form>
  );
}
