// The file's first two sections: « Coordonnées » (how to reach the patient, status, visits, when the
// file was made; « Modifier le dossier » opens the edit dialog) and the desk's « Notes ».
import { formatDate, formatPhone, phoneHref } from 'shared-domain/platform/format';
import { Button } from 'shared-ui/Button';
import { NoValue } from 'shared-ui/NoValue';
import type { PatientRecord } from './api/patient-file';
import { patientFileText } from './patient-file-text';
import { patientStatusLabel } from './patient-status-labels';
import { shownHealthText } from 'shared-domain/accounts/health-text';

/** Beside a phone flagged mobile: the number texts go to, with the patient's consent. */
export const mobileMark = '(cellulaire)';

export function PatientContactSections({ patient, onEdit }: { patient: PatientRecord; onEdit(): void }) {
  const { labels } = patientFileText;
  return (
    <>
      <section className="patient-file__section" aria-labelledby="dossier-coordonnees">
        <h2 id="dossier-coordonnees">{patientFileText.contact}</h2>
        <dl className="patient-file__details">
          <dt>{labels.email}</dt>
          <dd>{patient.email ? <a href={`mailto:${patient.email}`}>{patient.email}</a> : <NoValue />}</dd>
          <dt>{labels.phone}</dt>
          <dd>
            {patient.phone ? (
              <>
                <a href={phoneHref(patient.phone)}>{formatPhone(patient.phone)}</a>
                {patient.phoneMobile ? ` ${mobileMark}` : null}
              </>
            ) : (
              <NoValue />
            )}
          </dd>
          <dt>{labels.address}</dt>
          <dd className="patient-file__address">{patient.address ?? <NoValue spoken="Aucune" />}</dd>
          <dt>{labels.dateOfBirth}</dt>
          <dd>{patient.dateOfBirth ? formatDate(patient.dateOfBirth) : <NoValue spoken="Aucune" />}</dd>
          <dt>{labels.status}</dt>
          <dd>{patientStatusLabel(patient.status)}</dd>
          <dt>{labels.visits}</dt>
          <dd>{patient.totalVisits}</dd>
          <dt>{labels.lastVisit}</dt>
          <dd>{patient.lastVisit ? formatDate(patient.lastVisit) : <NoValue spoken="Aucune" />}</dd>
          <dt>{labels.createdAt}</dt>
          <dd>{formatDate(new Date(patient.createdAt))}</dd>
        </dl>
        <Button variant="secondary" onClick={onEdit}>
          {patientFileText.edit}
        </Button>
      </section>
      <section className="patient-file__section" aria-labelledby="dossier-notes">
        <h2 id="dossier-notes">{patientFileText.notes}</h2>
        {patient.notesOnFile ? (
          <p className="patient-file__notes">{shownHealthText(patient.notes, patient.notesOnFile, 'notes', '')}</p>
        ) : (
          <p className="patient-file__muted">{patientFileText.noNotes}</p>
        )}
      </section>
    </>
  );
}
