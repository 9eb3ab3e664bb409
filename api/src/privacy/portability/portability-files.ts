// The portability export's three files: the JSON is the export itself; the CSV lists its
// fields one per line (section, field, value, in French) through the project's one CSV writer; the
// PDF draws the same sections on the clinic's page. All three come from one assembly and one list
// of sections and fields (shared-domain/privacy/privacy-portability), so they never disagree.
import { clinicDate } from 'shared-domain/platform/clinic-time';
import { formatDateTime } from 'shared-domain/platform/format';
import {
  type PortabilityExport,
  type PortabilityFormat,
  portabilityCsvHeader,
  portabilityFileName,
  portabilityRows,
  portabilitySectionViews,
  portabilitySections,
  portabilityText,
} from 'shared-domain/privacy/privacy-portability';
import { clinicAddressLines, clinicFooter } from '../../billing/public';
import { loadClinicSettings } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { csvByteOrderMark, csvLines } from '../../platform/files/csv-file';
import { renderPdf } from '../../platform/pdf/pdf-document';
import { pdfFlow } from '../../platform/pdf/pdf-flow';
import { assemblePortabilityExport, type SignedIntakesReader } from './assemble-portability-export';

export function portabilityCsv(data: PortabilityExport): string {
  const rows = portabilityRows(data).map((row) => [row.section, row.field, row.value]);
  return csvByteOrderMark + csvLines([[...portabilityCsvHeader], ...rows]);
}

export async function portabilityPdf(data: PortabilityExport, footer: string[]): Promise<Buffer> {
  const generatedAt = new Date(data.generatedAt);
  const person = `${data.person.firstName ?? ''} ${data.person.lastName ?? ''}`.trim();
  return renderPdf(
    {
      title: `${portabilityText.pdfTitle} — ${person}`,
      author: data.clinic.name,
      subject: portabilityText.pdfSubtitle,
      createdAt: generatedAt,
    },
    (page) => {
      const out = pdfFlow(page);
      out.title(data.clinic.name);
      out.line(`${portabilityText.pdfTitle} — ${person}`);
      out.muted(portabilityText.pdfGeneratedOn(formatDateTime(generatedAt, data.clinic.timeZone)));
      out.muted(portabilityText.excluded);
      for (const section of portabilitySectionViews(data)) {
        out.heading(section.label);
        if (section.entries.length === 0) {
          out.muted(section.empty ?? '—');
          continue;
        }
        const many = portabilitySections[section.key].many;
        for (const entry of section.entries) {
          if (many) out.subheading(entry.title);
          for (const field of entry.fields) out.field(field.label, field.value, many ? 12 : 0);
        }
      }
    },
    footer,
  );
}

const utf8 = (text: string): Uint8Array<ArrayBuffer> => new Uint8Array(Buffer.from(text, 'utf8'));

export interface PortabilityFile {
  /** The file's bytes (text as UTF-8). */
  body: Uint8Array<ArrayBuffer>;
  contentType: string;
  fileName: string;
}

/** The patient's export in `format`, ready to send, named after the clinic's day. */
export async function portabilityFile(
  deps: Pick<AppDeps, 'db' | 'clock' | 'secrets'>,
  patientId: string,
  format: PortabilityFormat,
  signedIntakes: SignedIntakesReader,
): Promise<PortabilityFile> {
  const data = await assemblePortabilityExport(deps, patientId, signedIntakes);
  const fileName = portabilityFileName(clinicDate(new Date(data.generatedAt), data.clinic.timeZone), format);
  if (format === 'json') return { body: utf8(JSON.stringify(data, null, 2)), contentType: 'application/json; charset=utf-8', fileName };
  if (format === 'csv') return { body: utf8(portabilityCsv(data)), contentType: 'text/csv; charset=utf-8', fileName };
  const settings = await loadClinicSettings(deps.db);
  const footer = clinicFooter({
    name: settings.clinicName,
    addressLines: clinicAddressLines(settings),
    phone: settings.phone,
    email: settings.email,
  });
  return { body: new Uint8Array(await portabilityPdf(data, footer)), contentType: 'application/pdf', fileName };
}
