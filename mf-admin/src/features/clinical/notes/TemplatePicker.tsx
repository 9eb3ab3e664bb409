// The clinic's active SOAP templates (settings), grouped by category; choosing one hands it to the
// editor, which fills the four sections (after asking, if text was typed) and the re-exam date.
import { type SoapTemplateView, useSoapTemplates } from '../../configuration/settings/api/soap-templates';
import { soapCategoryLabels } from 'shared-domain/clinical/soap-template';
import { soapCategories } from 'shared-domain/clinical/soap-category';
import { Field } from 'shared-ui/Field';
import { noteEditorText as t } from './note-editor-text';

export type NoteTemplate = SoapTemplateView;

export interface TemplatePickerProps {
  value: string;
  disabled: boolean;
  onPick(template: NoteTemplate | undefined): void;
}

export function TemplatePicker({ value, disabled, onPick }: TemplatePickerProps) {
  const templates = useSoapTemplates();
  const list = templates.data?.templates ?? [];
  const hint = templates.isPending ? t.templatesLoading : templates.isError ? t.templatesFailed : undefined;
  return (
    <Field label={t.template} hint={hint}>
      {(control) => (
        <select
          {...control}
          name="templateId"
          value={value}
          disabled={disabled || list.length === 0}
          onChange={(event) => onPick(list.find((template) => template.id === event.target.value))}
        >
          <option value="">{t.noTemplate}</option>
          {soapCategories.map((category) => {
            const inCategory = list.filter((template) => template.category === category);
            if (inCategory.length === 0) return null;
            return (
              <optgroup key={category} label={soapCategoryLabels[category]}>
                {inCategory.map((template) => (
                  <option key={template.id} value={template.id}>
                    {template.name}
                  </option>
                ))}
              </optgroup>
            );
          })}
        </select>
      )}
    </Field>
  );
}
