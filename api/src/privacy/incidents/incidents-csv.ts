// The register as a CSV file for the Commission d'accès à l'information (or a spreadsheet), through
// the product's one CSV writer (platform/files/csv-file.ts: BOM, the format's separator — `;` for
// Excel in French, `,` in English —, CRLF, text quoted, formulas neutralised): the regulation's eight fields, one entry a line, dates as YYYY-MM-DD.
import { clinicDate } from 'shared-domain/platform/clinic-time';
import {
  incidentLabels as L,
  incidentStatusLabels,
  type IncidentPeriod,
  type PrivacyIncidentView,
} from 'shared-domain/privacy/privacy-incidents';
import type { CsvFormat } from 'shared-domain/platform/csv-format';
import { type CsvValue, csvByteOrderMark, csvLines } from '../../platform/files/csv-file';

const columns: { label: string; cell(incident: PrivacyIncidentView, timeZone: string): CsvValue }[] = [
  { label: 'Référence', cell: (incident) => incident.reference },
  { label: L.occurredFrom, cell: (incident) => incident.occurredFrom },
  { label: L.occurredTo, cell: (incident) => incident.occurredTo },
  { label: L.discoveredOn, cell: (incident) => incident.discoveredOn },
  { label: L.informationInvolved, cell: (incident) => incident.informationInvolved },
  { label: L.circumstances, cell: (incident) => incident.circumstances },
  { label: L.peopleCount, cell: (incident) => incident.peopleCount },
  { label: L.riskAssessment, cell: (incident) => incident.riskAssessment },
  { label: L.seriousInjuryRisk, cell: (incident) => (incident.seriousInjuryRisk ? 'Oui' : 'Non') },
  { label: L.commissionNotifiedOn, cell: (incident) => incident.commissionNotifiedOn },
  { label: L.peopleNotifiedOn, cell: (incident) => incident.peopleNotifiedOn },
  { label: L.measures, cell: (incident) => incident.measures },
  { label: 'Statut', cell: (incident) => incidentStatusLabels[incident.status] },
  { label: 'Consigné le', cell: (incident, timeZone) => clinicDate(new Date(incident.createdAt), timeZone) },
  { label: 'Consigné par', cell: (incident) => incident.recordedByName },
];

export function incidentsCsv(incidents: readonly PrivacyIncidentView[], timeZone: string, format: CsvFormat): string {
  return (
    csvByteOrderMark +
    csvLines(
      [columns.map((column) => column.label), ...incidents.map((incident) => columns.map((column) => column.cell(incident, timeZone)))],
      format,
    )
  );
}

/** `registre-incidents-2026-01-01-2026-11-30` or `registre-incidents` for the whole register. */
export function incidentsFileBase(period: IncidentPeriod): string {
  return ['registre-incidents', period.from ?? (period.to ? 'debut' : null), period.to ?? (period.from ? 'aujourdhui' : null)]
    .filter(Boolean)
    .join('-');
}
