// Whether the desktop sidebar is reduced to its icons (280 / 80 px, spec section 9), remembered
// in this browser: it is about the screen, not the account, so it is sent nowhere.
import { useCallback, useState } from 'react';

export const sidebarCollapsedKey = 'clinique.portal.sidebar-collapsed';

// Storage can refuse (a private window, a full quota): the sidebar still works, it just forgets.
function readCollapsed(): boolean {
  try {
    return window.localStorage.getItem(sidebarCollapsedKey) === 'true';
  } catch {
    return false;
  }
}

function writeCollapsed(collapsed: boolean): void {
  try {
    window.localStorage.setItem(sidebarCollapsedKey, String(collapsed));
  } catch {
    // Not remembered; still applied.
  }
}

export function useSidebarCollapsed(): [collapsed: boolean, toggle: () => void] {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const toggle = useCallback(() => {
    writeCollapsed(!collapsed);
    setCollapsed(!collapsed);
  }, [collapsed]);
  return [collapsed, toggle];
}
