// A component whose code loads apart, like React.lazy's, but which renders at once — no loading
// state, no suspending — once `preload` has brought it: a prerendered page hydrated as the server
// sent it, a step the visitor is about to reach shown without a spinner. Rendered before that, it
// suspends like any lazy component (wrap it in Suspense).
import { lazy, type ComponentType } from 'react';

export interface Preloadable<P extends object> {
  Component: ComponentType<P>;
  /** Loads the code (once; again after a failure). */
  preload(): Promise<ComponentType<P>>;
}

export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per module (like React.lazy's component), never during a render.
  function Component(props: P) {
    const Loaded = loaded;
    const Shown = (Loaded ?? Lazy) as ComponentType<P>;
    return <Shown {...props} />;
  }
  return { Component, preload };
}
