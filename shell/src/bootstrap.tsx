import { createRoot, hydrateRoot } from 'react-dom/client';
import { resolveRoute } from 'shared-domain/platform/routes';
import { startTransition } from 'react';
import { App } from './App';
import { trackInputModality } from 'shared-ui/input-modality';
import { installGlobalErrorHandlers } from './errors/global-handlers';
import { configureRemotes, loadRemoteRoutes } from './remotes/remote-loader';

async function start() {
  installGlobalErrorHandlers(window);
  trackInputModality(document);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  await configureRemotes();
  // Prerendered markup is hydrated: React adopts the DOM the server sent instead of building it
  // again, which spares a phone the page's whole layout a second time (decision 004). That needs
  // the remote that rendered it, so the first render matches the markup exactly.
  // The page's own code too, when the remote loads it apart (its `preload`): hydrating without it
  // would leave that part as the server's markup until it arrives.
  const { pathname } = window.location;
  const prerendered = container.dataset.prerendered
    ? await loadRemoteRoutes(resolveRoute(pathname).route.remote)
        .then((Routes) => Routes.preload?.(pathname))
        .then(
          () => true,
          () => false,
        )
    : false;
  if (prerendered) {
    // Inside a transition, hydration renders in short slices (a transition lane is time-sliced;
    // the default hydration lane is not), so a slow phone stays responsive meanwhile.
    startTransition(() => {
      hydrateRoot(container, <App />);
    });
    return;
  }
  const root = createRoot(container);
  // A transition lets React render the page in short slices instead of one long task; prerendered
  // markup whose remote could not load stays on screen until the commit.
  startTransition(() => root.render(<App />));
}

void start();
