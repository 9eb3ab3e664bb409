// « Actions rapides »: the day's common gestures, each with the group its role needs and
// its shortcut. The search and the quick SOAP note keep the frame's own shortcuts (Ctrl+K, Ctrl+S:
// the frame opens them from any view); the three others have a letter of their own on this page,
// pressed outside any field. Their letters are none the frame uses alone ('g', '?'); a letter the
// frame takes as the second key of a 'g' sequence (« g b ») is left to it (see useQuickActionKeys).
import type { StaffAccess } from 'shared-domain/accounts/staff-role';

export type QuickAction = 'newAppointment' | 'soapNote' | 'checkout' | 'blockTime' | 'search';

export interface QuickActionShortcut {
  /** The keys as shown (« Ctrl », « K »). */
  keys: readonly string[];
  /** aria-keyshortcuts. */
  aria: string;
  /** The letter this page acts on (without modifier); none: the frame's shortcut. */
  letter?: string;
}

export interface QuickActionDefinition {
  action: QuickAction;
  access: StaffAccess;
  shortcut: QuickActionShortcut;
}

export const quickActions: readonly QuickActionDefinition[] = [
  { action: 'newAppointment', access: 'everyone', shortcut: { keys: ['N'], aria: 'N', letter: 'n' } },
  { action: 'soapNote', access: 'care', shortcut: { keys: ['Ctrl', 'S'], aria: 'Control+S Meta+S Alt+S' } },
  { action: 'checkout', access: 'cashDesk', shortcut: { keys: ['E'], aria: 'E', letter: 'e' } },
  { action: 'blockTime', access: 'everyone', shortcut: { keys: ['B'], aria: 'B', letter: 'b' } },
  { action: 'search', access: 'everyone', shortcut: { keys: ['Ctrl', 'K'], aria: 'Control+K Meta+K Alt+K' } },
];
