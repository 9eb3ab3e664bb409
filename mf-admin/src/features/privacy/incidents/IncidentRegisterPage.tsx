// Placeholder while issue 24's helper builds this view.
export function IncidentRegisterPage() {
  return <h1>Registre des incidents de confidentialité</h1>;
}
