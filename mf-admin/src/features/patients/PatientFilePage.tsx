// A patient's file (issue 13): contact details, status and notes (edited in a dialog), upcoming
// and past appointments (each a link to its day in the calendar), the clinical notes, the account
// (owed, credit, « Encaisser », « Voir les factures »: issue 22), and the merge of a duplicate record into this one. Reading the
// file is recorded in the audit trail by the server. The patient's name is the page's heading
// but not the tab's title: the browser's history would keep it. The clinical sections (record,
// notes, measures) are drawn, and so asked for, only for a role with access to the clinical record
// (never the reception: Law 25's need-to-know), the merge only for the clinic's management. The
// file's own navigation lists the sections drawn, so the clinical ones only for those who see them.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorCodes } from 'shared-domain/errors';
import { formatDate, formatDateTime, formatPhone, formatTime, phoneHref } from 'shared-domain/format';
import { paths } from 'shared-domain/paths';
import { mayAccess } from 'shared-domain/staff-role';
import { problemMessage } from 'shared-ui/problem-message';
import { ApiRequestError } from 'shared-ui/api-result';
import { Button } from 'shared-ui/Button';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { PageFrame } from 'shared-ui/PageFrame';
import { Link, useParams } from 'shared-ui/router';
import { PatientAccountLine } from '../billing/public';
import { PortabilityDownloads } from '../privacy/public-portability';
import { AppointmentStatusBadge, calendarLink, NoValue } from '../scheduling/public';
import { type PatientAppointment, type PatientRecord, patientFileKey, usePatientFile } from './api/patient-file';
import { patientListsKey } from './api/patients';
import {
  PatientNotesSection,
  PatientOutcomesSection,
  PatientRecordSection,
  patientNotesAnchor,
  patientOutcomesAnchor,
  patientRecordAnchor,
} from '../clinical/public';
import { useSignedInRole } from '../back-office/session/api/me';
import { PatientConsentsSection, patientConsentsAnchor } from './consents/PatientConsentsSection';
import { EditPatientDialog } from './EditPatientDialog';
import { MergePatientDialog } from './MergePatientDialog';
import { type FileSectionAnchor, PatientFileNav } from './PatientFileNav';
import { patientStatusLabel } from './patient-status-labels';
import './patients.css';

export const patientFileText = {
  title: 'Dossier patient',
  loading: 'Chargement du dossier…',
  loadFailed: 'Erreur lors du chargement du dossier',
  retry: 'Réessayer',
  notFound: 'Dossier introuvable',
  notFoundText: "Ce dossier n'existe pas ou a été fusionné avec un autre.",
  backToList: 'Retour à la liste des patients',
  contact: 'Coordonnées',
  edit: 'Modifier le dossier',
  notes: 'Notes',
  noNotes: 'Aucune note.',
  upcoming: 'Rendez-vous à venir',
  noUpcoming: 'Aucun rendez-vous à venir.',
  past: 'Rendez-vous passés',
  pastHint: 'Les 20 plus récents.',
  noPast: 'Aucun rendez-vous passé.',
  inCalendar: 'Voir dans le calendrier',
  requested: 'Demande reçue le',
  billing: 'Facturation',
  merge: 'Fusionner avec un autre dossier',
  mergeAnchor: 'Fusion de dossiers',
  mergeText: "Si ce patient a un deuxième dossier, rattachez-le à celui-ci : tout ce qu'il contient sera regroupé ici.",
  labels: {
    email: 'Courriel',
    phone: 'Téléphone',
    address: 'Adresse',
    dateOfBirth: 'Date de naissance',
    status: 'Statut',
    visits: 'Visites',
    lastVisit: 'Dernière visite',
    createdAt: 'Dossier créé le',
  },
} as const;

