// The audit trail as a CSV file for the privacy officer, through the product's one CSV writer
// (platform/files/csv-file.ts: BOM, `;` for Excel in French or `,` in English, CRLF, text quoted, formulas neutralised): the columns the
// screen shows, in its words, instants as the clinic's 'YYYY-MM-DD HH:MM'.
import { auditActionLabel } from 'shared-domain/platform/audit-actions';
import { auditActorLabel } from 'shared-domain/platform/audit-actor';
import type { AuditFilter } from 'shared-domain/platform/audit-event-query';
import { clinicDate, clinicTime } from 'shared-domain/platform/clinic-time';
import type { CsvFormat } from 'shared-domain/platform/csv-format';
import { csvLines } from '../files/csv-file';
import type { AuditEventView } from './read-audit-events';

export const auditCsvColumns = ['Date et heure', 'Qui', 'Action', 'Concerne', 'Détails'] as const;

export function auditCsvHeader(format: CsvFormat): string {
  return csvLines([auditCsvColumns], format);
}

export function auditCsvRows(events: readonly AuditEventView[], timeZone: string, format: CsvFormat): string {
  return csvLines(
    events.map((event) => {
      const at = new Date(event.createdAt);
      return [
        `${clinicDate(at, timeZone)} ${clinicTime(at, timeZone)}`,
        auditActorLabel(event),
        auditActionLabel(event.action),
        event.patientName ?? event.record ?? '',
        event.detailLines.join('\n'),
      ];
    }),
    format,
  );
}

/** `journal-audit-2026-11-01-2026-11-30.csv`, `journal-audit-2026-11-18.csv` (the day it was made) without a period. */
export function auditCsvFileName(filter: AuditFilter, today: string): string {
  if (filter.from === undefined && filter.to === undefined) return `journal-audit-${today}.csv`;
  return `journal-audit-${filter.from ?? 'debut'}-${filter.to ?? today}.csv`;
}
