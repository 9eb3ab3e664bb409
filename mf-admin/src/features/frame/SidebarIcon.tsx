// The sidebar's line icons (24×24, drawn in the text colour). Decorative: every control beside one
// carries its label, visible or (sidebar collapsed) visually hidden.
import { LineIcon } from 'shared-ui/LineIcon';

const iconPaths = {
  day: 'M4 6.5h16v13H4zM4 10.5h16M8.5 4v4M15.5 4v4M8 14h3v3H8z',
  shield: 'M12 3l7 3v5.5c0 4.4-3 8-7 9.5-4-1.5-7-5.1-7-9.5V6zM9 12l2 2 4-4',
  journal: 'M6 3.5h10.5L19 6v14.5H6zM9 9h7M9 12.5h7M9 16h4',
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
