// « Nouveau modèle » / « Modifier le modèle »: the template's form on the shared schema (name,
// category, the four SOAP sections, follow-up days). An edit sends the whole form again; the
// server changes and audits only what differs. A name already used comes back as the server's message.
import { soapSectionLabels, soapSections } from 'shared-domain/clinical/clinical-note';
import { soapCategories } from 'shared-domain/clinical/soap-category';
import {
  type SoapTemplateField,
  type SoapTemplateFields,
  soapCategoryLabels,
  soapTemplateFields,
  soapTemplateLabels,
  soapTemplateLimits,
  soapTemplateMessages,
  soapTemplateSchema,
} from 'shared-domain/clinical/soap-template';
import { Field } from 'shared-ui/Field';
import { DialogForm, FormDialog } from 'shared-ui/FormDialog';
import { answerOutcome, useSchemaForm } from 'shared-ui/useSchemaForm';
import { type SoapTemplate, saveSoapTemplate, useRefreshSoapTemplates } from './api/soap-templates';
import { settingsText as text } from './settings-text';

export interface SoapTemplateDialogProps {
  open: boolean;
  /** The template to edit; none for a new one. */
  template: SoapTemplate | undefined;
  onClose(): void;
  /** Saved: what to tell the staff member. */
  onSaved(message: string): void;
}

const blankTemplate: Record<SoapTemplateField, string> = {
  name: '',
  category: soapCategories[0],
  subjective: '',
  objective: '',
  assessment: '',
  plan: '',
  followUpDays: '',
};

export function SoapTemplateDialog({ open, template, onClose, onSaved }: SoapTemplateDialogProps) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      keepOpenWhileSending
      title={template ? text.editTemplate : text.newTemplate}
      className="ui-dialog--sheet settings-dialog"
    >
      {/* Each opening starts from the template (or a blank one). */}
      <SoapTemplateForm key={template?.id ?? 'nouveau'} template={template} onSaved={onSaved} />
    </FormDialog>
  );
}

function SoapTemplateForm({ template, onSaved }: Pick<SoapTemplateDialogProps, 'template' | 'onSaved'>) {
  const refresh = useRefreshSoapTemplates();
  const form = useSchemaForm<SoapTemplateField, SoapTemplateFields, string>({
    schema: soapTemplateSchema,
    fields: soapTemplateFields,
    editableAfterFailure: true,
    initialValues: Object.fromEntries(
      soapTemplateFields.map((field) => [field, template ? String(template[field]) : blankTemplate[field]]),
    ) as Record<SoapTemplateField, string>,
    send: async (data) => {
      const outcome = answerOutcome(await saveSoapTemplate(template?.id, data), soapTemplateFields, text.unreachable);
      if (outcome.type !== 'received') return outcome;
      await refresh();
      return { type: 'received', result: template ? soapTemplateMessages.updated : soapTemplateMessages.created };
    },
    onSuccess: onSaved,
  });

  const { state } = form;
  return (
    <DialogForm
      form={form}
      submit={{ label: template ? text.save : text.create, busyLabel: text.busy, busyStatus: text.busyStatus }}
      className="settings-dialog__body"
      actionsClassName="settings-dialog__actions"
    >
      <Field label={soapTemplateLabels.name} required errors={[state.errors.name]}>
        {(control) => <input {...control} {...form.fieldProps('name')} maxLength={soapTemplateLimits.nameMax} readOnly={form.submitting} />}
      </Field>
      <Field label={soapTemplateLabels.category} required errors={[state.errors.category]}>
        {(control) => (
          <select {...control} {...form.fieldProps('category')} disabled={form.submitting}>
            {soapCategories.map((category) => (
              <option key={category} value={category}>
                {soapCategoryLabels[category]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <p className="settings-muted">{text.sectionsHint}</p>
      {soapSections.map((section) => (
        <Field key={section} label={soapSectionLabels[section]} errors={[state.errors[section]]}>
          {(control) => <textarea {...control} {...form.fieldProps(section)} rows={4} readOnly={form.submitting} />}
        </Field>
      ))}
      <Field label={soapTemplateLabels.followUpDays} required errors={[state.errors.followUpDays]}>
        {(control) => (
          <input
            {...control}
            {...form.fieldProps('followUpDays')}
            inputMode="numeric"
            className="settings-dialog__days"
            readOnly={form.submitting}
          />
        )}
      </Field>
    </DialogForm>
  );
}
