// The patient file's clinical notes (issue 14): history with addenda beside each note, new note, drafts, signing.
export function PatientNotesSection({ patientId }: { patientId: string }) {
  return (
    <section className="patient-file__section" aria-labelledby="dossier-notes-cliniques" data-patient={patientId}>
      <h2 id="dossier-notes-cliniques">Notes cliniques</h2>
    </section>
  );
}
