// The portal's four tabs in the specification's order (2.11). Each is its own address; its label
// comes from the route table, as the breadcrumb's does.
import type { PathName } from 'shared-domain/platform/paths';
import { routeNamed } from 'shared-domain/platform/routes';

export const portalTabs = [
  'portalPayments',
  'portalAppointments',
  'portalDocuments',
  'portalProfile',
] as const satisfies readonly PathName[];

export type PortalTab = (typeof portalTabs)[number];

export function portalTabLabel(tab: PortalTab): string {
  return routeNamed(tab)?.label ?? tab;
}

/** The navigation state of a move between tabs: the new tab's heading takes the focus. */
export interface PortalTabNavigation {
  focusHeading: true;
}

export function isPortalTabNavigation(state: unknown): state is PortalTabNavigation {
  return (state as Partial<PortalTabNavigation> | null | undefined)?.focusHeading === true;
}
