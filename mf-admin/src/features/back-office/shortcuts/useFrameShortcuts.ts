// The frame's key handler: one listener on the document runs the command of a shortcut of
// frame-shortcuts.ts. It stays out of the way of typing: nothing fires while the focus is in a
// field (input, textarea, select, editable text) or during an IME composition, nor while a modal
// dialog is open (the page behind it is inert; the dialog's own Escape closes it). A key the frame
// acts on is kept from the browser (preventDefault) — and only such a key, so Ctrl+S in a field
// still saves the page, and a key something else already handled is left alone.
import { useEffectEvent, useLayoutEffect } from 'react';
import {
  bindingHandled,
  type FrameCommand,
  frameShortcuts,
  type ShortcutBinding,
  sequenceLeader,
  sequenceTimeoutMs,
} from './frame-shortcuts';

const fieldSelector = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';
const modifierKeys = new Set(['Shift', 'Control', 'Alt', 'AltGraph', 'Meta', 'OS', 'CapsLock']);

function inField(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return target.closest(fieldSelector) !== null || (target instanceof HTMLElement && target.isContentEditable);
}

const modalOpen = () => document.querySelector('dialog[open]') !== null;

/** The letter pressed: the character on a Latin layout, else the physical key (Cyrillic, Greek…). */
function letterOf(event: KeyboardEvent): string | undefined {
  if (/^[a-z]$/i.test(event.key)) return event.key.toLowerCase();
  return /^Key[A-Z]$/.test(event.code) ? event.code.slice(3).toLowerCase() : undefined;
}

const withoutModifiers = (event: KeyboardEvent) => !event.ctrlKey && !event.metaKey && !event.altKey;

function matchesChord(binding: ShortcutBinding, event: KeyboardEvent): boolean {
  switch (binding.kind) {
    case 'mod':
      // Ctrl or ⌘; with Alt it is AltGr (a character on many layouts), with Shift another shortcut.
      return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && letterOf(event) === binding.key;
    case 'alt':
      // Option on a Mac turns the character into another one ('˚'): the physical key says which.
      return event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey && event.code === `Key${binding.key.toUpperCase()}`;
    case 'char':
      return withoutModifiers(event) && event.key === binding.key;
    case 'sequence':
      return false;
  }
}

function chordCommand(event: KeyboardEvent): FrameCommand | undefined {
  return frameShortcuts.find((shortcut) => shortcut.bindings.some((binding) => bindingHandled(binding) && matchesChord(binding, event)))
    ?.command;
}

function sequenceCommand(event: KeyboardEvent): FrameCommand | undefined {
  if (!withoutModifiers(event)) return undefined;
  const key = event.key.toLowerCase();
  return frameShortcuts.find((shortcut) => shortcut.bindings.some((binding) => binding.kind === 'sequence' && binding.key === key))
    ?.command;
}

/** Runs `run` with the command of each shortcut pressed while the frame is mounted. */
export function useFrameShortcuts(run: (command: FrameCommand) => void): void {
  // The latest `run`, without re-subscribing at each render: current from the commit that draws
  // the frame, so a shortcut pressed at once acts on what shows.
  const runCommand = useEffectEvent((command: FrameCommand) => run(command));

  // Listening from the commit that draws the frame (a layout effect, not a passive one that React
  // may run later), so a shortcut pressed as soon as the frame shows is heard.
  useLayoutEffect(() => {
    let sequenceStartedAt: number | undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || event.keyCode === 229) return;
      // Shift pressed on its way to '?' or 'P' neither fires nor ends a sequence.
      if (modifierKeys.has(event.key)) return;
      const inSequence = sequenceStartedAt !== undefined && Date.now() - sequenceStartedAt <= sequenceTimeoutMs;
      sequenceStartedAt = undefined;
      if (inField(event.target) || modalOpen()) return;

      const command = (inSequence ? sequenceCommand(event) : undefined) ?? chordCommand(event);
      if (command) {
        event.preventDefault();
        // A held key repeats: the command runs once, the browser still does not get the key.
        if (!event.repeat) runCommand(command);
        return;
      }
      if (withoutModifiers(event) && event.key.toLowerCase() === sequenceLeader) sequenceStartedAt = Date.now();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
