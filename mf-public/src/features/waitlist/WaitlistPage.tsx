// The waitlist page (specification §2.6): the sign-up form, then the visitor's place on the list.
// The clinic writes to those waiting when a slot matching their preferences frees up.
import { bookingModeText } from 'shared-domain/scheduling/booking-mode';
import { formatPhone } from 'shared-domain/platform/format';
import { paths } from 'shared-domain/platform/paths';
import { routeNamed } from 'shared-domain/platform/routes';
import { waitlistDays, waitlistLabels as labels, waitlistMessages as messages, waitlistTimes } from 'shared-domain/scheduling/waitlist';
import { emailInputProps, Field } from 'shared-ui/Field';
import { FormFailure } from 'shared-ui/FormFailure';
import { Notice } from 'shared-ui/Notice';
import { PageFrame } from 'shared-ui/PageFrame';
import { Link } from 'shared-ui/router';
import { SubmitButton } from 'shared-ui/SubmitButton';
import { useClinicProfile } from '../../lib/clinic/ClinicProfileProvider';
import { CheckboxField } from 'shared-ui/CheckboxField';
import { ChoiceGroup } from 'shared-ui/ChoiceGroup';
import { getConsentTexts, type ConsentText } from '../consent-texts/api/consent-texts';
import { ConsentTextDisclosure } from '../consent-texts/public';
import { useApiLoad } from '../../lib/loading/useApiLoad';
import { isKnownRefusal, listValue, toggledList, useWaitlistForm, type WaitlistForm } from './useWaitlistForm';
import '../../lib/styles/booking-page.css';
import './waitlist.css';

/** The route table's label: the shell's breadcrumb and the site's call-to-action say the same. */
export const waitlistPageTitle = routeNamed('waitlist')?.label ?? "Liste d'attente";

export const consentLabel = "J'accepte d'être contacté(e) par courriel ou par téléphone lorsqu'un créneau se libère.";

export function placeText(position: number): string {
  return `Vous êtes n° ${position} sur la liste d'attente.`;
}

export function WaitlistPage() {
  const clinic = useClinicProfile();
  const profile = clinic.status === 'ready' ? clinic.profile : undefined;
  // The contact consent's current text: shown under the box, its version sent with the form.
  const texts = useApiLoad('consent-texts', getConsentTexts);
  const consentText = texts.state.status === 'ok' ? texts.state.data.waitlist_contact : undefined;
  const form = useWaitlistForm({ version: consentText?.version, onStale: texts.reload });
  const { state } = form;
  return (
    <PageFrame title={waitlistPageTitle} className="ui-page waitlist-page" {...(profile ? { site: profile.clinicName } : {})}>
      {state.phase === 'success' ? (
        <div role="status">
          <Notice title="Inscription confirmée" autoFocus>
            <p className="waitlist-page__place">{placeText(state.result.position)}</p>
            <p>Nous vous écrirons dès qu'un créneau correspondant à vos préférences se libère.</p>
            <p>
              <Link to={paths.home.build()}>Retour à l'accueil</Link>
            </p>
          </Notice>
        </div>
      ) : (
        <>
          <p>
            {/* The introduction follows the agenda's mode: « complet » only when it is. */}
            {profile?.agendaFull ? bookingModeText.fullWaitlist : bookingModeText.openWaitlist}
            {profile?.phone ? ` Pour toute question, appelez-nous au ${formatPhone(profile.phone)}.` : null}
          </p>
          <WaitlistFormView form={form} consentText={consentText} />
        </>
      )}
    </PageFrame>
  );
}

function WaitlistFormView({ form, consentText }: { form: WaitlistForm; consentText: ConsentText | undefined }) {
  const { state, fieldProps, submitting } = form;
  const { values, errors } = state;
  return (
    <form {...form.formProps} className="waitlist-form">
      <FormFailure title={isKnownRefusal(form.failure) ? undefined : messages.joinFailed} message={form.failure} />
      <p className="booking-details__legend">Les champs marqués d'un astérisque (*) sont obligatoires.</p>
      <Field label={labels.fullName} required errors={[errors.fullName]}>
        {(control) => <input {...control} {...fieldProps('fullName')} type="text" autoComplete="name" readOnly={submitting} />}
      </Field>
      <Field label={labels.email} required errors={[errors.email]}>
        {(control) => <input {...control} {...fieldProps('email')} {...emailInputProps} autoComplete="email" readOnly={submitting} />}
      </Field>
      <Field label={labels.phone} required errors={[errors.phone]}>
        {(control) => <input {...control} {...fieldProps('phone')} type="tel" autoComplete="tel" readOnly={submitting} />}
      </Field>
      <ChoiceGroup
        type="checkbox"
        name="preferredDays"
        legend={labels.preferredDays}
        hint="Sans choix, tous les jours vous conviennent."
        choices={waitlistDays.map((day) => ({ value: day, label: day }))}
        selected={listValue(values.preferredDays)}
        onToggle={(day, checked) => form.change('preferredDays', toggledList(values.preferredDays, day, checked))}
        error={errors.preferredDays}
        readOnly={submitting}
      />
      <ChoiceGroup
        type="checkbox"
        name="preferredTimes"
        legend={labels.preferredTimes}
        hint="Sans choix, tous les moments vous conviennent."
        choices={waitlistTimes.map((time) => ({ value: time, label: time }))}
        selected={listValue(values.preferredTimes)}
        onToggle={(time, checked) => form.change('preferredTimes', toggledList(values.preferredTimes, time, checked))}
        error={errors.preferredTimes}
        readOnly={submitting}
      />
      <Field label={labels.notes} errors={[errors.notes]} hint="Vos disponibilités ou ce que la clinique devrait savoir.">
        {(control) => <textarea {...control} {...fieldProps('notes')} rows={4} readOnly={submitting} />}
      </Field>
      <CheckboxField
        name="consent"
        label={consentLabel}
        required
        checked={values.consent === 'true'}
        onChange={(checked) => form.change('consent', checked ? 'true' : '')}
        error={errors.consent}
        readOnly={submitting}
      />
      {consentText ? <ConsentTextDisclosure text={consentText} /> : null}
      <div className="booking-actions">
        <SubmitButton busy={submitting} busyLabel="Inscription…" busyStatus="Inscription sur la liste d'attente en cours…">
          M'inscrire sur la liste d'attente
        </SubmitButton>
      </div>
    </form>
  );
}
