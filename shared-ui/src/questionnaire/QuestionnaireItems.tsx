// A questionnaire's items as radio groups (a fieldset and its legend each), on a useSchemaForm
// whose fields are named as the API names them ('answers.pain'), so a refusal lands on its item.
// Items are checked on submit and again as they change, not on blur (tabbing through a scale is
// not leaving it unanswered). An invalid submission takes the focus to the first item left wrong
// (the form hook focuses text fields by name; a radio group has no single element of that name).
// Shared by the back-office (a measure recorded during the visit) and the portal (a questionnaire
// the patient fills before it).
import { useEffect, useEffectEvent, useId } from 'react';
import { answerField, type QuestionnaireDefinition } from 'shared-domain/outcome-measures';
import { ErrorList } from '../Field';
import type { SchemaForm } from '../useSchemaForm';
import './questionnaire-items.css';

export function QuestionnaireItems({ definition, form }: { definition: QuestionnaireDefinition; form: SchemaForm<string, unknown> }) {
  const baseId = useId();
  const { errors, invalidSubmissions } = form.state;

  const focusFirstWrong = useEffectEvent(() => {
    const wrong = definition.items.find((item) => errors[answerField(item.id)]);
    if (!wrong) return;
    const group = document.getElementById(`${baseId}-${wrong.id}`);
    const radio = group?.querySelector<HTMLInputElement>('input:checked') ?? group?.querySelector<HTMLInputElement>('input');
    radio?.focus();
  });
  useEffect(() => {
    if (invalidSubmissions > 0) focusFirstWrong();
  }, [invalidSubmissions]);

  return (
    <div className="questionnaire-items">
      {definition.items.map((item) => {
        const field = answerField(item.id);
        const groupId = `${baseId}-${item.id}`;
        const error = errors[field];
        const errorId = error ? `${groupId}-error` : undefined;
        const { value, onChange } = form.fieldProps(field);
        return (
          <fieldset
            key={item.id}
            id={groupId}
            className="questionnaire-item"
            aria-describedby={errorId}
            aria-invalid={error ? true : undefined}
          >
            <legend>{item.text}</legend>
            <div
              className={
                item.options.length > 7 ? 'questionnaire-item__options questionnaire-item__options--scale' : 'questionnaire-item__options'
              }
            >
              {item.options.map((option) => (
                <label key={option.value} className="questionnaire-item__option">
                  <input
                    type="radio"
                    name={field}
                    value={option.value}
                    checked={value === String(option.value)}
                    onChange={() => onChange({ target: { value: String(option.value) } })}
                    disabled={form.submitting}
                  />
                  <span>{option.label}</span>
                </label>
              ))}
            </div>
            <ErrorList id={errorId} errors={[error]} />
          </fieldset>
        );
      })}
    </div>
  );
}
