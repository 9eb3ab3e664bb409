// Whether a sidebar is narrowed to its icons, remembered in this browser under `storageKey`: the
// choice is about the screen, not the account, so it is sent nowhere.
import { useCallback, useState } from 'react';

// Storage can refuse (a private window, a full quota, a blocked site): the sidebar still works,
// it just forgets.
function readCollapsed(storageKey: string): boolean {
  try {
    return window.localStorage.getItem(storageKey) === 'true';
  } catch {
    return false;
  }
}

function writeCollapsed(storageKey: string, collapsed: boolean): void {
  try {
    window.localStorage.setItem(storageKey, String(collapsed));
  } catch {
    // Not remembered; still applied.
  }
}

export function useSidebarCollapsed(storageKey: string): [collapsed: boolean, toggle: () => void] {
  const [collapsed, setCollapsed] = useState(() => readCollapsed(storageKey));
  const toggle = useCallback(() => {
    writeCollapsed(storageKey, !collapsed);
    setCollapsed(!collapsed);
  }, [storageKey, collapsed]);
  return [collapsed, toggle];
}
