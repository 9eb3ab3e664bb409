import type { ServiceIconName } from '../content/services';

// Small line icons (24×24, drawn with the current text colour); decorative, hidden from
// assistive technology since each card's title says what it is.
const paths: Record<ServiceIconName, string> = {
  baby: 'M12 14a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm-5 6.5c1.4-2.6 3.1-3.8 5-3.8s3.6 1.2 5 3.8M10 9h.01M14 9h.01M10.5 11.3q1.5 1 3 0',
  pregnancy: 'M11 7a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zm-1 2c-2 2-2.2 5.5 0 7.5V22m0-5.5h2.5c2.8 0 4.5-1.7 4.5-3.8S15.4 9.5 13 9.5',
  neurology:
    'M9.5 4A3 3 0 0 0 6.5 7a3 3 0 0 0-2 5 3 3 0 0 0 2 5 3 3 0 0 0 3 3H11V4zm5 0a3 3 0 0 1 3 3 3 3 0 0 1 2 5 3 3 0 0 1-2 5 3 3 0 0 1-3 3H13V4z',
  child: 'M4 8h4a2 2 0 1 1 4 0h4v4a2 2 0 1 1 0 4v4H4v-4a2 2 0 1 0 0-4z',
};

export function ServiceIcon({ name }: { name: ServiceIconName }) {
  return (
    <span className="home-icon" aria-hidden="true">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="24"
        height="24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
      >
        <path d={paths[name]} />
      </svg>
    </span>
  );
}
