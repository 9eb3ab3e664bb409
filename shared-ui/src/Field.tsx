// One labelled form field with its aria wiring (as Epic Stack's forms): the label names the
// control, a hint and the error list describe it (aria-describedby), and aria-invalid is set
// while it has an error. The control itself is the caller's (input, textarea, select), rendered
// with the props Field hands it.
import { useId, type ReactNode } from 'react';

/** The errors of one field, under it; the control's aria-describedby points at its id. */
export function ErrorList({ id, errors }: { id: string | undefined; errors: readonly (string | undefined)[] | undefined }) {
  const shown = errors?.filter((error): error is string => Boolean(error)) ?? [];
  if (shown.length === 0) return null;
  return (
    <ul id={id} className="ui-field__errors">
      {shown.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  );
}

/** An e-mail address control's attributes: the e-mail keyboard, and no capital or spelling fix forced on it. */
export const emailInputProps = { type: 'email', autoCapitalize: 'none', spellCheck: false } as const;

/** What Field gives its control. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

export interface FieldProps {
  label: string;
  /** Marked with an asterisk (the form says what it means); the others say "(facultatif)". */
  required?: boolean;
  hint?: string;
  /**
   * What the control's value was read as, under it, as it is typed (a money field's « Montant lu :
   * 1 500,00 $ », from shared-domain's `moneyReading`): announced politely and describing the control.
   */
  reading?: string;
  /** The messages to show; the form hook keeps only the first per field. */
  errors?: readonly (string | undefined)[];
  /** The control's id when the caller needs to know it; generated otherwise. */
  id?: string;
  children(control: FieldControlProps): ReactNode;
}

export function Field({ label, required = false, hint, reading, errors, id, children }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const readingId = reading === undefined ? undefined : `${controlId}-reading`;
  const errorId = errors?.some(Boolean) ? `${controlId}-error` : undefined;
  const describedBy = [hintId, readingId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="ui-field">
      <label className="ui-field__label" htmlFor={controlId}>
        {label}
        {required ? (
          <span className="ui-field__marker" aria-hidden="true">
            {' '}
            *
          </span>
        ) : (
          <span className="ui-field__optional"> (facultatif)</span>
        )}
      </label>
      {hint ? (
        <p className="ui-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {children({
        id: controlId,
        'aria-invalid': errorId ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })}
      {reading === undefined ? null : (
        <p className="ui-field__reading" id={readingId} aria-live="polite">
          {reading}
        </p>
      )}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}
