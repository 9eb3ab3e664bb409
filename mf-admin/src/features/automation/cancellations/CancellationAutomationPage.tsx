// « Annulations automatisées » (issue 23): being built; its helper replaces this file.
export function CancellationAutomationPage() {
  return <h1>Annulations automatisées</h1>;
}
