// A table that scrolls sideways on a narrow screen: its region named and focusable, so a keyboard
// can scroll it (the heat map's table, the breakdowns).
import type { ReactNode } from 'react';

export function ScrollingTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled by keyboard.
    <section className="analyses-table-scroll" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
