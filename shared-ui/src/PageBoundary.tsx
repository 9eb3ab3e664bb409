// What a remote's pages render inside: a crash shows the error notice with its reference, a page
// still loading (its lazy module) shows the loading state. Going to another path starts afresh.
import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'shared-ui/router';
import { ErrorBoundary, PageError } from './ErrorBoundary';
import { LoadingState } from './LoadingState';

export function PageBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary key={pathname} fallback={PageError}>
      <Suspense fallback={<LoadingState />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
