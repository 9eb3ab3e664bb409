// "Journal d'audit": every sign-in, change and read of an account or a record, newest first, fifty at
// a time with 'Afficher plus'; each row names whom it concerns and what changed, in French. Filtered
// by patient, staff member, action and period (kept in the address), and exported as CSV for the
// privacy officer with the same filters. Read-only: the API offers no way to change it.
import { problemMessage, problemText } from 'shared-ui/problem-message';
import { Button } from 'shared-ui/Button';
import { CsvExportLinks } from 'shared-ui/CsvExportLinks';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { PageFrame } from 'shared-ui/PageFrame';
import { StackedTable } from 'shared-ui/StackedTable';
import { useAddressFilters } from 'shared-ui/useAddressFilters';
import { auditExportUrl, useAuditEvents } from './api/audit-events';
import { AuditEventCells, auditColumns } from './AuditEventCells';
import { auditFilterFields, settleAuditFilters } from './audit-filters';
import { AuditFiltersForm } from './AuditFiltersForm';
import './audit.css';

export const auditText = {
  title: "Journal d'audit",
  intro:
    'Tout ce qui touche aux comptes et aux données de santé ou financières : connexions, équipe, double authentification, rendez-vous, dossiers et notes cliniques consultés ou modifiés, paramètres, paiements. Des plus récents aux plus anciens.',
  caption: 'Événements du journal',
  more: 'Afficher plus',
  loadingMore: 'Chargement…',
  end: 'Début du journal atteint.',
  empty: "Aucun événement n'a encore été enregistré.",
  emptyFiltered: 'Aucun événement ne correspond à ces filtres.',
  /** What the CSV export holds, as its links say to a screen reader. */
  exportContents: 'les événements filtrés',
  loadFailed: 'Erreur lors du chargement du journal',
  unreachable: problemText.unreachable,
} as const;

export function AuditPage() {
  const { filters, apply, reset } = useAddressFilters(auditFilterFields, { settle: settleAuditFilters });
  const trail = useAuditEvents(filters);
  const events = trail.data?.pages.flatMap((page) => page.events) ?? [];
  const filtered = Object.values(filters).some((value) => value !== '');
  const patientName = events.find((event) => event.patientId === filters.patientId)?.patientName ?? null;

  return (
    <PageFrame title={auditText.title}>
      <p>{auditText.intro}</p>
      <AuditFiltersForm filters={filters} patientName={patientName} onApply={apply} onReset={reset} />
      <CsvExportLinks href={(format) => auditExportUrl(filters, format)} contents={auditText.exportContents} />
      {trail.isPending ? <LoadingState label="Chargement du journal…" /> : null}
      {trail.isError && !trail.data ? (
        <Notice tone="error" title={auditText.loadFailed} actions={<Button onClick={() => void trail.refetch()}>Réessayer</Button>}>
          <p>{problemMessage(trail.error)}</p>
        </Notice>
      ) : null}
      {trail.data && events.length === 0 ? <p>{filtered ? auditText.emptyFiltered : auditText.empty}</p> : null}
      <StackedTable
        caption={auditText.caption}
        columns={Object.values(auditColumns)}
        rows={events}
        rowKey={(event) => event.id}
        cells={(event) => <AuditEventCells event={event} />}
        minWidth="52rem"
        paging={trail}
        problem={problemMessage(trail.error)}
        labels={auditText}
      />
      {trail.data && events.length > 0 && !trail.hasNextPage ? <p className="audit-end">{auditText.end}</p> : null}
    </PageFrame>
  );
}
