import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { ClinicProfile } from 'shared-domain/clinic/clinic-profile';
import { readEmbeddedProfile } from './embedded-profile';

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
    // The API client loads only here: the prerendered home page never needs it to start.
    import('api/client')
      .then(({ createPublicClient }) => createPublicClient().public.clinic.$get())
      .then(async (response) => {
        if (!response.ok) throw new Error(`clinic profile: HTTP ${response.status}`);
        const profile = await response.json();
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
