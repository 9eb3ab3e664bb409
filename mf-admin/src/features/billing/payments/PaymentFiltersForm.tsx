// « Paiements »'s filters: a day or a period, a tender, a patient (the back-office's picker) and who
// took the payment (« Reçu par »: everyone, the signed-in staff member, online, or any staff member
// who took money over the period shown, by name). What is chosen stays here until
// « Filtrer » writes it to the address (the list reads its filters from there), so a half-typed
// date never reloads the list; « Aujourd’hui » and « Réinitialiser » go back to today, everything.
import { type FormEvent, useRef, useState } from 'react';
import { formatPhone } from 'shared-domain/platform/format';
import { onlineStaffFilter } from 'shared-domain/billing/payment-list';
import { tenderLabels, tenders } from 'shared-domain/billing/tender';
import { Button } from 'shared-ui/Button';
import { Field } from 'shared-ui/Field';
import { problemMessage } from 'shared-ui/problem-message';
import { PatientPicker, type PatientPickerText, patientName, patientSearch } from '../../patients/public';
import { isCalendarDate, type PaymentFilterErrors, type PaymentFilters } from './payment-filters';
import { paymentFiltersText as text, paymentsText } from './payments-text';

export interface PaymentFiltersFormProps {
  /** The filters in force (the address's); the form starts from them. */
  filters: PaymentFilters;
  /** The signed-in staff member, for « Reçu par : Moi ». */
  staffId: string;
  /** The staff members who took money over the period shown (the list's answer), by name. */
  receivedBy: readonly { id: string; name: string }[];
  onApply(filters: PaymentFilters): void;
  onReset(): void;
}

/** What is wrong with the dates typed, by field. */
export function checkPaymentDates(from: string, to: string): PaymentFilterErrors {
  const errors: PaymentFilterErrors = {};
  if (!from) errors.from = text.fromRequired;
  else if (!isCalendarDate(from)) errors.from = text.fromInvalid;
  if (to && !isCalendarDate(to)) errors.to = text.toInvalid;
  if (!errors.from && !errors.to && to && to < from) errors.to = text.order;
  return errors;
}

const pickerText: PatientPickerText = {
  search: text.patient,
  hint: 'Nom, courriel ou téléphone (au moins 2 caractères).',
  list: 'Patients trouvés',
  loading: 'Recherche…',
  none: 'Aucun patient ne correspond.',
  failed: 'La recherche n’a pas abouti.',
  retry: paymentsText.retry,
  change: 'Tous les patients',
};

export function PaymentFiltersForm({ filters, staffId, receivedBy, onApply, onReset }: PaymentFiltersFormProps) {
  const [draft, setDraft] = useState(filters);
  const [errors, setErrors] = useState<PaymentFilterErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  // The address changed under the form (« Back », « Réinitialiser », a link): show what is in force.
  const inForce = JSON.stringify(filters);
  const [shown, setShown] = useState(inForce);
  if (shown !== inForce) {
    setShown(inForce);
    setDraft(filters);
    setErrors({});
  }

  const set =
    <K extends keyof PaymentFilters>(key: K) =>
    (event: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [key]: event.target.value as PaymentFilters[K] }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkPaymentDates(draft.from, draft.to);
    setErrors(found);
    const invalid = found.from ? 'from' : found.to ? 'to' : undefined;
    if (invalid) {
      const control = formRef.current?.elements.namedItem(invalid);
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    onApply({ ...draft, to: draft.to || draft.from });
  };

  const colleagues = receivedBy.filter((member) => member.id !== staffId);
  // One chosen from an address (or from another period) who is not among those named: still shown.
  const otherStaff =
    draft.staffId !== '' &&
    draft.staffId !== staffId &&
    draft.staffId !== onlineStaffFilter &&
    !colleagues.some((member) => member.id === draft.staffId);
  return (
    <search className="payments-filters" aria-label={text.region}>
      <form ref={formRef} noValidate onSubmit={submit}>
        <p className="payments-muted">{text.legend}</p>
        <div className="payments-filters__fields">
          <Field label={text.from} required errors={[errors.from]}>
            {(control) => <input {...control} name="from" type="date" value={draft.from} onChange={set('from')} />}
          </Field>
          <Field label={text.to} errors={[errors.to]}>
            {(control) => <input {...control} name="to" type="date" value={draft.to} onChange={set('to')} />}
          </Field>
          <Field label={text.tender}>
            {(control) => (
              <select {...control} name="tender" value={draft.tender} onChange={set('tender')}>
                <option value="">{text.anyTender}</option>
                {tenders.map((tender) => (
                  <option key={tender} value={tender}>
                    {tenderLabels[tender]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={text.staff}>
            {(control) => (
              <select {...control} name="staffId" value={draft.staffId} onChange={set('staffId')}>
                <option value="">{text.anyStaff}</option>
                <option value={staffId}>{text.me}</option>
                <option value={onlineStaffFilter}>{text.online}</option>
                {colleagues.map((member) => (
                  <option key={member.id} value={member.id}>
                    {member.name}
                  </option>
                ))}
                {otherStaff ? <option value={draft.staffId}>{text.otherStaff}</option> : null}
              </select>
            )}
          </Field>
          <div className="payments-filters__patient">
            <PatientPicker
              // Made again when the address names another patient (the picker keeps its choice).
              key={filters.patientId}
              search={patientSearch}
              text={pickerText}
              name="patient"
              value={draft.patientId}
              preselected={
                filters.patientId ? { id: filters.patientId, name: filters.patientName || text.chosenPatient, phone: null } : undefined
              }
              onChange={(patientId) =>
                setDraft((current) => ({ ...current, patientId, patientName: patientId ? current.patientName : '' }))
              }
              onChoose={(patient) => setDraft((current) => ({ ...current, patientName: patient ? patientName(patient) : '' }))}
              details={(patient) => [patient.phone ? formatPhone(patient.phone) : null].filter(Boolean)}
              failureDetail={problemMessage}
            />
          </div>
        </div>
        <div className="payments-actions">
          <Button type="submit">{text.apply}</Button>
          <Button variant="secondary" onClick={onReset}>
            {text.reset}
          </Button>
        </div>
      </form>
    </search>
  );
}
