// The request form itself: the kit's labelled fields, each with its first error under it.
import { appointmentRequestLabels as labels, preferredTimes } from 'shared-domain/scheduling/appointment-request';
import { Button } from 'shared-ui/Button';
import { Field } from 'shared-ui/Field';
import type { RequestForm as RequestFormModel, RequestKind } from './useRequestForm';

const introductions: Record<RequestKind, string> = {
  appointment: "Laissez-nous vos coordonnées : nous vous rappellerons pour fixer l'heure de votre rendez-vous.",
  waitlist: "Notre agenda est complet pour le moment. Inscrivez-vous : nous vous appellerons dès qu'une place se libère.",
};

export function RequestForm({ form, mode }: { form: RequestFormModel; mode: RequestKind }) {
  const { state, fieldProps } = form;
  const submitting = state.phase === 'submitting';

  return (
    <form {...form.formProps} className="request-form">
      <p className="request-form__intro">{introductions[mode]}</p>
      <p className="request-form__legend">Les champs marqués d'un astérisque (*) sont obligatoires.</p>

      <Field label={labels.name} required errors={[state.errors.name]}>
        {(control) => (
          <input {...control} {...fieldProps('name')} type="text" autoComplete="name" readOnly={submitting} data-initial-focus />
        )}
      </Field>
      <Field label={labels.email} required errors={[state.errors.email]}>
        {(control) => (
          <input {...control} {...fieldProps('email')} type="email" autoComplete="email" spellCheck={false} readOnly={submitting} />
        )}
      </Field>
      <Field label={labels.phone} required errors={[state.errors.phone]}>
        {(control) => <input {...control} {...fieldProps('phone')} type="tel" autoComplete="tel" readOnly={submitting} />}
      </Field>
      <Field label={labels.reason} required errors={[state.errors.reason]}>
        {(control) => <textarea {...control} {...fieldProps('reason')} rows={4} readOnly={submitting} />}
      </Field>
      <Field label={labels.patient_age} hint="ex. 4 mois, 35 ans" errors={[state.errors.patient_age]}>
        {(control) => <input {...control} {...fieldProps('patient_age')} type="text" autoComplete="off" readOnly={submitting} />}
      </Field>
      <Field label={labels.preferred_time} errors={[state.errors.preferred_time]}>
        {(control) => (
          <select {...control} {...fieldProps('preferred_time')}>
            <option value="">— Aucune préférence —</option>
            {preferredTimes.map((time) => (
              <option key={time} value={time}>
                {time}
              </option>
            ))}
          </select>
        )}
      </Field>

      <div className="request-form__actions">
        <Button
          type="submit"
          disabled={submitting}
          data-retry-focus
          // Pressing the button would first blur the field being typed in; the error that blur
          // shows pushes the button down before the click lands, and the click is lost. The
          // submit checks every field anyway.
          onMouseDown={(event) => event.preventDefault()}
        >
          {submitting ? 'Envoi…' : 'Envoyer la demande'}
        </Button>
      </div>
      <p className="ui-visually-hidden" role="status">
        {submitting ? 'Envoi de votre demande en cours…' : ''}
      </p>
    </form>
  );
}
