// Every sign-in page's frame (the patient portal's and the staff's: sign-in, sign-up, password
// reset, unlock): the clinic's identity on top — its mark and the practitioner's name and title,
// as the site's header shows them, leading back to the site — then the page in a narrow column
// whose title lines up with the form under it. The remote reads the identity from the public API
// (GET /api/public/clinic) and hands it over; until it is known the mark shows alone.
import type { ReactNode } from 'react';
import { PageFrame } from './PageFrame';
import { Link } from 'shared-ui/router';

/** What the sign-in pages show of the clinic (ClinicProfile's fields of the same names). */
export interface ClinicIdentity {
  clinicName: string;
  practitionerName: string;
  practitionerTitle: string;
}

/** The clinic's mark, as the site's header draws it (decorative: the link beside it is named). */
export function ClinicMark({ size = 32 }: { size?: number }) {
  return (
    <svg viewBox="0 0 32 32" width={size} height={size} focusable="false" aria-hidden="true">
      <circle cx="16" cy="16" r="15" fill="currentColor" />
      <path d="M16 7v18M12 10.5h8M11 15h10M12 19.5h8" stroke="#fff" strokeWidth="2" strokeLinecap="round" fill="none" />
    </svg>
  );
}

export interface SignInFrameProps {
  /** The page's name (its h1 and document title). */
  title: string;
  /** The clinic's identity once known. */
  clinic: ClinicIdentity | undefined;
  /** Where the identity leads: the site's home. */
  homePath: string;
  /** The column's own class (its width), added to the kit's. */
  className?: string;
  children?: ReactNode;
}

export function SignInFrame({ title, clinic, homePath, className, children }: SignInFrameProps) {
  return (
    <>
      <header className="ui-sign-in-header">
        <Link to={homePath} className="ui-sign-in-header__brand">
          <span className="ui-sign-in-header__mark">
            <ClinicMark />
          </span>
          {clinic ? (
            <span className="ui-sign-in-header__text">
              <span className="ui-sign-in-header__name">{clinic.practitionerName}</span>{' '}
              <span className="ui-sign-in-header__title">{clinic.practitionerTitle}</span>
            </span>
          ) : (
            <span className="ui-visually-hidden">Accueil</span>
          )}
        </Link>
        {clinic ? <p className="ui-sign-in-header__clinic">{clinic.clinicName}</p> : null}
      </header>
      <PageFrame title={title} site={clinic?.clinicName} className={className ? `ui-page ui-sign-in ${className}` : 'ui-page ui-sign-in'}>
        {children}
      </PageFrame>
    </>
  );
}
