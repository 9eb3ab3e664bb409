import { createPortalClient } from 'api/client';
import { RequireSession } from 'shared-ui/RequireSession';

interface SignedInPatient {
  firstName: string;
}

const api = createPortalClient();

export function PortalPage() {
  return (
    <main className="ui-page" id="contenu">
      <RequireSession<SignedInPatient> check={() => api.me.$get()} loginPath="/patient-portal/login">
        {(patient) => <h1>Bonjour {patient.firstName}</h1>}
      </RequireSession>
    </main>
  );
}
