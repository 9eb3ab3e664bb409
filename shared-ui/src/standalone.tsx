import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { trackInputModality } from './input-modality';
import { BrowserRouter } from 'shared-ui/router';
import './styles.css';

/** Runs a remote on its own during development, with the router the shell would provide. */
export function mountStandalone(Routes: ComponentType): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  trackInputModality(document);
  createRoot(container).render(
    <BrowserRouter>
      <Routes />
    </BrowserRouter>,
  );
}
