// The kit's one error boundary: a screen that crashes is replaced by a French message with the
// logged error's reference, and the error goes to the page's shared error log.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { ErrorReportOptions } from 'shared-domain/platform/client-error';
import { clientErrorCodes } from 'shared-domain/platform/client-error-codes';
import { Button } from './Button';
import { reportError } from 'shared-ui/error-log';
import { ErrorReference } from './ErrorReference';
import { Notice } from './Notice';

export interface ErrorFallbackProps {
  error: unknown;
  /** The logged entry's id; set once the error has been reported. */
  errorId: string | undefined;
  /** Renders the children again (after what failed was fixed, e.g. a module to reload). */
  reset(): void;
}

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** What replaces the crashed children; the French error notice with a reload button by default. */
  fallback?: (props: ErrorFallbackProps) => ReactNode;
  /** How the error is logged; GLOBAL_ERROR, severity high by default. */
  report?: (error: Error, info: ErrorInfo) => ErrorReportOptions;
}

interface State {
  error: unknown;
  failed: boolean;
  errorId?: string;
}

const defaultReport = (): ErrorReportOptions => ({
  errorCode: clientErrorCodes.global,
  severity: 'high',
});

export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    const options = (this.props.report ?? defaultReport)(error, info);
    const componentStack = info.componentStack ? { componentStack: info.componentStack.slice(0, 2000) } : {};
    const context = { ...componentStack, ...options.context };
    const entry = reportError(error, { ...options, context });
    this.setState({ errorId: entry.id });
  }

  private readonly reset = () => this.setState({ failed: false, error: undefined, errorId: undefined });

  override render() {
    const { failed, error, errorId } = this.state;
    if (!failed) return this.props.children;
    const fallback = this.props.fallback ?? ErrorNotice;
    return fallback({ error, errorId, reset: this.reset });
  }
}

/** A page's fallback: the notice in the main landmark, where the crashed page was. */
export function PageError({ errorId }: Pick<ErrorFallbackProps, 'errorId'>) {
  return (
    <main className="ui-page" id="contenu">
      <ErrorNotice errorId={errorId} />
    </main>
  );
}

/** The default fallback: what happened, the reference, and a reload. */
export function ErrorNotice({ errorId }: Pick<ErrorFallbackProps, 'errorId'>) {
  return (
    <Notice
      tone="error"
      title="Une erreur est survenue"
      autoFocus
      actions={<Button onClick={() => window.location.reload()}>Recharger la page</Button>}
    >
      <p>Veuillez recharger la page. Si le problème persiste, communiquez avec la clinique.</p>
      <ErrorReference errorId={errorId} />
    </Notice>
  );
}
