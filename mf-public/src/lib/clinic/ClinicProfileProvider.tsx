import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { ClinicProfile } from 'shared-domain/clinic/clinic-profile';
import type { PublicClient } from 'api/client';
import type { ApiData } from 'shared-ui/api-result';
import { readEmbeddedProfile } from './embedded-profile';

/** GET /api/public/clinic's answer, as the typed client reads it. */
type ClinicProfileAnswer = ApiData<PublicClient['public']['clinic']['$get']>;

type ProfileState = { status: 'loading' } | { status: 'ready'; profile: ClinicProfile } | { status: 'failed' };

const ClinicProfileContext = createContext<ProfileState>({ status: 'loading' });

/**
 * The practice's details. A prerendered page embeds them, so the app starts with what the HTML
 * already shows; otherwise they are fetched once from the API.
 */
export function ClinicProfileProvider({ children, initial }: { children: ReactNode; initial?: ClinicProfile }) {
  const [state, setState] = useState<ProfileState>(() => {
    const profile = initial ?? readEmbeddedProfile();
    return profile ? { status: 'ready', profile } : { status: 'loading' };
  });

  useEffect(() => {
    if (state.status !== 'loading') return;
    let current = true;
    // One plain request, not the typed client: a page opened elsewhere than `/` (booking, the
    // waitlist) carries the client in its own chunk, and this one would ship a second copy of it.
    fetch(`${window.location.origin}/api/public/clinic`, { credentials: 'same-origin' })
      .then(async (response) => {
        if (!response.ok) throw new Error(`clinic profile: HTTP ${response.status}`);
        const profile = (await response.json()) as ClinicProfileAnswer;
        if (current) setState({ status: 'ready', profile });
      })
      .catch(() => current && setState({ status: 'failed' }));
    return () => {
      current = false;
    };
  }, [state.status]);

  return <ClinicProfileContext.Provider value={state}>{children}</ClinicProfileContext.Provider>;
}

export function useClinicProfile(): ProfileState {
  return useContext(ClinicProfileContext);
}
