// The appointments list's filters. What is typed stays here until « Filtrer » writes it to the
// address (the page reads its filters from there), so a half-typed date never reloads the list;
// « Réinitialiser » goes back to this month, every status, source and patient.
import { type FormEvent, useRef, useState } from 'react';
import { appointmentStatuses, appointmentStatusLabel } from 'shared-domain/scheduling/appointment-status';
import { Button } from 'shared-ui/Button';
import { Field } from 'shared-ui/Field';
import { type AppointmentFilters, checkFilterDates, type FilterErrors } from './appointment-filters';
import { bookingSourceChoices } from './booking-source-labels';

export const filtersText = {
  legend: "Les champs marqués d'un astérisque (*) sont obligatoires.",
  region: 'Filtrer les rendez-vous',
  from: 'Du',
  to: 'Au',
  status: 'Statut',
  anyStatus: 'Tous les statuts',
  source: 'Source',
  anySource: 'Toutes les sources',
  patient: 'Patient',
  patientHint: 'Nom, courriel, téléphone ou motif.',
  apply: 'Filtrer',
  reset: 'Réinitialiser',
} as const;

export interface AppointmentFiltersFormProps {
  /** The filters in force (the address's); the form starts from them. */
  filters: AppointmentFilters;
  onApply(filters: AppointmentFilters): void;
  onReset(): void;
}

export function AppointmentFiltersForm({ filters, onApply, onReset }: AppointmentFiltersFormProps) {
  const [draft, setDraft] = useState(filters);
  const [errors, setErrors] = useState<FilterErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  // The address changed under the form (« Back », « Réinitialiser », a link): show what is in force.
  // Adjusted while rendering rather than by remounting, so the focus stays where it is.
  const inForce = JSON.stringify(filters);
  const [shown, setShown] = useState(inForce);
  if (shown !== inForce) {
    setShown(inForce);
    setDraft(filters);
    setErrors({});
  }

  const set =
    <K extends keyof AppointmentFilters>(key: K) =>
    (event: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [key]: event.target.value as AppointmentFilters[K] }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkFilterDates(draft.from, draft.to);
    setErrors(found);
    const invalid = found.from ? 'from' : found.to ? 'to' : undefined;
    if (invalid) {
      const control = formRef.current?.elements.namedItem(invalid);
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    onApply({ ...draft, patient: draft.patient.trim() });
  };

  return (
    <search className="appointments-filters" aria-label={filtersText.region}>
      <form ref={formRef} noValidate onSubmit={submit}>
        <p className="appointments-filters__legend">{filtersText.legend}</p>
        <div className="appointments-filters__fields">
          <Field label={filtersText.from} required errors={[errors.from]}>
            {(control) => <input {...control} name="from" type="date" value={draft.from} onChange={set('from')} />}
          </Field>
          <Field label={filtersText.to} required errors={[errors.to]}>
            {(control) => <input {...control} name="to" type="date" value={draft.to} onChange={set('to')} />}
          </Field>
          <Field label={filtersText.status}>
            {(control) => (
              <select {...control} name="status" value={draft.status} onChange={set('status')}>
                <option value="">{filtersText.anyStatus}</option>
                {appointmentStatuses.map((status) => (
                  <option key={status} value={status}>
                    {appointmentStatusLabel(status)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={filtersText.source}>
            {(control) => (
              <select {...control} name="source" value={draft.source} onChange={set('source')}>
                <option value="">{filtersText.anySource}</option>
                {bookingSourceChoices.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={filtersText.patient} hint={filtersText.patientHint}>
            {(control) => (
              <input
                {...control}
                name="patient"
                type="search"
                autoComplete="off"
                maxLength={100}
                value={draft.patient}
                onChange={set('patient')}
              />
            )}
          </Field>
        </div>
        <div className="appointments-filters__actions">
          <Button type="submit">{filtersText.apply}</Button>
          <Button variant="secondary" onClick={onReset}>
            {filtersText.reset}
          </Button>
        </div>
      </form>
    </search>
  );
}
