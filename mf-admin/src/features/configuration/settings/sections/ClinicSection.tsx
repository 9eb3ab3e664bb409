// « Clinique »: who the clinic is and how to reach it — name, practitioner and OCQ
// permit, address, phone, e-mail, time zone — and its GST/QST registration. The header, footer,
// contact section, e-mails, invoices and receipts read these; the tax numbers are printed only
// while the clinic is registered.
import {
  type ClinicSection as ClinicValues,
  canadianTimeZones,
  changedFieldLabels,
  clinicSectionFields,
  clinicSectionLabels as labels,
  clinicSectionSchema,
  formText,
  settingsSectionTitles,
  timeZoneLabels,
} from 'shared-domain/clinic/clinic-settings';
import { provinceCodes, provinceNames } from 'shared-domain/platform/province';
import { savedChangesText } from 'shared-domain/clinic/setting-changes';
import { emailInputProps, Field } from 'shared-ui/Field';
import { answerOutcome, useSchemaForm } from 'shared-ui/useSchemaForm';
import { saveClinicSection, useKeepSection } from '../api/clinic-settings';
import { SettingSwitch } from './SettingSwitch';
import { SettingsForm } from './SettingsForm';
import { SettingsSectionFrame } from './SettingsSectionFrame';
import { sectionText as text } from './section-text';

export const clinicSectionText = {
  intro: 'Ces renseignements paraissent dans l’en-tête et le pied du site, la section Contact, les courriels, les factures et les reçus.',
  taxHint: 'Les numéros de TPS et de TVQ sont imprimés sur les factures seulement quand la clinique est inscrite.',
  taxNumbersLegend: 'Taxes',
} as const;

export function ClinicSection() {
  return (
    <SettingsSectionFrame id="parametres-clinique" title={settingsSectionTitles.clinic} intro={<p>{clinicSectionText.intro}</p>}>
      {(settings, saved) => <ClinicForm clinic={settings.clinic} onSaved={saved} />}
    </SettingsSectionFrame>
  );
}

function ClinicForm({ clinic, onSaved }: { clinic: ClinicValues; onSaved(message: string): void }) {
  const keep = useKeepSection();
  const form = useSchemaForm({
    schema: clinicSectionSchema,
    fields: clinicSectionFields,
    editableAfterFailure: true,
    initialValues: Object.fromEntries(clinicSectionFields.map((field) => [field, formText(clinic[field])])),
    send: async (data) => answerOutcome(await saveClinicSection(data), clinicSectionFields, text.unreachable),
    onSuccess: (saved) => {
      keep('clinic', saved.values);
      onSaved(savedChangesText(changedFieldLabels('clinic', saved.changed)));
    },
  });
  const { state, fieldProps, submitting } = form;
  const registered = state.values.taxRegistered === 'true';
  const textField = (field: (typeof clinicSectionFields)[number], options: { required?: boolean; autoComplete?: string } = {}) => (
    <Field label={labels[field]} required={options.required ?? true} errors={[state.errors[field]]}>
      {(control) => <input {...control} {...fieldProps(field)} autoComplete={options.autoComplete ?? 'off'} readOnly={submitting} />}
    </Field>
  );
  return (
    <SettingsForm form={form}>
      {textField('clinicName', { autoComplete: 'organization' })}
      <div className="settings-form__row">
        {textField('practitionerName')}
        {textField('practitionerTitle')}
      </div>
      {textField('practitionerLicenceNumber', { required: false })}
      {textField('addressLine', { autoComplete: 'street-address' })}
      <div className="settings-form__row">
        {textField('city', { autoComplete: 'address-level2' })}
        <Field label={labels.province} required errors={[state.errors.province]}>
          {(control) => (
            <select {...control} {...fieldProps('province')} disabled={submitting}>
              {provinceCodes.map((code) => (
                <option key={code} value={code}>
                  {provinceNames[code]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={labels.postalCode} required errors={[state.errors.postalCode]}>
          {(control) => (
            <input
              {...control}
              {...fieldProps('postalCode')}
              autoComplete="postal-code"
              autoCapitalize="characters"
              readOnly={submitting}
            />
          )}
        </Field>
      </div>
      <div className="settings-form__row">
        <Field label={labels.phone} required errors={[state.errors.phone]}>
          {(control) => <input {...control} {...fieldProps('phone')} type="tel" autoComplete="tel" readOnly={submitting} />}
        </Field>
        <Field label={labels.email} required errors={[state.errors.email]}>
          {(control) => <input {...control} {...fieldProps('email')} {...emailInputProps} autoComplete="email" readOnly={submitting} />}
        </Field>
      </div>
      <Field label={labels.timeZone} required errors={[state.errors.timeZone]}>
        {(control) => (
          <select {...control} {...fieldProps('timeZone')} disabled={submitting}>
            {canadianTimeZones.map((zone) => (
              <option key={zone} value={zone}>
                {timeZoneLabels[zone]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <fieldset>
        <legend>{clinicSectionText.taxNumbersLegend}</legend>
        <SettingSwitch
          name="taxRegistered"
          label={labels.taxRegistered}
          hint={clinicSectionText.taxHint}
          value={state.values.taxRegistered}
          onChange={(value) => form.change('taxRegistered', value)}
          error={state.errors.taxRegistered}
          readOnly={submitting}
        />
        <div className="settings-form__row">
          <Field label={labels.gstNumber} required={registered} hint="123456789 RT 0001" errors={[state.errors.gstNumber]}>
            {(control) => <input {...control} {...fieldProps('gstNumber')} autoCapitalize="characters" readOnly={submitting} />}
          </Field>
          <Field label={labels.qstNumber} required={registered} hint="1234567890 TQ 0001" errors={[state.errors.qstNumber]}>
            {(control) => <input {...control} {...fieldProps('qstNumber')} autoCapitalize="characters" readOnly={submitting} />}
          </Field>
        </div>
      </fieldset>
    </SettingsForm>
  );
}
