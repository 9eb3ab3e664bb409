// A patient's file: contact details, status and notes (edited in a dialog), upcoming
// and past appointments (each a link to its day in the calendar), the clinical notes, the account
// (owed, credit, « Encaisser », « Voir les factures »), and the merge of a duplicate record into this one. Reading the
// file is recorded in the audit trail by the server. The patient's name is the page's heading
// but not the tab's title: the browser's history would keep it. The clinical sections (record,
// notes, measures) are drawn, and so asked for, only for a role with access to the clinical record
// (never the reception: Law 25's need-to-know), the merge only for the clinic's management. The
// file's own navigation lists the sections drawn, so the clinical ones only for those who see them.
// The sections other features own come in as `parts` from the page that composes the file
// (`mf-admin/src/PatientFileView.tsx`): those features pick patients, so the patients never import them.
import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, useState } from 'react';
import { errorCodes } from 'shared-domain/platform/errors';
import { paths } from 'shared-domain/platform/paths';
import { mayAccess } from 'shared-domain/accounts/staff-role';
import { problemMessage } from 'shared-ui/problem-message';
import { ApiRequestError } from 'shared-ui/api-result';
import { Button } from 'shared-ui/Button';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { PageFrame } from 'shared-ui/PageFrame';
import { Link, useParams } from 'shared-ui/router';
import { type PatientAppointment, type PatientRecord, patientFileKey, usePatientFile } from './api/patient-file';
import { patientListsKey } from './api/patients';
import { useSignedInRole } from '../back-office/session/api/me';
import { PatientConsentsSection, patientConsentsAnchor } from './consents/PatientConsentsSection';
import { PatientFamilySection, patientFamilyAnchor } from './family/PatientFamilySection';
import { EditPatientDialog } from './EditPatientDialog';
import { MergePatientDialog } from './MergePatientDialog';
import { type FileSectionAnchor, PatientFileNav } from './PatientFileNav';
import { patientStatusLabel } from './patient-status-labels';
import { PatientContactSections } from './PatientContactSections';
import { patientFileText } from './patient-file-text';
import './patients.css';

/** The file's sections that other features draw, handed in by the page that composes the file. */
export interface PatientFileParts {
  /** « Facturation »: what the patient owes, with « Encaisser » and « Voir les factures » (billing). */
  AccountLine: ComponentType<{ patientId: string; patientName: string }>;
  /** The clinical record, the notes and the measures, each with its anchor in the file's navigation (clinical). */
  RecordSection: ComponentType<{ patientId: string }>;
  NotesSection: ComponentType<{ patientId: string }>;
  OutcomesSection: ComponentType<{ patientId: string }>;
  recordAnchor: FileSectionAnchor;
  notesAnchor: FileSectionAnchor;
  outcomesAnchor: FileSectionAnchor;
  /** « Rendez-vous à venir » and « Rendez-vous passés », with their anchors (scheduling). */
  AppointmentsSections: ComponentType<{ upcoming: readonly PatientAppointment[]; past: readonly PatientAppointment[] }>;
  appointmentsAnchors: readonly FileSectionAnchor[];
  /** The portability downloads of the patient's data (privacy). */
  PortabilityDownloads: ComponentType<{ patientId: string }>;
  /** « Qui a consulté ce dossier ? »: the record's reads and changes, for the roles that read the audit trail (configuration). */
  AuditSection: ComponentType<{ patientId: string }>;
  auditAnchor: FileSectionAnchor;
}

export function PatientFilePage({ parts }: { parts: PatientFileParts }) {
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
  return <PatientFile key={id} patient={file.data.patient} upcoming={file.data.upcoming} past={file.data.past} parts={parts} />;
}

interface PatientFileProps {
  patient: PatientRecord;
  upcoming: readonly PatientAppointment[];
  past: readonly PatientAppointment[];
  parts: PatientFileParts;
}

function PatientFile({ patient, upcoming, past, parts }: PatientFileProps) {
  const { AccountLine, AppointmentsSections, RecordSection, NotesSection, OutcomesSection, PortabilityDownloads, AuditSection } = parts;
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'edit' | 'merge' | null>(null);
  const [status, setStatus] = useState('');
  const name = `${patient.firstName} ${patient.lastName}`;
  const role = useSignedInRole();
  const clinical = role !== undefined && mayAccess(role, 'care');
  const mayMerge = role !== undefined && mayAccess(role, 'management');
  // The audit trail is management's (the API refuses the others).
  const mayReadAudit = role !== undefined && mayAccess(role, 'management');

  const anchors: FileSectionAnchor[] = [
    { id: 'dossier-coordonnees', label: patientFileText.contact },
    { id: 'dossier-notes', label: patientFileText.notes },
    patientFamilyAnchor,
    ...(clinical ? [parts.recordAnchor] : []),
    ...parts.appointmentsAnchors,
    ...(clinical ? [parts.notesAnchor, parts.outcomesAnchor] : []),
    { id: 'dossier-facturation', label: patientFileText.billing },
    patientConsentsAnchor,
    ...(mayMerge ? [{ id: 'dossier-fusion', label: patientFileText.mergeAnchor }] : []),
    ...(mayReadAudit ? [parts.auditAnchor] : []),
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
          <PatientContactSections patient={patient} onEdit={() => setDialog('edit')} />
          <PatientFamilySection patientId={patient.id} patientName={name} />
          {clinical ? <RecordSection patientId={patient.id} /> : null}
          <AppointmentsSections upcoming={upcoming} past={past} />
          {clinical ? <NotesSection patientId={patient.id} /> : null}
          {clinical ? <OutcomesSection patientId={patient.id} /> : null}
          {clinical ? <PortabilityDownloads patientId={patient.id} /> : null}
          <section className="patient-file__section" aria-labelledby="dossier-facturation">
            <h2 id="dossier-facturation">{patientFileText.billing}</h2>
            <AccountLine patientId={patient.id} patientName={name} />
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
          {mayReadAudit ? <AuditSection patientId={patient.id} /> : null}
        </div>
      </div>
      <EditPatientDialog open={dialog === 'edit'} patient={patient} onClose={() => setDialog(null)} onDone={changed} />
      {mayMerge ? (
        <MergePatientDialog open={dialog === 'merge'} patient={patient} onClose={() => setDialog(null)} onMerged={changed} />
      ) : null}
    </PageFrame>
  );
}
