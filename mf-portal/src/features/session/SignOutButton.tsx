// « Se déconnecter »: ends the session on the server, empties the cache, and reloads on the login.
// If the server could not end it, the patient is told so rather than shown a login while the
// session still lives.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { paths } from 'shared-domain/platform/paths';
import { Button, type ButtonProps } from 'shared-ui/Button';
import { signOut } from './api/sign-out';
import { leavePageFor } from './leave-page';

export const signOutText = {
  label: 'Se déconnecter',
  busy: 'Déconnexion…',
  failed: "La déconnexion n'a pas abouti. Vérifiez votre connexion Internet, puis réessayez.",
} as const;

export function SignOutButton({ variant = 'secondary', className }: Pick<ButtonProps, 'variant' | 'className'>) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');

  const run = async () => {
    if (state === 'busy') return;
    setState('busy');
    const result = await signOut();
    // A 401: the session had already ended; the patient is signed out either way.
    if (result.kind === 'ok' || (result.kind === 'error' && result.error.status === 401)) {
      queryClient.clear();
      leavePageFor(paths.patientLogin.build());
      return;
    }
    setState('failed');
  };

  return (
    <>
      <Button variant={variant} className={className} onClick={run} aria-disabled={state === 'busy' || undefined}>
        {state === 'busy' ? signOutText.busy : signOutText.label}
      </Button>
      {state === 'failed' ? (
        <p role="alert" className="portal-sign-out__failed">
          {signOutText.failed}
        </p>
      ) : null}
    </>
  );
}
