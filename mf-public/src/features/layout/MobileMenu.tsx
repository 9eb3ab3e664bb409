// The menu of narrow screens (below 960 px): a 'Menu' button showing a panel with the header's
// entries and the long call-to-action, on shared-ui's useDisclosure (Escape gives the focus back
// to the button, a press outside closes it). It also closes after any choice and when the window
// grows past the breakpoint; it does not trap the focus.
import { useEffect, useId } from 'react';
import { paths } from 'shared-domain/platform/paths';
import { Link } from 'shared-ui/router';
import { useDisclosure } from 'shared-ui/useDisclosure';
import { useCallToAction } from '../../lib/cta/useCallToAction';
import { navText, type SectionEntry } from './nav-entries';
import { SectionLink } from './SectionLink';

export interface MobileMenuProps {
  /** Shows the 'Espace Admin' entry. */
  showAdminLink: boolean;
  /** The « Réserver » group's first entry (`bookingEntry`): online booking, the waitlist, or none. */
  booking: { label: string; to: string } | null;
  /** The header's anchors (`headerSectionsFor`): the same in both menus. */
  sections: readonly SectionEntry[];
  /** 'Modifier mon RDV': opens the appointment-management dialog. */
  onManageAppointment(): void;
}

const desktopQuery = '(min-width: 60rem)';

export function MobileMenu({ showAdminLink, booking, sections, onManageAppointment }: MobileMenuProps) {
  const disclosure = useDisclosure<HTMLDivElement>();
  const { open, close } = disclosure;
  const cta = useCallToAction();
  const ids = useId();

  // The panel is only for narrow screens: growing the window past the breakpoint closes it.
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const desktop = window.matchMedia(desktopQuery);
    const onMediaChange = (event: MediaQueryListEvent) => {
      if (event.matches) close();
    };
    desktop.addEventListener?.('change', onMediaChange);
    return () => desktop.removeEventListener?.('change', onMediaChange);
  }, [open, close]);

  const choose = () => close();

  return (
    <div className="mobile-menu">
      <button {...disclosure.buttonProps} type="button" className="mobile-menu__button">
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="22" height="22">
          {open ? (
            <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          ) : (
            <path d="M4 7h16M4 12h16M4 17h16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          )}
        </svg>
        {navText.menu}
      </button>

      <div {...disclosure.panelProps} className="mobile-menu__panel">
        <nav aria-label={navText.mobileNav}>
          <ul className="mobile-menu__list">
            {sections.map((section) => (
              <li key={section.id}>
                <SectionLink id={section.id} className="mobile-menu__item" onClick={choose}>
                  {section.label}
                </SectionLink>
              </li>
            ))}
          </ul>

          <p className="mobile-menu__group" id={`${ids}-reserver`}>
            {navText.booking}
          </p>
          <ul className="mobile-menu__list" aria-labelledby={`${ids}-reserver`}>
            {booking ? (
              <li>
                <Link to={booking.to} className="mobile-menu__item" onClick={choose}>
                  {booking.label}
                </Link>
              </li>
            ) : null}
            <li>
              <button
                type="button"
                className="mobile-menu__item"
                onClick={() => {
                  close(true);
                  onManageAppointment();
                }}
              >
                {navText.manageAppointment}
              </button>
            </li>
          </ul>

          <p className="mobile-menu__group" id={`${ids}-portails`}>
            {navText.portals}
          </p>
          <ul className="mobile-menu__list" aria-labelledby={`${ids}-portails`}>
            <li>
              <Link to={paths.patientLogin.build()} className="mobile-menu__item" onClick={choose}>
                {navText.patientPortal}
              </Link>
            </li>
            {showAdminLink ? (
              <li>
                <Link to={paths.adminLogin.build()} className="mobile-menu__item" onClick={choose}>
                  {navText.adminSpace}
                </Link>
              </li>
            ) : null}
          </ul>
        </nav>
        <button
          type="button"
          className="ui-button ui-button--primary mobile-menu__cta"
          onClick={() => {
            // Focus on the menu button first, so the request modal can give it back there.
            close(true);
            cta.activate('mobile');
          }}
        >
          {cta.longLabel}
        </button>
      </div>
    </div>
  );
}
