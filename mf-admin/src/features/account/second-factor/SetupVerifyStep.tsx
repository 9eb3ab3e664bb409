// Set-up, step 3: the first code from the authenticator proves it was added; the API then enables
// the factor, re-issues the session as verified and gives the backup codes.
import { useEffect, useRef } from 'react';
import { secondFactorCodeSchema } from 'shared-domain/accounts/staff-account';
import { Button } from 'shared-ui/Button';
import { Field } from 'shared-ui/Field';
import { FormFailure } from 'shared-ui/FormFailure';
import { type FormOutcome, useSchemaForm } from 'shared-ui/useSchemaForm';
import { SubmitRow } from '../login/form-parts';
import { confirmSetup } from './api/setup-verify';
import { codeRefusal, totpInputProps, withoutSpaces } from './second-factor-messages';

const fields = ['code'] as const;
type CodeField = (typeof fields)[number];

export interface SetupVerifyStepProps {
  onConfirmed(backupCodes: readonly string[]): void;
  onBack(): void;
  onAlreadyEnabled(): void;
  onSessionLost(): void;
}

export function SetupVerifyStep({ onConfirmed, onBack, onAlreadyEnabled, onSessionLost }: SetupVerifyStepProps) {
  const form = useSchemaForm({
    schema: secondFactorCodeSchema,
    fields,
    sanitize: (values) => ({ code: withoutSpaces(values.code) }),
    editableAfterFailure: true,
    send: async ({ code }): Promise<FormOutcome<CodeField, readonly string[]>> => {
      const result = await confirmSetup(code);
      if (result.kind === 'ok') return { type: 'received', result: result.data.backupCodes };
      return codeRefusal(result, fields, { onSessionLost, onAlreadyEnabled });
    },
    onSuccess: onConfirmed,
  });
  const { state, fieldProps, submitting } = form;

  // The field takes the focus: the person has the app open and the code in mind.
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => inputRef.current?.focus(), []);

  return (
    <form {...form.formProps} className="mfa-setup__form">
      <h3 className="mfa-setup__heading">Entrez le code de vérification</h3>
      <p>Saisissez le code à 6 chiffres que votre application affiche maintenant pour ce compte.</p>
      <FormFailure message={form.failure} />
      <Field label="Code à 6 chiffres" required errors={[state.errors.code]}>
        {(control) => (
          <input {...control} {...fieldProps('code')} {...totpInputProps} ref={inputRef} className="mfa-code-input" readOnly={submitting} />
        )}
      </Field>
      <SubmitRow submitting={submitting} label="Vérifier" busyLabel="Vérification…" busyStatus="Vérification du code en cours…">
        <Button variant="secondary" onClick={onBack} disabled={submitting}>
          Revoir le code QR
        </Button>
      </SubmitRow>
    </form>
  );
}
