// The patient file's own navigation: a link to each section the file shows to
// this role, in the page's order — the reception's list has no clinical section because the page
// draws none for it. Beside the sections on a wide screen, a strip above them on a narrow one;
// it stays in view as the file scrolls (patients.css). A link brings its section into view and
// gives its heading the focus, so the keyboard and a screen reader carry on from there; the
// address stays the file's.
import type { MouseEvent } from 'react';

export interface FileSectionAnchor {
  /** The id of the section's heading (the section is labelled by it). */
  id: string;
  label: string;
}

export const patientFileNavText = { label: 'Sections du dossier' } as const;

function goTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const heading = document.getElementById(id);
  if (!heading) return;
  event.preventDefault();
  (heading.closest('section') ?? heading).scrollIntoView?.({ block: 'start' });
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

export function PatientFileNav({ anchors }: { anchors: readonly FileSectionAnchor[] }) {
  return (
    <nav className="patient-file__nav" aria-label={patientFileNavText.label}>
      <ul>
        {anchors.map((anchor) => (
          <li key={anchor.id}>
            <a href={`#${anchor.id}`} onClick={(event) => goTo(event, anchor.id)}>
              {anchor.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
