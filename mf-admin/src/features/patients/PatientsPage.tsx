// « Patients »: the clinic's patients by last name, fifty at a time, found by a search
// (name, e-mail or phone; asked 300 ms after the last keystroke) and a status, both kept in the
// address so « Back » from a patient's file finds the same list. « Nouveau patient » opens the
// creation dialog, which warns about a likely duplicate before creating anything.
import { type FormEvent, useEffect, useState } from 'react';
import { formatDate, formatPhone, formatTime } from 'shared-domain/platform/format';
import { paths } from 'shared-domain/platform/paths';
import { problemMessage, problemText } from 'shared-ui/problem-message';
import { useDebouncedValue } from 'shared-ui/useDebouncedValue';
import { Button } from 'shared-ui/Button';
import { Field } from 'shared-ui/Field';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { PageFrame } from 'shared-ui/PageFrame';
import { StackedCell, StackedTable } from 'shared-ui/StackedTable';
import { Link } from 'shared-ui/router';
import { type AddressFields, choiceField, textField, useAddressFilters } from 'shared-ui/useAddressFilters';
import { NoValue } from 'shared-ui/NoValue';
import { mayOpenView } from '../back-office/public';
import { useSignedInRole } from '../back-office/session/api/me';
import { type ListedPatient, type PatientFilters, usePatients } from './api/patients';
import { NewPatientDialog } from './NewPatientDialog';
import { patientStatuses } from 'shared-domain/patients/patient-status';
import { patientStatusChoices, patientStatusLabel, readPatientStatus } from './patient-status-labels';
import './patients.css';

export const patientsText = {
  title: 'Patients',
  intro: 'Les dossiers des patients de la clinique, par nom de famille.',
  searchRegion: 'Rechercher des patients',
  search: 'Rechercher un patient',
  searchHint: 'Nom, courriel ou téléphone.',
  status: 'Statut',
  anyStatus: 'Tous les statuts',
  create: 'Nouveau patient',
  import: 'Importer des patients',
  caption: 'Patients',
  loading: 'Chargement des patients…',
  more: 'Afficher plus',
  loadingMore: 'Chargement…',
  none: "Aucun patient n'est encore enregistré.",
  noMatch: 'Aucun patient ne correspond à cette recherche.',
  loadFailed: 'Erreur lors du chargement des patients',
  unreachable: problemText.unreachable,
  unexpected: problemText.unexpected,
  retry: 'Réessayer',
  columns: {
    name: 'Nom',
    email: 'Courriel',
    phone: 'Téléphone',
    visits: 'Visites',
    lastVisit: 'Dernière visite',
    next: 'Prochain rendez-vous',
  },
} as const;

/** The address's parameters: ?recherche=&statut=. */
const filterFields: AddressFields<PatientFilters> = {
  q: textField('recherche'),
  status: choiceField('statut', patientStatuses),
};

function countText(shown: number, more: boolean, searching: boolean): string {
  if (shown === 0) return searching ? patientsText.noMatch : patientsText.none;
  const base = shown === 1 ? '1 patient affiché' : `${shown} patients affichés`;
  return more ? `${base}, d'autres suivent.` : `${base}.`;
}

