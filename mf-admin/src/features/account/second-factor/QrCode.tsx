// The authenticator's QR code, drawn here from the otpauth:// address (DESIGN §5: the secret never
// goes to a third-party service; the CSP would refuse the image anyway). uqr computes the modules;
// the dark ones become one SVG path, one horizontal run of modules per segment.
import { useMemo } from 'react';
import { encode } from 'uqr';

/** The light margin QR readers expect around the code, in modules. */
const quietZone = 4;

/** The SVG path of the dark modules of `modules` (rows of booleans), offset by the quiet zone. */
export function qrPath(modules: readonly (readonly boolean[])[]): string {
  const parts: string[] = [];
  modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      parts.push(`M${start + quietZone} ${y + quietZone}h${x - start}v1h-${x - start}z`);
    }
  });
  return parts.join('');
}

export interface QrCodeProps {
  /** What the code holds. */
  text: string;
  /** What a screen reader says instead of the picture. */
  label: string;
  className?: string;
}

export function QrCode({ text, label, className }: QrCodeProps) {
  // Error correction M: still readable off a scratched or glaring phone screen.
  const modules = useMemo(() => encode(text, { ecc: 'M', border: 0 }).data, [text]);
  const side = modules.length + 2 * quietZone;
  return (
    <svg role="img" aria-label={label} className={className} viewBox={`0 0 ${side} ${side}`} shapeRendering="crispEdges">
      <rect width={side} height={side} fill="#ffffff" />
      <path d={qrPath(modules)} fill="#000000" />
    </svg>
  );
}
