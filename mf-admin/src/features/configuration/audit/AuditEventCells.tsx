// One audit event as the trail's table shows it, in French: when, who, what, whom it concerns (the
// patient, linked to the file, else the record) and the details worth reading (computed by the API
// from the catalogue's `auditDetailLines`: never a value it does not list).
import { auditActionLabel } from 'shared-domain/platform/audit-actions';
import { auditActorLabel } from 'shared-domain/platform/audit-actor';
import { formatDateTime } from 'shared-domain/platform/format';
import { paths } from 'shared-domain/platform/paths';
import { Link } from 'shared-ui/router';
import { StackedCell } from 'shared-ui/StackedTable';
import type { AuditEvent } from './api/audit-events';

export const auditColumns = { when: 'Date et heure', who: 'Qui', action: 'Action', concerns: 'Concerne', details: 'Détails' } as const;

export function AuditEventCells({ event, showConcerns = true }: { event: AuditEvent; showConcerns?: boolean }) {
  return (
    <>
      <StackedCell label={auditColumns.when}>
        <time dateTime={event.createdAt}>{formatDateTime(new Date(event.createdAt))}</time>
      </StackedCell>
      <StackedCell label={auditColumns.who}>{auditActorLabel(event)}</StackedCell>
      <StackedCell label={auditColumns.action}>{auditActionLabel(event.action)}</StackedCell>
      {showConcerns ? (
        <StackedCell label={auditColumns.concerns}>
          {event.patientId && event.patientName ? (
            <Link to={paths.adminPatient.build(event.patientId)}>{event.patientName}</Link>
          ) : (
            (event.record ?? (event.patientId ? 'Patient (dossier retiré)' : <Nothing />))
          )}
        </StackedCell>
      ) : null}
      <StackedCell label={auditColumns.details}>
        {event.detailLines.length > 0 ? (
          <ul className="audit-details">
            {event.detailLines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : (
          <Nothing />
        )}
      </StackedCell>
    </>
  );
}

function Nothing() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="ui-visually-hidden">Aucun détail</span>
    </>
  );
}
