// A setting that is on or off (« Inscrite aux taxes », « Afficher les témoignages »): a checkbox
// announced as a switch, with its label, an optional hint beside it and its error, bound to a form
// field holding 'true' or 'false'.
import { type ReactNode, useId } from 'react';
import { ErrorList } from 'shared-ui/Field';

export interface SettingSwitchProps {
  name: string;
  label: string;
  /** What the setting does, read with it (aria-describedby). */
  hint?: ReactNode;
  /** The form's value: 'true' is on. */
  value: string;
  onChange(value: 'true' | 'false'): void;
  error?: string | undefined;
  /** While sending: the switch keeps its focus, only its value is frozen. */
  readOnly?: boolean;
}

export function SettingSwitch({ name, label, hint, value, onChange, error, readOnly = false }: SettingSwitchProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="settings-switch">
      <label className="settings-switch__label">
        <input
          type="checkbox"
          role="switch"
          name={name}
          checked={value === 'true'}
          aria-checked={value === 'true'}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          onChange={(event) => {
            if (!readOnly) onChange(event.target.checked ? 'true' : 'false');
          }}
        />
        <span>{label}</span>
      </label>
      {hint ? (
        <div className="settings-switch__hint ui-field__hint" id={hintId}>
          {hint}
        </div>
      ) : null}
      <ErrorList id={errorId} errors={[error]} />
    </div>
  );
}
