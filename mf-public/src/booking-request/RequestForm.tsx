// The request form itself: labelled fields, each with its first error under it.
import { useEffect, useId, useRef, type FocusEvent, type ReactNode } from 'react';
import { appointmentRequestLabels as labels, preferredTimes, type AppointmentRequestField } from 'shared-domain/appointment-request';
import { Button } from 'shared-ui/Button';
import { firstInvalidField, type RequestForm as RequestFormModel, type RequestKind } from './useRequestForm';

const introductions: Record<RequestKind, string> = {
  appointment: "Laissez-nous vos coordonnées : nous vous rappellerons pour fixer l'heure de votre rendez-vous.",
  waitlist: "Notre agenda est complet pour le moment. Inscrivez-vous : nous vous appellerons dès qu'une place se libère.",
};

export function RequestForm({ form, mode }: { form: RequestFormModel; mode: RequestKind }) {
  const { state } = form;
  const baseId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const submitting = state.phase === 'submitting';

  // Each submit the form (or the server) found invalid moves the focus to the first bad field.
  useEffect(() => {
    if (state.invalidSubmissions === 0) return;
    const field = firstInvalidField(state.errors);
    const element = field ? formRef.current?.elements.namedItem(field) : null;
    if (element instanceof HTMLElement) element.focus();
    // Only a new invalid submission moves the focus, not each keystroke that changes the errors.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.invalidSubmissions]);

  const idOf = (field: AppointmentRequestField) => `${baseId}-${field}`;
  const control = (field: AppointmentRequestField, hint?: boolean) => {
    const error = state.errors[field];
    const describedBy = [hint && `${idOf(field)}-hint`, error && `${idOf(field)}-error`].filter(Boolean).join(' ');
    return {
      id: idOf(field),
      name: field,
      value: state.values[field],
      onChange: (event: { target: { value: string } }) => form.change(field, event.target.value),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        // Closing the dialog moves the focus too; that is not the person leaving a field.
        if (event.currentTarget.closest('dialog')?.open === false) return;
        form.blur(field);
      },
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
    };
  };

  return (
    <form
      ref={formRef}
      className="request-form"
      noValidate
      aria-busy={submitting || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        form.submit();
      }}
    >
      <p className="request-form__intro">{introductions[mode]}</p>
      <p className="request-form__legend">Les champs marqués d'un astérisque (*) sont obligatoires.</p>

      <Field id={idOf('name')} label={labels.name} required error={state.errors.name}>
        <input {...control('name')} type="text" autoComplete="name" aria-required="true" readOnly={submitting} data-initial-focus />
      </Field>
      <Field id={idOf('email')} label={labels.email} required error={state.errors.email}>
        <input {...control('email')} type="email" autoComplete="email" spellCheck={false} aria-required="true" readOnly={submitting} />
      </Field>
      <Field id={idOf('phone')} label={labels.phone} required error={state.errors.phone}>
        <input {...control('phone')} type="tel" autoComplete="tel" aria-required="true" readOnly={submitting} />
      </Field>
      <Field id={idOf('reason')} label={labels.reason} required error={state.errors.reason}>
        <textarea {...control('reason')} rows={4} aria-required="true" readOnly={submitting} />
      </Field>
      <Field id={idOf('patient_age')} label={labels.patient_age} hint="ex. 4 mois, 35 ans" error={state.errors.patient_age}>
        <input {...control('patient_age', true)} type="text" autoComplete="off" readOnly={submitting} />
      </Field>
      <Field id={idOf('preferred_time')} label={labels.preferred_time} error={state.errors.preferred_time}>
        <select {...control('preferred_time')}>
          <option value="">— Aucune préférence —</option>
          {preferredTimes.map((time) => (
            <option key={time} value={time}>
              {time}
            </option>
          ))}
        </select>
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

interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error: string | undefined;
  children: ReactNode;
}

function Field({ id, label, required = false, hint, error, children }: FieldProps) {
  return (
    <div className="request-field">
      <label className="request-field__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="request-field__marker" aria-hidden="true">
            {' '}*
          </span>
        ) : (
          <span className="request-field__optional"> (facultatif)</span>
        )}
      </label>
      {hint ? (
        <p className="request-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p className="request-field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
