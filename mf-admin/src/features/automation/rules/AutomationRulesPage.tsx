// « Automatisation » (issue 23): being built; its helper replaces this file.
export function AutomationRulesPage() {
  return <h1>Automatisation</h1>;
}
