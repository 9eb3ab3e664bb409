import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from 'shared-ui/Button';
import { Notice } from 'shared-ui/Notice';

interface State {
  failed: boolean;
}

/** The last line of defence: an error no screen handled shows this instead of a blank page. */
export class GlobalErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('GLOBAL_ERROR', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="shell-main" id="contenu">
        <Notice
          tone="error"
          title="Une erreur est survenue"
          autoFocus
          actions={<Button onClick={() => window.location.reload()}>Recharger la page</Button>}
        >
          <p>Veuillez recharger la page. Si le problème persiste, communiquez avec la clinique.</p>
        </Notice>
      </main>
    );
  }
}
