import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { resolveRoute } from 'shared-domain/routes';
import { App } from './App';
import { installGlobalErrorHandlers } from './errors/global-handlers';
import { configureRemotes, loadRemoteRoutes } from './remotes/remote-loader';

async function start() {
  installGlobalErrorHandlers(window);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  await configureRemotes();
  // Prerendered markup stays on screen until the remote that replaces it is ready, so the
  // take-over is one swap with no blank frame in between.
  if (container.dataset.prerendered) {
    await loadRemoteRoutes(resolveRoute(window.location.pathname).route.remote).catch(() => undefined);
  }
  const root = createRoot(container);
  // A transition lets React render the page in short slices instead of one long task, so a slow
  // phone stays responsive; the prerendered markup stays on screen until the commit.
  startTransition(() => root.render(<App />));
}

void start();
