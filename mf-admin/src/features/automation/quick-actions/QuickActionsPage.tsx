// « Actions rapides » (issue 23): being built; its helper replaces this file.
export function QuickActionsPage() {
  return <h1>Actions rapides</h1>;
}
