// What every back-office view renders inside (the frame's outlet): the kit's page boundary (a crash
// shows the error notice with its reference, a lazy page its loading state, a new path starts
// afresh), except that a request the server refused for the role (403 AUTH_002) shows « Accès
// réservé » and why, not an error: the admin remote's queries throw that refusal to this boundary
// (`roleRefusalQueryDefaults`, routes.tsx).
import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary, type ErrorFallbackProps, PageError } from 'shared-ui/ErrorBoundary';
import { LoadingState } from 'shared-ui/LoadingState';
import { useLocation } from 'shared-ui/router';
import { clientErrorCodes } from 'shared-domain/platform/client-error';
import { AccessRefusedPage } from './AccessRefusedPage';
import { isRoleRefusal } from './role-refusal';

function ViewFallback({ error, errorId }: ErrorFallbackProps) {
  return isRoleRefusal(error) ? <AccessRefusedPage /> : <PageError errorId={errorId} />;
}

export function ViewBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      key={pathname}
      fallback={ViewFallback}
      // A refusal for the role is no crash: logged, but not as one.
      report={(error) => ({ errorCode: clientErrorCodes.global, severity: isRoleRefusal(error) ? 'low' : 'high' })}
    >
      <Suspense fallback={<LoadingState />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
