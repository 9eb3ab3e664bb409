// The sign-in's second step for a staff member whose authenticator is enrolled: its 6-digit code,
// or one of the backup codes when the phone is not at hand. A wrong code keeps the person here
// with the API's message under the field.
import { useEffect, useId, useRef, useState } from 'react';
import { secondFactorVerifySchema } from 'shared-domain/accounts/staff-account';
import { Button } from 'shared-ui/Button';
import { Field } from 'shared-ui/Field';
import { FormFailure } from 'shared-ui/FormFailure';
import { type FormOutcome, useSchemaForm } from 'shared-ui/useSchemaForm';
import { SubmitRow } from '../login/form-parts';
import { verifySecondFactor } from './api/verify';
import { codeRefusal, totpInputProps, verbatimCodeInputProps, withoutSpaces } from './second-factor-messages';
import './second-factor.css';

type CodeKind = 'code' | 'backupCode';

/** Each kind of code's field: the authenticator's digits, or a backup code taken as typed. */
const codeFieldsByKind = {
  code: { label: 'Code de vérification', hint: '6 chiffres', inputProps: totpInputProps },
  backupCode: { label: 'Code de secours', hint: '8 caractères, lettres a à f et chiffres', inputProps: verbatimCodeInputProps },
} as const;

export interface SecondFactorCodeStepProps {
  /** The session is verified: the back-office can open. */
  onVerified(): void;
  /** The staff session is gone: back to the password. */
  onSessionLost(): void;
  /** No factor is enabled any more (reset meanwhile): the set-up instead. */
  onSetupNeeded(): void;
}

export function SecondFactorCodeStep({ onVerified, onSessionLost, onSetupNeeded }: SecondFactorCodeStepProps) {
  const [kind, setKind] = useState<CodeKind>('code');
  const headingId = useId();
  return (
    <section className="admin-auth__card" aria-labelledby={headingId}>
      <h2 id={headingId}>Vérification en deux étapes</h2>
      <p>
        {kind === 'code'
          ? "Entrez le code à 6 chiffres affiché par votre application d'authentification."
          : "Entrez l'un de vos codes de secours (8 caractères). Chaque code ne sert qu'une fois."}
      </p>
      {/* Above the form: the field's error appearing as it loses the focus must not move this
          button away from under the pointer between press and release. */}
      <div className="admin-auth__secondary">
        <Button variant="secondary" aria-pressed={kind === 'backupCode'} onClick={() => setKind(kind === 'code' ? 'backupCode' : 'code')}>
          Utiliser un code de secours
        </Button>
      </div>
      {/* A new form per kind of code: its own field, its own errors; it takes the focus. */}
      <CodeForm key={kind} kind={kind} onVerified={onVerified} onSessionLost={onSessionLost} onSetupNeeded={onSetupNeeded} />
    </section>
  );
}

function CodeForm({ kind, onVerified, onSessionLost, onSetupNeeded }: { kind: CodeKind } & SecondFactorCodeStepProps) {
  const fields = [kind] as const;
  const form = useSchemaForm({
    // The API's own schema: exactly one of the two codes, with its format message.
    schema: secondFactorVerifySchema,
    fields,
    sanitize: (values) => (kind === 'code' ? { ...values, code: withoutSpaces(values.code) } : values),
    editableAfterFailure: true,
    send: async (input): Promise<FormOutcome<CodeKind, true>> => {
      const result = await verifySecondFactor(input);
      if (result.kind === 'ok') return { type: 'received', result: true };
      return codeRefusal(result, fields, { onSessionLost, onSetupNeeded });
    },
    onSuccess: () => onVerified(),
  });
  const { state, fieldProps, submitting } = form;
  const field = codeFieldsByKind[kind];

  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => inputRef.current?.focus(), []);

  return (
    <form {...form.formProps} className="admin-auth__form">
      <FormFailure message={form.failure} />
      <Field label={field.label} required hint={field.hint} errors={[state.errors[kind]]}>
        {(control) => (
          <input {...control} {...fieldProps(kind)} {...field.inputProps} ref={inputRef} className="mfa-code-input" readOnly={submitting} />
        )}
      </Field>
      <SubmitRow submitting={submitting} label="Vérifier" busyLabel="Vérification…" busyStatus="Vérification du code en cours…" />
    </form>
  );
}
