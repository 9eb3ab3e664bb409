// « Qui a consulté ce dossier ? » in a patient's file: who read or changed this patient's record,
// when and what, newest first, twenty at a time; the whole trail filtered to the patient is a link
// away. Drawn only for the roles that read the audit trail (the file's composer checks).
import { paths } from 'shared-domain/platform/paths';
import { Button } from 'shared-ui/Button';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { problemMessage, problemText } from 'shared-ui/problem-message';
import { Link } from 'shared-ui/router';
import { StackedTable } from 'shared-ui/StackedTable';
import { usePatientAuditEvents } from './api/patient-audit-events';
import { AuditEventCells, auditColumns } from './AuditEventCells';
import { patientAuditSearch } from './audit-filters';
import './audit.css';

export const patientAuditAnchor = { id: 'dossier-consultations', label: 'Qui a consulté ce dossier ?' } as const;

export const patientAuditText = {
  caption: 'Consultations et modifications du dossier',
  intro: 'Chaque consultation ou modification de ce dossier par l’équipe, des plus récentes aux plus anciennes.',
  empty: 'Personne n’a encore consulté ni modifié ce dossier.',
  all: 'Voir dans le journal d’audit',
  more: 'Afficher plus',
  loadingMore: 'Chargement…',
  loadFailed: 'Erreur lors du chargement des consultations',
  unreachable: problemText.unreachable,
} as const;

const columns = [auditColumns.when, auditColumns.who, auditColumns.action, auditColumns.details];

export function PatientAuditSection({ patientId }: { patientId: string }) {
  const trail = usePatientAuditEvents(patientId);
  const events = trail.data?.pages.flatMap((page) => page.events) ?? [];
  return (
    <section className="patient-file__section" aria-labelledby={patientAuditAnchor.id}>
      <h2 id={patientAuditAnchor.id}>{patientAuditAnchor.label}</h2>
      <p>{patientAuditText.intro}</p>
      <p>
        <Link to={`${paths.adminAudit.build()}${patientAuditSearch(patientId)}`}>{patientAuditText.all}</Link>
      </p>
      {trail.isPending ? <LoadingState label="Chargement des consultations…" /> : null}
      {trail.isError && !trail.data ? (
        <Notice tone="error" title={patientAuditText.loadFailed} actions={<Button onClick={() => void trail.refetch()}>Réessayer</Button>}>
          <p>{problemMessage(trail.error)}</p>
        </Notice>
      ) : null}
      {trail.data && events.length === 0 ? <p>{patientAuditText.empty}</p> : null}
      <StackedTable
        caption={patientAuditText.caption}
        columns={columns}
        rows={events}
        rowKey={(event) => event.id}
        cells={(event) => <AuditEventCells event={event} showConcerns={false} />}
        minWidth="40rem"
        paging={trail}
        problem={problemMessage(trail.error)}
        labels={patientAuditText}
      />
    </section>
  );
}
