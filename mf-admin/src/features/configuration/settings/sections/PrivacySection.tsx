// « Confidentialité »: the person in charge of the protection of personal information
// (Quebec's Law 25), published on the site's privacy page with how to reach them.
import {
  changedFieldLabels,
  formText,
  type PrivacySection as PrivacyValues,
  privacyFields as fields,
  privacyLabels as labels,
  privacySchema,
  settingsSectionTitles,
} from 'shared-domain/clinic/clinic-settings';
import { savedChangesText } from 'shared-domain/clinic/setting-changes';
import { emailInputProps, Field } from 'shared-ui/Field';
import { answerOutcome, useSchemaForm } from 'shared-ui/useSchemaForm';
import { savePrivacySection, useKeepSection } from '../api/clinic-settings';
import { SettingsForm } from './SettingsForm';
import { SettingsSectionFrame } from './SettingsSectionFrame';
import { sectionText as text } from './section-text';

export const privacyText = {
  legend: 'Responsable de la protection des renseignements personnels',
  intro:
    'La Loi 25 demande de désigner une personne responsable de la protection des renseignements personnels (par défaut, la personne ayant la plus haute autorité). Son nom, sa fonction et ses coordonnées sont publiés sur la page Confidentialité du site.',
} as const;

export function PrivacySection() {
  return (
    <SettingsSectionFrame id="parametres-confidentialite" title={settingsSectionTitles.privacy} intro={<p>{privacyText.intro}</p>}>
      {(settings, saved) => <PrivacyForm privacy={settings.privacy} onSaved={saved} />}
    </SettingsSectionFrame>
  );
}

function PrivacyForm({ privacy, onSaved }: { privacy: PrivacyValues; onSaved(message: string): void }) {
  const keep = useKeepSection();
  const form = useSchemaForm({
    schema: privacySchema,
    fields,
    editableAfterFailure: true,
    initialValues: Object.fromEntries(fields.map((field) => [field, formText(privacy[field])])),
    send: async (data) => answerOutcome(await savePrivacySection(data), fields, text.unreachable),
    onSuccess: (saved) => {
      keep('privacy', saved.values);
      onSaved(savedChangesText(changedFieldLabels('privacy', saved.changed)));
    },
  });
  const { state, fieldProps, submitting } = form;
  return (
    <SettingsForm form={form}>
      <fieldset>
        <legend>{privacyText.legend}</legend>
        <Field label={labels.privacyOfficerName} required errors={[state.errors.privacyOfficerName]}>
          {(control) => <input {...control} {...fieldProps('privacyOfficerName')} autoComplete="off" readOnly={submitting} />}
        </Field>
        <Field label={labels.privacyOfficerTitle} errors={[state.errors.privacyOfficerTitle]}>
          {(control) => <input {...control} {...fieldProps('privacyOfficerTitle')} autoComplete="off" readOnly={submitting} />}
        </Field>
        <div className="settings-form__row">
          <Field label={labels.privacyOfficerEmail} required errors={[state.errors.privacyOfficerEmail]}>
            {(control) => (
              <input {...control} {...fieldProps('privacyOfficerEmail')} {...emailInputProps} autoComplete="off" readOnly={submitting} />
            )}
          </Field>
          <Field label={labels.privacyOfficerPhone} errors={[state.errors.privacyOfficerPhone]}>
            {(control) => <input {...control} {...fieldProps('privacyOfficerPhone')} type="tel" autoComplete="off" readOnly={submitting} />}
          </Field>
        </div>
      </fieldset>
    </SettingsForm>
  );
}
