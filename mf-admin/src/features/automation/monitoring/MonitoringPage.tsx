// « Surveillance du système »: the platform's health as status cards (API, database,
// e-mail with « Vérifier le serveur », jobs with a way to their details), the remotes' deployed
// versions as the shell reads them, and the client error log, searchable by the id a person read on
// the error screen.
import { ClientErrorLog } from './ClientErrorLog';
import { PageFrame } from 'shared-ui/PageFrame';
import { RemoteVersions } from './RemoteVersions';
import { SystemStatus } from './SystemStatus';
import { monitoringText as text } from './monitoring-text';
import '../automation.css';

export function MonitoringPage() {
  return (
    <PageFrame title={text.title} className="ui-page automation-page">
      <p className="automation-muted">{text.intro}</p>
      <SystemStatus />
      <RemoteVersions />
      <ClientErrorLog />
    </PageFrame>
  );
}
