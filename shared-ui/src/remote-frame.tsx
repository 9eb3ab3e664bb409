// What the shell hands to each remote's routes component. The breadcrumb is the shell's (it
// owns the route table), but only the remote knows where it fits in its layout — under a fixed
// header, say — so the remote places it.
import type { ComponentType, ReactNode } from 'react';

export interface RemoteRoutesProps {
  /** The shell's breadcrumb for the current path; `null` when it should not be shown. */
  breadcrumb?: ReactNode;
}

/**
 * What a remote's `./routes` module exports by default: its routes component, which may carry
 * `preload`, the code of the page at `path` loaded ahead (the shell awaits it before hydrating a
 * prerendered page, so React adopts the whole markup at once). A remote without it is still loaded.
 */
export type RemoteRoutesComponent = ComponentType<RemoteRoutesProps> & { preload?(path: string): Promise<unknown> };
