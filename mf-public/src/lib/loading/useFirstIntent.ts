// Runs `action` once at the first sign of a person on the page (a pointer moving or pressing, a
// key, a touch), not during the page's own load: code the next click may need (a form, a step)
// is then usually there before that click.
import { useEffect, useEffectEvent } from 'react';

const intentEvents = ['pointermove', 'pointerdown', 'keydown', 'touchstart'] as const;

/** `enabled` false: nothing is listened to (the code is there already, or not needed). */
export function useFirstIntent(action: () => void, enabled = true): void {
  const act = useEffectEvent(action);
  useEffect(() => {
    if (!enabled) return;
    const once = () => {
      for (const type of intentEvents) window.removeEventListener(type, once);
      act();
    };
    for (const type of intentEvents) window.addEventListener(type, once, { passive: true });
    return () => {
      for (const type of intentEvents) window.removeEventListener(type, once);
    };
  }, [enabled]);
}
