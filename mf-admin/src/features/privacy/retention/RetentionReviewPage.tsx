// Placeholder while issue 24's helper builds this view.
export function RetentionReviewPage() {
  return <h1>Conservation des dossiers</h1>;
}
