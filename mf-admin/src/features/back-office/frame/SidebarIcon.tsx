// The back-office's line icons (24×24, drawn in the text colour): one per view of the sidebar, and
// the frame's own controls. Decorative: every control beside one carries its label, visible or
// (sidebar collapsed, phone header) visually hidden.
import { LineIcon } from 'shared-ui/LineIcon';

const iconPaths = {
  // Views (specification 2.13).
  day: 'M4 6.5h16v13H4zM4 10.5h16M8.5 4v4M15.5 4v4M8 14h3v3H8z',
  requests: 'M4 13l2.5-8h11L20 13v6H4zM4 13h4.5l1 2.5h5l1-2.5H20',
  calendar: 'M4 6.5h16v13H4zM4 10.5h16M8.5 4v4M15.5 4v4M8 14h.01M12 14h.01M16 14h.01M8 17h.01M12 17h.01',
  quickActions: 'M13 3L5 13.5h6L10 21l8-10.5h-6z',
  patients:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14.5c1.8.8 3 2.9 3 5.5',
  appointments: 'M8 4.5H6v16h12v-16h-2M9 3h6v3H9zM9 11h6M9 14.5h6M9 18h3',
  waitlist: 'M7 3.5h10M7 20.5h10M8 3.5c0 4 8 5 8 8.5s-8 4.5-8 8.5M16 3.5c0 4-8 5-8 8.5s8 4.5 8 8.5',
  rebooking: 'M19.5 12a7.5 7.5 0 0 1-13 5.1M4.5 12a7.5 7.5 0 0 1 13-5.1M17.5 3v4h-4M6.5 21v-4h4',
  automation: 'M12 3v3M7 6h10a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2zM9.5 11.5v1M14.5 11.5v1M9.5 16h5',
  automationHealth: 'M3 12h4l2-5 4 10 2-5h6',
  cancellationAutomation: 'M4 6.5h16v13H4zM4 10.5h16M8.5 4v4M15.5 4v4M10 13.5l4 4M14 13.5l-4 4',
  oneClick: 'M9 9l10 4-4.2 1.8L13 19zM5 3.5l1.2 2.5M3 7l2.6 1M10 3l-.6 2.6',
  batch: 'M12 4l9 4.5-9 4.5-9-4.5zM3 12.5l9 4.5 9-4.5M3 16.5l9 4.5 9-4.5',
  billing: 'M6 3.5h12v17l-2-1.3-2 1.3-2-1.3-2 1.3-2-1.3-2 1.3zM9 8h6M9 11.5h6M9 15h3',
  payments: 'M3 6h18v12H3zM3 10h18M7 14.5h3',
  insurance: 'M12 3a9 9 0 0 1 9 9H3a9 9 0 0 1 9-9zM12 12v6.5a2 2 0 0 1-4 0',
  taxes: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3',
  analytics: 'M4 20h16M7 16.5V11M12 16.5V6M17 16.5v-3.5',
  financialReports: 'M4 4h16v16H4zM8 16v-3M12 16V9M16 16v-5M7 7.5h4',
  actionableAnalytics: 'M4 17l5.5-5.5 3.5 3.5L20 8M15 8h5v5',
  progress: 'M4 4v16h16M7.5 15l3.5-4 3 2.5 5-6.5',
  monitoring: 'M3.5 4.5h17v11h-17zM9 20h6M12 15.5V20M7 10.5h2.5l1.5-2.5 2 4.5 1.5-2h2.5',
  settings: 'M4 7h9M17 7h3M4 17h3M11 17h9M15 5v4M9 15v4',
  advancedSettings:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM12 3v2.5M12 18.5V21M3 12h2.5M18.5 12H21M5.6 5.6l1.8 1.8M16.6 16.6l1.8 1.8M5.6 18.4l1.8-1.8M16.6 7.4l1.8-1.8',
  team: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6M16 4.3a3.5 3.5 0 0 1 0 6.4M18 14.3c2 .8 3.5 2.9 3.5 5.7',
  shield: 'M12 3l7 3v5.5c0 4.4-3 8-7 9.5-4-1.5-7-5.1-7-9.5V6zM9 12l2 2 4-4',
  journal: 'M6 3.5h10.5L19 6v14.5H6zM9 9h7M9 12.5h7M9 16h4',
  // Law 25's views.
  privacyRequests: 'M4 6h16v12H4zM4 6l8 6 8-6M15 16l2 2 3.5-3.5',
  consents: 'M5 4h14v16H5zM8.5 12l2.5 2.5 4.5-5',
  incidents: 'M12 3.5l9 16H3zM12 10v4.5M12 17h.01',
  retention: 'M3.5 5h17v4h-17zM5 9v10.5h14V9M10 13h4',
  // The frame's controls.
  search: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM15.5 15.5L20 20',
  help: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17h.01',
  site: 'M14 4h6v6M20 4l-9 9M18 14v5.5H4.5V6H10',
  signOut: 'M10 4H5v16h5M15 8l4 4-4 4M19 12H9',
  collapse: 'M15 6l-6 6 6 6',
  expand: 'M9 6l6 6-6 6',
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6L6 18',
} as const;

export type SidebarIconName = keyof typeof iconPaths;

export function SidebarIcon({ name }: { name: SidebarIconName }) {
  return <LineIcon path={iconPaths[name]} size={22} className="admin-icon" />;
}
