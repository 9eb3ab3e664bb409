import { createAdminClient } from 'api/client';
import { RequireSession } from 'shared-ui/RequireSession';

interface SignedInStaff {
  fullName: string;
}

const api = createAdminClient();

export function DashboardPage() {
  return (
    <main className="ui-page" id="contenu">
      <RequireSession<SignedInStaff> check={() => api.me.$get()} loginPath="/admin">
        {(staff) => <h1>Ma Journée — {staff.fullName}</h1>}
      </RequireSession>
    </main>
  );
}
