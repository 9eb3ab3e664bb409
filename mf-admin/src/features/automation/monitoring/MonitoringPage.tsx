// « Surveillance du système » (issue 23): being built; its helper replaces this file.
export function MonitoringPage() {
  return <h1>Surveillance du système</h1>;
}
