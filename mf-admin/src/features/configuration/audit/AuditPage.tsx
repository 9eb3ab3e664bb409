// "Journal d'audit": the trail of sign-ins, second-factor changes and session ends,
// newest first, fifty at a time with 'Afficher plus'. Read-only: the API offers no way to change
// it, and neither does the screen.
import { auditActionLabel } from 'shared-domain/platform/audit-actions';
import { formatDateTime } from 'shared-domain/platform/format';
import { problemMessage, problemText } from 'shared-ui/problem-message';
import { Button } from 'shared-ui/Button';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { PageFrame } from 'shared-ui/PageFrame';
import { StackedCell, StackedTable } from 'shared-ui/StackedTable';
import { useAuditEvents, type AuditEvent } from './api/audit-events';
import { auditActorLabel, auditDetailLines } from './audit-labels';
import './audit.css';

export const auditText = {
  title: "Journal d'audit",
  intro:
    'Tout ce qui touche aux comptes et aux données de santé ou financières : connexions, équipe, double authentification, rendez-vous, dossiers et notes cliniques consultés ou modifiés, paiements. Des plus récents aux plus anciens.',
  caption: 'Événements du journal',
  more: 'Afficher plus',
  loadingMore: 'Chargement…',
  end: 'Début du journal atteint.',
  empty: "Aucun événement n'a encore été enregistré.",
  loadFailed: 'Erreur lors du chargement du journal',
  unreachable: problemText.unreachable,
} as const;

const auditColumns = { when: 'Date et heure', who: 'Qui', action: 'Action', details: 'Détails' } as const;

export function AuditPage() {
  const trail = useAuditEvents();
  const events = trail.data?.pages.flatMap((page) => page.events) ?? [];

  return (
    <PageFrame title={auditText.title}>
      <p>{auditText.intro}</p>
      {trail.isPending ? <LoadingState label="Chargement du journal…" /> : null}
      {trail.isError && !trail.data ? (
        <Notice tone="error" title={auditText.loadFailed} actions={<Button onClick={() => void trail.refetch()}>Réessayer</Button>}>
          <p>{problemMessage(trail.error)}</p>
        </Notice>
      ) : null}
      {trail.data && events.length === 0 ? <p>{auditText.empty}</p> : null}
      <StackedTable
        caption={auditText.caption}
        columns={Object.values(auditColumns)}
        rows={events}
        rowKey={(event) => event.id}
        cells={(event) => <AuditCells event={event} />}
        minWidth="40rem"
        paging={trail}
        problem={problemMessage(trail.error)}
        labels={auditText}
      />
      {trail.data && events.length > 0 && !trail.hasNextPage ? <p className="audit-end">{auditText.end}</p> : null}
    </PageFrame>
  );
}

function AuditCells({ event }: { event: AuditEvent }) {
  const instant = new Date(event.createdAt);
  const details = auditDetailLines(event.details);
  return (
    <>
      <StackedCell label={auditColumns.when}>
        <time dateTime={event.createdAt}>{formatDateTime(instant)}</time>
      </StackedCell>
      <StackedCell label={auditColumns.who}>{auditActorLabel(event)}</StackedCell>
      <StackedCell label={auditColumns.action}>{auditActionLabel(event.action)}</StackedCell>
      <StackedCell label={auditColumns.details}>
        {details.length > 0 ? (
          <ul className="audit-details">
            {details.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : (
          <>
            <span aria-hidden="true">—</span>
            <span className="ui-visually-hidden">Aucun détail</span>
          </>
        )}
      </StackedCell>
    </>
  );
}
