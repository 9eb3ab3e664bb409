// Placeholder while issue 24's helper builds this view.
export function ConsentsPage() {
  return <h1>Consentements</h1>;
}
