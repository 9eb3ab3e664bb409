// The keyboard shortcuts help ('?' or the frame's button): every command with the keys that work,
// the browser-reserved ones of the specification shown as such beside their alternatives.
import { Fragment } from 'react';
import { Dialog } from 'shared-ui/Dialog';
import { type BrowserReservation, type FrameShortcut, frameShortcuts, type ShortcutBinding } from './frame-shortcuts';
import './shortcuts.css';

export const shortcutsHelpText = {
  title: 'Raccourcis clavier',
  action: 'Action',
  keys: 'Touches',
  sequenceThen: 'puis',
  or: 'ou',
  escape: 'Fermer la fenêtre ouverte',
  browser: {
    reserved: 'réservé par le navigateur',
    reload: 'laissé au navigateur : recharge la page',
  } satisfies Record<BrowserReservation, string>,
  mac: 'Sur Mac, ⌘ remplace Ctrl et Option remplace Alt.',
  fields: 'Les raccourcis ne réagissent pas pendant la saisie dans un champ.',
} as const;

function Keys({ binding }: { binding: ShortcutBinding }) {
  switch (binding.kind) {
    case 'mod':
      return (
        <>
          <kbd>Ctrl</kbd>+<kbd>{binding.key.toUpperCase()}</kbd>
          {binding.browser ? <span className="shortcuts-help__reserved"> ({shortcutsHelpText.browser[binding.browser]})</span> : null}
        </>
      );
    case 'alt':
      return (
        <>
          <kbd>Alt</kbd>+<kbd>{binding.key.toUpperCase()}</kbd>
        </>
      );
    case 'sequence':
      return (
        <>
          <kbd>G</kbd> {shortcutsHelpText.sequenceThen} <kbd>{binding.key.toUpperCase()}</kbd>
        </>
      );
    case 'char':
      return <kbd>{binding.key}</kbd>;
  }
}

export interface ShortcutsHelpDialogProps {
  open: boolean;
  onClose(): void;
  /** The shortcuts the signed-in role may use; all of them by default. */
  shortcuts?: readonly FrameShortcut[];
}

export function ShortcutsHelpDialog({ open, onClose, shortcuts = frameShortcuts }: ShortcutsHelpDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={shortcutsHelpText.title} className="shortcuts-help" closeOnBackdrop>
      {/* Drawn only while open: the frame carries it on every view. */}
      {open ? <ShortcutsTable shortcuts={shortcuts} /> : null}
    </Dialog>
  );
}

function ShortcutsTable({ shortcuts }: { shortcuts: readonly FrameShortcut[] }) {
  return (
    <div className="shortcuts-help__body">
      <table className="shortcuts-help__table">
        <thead>
          <tr>
            <th scope="col">{shortcutsHelpText.action}</th>
            <th scope="col">{shortcutsHelpText.keys}</th>
          </tr>
        </thead>
        <tbody>
          {shortcuts.map((shortcut) => (
            <tr key={shortcut.command}>
              <th scope="row">{shortcut.label}</th>
              <td>
                {shortcut.bindings.map((binding, index) => (
                  <Fragment key={`${binding.kind}-${binding.key}`}>
                    {index > 0 ? <span className="shortcuts-help__or"> {shortcutsHelpText.or} </span> : null}
                    <span className="shortcuts-help__binding">
                      <Keys binding={binding} />
                    </span>
                  </Fragment>
                ))}
              </td>
            </tr>
          ))}
          <tr>
            <th scope="row">{shortcutsHelpText.escape}</th>
            <td>
              <kbd>Échap</kbd>
            </td>
          </tr>
        </tbody>
      </table>
      <p className="shortcuts-help__note">
        {shortcutsHelpText.mac} {shortcutsHelpText.fields}
      </p>
    </div>
  );
}
