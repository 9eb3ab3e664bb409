// « Liste d'attente et rappels »: how many waiting people a freed slot is offered to at
// once and for how long, when the reminder leaves and when a text follows it if the visit is still
// unconfirmed, and the night's quiet hours (no e-mail nor text sent then: they leave at the end of
// the period).
import {
  changedFieldLabels,
  durationText,
  formText,
  settingsSectionTitles,
  type WaitlistRemindersSection as WaitlistRemindersValues,
  waitlistRemindersFields as fields,
  waitlistRemindersLabels as labels,
  waitlistRemindersSchema,
} from 'shared-domain/clinic/clinic-settings';
import { savedChangesText } from 'shared-domain/clinic/setting-changes';
import { Field } from 'shared-ui/Field';
import { answerOutcome, useSchemaForm } from 'shared-ui/useSchemaForm';
import { saveWaitlistRemindersSection, useKeepSection } from '../api/clinic-settings';
import { SettingsForm } from './SettingsForm';
import { SettingsSectionFrame } from './SettingsSectionFrame';
import { sectionText as text } from './section-text';

export const waitlistRemindersText = {
  batchHint: 'Quand une place se libère, elle est offerte à ce nombre de personnes de la liste à la fois (1 à 10).',
  expiryHint: 'De 15 à 1440 minutes (24 h).',
  expiryRead: (minutes: number) => `Soit ${durationText(minutes)}.`,
  reminderHint: 'De 1 à 168 heures (7 jours).',
  textFollowUpHint:
    'Si le patient n’a pas confirmé après le courriel de rappel, un texto le suit ce nombre d’heures avant le rendez-vous (moins que le courriel). Sans courriel qui l’a joint (pas d’adresse, courriels refusés ou rappel abandonné après ses essais), le texto part seul à la même heure. Seulement vers un cellulaire, avec le consentement aux textos et le service de textos configuré. Laissez vide pour ne pas envoyer de texto.',
  quietLegend: 'Période sans courriel',
  quietHint:
    'Aucun courriel n’est envoyé la nuit : ils partent à la fin de la période. Laissez les deux heures vides pour envoyer à toute heure.',
} as const;

export function WaitlistRemindersSection() {
  return (
    <SettingsSectionFrame id="parametres-attente-rappels" title={settingsSectionTitles.waitlistReminders}>
      {(settings, saved) => <WaitlistRemindersForm values={settings.waitlistReminders} onSaved={saved} />}
    </SettingsSectionFrame>
  );
}

function WaitlistRemindersForm({ values, onSaved }: { values: WaitlistRemindersValues; onSaved(message: string): void }) {
  const keep = useKeepSection();
  const form = useSchemaForm({
    schema: waitlistRemindersSchema,
    fields,
    editableAfterFailure: true,
    initialValues: Object.fromEntries(fields.map((field) => [field, formText(values[field])])),
    send: async (data) => answerOutcome(await saveWaitlistRemindersSection(data), fields, text.unreachable),
    onSuccess: (saved) => {
      keep('waitlistReminders', saved.values);
      onSaved(savedChangesText(changedFieldLabels('waitlistReminders', saved.changed)));
    },
  });
  const { state, fieldProps, submitting } = form;
  const expiry = Number(state.values.offerExpiryMinutes);
  const expiryHint =
    Number.isInteger(expiry) && expiry > 0 && state.values.offerExpiryMinutes.trim() !== ''
      ? `${waitlistRemindersText.expiryHint} ${waitlistRemindersText.expiryRead(expiry)}`
      : waitlistRemindersText.expiryHint;
  return (
    <SettingsForm form={form}>
      <Field label={labels.offerBatchSize} required hint={waitlistRemindersText.batchHint} errors={[state.errors.offerBatchSize]}>
        {(control) => (
          <input {...control} {...fieldProps('offerBatchSize')} inputMode="numeric" className="settings-time" readOnly={submitting} />
        )}
      </Field>
      <Field label={labels.offerExpiryMinutes} required hint={expiryHint} errors={[state.errors.offerExpiryMinutes]}>
        {(control) => (
          <input {...control} {...fieldProps('offerExpiryMinutes')} inputMode="numeric" className="settings-time" readOnly={submitting} />
        )}
      </Field>
      <Field
        label={labels.reminderHoursBefore}
        required
        hint={waitlistRemindersText.reminderHint}
        errors={[state.errors.reminderHoursBefore]}
      >
        {(control) => (
          <input {...control} {...fieldProps('reminderHoursBefore')} inputMode="numeric" className="settings-time" readOnly={submitting} />
        )}
      </Field>
      <Field
        label={labels.textFollowUpHoursBefore}
        hint={waitlistRemindersText.textFollowUpHint}
        errors={[state.errors.textFollowUpHoursBefore]}
      >
        {(control) => (
          <input
            {...control}
            {...fieldProps('textFollowUpHoursBefore')}
            inputMode="numeric"
            className="settings-time"
            readOnly={submitting}
          />
        )}
      </Field>
      <fieldset>
        <legend>{waitlistRemindersText.quietLegend}</legend>
        <p className="settings-muted">{waitlistRemindersText.quietHint}</p>
        <div className="settings-form__row">
          <Field label={labels.quietHoursStart} errors={[state.errors.quietHoursStart]}>
            {(control) => (
              <input {...control} {...fieldProps('quietHoursStart')} type="time" className="settings-time" readOnly={submitting} />
            )}
          </Field>
          <Field label={labels.quietHoursEnd} errors={[state.errors.quietHoursEnd]}>
            {(control) => (
              <input {...control} {...fieldProps('quietHoursEnd')} type="time" className="settings-time" readOnly={submitting} />
            )}
          </Field>
        </div>
      </fieldset>
    </SettingsForm>
  );
}
