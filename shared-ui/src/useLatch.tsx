// True from the first render where `on` was true, for the component's life: a part loaded on
// demand (a dialog and its form's code) stays mounted once first asked for, as if it always was.
import { useState } from 'react';

export function useLatch(on: boolean): boolean {
  const [latched, setLatched] = useState(on);
  // Derived state: set during render, so the first render where `on` holds already answers true.
  if (on && !latched) setLatched(true);
  return latched || on;
}
