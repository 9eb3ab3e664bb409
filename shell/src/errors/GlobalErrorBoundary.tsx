import { Component, type ErrorInfo, type ReactNode } from 'react';
import { clientErrorCodes } from 'shared-domain/client-error';
import { Button } from 'shared-ui/Button';
import { reportError } from 'shared-ui/error-log';
import { Notice } from 'shared-ui/Notice';

interface State {
  failed: boolean;
  /** The logged error's id, shown so the person can quote it to the clinic. */
  errorId?: string;
}

/** The last line of defence: an error no screen handled shows this instead of a blank page. */
export class GlobalErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    const context = info.componentStack ? { componentStack: info.componentStack.slice(0, 2000) } : undefined;
    const entry = reportError(error, { errorCode: clientErrorCodes.global, severity: 'high', context });
    this.setState({ errorId: entry.id });
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
          {this.state.errorId ? (
            <p>
              Référence de l'erreur : <code>{this.state.errorId}</code>
            </p>
          ) : null}
        </Notice>
      </main>
    );
  }
}
