// One checkbox with its label, its required marker and its error (a consent, « rendre principale »):
// Field's wiring for a control whose label follows it. A set of checkboxes or radios under one
// legend is a ChoiceGroup.
import { type ReactNode, useId } from 'react';
import { ErrorList } from './Field';
import './checkbox-field.css';

export interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
  checked: boolean;
  onChange(checked: boolean): void;
  required?: boolean;
  error?: string | undefined;
  disabled?: boolean;
  /** While sending: the box keeps its focus, only its value is frozen. */
  readOnly?: boolean;
}

export function CheckboxField({ name, label, checked, onChange, required = false, error, disabled, readOnly = false }: CheckboxFieldProps) {
  const errorId = `${useId()}-error`;
  return (
    <div className="ui-field ui-checkbox-field">
      <label>
        <input
          type="checkbox"
          name={name}
          checked={checked}
          disabled={disabled}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            if (!readOnly) onChange(event.target.checked);
          }}
        />
        <span>
          {label}
          {required ? (
            <span className="ui-field__marker" aria-hidden="true">
              {' '}
              *
            </span>
          ) : null}
        </span>
      </label>
      <ErrorList id={errorId} errors={[error]} />
    </div>
  );
}
