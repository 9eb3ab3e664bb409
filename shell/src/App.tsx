import { useEffect } from 'react';
import { BrowserRouter, useLocation } from 'shared-ui/router';
import { resolveRoute } from 'shared-domain/platform/routes';
import { GlobalErrorBoundary } from './errors/GlobalErrorBoundary';
import { breadcrumbElement } from './frame/Breadcrumb';
import { RemoteOutlet } from './remotes/RemoteOutlet';

function ShellFrame() {
  const { pathname } = useLocation();
  const { remote } = resolveRoute(pathname).route;
  return <RemoteOutlet key={remote} remote={remote} breadcrumb={breadcrumbElement(pathname)} />;
}

export function App() {
  useEffect(() => {
    // From here on the page is React's; the prerendered markup has been replaced.
    document.getElementById('root')?.removeAttribute('data-prerendered');
  }, []);
  return (
    <GlobalErrorBoundary>
      <BrowserRouter>
        <ShellFrame />
      </BrowserRouter>
    </GlobalErrorBoundary>
  );
}
