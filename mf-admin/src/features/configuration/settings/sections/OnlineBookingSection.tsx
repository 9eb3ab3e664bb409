// « Réservation en ligne »: whether the site takes bookings, the agenda's state (open,
// full, or automatic: full when no slot is left in the horizon), how far ahead and how late one may
// book, how long before an appointment the patient's link still moves or cancels it, a limit of
// upcoming appointments per person, and whether someone the clinic does not know yet books online.
import { bookingModes } from 'shared-domain/scheduling/booking-mode';
import {
  bookingModeHints,
  bookingModeLabels,
  changedFieldLabels,
  formText,
  type OnlineBookingSection as OnlineBookingValues,
  onlineBookingFields as fields,
  onlineBookingLabels as labels,
  onlineBookingSchema,
  settingsSectionTitles,
} from 'shared-domain/clinic/clinic-settings';
import { savedChangesText } from 'shared-domain/clinic/setting-changes';
import { ChoiceGroup } from 'shared-ui/ChoiceGroup';
import { Field } from 'shared-ui/Field';
import { answerOutcome, useSchemaForm } from 'shared-ui/useSchemaForm';
import { saveOnlineBookingSection, useKeepSection } from '../api/clinic-settings';
import { SettingSwitch } from './SettingSwitch';
import { SettingsForm } from './SettingsForm';
import { SettingsSectionFrame } from './SettingsSectionFrame';
import { sectionText as text } from './section-text';

export const onlineBookingText = {
  intro: 'Ces règles s’appliquent à la réservation sur le site et au portail patient ; l’équipe peut toujours réserver à l’accueil.',
  enabledHint: 'Désactivée, la page de réservation invite à téléphoner ou à écrire à la clinique.',
  modeHint: `${bookingModeLabels.open} : ${bookingModeHints.open} ${bookingModeLabels.full} : ${bookingModeHints.full} ${bookingModeLabels.automatic} : ${bookingModeHints.automatic}`,
  advanceHint: 'Jusqu’à combien de jours à l’avance une place est offerte (1 à 365).',
  noticeHint: 'Une place doit commencer au moins ce nombre d’heures après la réservation (0 à 168).',
  sameDayHint: 'Désactivée, les places d’aujourd’hui ne sont plus offertes en ligne.',
  cutoffHint:
    'Le lien du courriel permet de déplacer ou d’annuler jusqu’à ce nombre d’heures avant le rendez-vous. Vide : jusqu’au début du rendez-vous.',
  maxUpcomingHint: 'Nombre de rendez-vous à venir qu’une même personne peut avoir (1 à 20). Vide : aucune limite.',
  newPatientsHint: 'Désactivée, une personne que la clinique ne connaît pas encore envoie une demande de rendez-vous au lieu de réserver.',
} as const;

export function OnlineBookingSection() {
  return (
    <SettingsSectionFrame id="parametres-reservation" title={settingsSectionTitles.onlineBooking} intro={<p>{onlineBookingText.intro}</p>}>
      {(settings, saved) => <OnlineBookingForm booking={settings.onlineBooking} onSaved={saved} />}
    </SettingsSectionFrame>
  );
}

function OnlineBookingForm({ booking, onSaved }: { booking: OnlineBookingValues; onSaved(message: string): void }) {
  const keep = useKeepSection();
  const form = useSchemaForm({
    schema: onlineBookingSchema,
    fields,
    editableAfterFailure: true,
    initialValues: Object.fromEntries(fields.map((field) => [field, formText(booking[field])])),
    send: async (data) => answerOutcome(await saveOnlineBookingSection(data), fields, text.unreachable),
    onSuccess: (saved) => {
      keep('onlineBooking', saved.values);
      onSaved(savedChangesText(changedFieldLabels('onlineBooking', saved.changed)));
    },
  });
  const { state, fieldProps, submitting } = form;
  const switchField = (field: 'onlineBookingEnabled' | 'sameDayBooking' | 'newPatientsBookOnline', hint: string) => (
    <SettingSwitch
      name={field}
      label={labels[field]}
      hint={hint}
      value={state.values[field]}
      onChange={(value) => form.change(field, value)}
      error={state.errors[field]}
      readOnly={submitting}
    />
  );
  const numberField = (
    field: 'advanceBookingDays' | 'minimumNoticeHours' | 'selfServiceCutoffHours' | 'maxUpcomingPerPerson',
    hint: string,
  ) => (
    <Field
      label={labels[field]}
      required={field === 'advanceBookingDays' || field === 'minimumNoticeHours'}
      hint={hint}
      errors={[state.errors[field]]}
    >
      {(control) => <input {...control} {...fieldProps(field)} inputMode="numeric" className="settings-time" readOnly={submitting} />}
    </Field>
  );
  return (
    <SettingsForm form={form}>
      {switchField('onlineBookingEnabled', onlineBookingText.enabledHint)}
      <ChoiceGroup
        type="radio"
        name="bookingMode"
        legend={labels.bookingMode}
        required
        hint={onlineBookingText.modeHint}
        choices={bookingModes.map((mode) => ({ value: mode, label: bookingModeLabels[mode] }))}
        selected={[state.values.bookingMode]}
        onToggle={(value) => form.change('bookingMode', value)}
        error={state.errors.bookingMode}
        readOnly={submitting}
      />
      {numberField('advanceBookingDays', onlineBookingText.advanceHint)}
      {numberField('minimumNoticeHours', onlineBookingText.noticeHint)}
      {switchField('sameDayBooking', onlineBookingText.sameDayHint)}
      {numberField('selfServiceCutoffHours', onlineBookingText.cutoffHint)}
      {numberField('maxUpcomingPerPerson', onlineBookingText.maxUpcomingHint)}
      {switchField('newPatientsBookOnline', onlineBookingText.newPatientsHint)}
    </SettingsForm>
  );
}
