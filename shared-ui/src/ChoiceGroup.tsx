// A group of checkboxes or radio buttons under one legend, with its error under it (Field's
// wiring for a set of controls: the fieldset names them, the error describes the group and marks
// each control invalid). Used by the waitlist's preferences and the rebooking page's choices; one
// checkbox alone is a CheckboxField.
import { useId } from 'react';
import { ErrorList } from './Field';
import './choice-group.css';

export interface Choice {
  value: string;
  label: string;
  /** Shown, but not choosable (a slot already taken). */
  disabled?: boolean;
}

export interface ChoiceGroupProps {
  type: 'checkbox' | 'radio';
  name: string;
  legend: string;
  required?: boolean;
  hint?: string;
  choices: readonly Choice[];
  selected: readonly string[];
  onToggle(value: string, checked: boolean): void;
  error?: string | undefined;
  readOnly?: boolean;
}

export function ChoiceGroup({
  type,
  name,
  legend,
  required = false,
  hint,
  choices,
  selected,
  onToggle,
  error,
  readOnly = false,
}: ChoiceGroupProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset
      className="choice-group"
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      // Radios are one choice, a radiogroup (which may be required); checkboxes stay a plain group.
      {...(type === 'radio' ? { role: 'radiogroup', 'aria-required': required || undefined } : {})}
    >
      <legend className="ui-field__label">
        {legend}
        {required ? (
          <span className="ui-field__marker" aria-hidden="true">
            {' '}
            *
          </span>
        ) : (
          <span className="ui-field__optional"> (facultatif)</span>
        )}
      </legend>
      {hint ? (
        <p className="ui-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <ul className="choice-group__list">
        {choices.map((choice) => (
          <li key={choice.value}>
            <label className={`choice-group__choice${choice.disabled ? ' choice-group__choice--disabled' : ''}`}>
              <input
                type={type}
                name={name}
                value={choice.value}
                checked={selected.includes(choice.value)}
                disabled={choice.disabled}
                aria-invalid={errorId ? true : undefined}
                // A read-only group (while sending) keeps its focus; only its value is frozen.
                onChange={(event) => {
                  if (!readOnly) onToggle(choice.value, event.target.checked);
                }}
              />
              <span>{choice.label}</span>
            </label>
          </li>
        ))}
      </ul>
      <ErrorList id={errorId} errors={[error]} />
    </fieldset>
  );
}