export function PatientsPage() {
  // Each settled keystroke replaces the entry: « Back » leaves the list, not one letter.
  const { filters, apply } = useAddressFilters(filterFields, { history: 'replace' });
  const [text, setText] = useState(filters.q);
  const [creating, setCreating] = useState(false);
  const role = useSignedInRole();
  // The bulk import is the administrators'; the others never see its link.
  const mayImport = role !== undefined && mayOpenView(role, 'adminPatientImport');
  const settledText = useDebouncedValue(text);
  const list = usePatients(filters);
  const patients = list.data?.pages.flatMap((page) => page.patients) ?? [];

  // The address changed under the box (« Back », a link): show the search in force.
  const [shownQ, setShownQ] = useState(filters.q);
  if (shownQ !== filters.q) {
    setShownQ(filters.q);
    setText(filters.q);
  }

  // The search settles 300 ms after the last keystroke, then becomes the address's.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a newly settled search is written; the rest is read as it is then.
  useEffect(() => {
    const q = settledText.trim();
    if (q !== filters.q) apply({ ...filters, q });
  }, [settledText]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // Enter searches at once, without waiting for the pause.
    event.preventDefault();
    const q = text.trim();
    if (q !== filters.q) apply({ ...filters, q });
  };

  return (
    <PageFrame title={patientsText.title} className="ui-page patients-page">
      <div className="patients-heading">
        <p>{patientsText.intro}</p>
        <div className="patients-heading__actions">
          {mayImport ? (
            <Link className="ui-button ui-button--secondary" to={paths.adminPatientImport.build()}>
              {patientsText.import}
            </Link>
          ) : null}
          <Button onClick={() => setCreating(true)}>{patientsText.create}</Button>
        </div>
      </div>
      <search aria-label={patientsText.searchRegion}>
        <form className="patients-filters" noValidate onSubmit={submit}>
          <Field label={patientsText.search} hint={patientsText.searchHint}>
            {(control) => (
              <input
                {...control}
                name="q"
                type="search"
                autoComplete="off"
                maxLength={100}
                value={text}
                onChange={(event) => setText(event.target.value)}
              />
            )}
          </Field>
          <Field label={patientsText.status}>
            {(control) => (
              <select
                {...control}
                name="status"
                value={filters.status}
                onChange={(event) => apply({ q: text.trim(), status: readPatientStatus(event.target.value) }, 'push')}
              >
                <option value="">{patientsText.anyStatus}</option>
                {patientStatusChoices.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </form>
      </search>
      <p className="patients-count" role="status">
        {list.data ? countText(patients.length, list.hasNextPage, Boolean(filters.q || filters.status)) : ''}
      </p>
      {list.isPending ? <LoadingState label={patientsText.loading} /> : null}
      {list.isError && !list.data ? (
        <Notice
          tone="error"
          title={patientsText.loadFailed}
          actions={<Button onClick={() => void list.refetch()}>{patientsText.retry}</Button>}
        >
          <p>{problemMessage(list.error)}</p>
        </Notice>
      ) : null}
      <StackedTable
        caption={patientsText.caption}
        columns={Object.values(patientsText.columns)}
        rows={patients}
        rowKey={(patient) => patient.id}
        cells={(patient) => <PatientCells patient={patient} />}
        minWidth="52rem"
        paging={list}
        problem={problemMessage(list.error)}
        labels={patientsText}
      />
      <NewPatientDialog open={creating} onClose={() => setCreating(false)} />
    </PageFrame>
  );
}

function PatientCells({ patient }: { patient: ListedPatient }) {
  const { columns } = patientsText;
  const inactive = patient.status !== 'active';
  return (
    <>
      <StackedCell label={columns.name}>
        <Link to={paths.adminPatient.build(patient.id)}>{`${patient.lastName}, ${patient.firstName}`}</Link>
        {inactive ? <span className="patients-status">{` (${patientStatusLabel(patient.status)})`}</span> : null}
      </StackedCell>
      <StackedCell label={columns.email}>{patient.email ? patient.email : <NoValue />}</StackedCell>
      <StackedCell label={columns.phone}>{patient.phone ? formatPhone(patient.phone) : <NoValue />}</StackedCell>
      <StackedCell label={columns.visits}>{patient.totalVisits}</StackedCell>
      <StackedCell label={columns.lastVisit}>{patient.lastVisit ? formatDate(patient.lastVisit) : <NoValue spoken="Aucune" />}</StackedCell>
      <StackedCell label={columns.next}>
        {patient.nextAppointment ? (
          `${formatDate(patient.nextAppointment.date)} à ${formatTime(patient.nextAppointment.time)}`
        ) : (
          <NoValue />
        )}
      </StackedCell>
    </>
  );
}
