// The tabs' icons: what is left of each tab when the sidebar is reduced (the name stays for
// screen readers and as a tooltip). Drawn here, no icon library.
import { LineIcon } from 'shared-ui/LineIcon';
import type { PortalTab } from './portal-tabs';

const shapes: Record<PortalTab, string> = {
  // A card.
  portalPayments: 'M3 6.5h18v11H3zM3 10h18M6.5 14.5h4',
  // A calendar page.
  portalAppointments: 'M4 6h16v14H4zM4 10h16M8 3.5v4M16 3.5v4',
  // A page with a folded corner.
  portalDocuments: 'M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6',
  // A person.
  portalProfile: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4.5 20.5c1-4 4-6 7.5-6s6.5 2 7.5 6',
};

export function TabIcon({ tab }: { tab: PortalTab }) {
  return <LineIcon path={shapes[tab]} className="portal-nav__icon" />;
}
