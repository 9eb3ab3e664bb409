// « Journal d'audit »'s filters: a patient (searched by name, phone or e-mail, or chosen from her
// file: shown by name, with « Tous les patients » to widen), a staff member (the team's), an action
// (the catalogue's, by its French label) and a period of days. What is chosen stays here until « Filtrer » writes it to the
// address (the list reads its filters from there).
import { type FormEvent, useState } from 'react';
import { auditActionNames, auditActions } from 'shared-domain/platform/audit-actions';
import { auditFilterLabels } from 'shared-domain/platform/audit-event-query';
import { formatPhone } from 'shared-domain/platform/format';
import { Button } from 'shared-ui/Button';
import { Field } from 'shared-ui/Field';
import { PatientPicker, type PatientPickerText, patientSearch } from '../../patients/public';
import { useTeam } from '../team/api/team';
import type { AuditFilters } from './audit-filters';

export const auditFiltersText = {
  region: 'Filtrer le journal',
  anyStaff: 'Tout le personnel',
  anyAction: 'Toutes les actions',
  patient: (name: string) => `Patient : ${name}`,
  chosenPatient: 'le patient choisi',
  allPatients: 'Tous les patients',
  apply: 'Filtrer',
  reset: 'Réinitialiser',
} as const;

const pickerText: PatientPickerText = {
  search: 'Patient',
  hint: 'Nom, téléphone ou courriel ; laissez vide pour tous les patients.',
  list: 'Patients trouvés',
  loading: 'Recherche…',
  none: 'Aucun patient ne correspond.',
  failed: 'La recherche n’a pas abouti.',
  retry: 'Réessayer',
  change: 'Changer de patient',
};

const actionsByLabel = [...auditActionNames].sort((a, b) => auditActions[a].label.localeCompare(auditActions[b].label, 'fr'));

export interface AuditFiltersFormProps {
  filters: AuditFilters;
  /** The chosen patient's name, when the trail shows one. */
  patientName: string | null;
  onApply(filters: AuditFilters): void;
  onReset(): void;
}

export function AuditFiltersForm({ filters, patientName, onApply, onReset }: AuditFiltersFormProps) {
  const team = useTeam();
  const [draft, setDraft] = useState(filters);
  // The address changed under the form (« Back », « Réinitialiser », a link): show what is in force.
  const inForce = JSON.stringify(filters);
  const [shown, setShown] = useState(inForce);
  if (shown !== inForce) {
    setShown(inForce);
    setDraft(filters);
  }
  const set =
    <K extends keyof AuditFilters>(key: K) =>
    (event: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [key]: event.target.value as AuditFilters[K] }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(draft.from && draft.to && draft.to < draft.from ? { ...draft, to: draft.from } : draft);
  };
  const members = team.data?.members ?? [];
  const unknownMember = draft.staffId !== '' && !members.some((member) => member.id === draft.staffId);

  return (
    <search className="audit-filters" aria-label={auditFiltersText.region}>
      <form noValidate onSubmit={submit}>
        {filters.patientId ? (
          <p className="audit-filters__patient">
            {auditFiltersText.patient(patientName ?? auditFiltersText.chosenPatient)}{' '}
            <Button variant="secondary" onClick={() => onApply({ ...filters, patientId: '' })}>
              {auditFiltersText.allPatients}
            </Button>
          </p>
        ) : (
          <PatientPicker
            search={patientSearch}
            text={pickerText}
            name="patientId"
            className="audit-filters__picker"
            value={draft.patientId}
            onChange={(patientId) => setDraft((current) => ({ ...current, patientId }))}
            details={(patient) => [patient.phone ? formatPhone(patient.phone) : null].filter(Boolean)}
          />
        )}
        <div className="audit-filters__fields">
          <Field label={auditFilterLabels.staff}>
            {(control) => (
              <select {...control} name="staffId" value={draft.staffId} onChange={set('staffId')}>
                <option value="">{auditFiltersText.anyStaff}</option>
                {members.map((member) => (
                  <option key={member.id} value={member.id}>
                    {member.fullName}
                  </option>
                ))}
                {unknownMember ? <option value={draft.staffId}>{auditFilterLabels.staff}</option> : null}
              </select>
            )}
          </Field>
          <Field label={auditFilterLabels.action}>
            {(control) => (
              <select {...control} name="action" value={draft.action} onChange={set('action')}>
                <option value="">{auditFiltersText.anyAction}</option>
                {actionsByLabel.map((action) => (
                  <option key={action} value={action}>
                    {auditActions[action].label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={auditFilterLabels.from}>
            {(control) => <input {...control} name="from" type="date" value={draft.from} onChange={set('from')} />}
          </Field>
          <Field label={auditFilterLabels.to}>
            {(control) => <input {...control} name="to" type="date" value={draft.to} onChange={set('to')} />}
          </Field>
        </div>
        <div className="audit-filters__actions">
          <Button type="submit">{auditFiltersText.apply}</Button>
          <Button variant="secondary" onClick={onReset}>
            {auditFiltersText.reset}
          </Button>
        </div>
      </form>
    </search>
  );
}
