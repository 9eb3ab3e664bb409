// « Santé de l'automatisation » (issue 23): being built; its helper replaces this file.
export function AutomationHealthPage() {
  return <h1>Santé de l'automatisation</h1>;
}
