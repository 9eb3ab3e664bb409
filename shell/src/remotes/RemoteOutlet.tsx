import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { RemoteName } from 'shared-domain/platform/routes';
import type { RemoteRoutesProps } from 'shared-ui/remote-frame';
import { Button } from 'shared-ui/Button';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { loadedRemoteRoutes, loadRemoteRoutes } from './remote-loader';

type OutletState = { status: 'loading' } | { status: 'ready'; Routes: ComponentType<RemoteRoutesProps> } | { status: 'failed' };

/**
 * Renders the remote that owns the current path, handing it the breadcrumb to place, or a French
 * fallback with a retry under the breadcrumb.
 */
export function RemoteOutlet({ remote, breadcrumb }: { remote: RemoteName; breadcrumb: ReactNode }) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<OutletState>(() => {
    const Routes = loadedRemoteRoutes(remote);
    return Routes ? { status: 'ready', Routes } : { status: 'loading' };
  });

  const ready = state.status === 'ready';
  useEffect(() => {
    if (ready) return;
    let current = true;
    loadRemoteRoutes(remote, { retry: attempt > 0 }).then(
      (Routes) => current && setState({ status: 'ready', Routes }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [remote, attempt, ready]);

  if (state.status === 'ready') return <state.Routes breadcrumb={breadcrumb} />;
  if (state.status === 'loading') {
    return (
      <>
        {breadcrumb}
        <main className="shell-main" id="contenu">
          <LoadingState />
        </main>
      </>
    );
  }
  return (
    <>
      {breadcrumb}
      <main className="shell-main" id="contenu">
        <Notice
          tone="error"
          title="Cette section est momentanément indisponible"
          autoFocus
          actions={
            <Button
              onClick={() => {
                setState({ status: 'loading' });
                setAttempt((count) => count + 1);
              }}
            >
              Réessayer
            </Button>
          }
        >
          <p>
            Nous n'arrivons pas à charger cette partie du site. Vérifiez votre connexion, puis réessayez. Le reste du site demeure
            accessible.
          </p>
        </Notice>
      </main>
    </>
  );
}
