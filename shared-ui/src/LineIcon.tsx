// A line icon: one SVG path on a 24×24 grid, stroked in the text colour. Decorative (hidden from
// assistive technology): the control beside it carries the name, visible or visually hidden.
export interface LineIconProps {
  /** The path's `d`, on the 24×24 grid. */
  path: string;
  /** Drawn size in pixels. */
  size?: number;
  className?: string;
}

export function LineIcon({ path, size = 24, className }: LineIconProps) {
  return (
    <svg
      className={className}
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  );
}
