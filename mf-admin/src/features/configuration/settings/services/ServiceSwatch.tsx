// A service's colour as the calendar shows it: decoration only, its name is said in words elsewhere.
import type { CSSProperties } from 'react';

export function ServiceSwatch({ colour }: { colour: string | null }) {
  return <span className="catalogue-swatch" style={colour ? ({ '--swatch': colour } as CSSProperties) : undefined} aria-hidden="true" />;
}