export function PatientFilePage() {
  const { id = '' } = useParams();
  const file = usePatientFile(id);

  if (file.isPending) {
    return (
      <PageFrame title={patientFileText.title} className="ui-page patient-file">
        <LoadingState label={patientFileText.loading} />
      </PageFrame>
    );
  }
  if (file.isError) {
    const missing = file.error instanceof ApiRequestError && file.error.code === errorCodes.notFound;
    return missing ? (
      <PageFrame title={patientFileText.notFound} className="ui-page patient-file">
        <p>{patientFileText.notFoundText}</p>
        <p>
          <Link to={paths.adminPatients.build()}>{patientFileText.backToList}</Link>
        </p>
      </PageFrame>
    ) : (
      <PageFrame title={patientFileText.title} className="ui-page patient-file">
        <Notice
          tone="error"
          title={patientFileText.loadFailed}
          actions={<Button onClick={() => void file.refetch()}>{patientFileText.retry}</Button>}
        >
          <p>{problemMessage(file.error)}</p>
        </Notice>
      </PageFrame>
    );
  }
  // A new file (another id) starts with its dialogs closed and nothing said.
  return <PatientFile key={id} patient={file.data.patient} upcoming={file.data.upcoming} past={file.data.past} />;
}

interface PatientFileProps {
  patient: PatientRecord;
  upcoming: readonly PatientAppointment[];
  past: readonly PatientAppointment[];
}

