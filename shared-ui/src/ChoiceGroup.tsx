// A group of checkboxes or radio buttons under one legend, with its error under it (Field's
// wiring for a set of controls: the fieldset names them, the error describes the group and marks
// each control invalid). Used by the waitlist's preferences, the rebooking page's choices and the
// questionnaires' items; one checkbox alone is a CheckboxField.
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
  /** The fieldset's id, for a form that brings the focus to the group. */
  id?: string;
  name: string;
  legend: string;
  required?: boolean;
  hint?: string;
  choices: readonly Choice[];
  selected: readonly string[];
  onToggle(value: string, checked: boolean): void;
  error?: string | undefined;
  readOnly?: boolean;
  /**
   * Neither the asterisk nor « (facultatif) » after the legend: the form says as a whole what must
   * be answered (a questionnaire that allows one item left blank).
   */
  unmarked?: boolean;
  /** `'grid'`: short choices side by side on wider screens (the default); `'list'`: one per line. */
  layout?: 'grid' | 'list';
}

export function ChoiceGroup({
  type,
  id: givenId,
  name,
  legend,
  required = false,
  hint,
  choices,
  selected,
  onToggle,
  error,
  readOnly = false,
  unmarked = false,
  layout = 'grid',
}: ChoiceGroupProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset
      id={givenId}
      className="choice-group"
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      // Radios are one choice, a radiogroup (which may be required); checkboxes stay a plain group.
      {...(type === 'radio' ? { role: 'radiogroup', 'aria-required': required || undefined } : {})}
    >
      <legend className="ui-field__label">
        {legend}
        {unmarked ? null : required ? (
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
      <ul className={layout === 'list' ? 'choice-group__list choice-group__list--single' : 'choice-group__list'}>
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
