// The back-office's keyboard shortcuts (specification 2.13), declared once for the frame's key
// handler and the help overlay. The specification's Ctrl shortcuts come first; browsers keep
// Ctrl+N and Ctrl+T for themselves (a page never sees them) and Ctrl+R reloads, so every command
// also has Alt+letter and, for the views, a 'g then letter' sequence, both of which always reach
// the page. Ctrl+R is deliberately left to the browser: taking reload away costs more than it gives.
import { paths } from 'shared-domain/platform/paths';
import { mayAccess, type StaffAccess, type StaffRole } from 'shared-domain/accounts/staff-role';

export type FrameCommand = 'search' | 'soapNote' | 'patients' | 'appointments' | 'today' | 'billing' | 'calendar' | 'requests' | 'help';

/** What a browser does with a Ctrl shortcut instead of handing it to the page. */
export type BrowserReservation = 'reserved' | 'reload';

export type ShortcutBinding =
  /** Ctrl+letter (⌘+letter on a Mac). */
  | { kind: 'mod'; key: string; browser?: BrowserReservation }
  /** Alt+letter (Option+letter on a Mac), read from the physical key: Option changes the character. */
  | { kind: 'alt'; key: string }
  /** 'g', then the letter within `sequenceTimeoutMs`. */
  | { kind: 'sequence'; key: string }
  /** One character, whatever modifier typing it takes ('?'). */
  | { kind: 'char'; key: string };

export interface FrameShortcut {
  command: FrameCommand;
  label: string;
  bindings: readonly ShortcutBinding[];
}

/** The key that starts a sequence, and how long the second key may take. */
export const sequenceLeader = 'g';
export const sequenceTimeoutMs = 1500;

const mod = (key: string, browser?: BrowserReservation): ShortcutBinding =>
  browser ? { kind: 'mod', key, browser } : { kind: 'mod', key };
const alt = (key: string): ShortcutBinding => ({ kind: 'alt', key });
const sequence = (key: string): ShortcutBinding => ({ kind: 'sequence', key });

export const frameShortcuts: readonly FrameShortcut[] = [
  { command: 'search', label: 'Recherche globale', bindings: [mod('k'), alt('k')] },
  { command: 'soapNote', label: 'Note SOAP rapide', bindings: [mod('s'), alt('s')] },
  { command: 'patients', label: 'Patients', bindings: [mod('n', 'reserved'), alt('n'), sequence('p')] },
  { command: 'appointments', label: 'Rendez-vous', bindings: [mod('r', 'reload'), alt('r'), sequence('r')] },
  { command: 'today', label: 'Ma Journée', bindings: [mod('t', 'reserved'), alt('t'), sequence('t')] },
  { command: 'billing', label: 'Facturation', bindings: [mod('b'), alt('b'), sequence('b')] },
  { command: 'calendar', label: 'Calendrier', bindings: [sequence('c')] },
  { command: 'requests', label: 'Demandes', bindings: [sequence('d')] },
  { command: 'help', label: 'Raccourcis clavier (cette aide)', bindings: [{ kind: 'char', key: '?' }] },
];

/**
 * The commands a role needs a group for (shared-domain/accounts/staff-role): the quick SOAP note writes a
 * clinical note. The others open views, which check their own access (`AccessGate`).
 */
const commandAccess: Partial<Record<FrameCommand, StaffAccess>> = { soapNote: 'care' };

/** Whether `role` may use `command`: the frame ignores it, and its help leaves it out, otherwise. */
export function mayUseCommand(role: StaffRole, command: FrameCommand): boolean {
  const access = commandAccess[command];
  return access === undefined || mayAccess(role, access);
}

/** The view each navigation command opens. */
export const commandPaths: Partial<Record<FrameCommand, string>> = {
  patients: paths.adminPatients.build(),
  appointments: paths.adminAppointments.build(),
  today: paths.adminDashboard.build(),
  billing: paths.adminBilling.build(),
  calendar: paths.adminCalendar.build(),
  requests: paths.adminRequests.build(),
};

/** Whether the frame acts on the binding: a Ctrl+R press is left to reload the page. */
export const bindingHandled = (binding: ShortcutBinding): boolean => !(binding.kind === 'mod' && binding.browser === 'reload');
