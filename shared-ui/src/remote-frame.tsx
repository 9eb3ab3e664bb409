// What the shell hands to each remote's routes component. The breadcrumb is the shell's (it
// owns the route table), but only the remote knows where it fits in its layout — under a fixed
// header, say — so the remote places it.
import type { ReactNode } from 'react';

export interface RemoteRoutesProps {
  /** The shell's breadcrumb for the current path; `null` when it should not be shown. */
  breadcrumb?: ReactNode;
}
