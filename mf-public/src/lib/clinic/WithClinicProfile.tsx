import type { ReactNode } from 'react';
import type { ClinicProfile } from 'shared-domain/clinic/clinic-profile';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { useClinicProfile } from './ClinicProfileProvider';

/** A page that needs the practice's details: a loading state, a French error, or the page itself. */
export function WithClinicProfile({ unavailable, children }: { unavailable: string; children: (profile: ClinicProfile) => ReactNode }) {
  const state = useClinicProfile();
  if (state.status === 'ready') return <>{children(state.profile)}</>;
  return (
    <main className="ui-page" id="contenu">
      {state.status === 'loading' ? (
        <LoadingState />
      ) : (
        <Notice tone="error" title="Une erreur est survenue">
          <p>{unavailable}</p>
        </Notice>
      )}
    </main>
  );
}
