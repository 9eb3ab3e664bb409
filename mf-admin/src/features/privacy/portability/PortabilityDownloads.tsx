// « Portabilité des données »: a patient's portability export for the staff, in the
// patient file and in a portability request's panel: the PDF to hand over, the JSON and CSV for
// another service. Plain links (the browser downloads with the session cookie); the server admits
// the care roles only and audits each download.
import type { PortabilityFormat } from 'shared-domain/privacy/privacy-portability';
import { portabilityText } from 'shared-domain/privacy/privacy-portability';
import { portabilityUrls } from './api/portability-urls';
import './portability.css';

const shownOrder: readonly PortabilityFormat[] = ['pdf', 'csv', 'json'];

interface PortabilityDownloadsProps {
  patientId: string;
  /** 2 in the patient file (a section of its own), 3 inside a request's panel. */
  headingLevel?: 2 | 3;
}

export function PortabilityDownloads({ patientId, headingLevel = 2 }: PortabilityDownloadsProps) {
  const urls = portabilityUrls(patientId);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `portabilite-${patientId}`;
  return (
    <section className="patient-file__section portability-downloads" aria-labelledby={headingId}>
      <Heading id={headingId}>{portabilityText.staffTitle}</Heading>
      <p className="patient-file__muted">{portabilityText.staffIntro}</p>
      <div className="portability-downloads__actions">
        {shownOrder.map((format) => (
          <a
            key={format}
            className={`ui-button ${format === 'pdf' ? 'ui-button--primary' : 'ui-button--secondary'}`}
            href={urls[format]}
            download
          >
            {portabilityText.download(format)}
          </a>
        ))}
      </div>
    </section>
  );
}
