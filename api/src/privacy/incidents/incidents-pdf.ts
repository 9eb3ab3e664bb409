// The register as a letter-size French PDF for the Commission d'accès à l'information: the clinic,
// the period, then each entry with the regulation's eight fields, flowing over as many pages as it
// takes (platform/pdf).
import { formatDate, formatDateTime } from 'shared-domain/platform/format';
import {
  incidentLabels as L,
  incidentMessages,
  incidentStatusLabels,
  type IncidentPeriod,
  type PrivacyIncidentView,
} from 'shared-domain/privacy/privacy-incidents';
import { renderPdf } from '../../platform/pdf/pdf-document';
import { pdfFlow } from '../../platform/pdf/pdf-flow';

export interface RegisterClinic {
  name: string;
  footer: string[];
  timeZone: string;
}

const title = 'Registre des incidents de confidentialité';

function periodLine(period: IncidentPeriod): string {
  if (period.from && period.to) return `Incidents connus du ${formatDate(period.from)} au ${formatDate(period.to)}`;
  if (period.from) return `Incidents connus depuis le ${formatDate(period.from)}`;
  if (period.to) return `Incidents connus jusqu'au ${formatDate(period.to)}`;
  return 'Tous les incidents consignés';
}

const on = (date: string | null) => (date ? formatDate(date) : 'non transmis');

export function incidentsPdf(
  incidents: readonly PrivacyIncidentView[],
  period: IncidentPeriod,
  clinic: RegisterClinic,
  now: Date,
): Promise<Buffer> {
  return renderPdf(
    { title, author: clinic.name, subject: `${title} — ${clinic.name}`, createdAt: now },
    (page) => {
      const out = pdfFlow(page);
      out.title(title);
      out.line(clinic.name);
      out.muted(`${periodLine(period)} · exporté le ${formatDateTime(now, clinic.timeZone)}`);
      out.muted(incidentMessages.kept);
      if (incidents.length === 0) {
        out.heading('Aucun incident');
        out.muted('Aucun incident de confidentialité consigné pour cette période.');
      }
      for (const incident of incidents) {
        out.heading(`${incident.reference} — ${incidentStatusLabels[incident.status]}`);
        const period =
          incident.occurredTo && incident.occurredTo !== incident.occurredFrom
            ? `du ${formatDate(incident.occurredFrom)} au ${formatDate(incident.occurredTo)}`
            : formatDate(incident.occurredFrom);
        out.field("Date ou période de l'incident", period);
        out.field(L.discoveredOn, formatDate(incident.discoveredOn));
        out.field(L.informationInvolved, incident.informationInvolved);
        out.field(L.circumstances, incident.circumstances);
        out.field(L.peopleCount, String(incident.peopleCount));
        out.field(L.riskAssessment, incident.riskAssessment);
        out.field(L.seriousInjuryRisk, incident.seriousInjuryRisk ? 'Oui' : 'Non');
        out.field(L.commissionNotifiedOn, on(incident.commissionNotifiedOn));
        out.field(L.peopleNotifiedOn, on(incident.peopleNotifiedOn));
        out.field(L.measures, incident.measures);
        out.muted(
          `Consigné le ${formatDateTime(new Date(incident.createdAt), clinic.timeZone)}${incident.recordedByName ? ` par ${incident.recordedByName}` : ''}`,
        );
      }
    },
    [...clinic.footer, 'Document confidentiel — renseignements personnels'],
  );
}
