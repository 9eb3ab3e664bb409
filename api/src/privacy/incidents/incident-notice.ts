// « Avis aux personnes concernées »: the notice filled from an entry and the clinic's
// settings (its privacy officer: the clinic's public profile, which names the practitioner when no
// officer is set), as text for « Copier » and as a PDF letter.
import { formatPhone } from 'shared-domain/platform/format';
import { type IncidentNotice, incidentNotice, type PrivacyIncidentView } from 'shared-domain/privacy/privacy-incidents';
import { clinicAddressLines, clinicFooter } from '../../billing/public';
import { loadClinicSettings, privacyOfficerOf } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { renderPdf } from '../../platform/pdf/pdf-document';
import { pdfFlow } from '../../platform/pdf/pdf-flow';
import type { RegisterClinic } from './incidents-pdf';

type NoticeDeps = Pick<AppDeps, 'db' | 'clock'>;

/** The clinic as the register's PDF prints it (name, footer, time zone). */
export async function registerClinic(deps: NoticeDeps): Promise<RegisterClinic> {
  const settings = await loadClinicSettings(deps.db);
  return {
    name: settings.clinicName,
    timeZone: settings.timeZone,
    footer: clinicFooter({
      name: settings.clinicName,
      addressLines: clinicAddressLines(settings),
      phone: formatPhone(settings.phone),
      email: settings.email,
    }),
  };
}

export async function noticeOf(deps: NoticeDeps, incident: PrivacyIncidentView): Promise<IncidentNotice> {
  const settings = await loadClinicSettings(deps.db);
  const officer = privacyOfficerOf(settings);
  return incidentNotice(incident, {
    name: settings.clinicName,
    address: clinicAddressLines(settings).join(', '),
    phone: formatPhone(settings.phone),
    officer: { ...officer, phone: officer.phone ? formatPhone(officer.phone) : '' },
  });
}

export function noticePdf(notice: IncidentNotice, clinic: RegisterClinic, now: Date): Promise<Buffer> {
  return renderPdf(
    { title: notice.title, author: clinic.name, subject: notice.title, createdAt: now },
    (page) => {
      const out = pdfFlow(page);
      out.title(notice.title);
      for (const section of notice.sections) {
        if (section.heading) out.subheading(section.heading);
        else out.gap(8);
        for (const paragraph of section.text.split('\n')) {
          if (paragraph === '') out.gap(6);
          else out.line(paragraph);
        }
      }
    },
    clinic.footer,
  );
}
