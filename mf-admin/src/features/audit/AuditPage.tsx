// "Journal d'audit" (issue 9): the trail of sign-ins, second-factor changes and session ends,
// newest first, fifty at a time with 'Afficher plus'. Read-only: the API offers no way to change
// it, and neither does the screen.
import { useEffect, useRef } from 'react';
import { formatDateTime } from 'shared-domain/format';
import { isRetryableError } from 'shared-domain/retry';
import { ApiRequestError } from 'shared-ui/api-result';
import { Button } from 'shared-ui/Button';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { PageFrame } from 'shared-ui/PageFrame';
import { useAuditEvents, type AuditEvent } from './api/audit-events';
import { auditActionLabel, auditActorLabel, auditDetailLines } from './audit-labels';
import './audit.css';

export const auditText = {
  title: "Journal d'audit",
  intro: "Les connexions, les changements de l'authentification à deux facteurs et les fins de session, des plus récents aux plus anciens.",
  caption: 'Événements du journal',
  more: 'Afficher plus',
  loadingMore: 'Chargement…',
  end: 'Début du journal atteint.',
  empty: "Aucun événement n'a encore été enregistré.",
  loadFailed: 'Erreur lors du chargement du journal',
  unreachable: 'Impossible de joindre le serveur. Vérifiez votre connexion, puis réessayez.',
} as const;

function failureMessage(error: unknown): string {
  if (error instanceof ApiRequestError) return error.message;
  return isRetryableError(error) ? auditText.unreachable : 'Une erreur inattendue est survenue. Veuillez réessayer.';
}

export function AuditPage() {
  const trail = useAuditEvents();
  const tableRef = useRef<HTMLElement>(null);
  // The row to focus once the next page is drawn: the first new one, where reading continues.
  const firstNewRow = useRef<number | null>(null);
  const events = trail.data?.pages.flatMap((page) => page.events) ?? [];

  useEffect(() => {
    const index = firstNewRow.current;
    if (index === null || events.length <= index) return;
    firstNewRow.current = null;
    tableRef.current?.querySelectorAll<HTMLElement>('tbody tr')[index]?.focus();
  }, [events.length]);

  const showMore = () => {
    firstNewRow.current = events.length;
    void trail.fetchNextPage();
  };

  return (
    <PageFrame title={auditText.title}>
      <p>{auditText.intro}</p>
      {trail.isPending ? <LoadingState label="Chargement du journal…" /> : null}
      {trail.isError && !trail.data ? (
        <Notice tone="error" title={auditText.loadFailed} actions={<Button onClick={() => void trail.refetch()}>Réessayer</Button>}>
          <p>{failureMessage(trail.error)}</p>
        </Notice>
      ) : null}
      {trail.data && events.length === 0 ? <p>{auditText.empty}</p> : null}
      {events.length > 0 ? (
        // Wider than a tablet's half: the table scrolls sideways in its own region, reachable by
        // keyboard; on a phone its rows are blocks (audit.css), so the roles are written out: a
        // browser drops a table's semantics once its parts are no longer displayed as a table.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled by keyboard.
        <section ref={tableRef} className="audit-table" aria-label={auditText.caption} tabIndex={0}>
          {/* biome-ignore-start lint/a11y/noRedundantRoles: kept for the phone layout (see above). */}
          <table role="table">
            <caption className="ui-visually-hidden">{auditText.caption}</caption>
            <thead role="rowgroup">
              <tr role="row">
                <th scope="col" role="columnheader">
                  Date et heure
                </th>
                <th scope="col" role="columnheader">
                  Qui
                </th>
                <th scope="col" role="columnheader">
                  Action
                </th>
                <th scope="col" role="columnheader">
                  Détails
                </th>
              </tr>
            </thead>
            <tbody role="rowgroup">
              {events.map((event) => (
                <AuditRow key={event.id} event={event} />
              ))}
            </tbody>
          </table>
          {/* biome-ignore-end lint/a11y/noRedundantRoles: kept for the phone layout. */}
        </section>
      ) : null}
      {trail.isFetchNextPageError ? (
        <p className="audit-problem" role="alert">
          {failureMessage(trail.error)}
        </p>
      ) : null}
      {trail.hasNextPage ? (
        <div className="audit-more">
          <Button variant="secondary" disabled={trail.isFetchingNextPage} onClick={showMore}>
            {trail.isFetchingNextPage ? auditText.loadingMore : auditText.more}
          </Button>
        </div>
      ) : null}
      {trail.data && events.length > 0 && !trail.hasNextPage ? <p className="audit-end">{auditText.end}</p> : null}
    </PageFrame>
  );
}

function AuditRow({ event }: { event: AuditEvent }) {
  const instant = new Date(event.createdAt);
  const details = auditDetailLines(event.details);
  return (
    <tr tabIndex={-1} role="row">
      <td role="cell" data-label="Date et heure">
        <time dateTime={event.createdAt}>{formatDateTime(instant)}</time>
      </td>
      <td role="cell" data-label="Qui">
        {auditActorLabel(event)}
      </td>
      <td role="cell" data-label="Action">
        {auditActionLabel(event.action)}
      </td>
      <td role="cell" data-label="Détails">
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
      </td>
    </tr>
  );
}
