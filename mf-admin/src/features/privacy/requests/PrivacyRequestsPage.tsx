// Placeholder while issue 24's helper builds this view.
export function PrivacyRequestsPage() {
  return <h1>Demandes d'accès et de rectification</h1>;
}
