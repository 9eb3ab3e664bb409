// The last line of defence: an error no screen handled shows the kit's error notice, with its
// reference, in the page's main landmark instead of a blank page.
import type { ReactNode } from 'react';
import { ErrorBoundary, ErrorNotice } from 'shared-ui/ErrorBoundary';

export function GlobalErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      fallback={({ errorId }) => (
        <main className="shell-main" id="contenu">
          <ErrorNotice errorId={errorId} />
        </main>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
