// « Opérations groupées » (issue 23): being built; its helper replaces this file.
export function BatchOperationsPage() {
  return <h1>Opérations groupées</h1>;
}
