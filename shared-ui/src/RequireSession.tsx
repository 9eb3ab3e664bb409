import { useEffect, useState, type ReactNode } from 'react';
import { Navigate } from 'shared-ui/router';
import { Button } from './Button';
import { LoadingState } from './LoadingState';
import { Notice } from './Notice';

type SessionState<T> = { status: 'checking' } | { status: 'signed-in'; data: T } | { status: 'signed-out' } | { status: 'failed' };

interface RequireSessionProps<T> {
  /** Asks the server who is signed in; 401 or 403 means "go to the sign-in page". */
  check: () => Promise<Response>;
  loginPath: string;
  children: (data: T) => ReactNode;
}

/** The server decides who may see a protected screen; this only follows its answer. */
export function RequireSession<T>({ check, loginPath, children }: RequireSessionProps<T>) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<SessionState<T>>({ status: 'checking' });

  useEffect(() => {
    let current = true;
    check()
      .then(async (response) => {
        if (!current) return;
        if (response.status === 401 || response.status === 403) return setState({ status: 'signed-out' });
        if (!response.ok) return setState({ status: 'failed' });
        setState({ status: 'signed-in', data: (await response.json()) as T });
      })
      .catch(() => current && setState({ status: 'failed' }));
    return () => {
      current = false;
    };
    // `check` is recreated by callers on each render; a retry is what should run it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  if (state.status === 'signed-out') return <Navigate to={loginPath} replace />;
  if (state.status === 'signed-in') return <>{children(state.data)}</>;
  if (state.status === 'failed') {
    return (
      <Notice
        tone="error"
        title="Une erreur est survenue"
        actions={<Button onClick={() => setAttempt((count) => count + 1)}>Réessayer</Button>}
      >
        <p>Erreur lors du chargement de vos informations. Veuillez réessayer.</p>
      </Notice>
    );
  }
  return <LoadingState />;
}