function PatientFile({ patient, upcoming, past }: PatientFileProps) {
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'edit' | 'merge' | null>(null);
  const [status, setStatus] = useState('');
  const { labels } = patientFileText;
  const name = `${patient.firstName} ${patient.lastName}`;
  const role = useSignedInRole();
  const clinical = role !== undefined && mayAccess(role, 'care');
  const mayMerge = role !== undefined && mayAccess(role, 'management');

  const anchors: FileSectionAnchor[] = [
    { id: 'dossier-coordonnees', label: patientFileText.contact },
    { id: 'dossier-notes', label: patientFileText.notes },
    ...(clinical ? [patientRecordAnchor] : []),
    { id: 'dossier-a-venir', label: patientFileText.upcoming },
    { id: 'dossier-passes', label: patientFileText.past },
    ...(clinical ? [patientNotesAnchor, patientOutcomesAnchor] : []),
    { id: 'dossier-facturation', label: patientFileText.billing },
    patientConsentsAnchor,
    ...(mayMerge ? [{ id: 'dossier-fusion', label: patientFileText.mergeAnchor }] : []),
  ];

  const changed = (message: string) => {
    setDialog(null);
    setStatus(message);
    void queryClient.invalidateQueries({ queryKey: patientFileKey(patient.id) });
    void queryClient.invalidateQueries({ queryKey: patientListsKey });
  };

  return (
    <PageFrame title={patientFileText.title} heading={name} className="ui-page patient-file">
      <p className="patient-file__muted">
        {patientFileText.title} · {patientStatusLabel(patient.status)}
      </p>
      <p className="patient-file__status" role="status">
        {status}
      </p>
      <div className="patient-file__layout">
        <PatientFileNav anchors={anchors} />
        <div className="patient-file__sections">
          <section className="patient-file__section" aria-labelledby="dossier-coordonnees">
            <h2 id="dossier-coordonnees">{patientFileText.contact}</h2>
            <dl className="patient-file__details">
              <dt>{labels.email}</dt>
              <dd>{patient.email ? <a href={`mailto:${patient.email}`}>{patient.email}</a> : <NoValue />}</dd>
              <dt>{labels.phone}</dt>
              <dd>{patient.phone ? <a href={phoneHref(patient.phone)}>{formatPhone(patient.phone)}</a> : <NoValue />}</dd>
              <dt>{labels.address}</dt>
              <dd>{patient.address ?? <NoValue spoken="Aucune" />}</dd>
              <dt>{labels.dateOfBirth}</dt>
              <dd>{patient.dateOfBirth ? formatDate(patient.dateOfBirth) : <NoValue spoken="Aucune" />}</dd>
              <dt>{labels.status}</dt>
              <dd>{patientStatusLabel(patient.status)}</dd>
              <dt>{labels.visits}</dt>
              <dd>{patient.totalVisits}</dd>
              <dt>{labels.lastVisit}</dt>
              <dd>{patient.lastVisit ? formatDate(patient.lastVisit) : <NoValue spoken="Aucune" />}</dd>
              <dt>{labels.createdAt}</dt>
              <dd>{formatDate(new Date(patient.createdAt))}</dd>
            </dl>
            <Button variant="secondary" onClick={() => setDialog('edit')}>
              {patientFileText.edit}
            </Button>
          </section>
          <section className="patient-file__section" aria-labelledby="dossier-notes">
            <h2 id="dossier-notes">{patientFileText.notes}</h2>
            {patient.notes ? (
              <p className="patient-file__notes">{patient.notes}</p>
            ) : (
              <p className="patient-file__muted">{patientFileText.noNotes}</p>
            )}
          </section>
          {clinical ? <PatientRecordSection patientId={patient.id} /> : null}
          <section className="patient-file__section" aria-labelledby="dossier-a-venir">
            <h2 id="dossier-a-venir">{patientFileText.upcoming}</h2>
            <AppointmentList appointments={upcoming} empty={patientFileText.noUpcoming} />
          </section>
          <section className="patient-file__section" aria-labelledby="dossier-passes">
            <h2 id="dossier-passes">{patientFileText.past}</h2>
            {past.length > 0 ? <p className="patient-file__muted">{patientFileText.pastHint}</p> : null}
            <AppointmentList appointments={past} empty={patientFileText.noPast} />
          </section>
          {clinical ? <PatientNotesSection patientId={patient.id} /> : null}
          {clinical ? <PatientOutcomesSection patientId={patient.id} /> : null}
          {clinical ? <PortabilityDownloads patientId={patient.id} /> : null}
          <section className="patient-file__section" aria-labelledby="dossier-facturation">
            <h2 id="dossier-facturation">{patientFileText.billing}</h2>
            <PatientAccountLine patientId={patient.id} patientName={name} />
          </section>
          <PatientConsentsSection patientId={patient.id} />
          {mayMerge ? (
            <section className="patient-file__section" aria-labelledby="dossier-fusion">
              <h2 id="dossier-fusion">{patientFileText.merge}</h2>
              <p>{patientFileText.mergeText}</p>
              <Button variant="secondary" onClick={() => setDialog('merge')}>
                {patientFileText.merge}
              </Button>
            </section>
          ) : null}
        </div>
      </div>
      <EditPatientDialog open={dialog === 'edit'} patient={patient} onClose={() => setDialog(null)} onDone={changed} />
      {mayMerge ? (
        <MergePatientDialog open={dialog === 'merge'} patient={patient} onClose={() => setDialog(null)} onMerged={changed} />
      ) : null}
    </PageFrame>
  );
}

function AppointmentList({ appointments, empty }: { appointments: readonly PatientAppointment[]; empty: string }) {
  if (appointments.length === 0) return <p className="patient-file__muted">{empty}</p>;
  return (
    <ul className="patient-file__appointments">
      {appointments.map((appointment) => {
        const date = appointment.scheduledDate;
        const when = date
          ? `${formatDate(date)}${appointment.scheduledTime ? ` à ${formatTime(appointment.scheduledTime)}` : ''}`
          : `${patientFileText.requested} ${formatDateTime(new Date(appointment.createdAt))}`;
        return (
          <li key={appointment.id}>
            {date ? (
              <Link to={calendarLink({ id: appointment.id, scheduledDate: date })}>
                {when}
                <span className="ui-visually-hidden">{` — ${patientFileText.inCalendar}`}</span>
              </Link>
            ) : (
              <span>{when}</span>
            )}
            <span>{appointment.serviceName ?? appointment.reason}</span>
            <AppointmentStatusBadge status={appointment.status} label={appointment.statusLabel} />
          </li>
        );
      })}
    </ul>
  );
}
