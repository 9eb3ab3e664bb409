// The frame's tools, present on every back-office view: the search and shortcuts-help buttons of
// the frame's header, the keyboard shortcuts (frame-shortcuts.ts), and the overlays they open —
// the global search, the shortcuts help and the quick SOAP note. One overlay at a time. A role
// without access to the clinical record (reception) has no quick SOAP note: its shortcut does nothing
// and the help does not list it. The quick SOAP note is clinical's dialog, handed in by the page that
// composes the frame (mf-admin/src/BackOfficeFrame.tsx).
import type { StaffRole } from 'shared-domain/accounts/staff-role';
import { type ComponentType, useState } from 'react';
import { useNavigate } from 'shared-ui/router';
import { GlobalSearchDialog } from '../search/GlobalSearchDialog';
import { commandPaths, type FrameCommand, frameShortcuts, mayUseCommand } from '../shortcuts/frame-shortcuts';
import { ShortcutsHelpDialog } from '../shortcuts/ShortcutsHelpDialog';
import { useFrameShortcuts } from '../shortcuts/useFrameShortcuts';
import { SidebarIcon } from './SidebarIcon';

export const frameToolsText = {
  search: 'Rechercher',
  help: 'Raccourcis clavier',
} as const;

type Overlay = 'search' | 'help' | 'soapNote';

/** The quick SOAP note's dialog (clinical's). */
export type QuickSoapNote = ComponentType<{ open: boolean; onClose(): void }>;

/** The header's buttons, and the overlays behind them and behind the shortcuts. */
export function FrameTools({ role, QuickSoapNote }: { role: StaffRole; QuickSoapNote?: QuickSoapNote }) {
  const navigate = useNavigate();
  const [overlay, setOverlay] = useState<Overlay | null>(null);
  const close = () => setOverlay(null);
  const shortcuts = frameShortcuts.filter((shortcut) => mayUseCommand(role, shortcut.command));

  useFrameShortcuts((command: FrameCommand) => {
    if (!mayUseCommand(role, command)) return;
    if (command === 'search' || command === 'help' || command === 'soapNote') {
      setOverlay(command);
      return;
    }
    const path = commandPaths[command];
    if (path) navigate(path);
  });

  return (
    <>
      <div className="admin-frame__tools">
        <button
          type="button"
          className="ui-sidebar__control admin-frame__tool"
          aria-keyshortcuts="Control+K Meta+K Alt+K"
          onClick={() => setOverlay('search')}
        >
          <SidebarIcon name="search" />
          <span className="admin-frame__tool-label">{frameToolsText.search}</span>
          <span className="admin-frame__tool-keys" aria-hidden="true">
            <kbd>Ctrl</kbd> <kbd>K</kbd>
          </span>
        </button>
        <button type="button" className="ui-sidebar__control admin-frame__tool" aria-keyshortcuts="?" onClick={() => setOverlay('help')}>
          <SidebarIcon name="help" />
          <span className="admin-frame__tool-label">{frameToolsText.help}</span>
        </button>
      </div>
      <GlobalSearchDialog open={overlay === 'search'} onClose={close} />
      <ShortcutsHelpDialog open={overlay === 'help'} onClose={close} shortcuts={shortcuts} />
      {QuickSoapNote && mayUseCommand(role, 'soapNote') ? <QuickSoapNote open={overlay === 'soapNote'} onClose={close} /> : null}
    </>
  );
}
