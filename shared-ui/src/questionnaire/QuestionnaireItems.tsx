// A questionnaire's items as the kit's radio groups (ChoiceGroup: a legend each, rows of 44 px at
// least, the error describing the group), on a useSchemaForm
// whose fields are named as the API names them ('answers.pain'), so a refusal lands on its item.
// Items are checked on submit and again as they change, not on blur (tabbing through a scale is
// not leaving it unanswered). An invalid submission takes the focus to the first item left wrong
// (the form hook focuses text fields by name; a radio group has no single element of that name).
// Shared by the back-office (a measure recorded during the visit) and the portal (a questionnaire
// the patient fills before it).
import { useEffect, useEffectEvent, useId } from 'react';
import { answerField, type QuestionnaireDefinition } from 'shared-domain/clinical/outcome-measures';
import { ChoiceGroup } from '../ChoiceGroup';
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
        const { value, onChange } = form.fieldProps(field);
        return (
          <ChoiceGroup
            key={item.id}
            id={`${baseId}-${item.id}`}
            type="radio"
            name={field}
            legend={item.text}
            unmarked
            // A scale (0 to 10) side by side; sentences one per line.
            layout={item.options.length > 7 ? 'grid' : 'list'}
            choices={item.options.map((option) => ({ value: String(option.value), label: option.label }))}
            selected={value ? [value] : []}
            onToggle={(chosen, checked) => {
              if (checked) onChange({ target: { value: chosen } });
            }}
            error={errors[field]}
            readOnly={form.submitting}
          />
        );
      })}
    </div>
  );
}
