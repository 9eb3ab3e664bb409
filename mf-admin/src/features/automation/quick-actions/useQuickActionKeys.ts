// The page's own letters (quick-actions.ts): a letter pressed outside any field, without a modifier,
// while no dialog is open, runs its action. The listener is on `window`, after the frame's on the
// document: a key the frame already acted on (the « b » of « g b ») arrives marked
// (defaultPrevented) and is left alone.
import { useEffectEvent, useLayoutEffect } from 'react';

const fieldSelector = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';

function inField(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return target.closest(fieldSelector) !== null || (target instanceof HTMLElement && target.isContentEditable);
}

/** Runs `run` with the letter pressed, when it is one of `letters`. */
export function useQuickActionKeys(letters: readonly string[], run: (letter: string) => void): void {
  // The latest letters and action, read when a key is pressed: current from the commit that draws
  // the page's buttons, so a letter pressed as soon as its button shows is never ignored.
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.isComposing || event.repeat) return;
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (inField(event.target) || document.querySelector('dialog[open]') !== null) return;
    const letter = event.key.toLowerCase();
    if (!letters.includes(letter)) return;
    event.preventDefault();
    run(letter);
  });

  // Listening from the commit that draws the buttons (a layout effect, not a passive one that React
  // may run later): a letter pressed as soon as its button shows opens its dialog.
  useLayoutEffect(() => {
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
