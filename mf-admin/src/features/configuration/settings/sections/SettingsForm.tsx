// The form of one settings section: its failure above (in view and focused), its fields,
// and « Enregistrer », busy while the save is on its way. Each section gives its fields.
import type { ReactNode } from 'react';
import { FormFailure } from 'shared-ui/FormFailure';
import { SubmitButton } from 'shared-ui/SubmitButton';
import type { SchemaForm } from 'shared-ui/useSchemaForm';
import { sectionText } from './section-text';

export function SettingsForm<F extends string>({ form, children }: { form: SchemaForm<F, unknown>; children: ReactNode }) {
  return (
    <form {...form.formProps} className="settings-form">
      <FormFailure message={form.failure} />
      {children}
      <div className="settings-form__actions">
        <SubmitButton busy={form.submitting} busyLabel={sectionText.busy} busyStatus={sectionText.busyStatus}>
          {sectionText.save}
        </SubmitButton>
      </div>
    </form>
  );
}
