// Whether the sidebar is narrowed to its icons (80 px instead of 280 px), remembered in this
// browser: the choice is about the screen, not the account, so it is not sent anywhere.
import { useCallback, useState } from 'react';

export const sidebarCollapsedKey = 'clinique.admin.sidebar-collapsed';

// Storage can refuse (a private window, a full quota, a blocked site): the sidebar still works,
// it just forgets.
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
    // Not remembered; nothing else to do.
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
