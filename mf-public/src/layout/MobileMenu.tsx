// The menu of narrow screens (below 960 px): a 'Menu' button showing a panel with the header's
// entries and the long call-to-action. It closes after any choice, on Escape (focus back to the
// button) and on a press outside; it does not trap the focus.
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'shared-ui/router';
import { useCallToAction } from '../cta/useCallToAction';
import { headerSections, navPaths, navText } from './nav-entries';
import { SectionLink } from './SectionLink';

export interface MobileMenuProps {
  /** Shows the 'Espace Admin' entry. */
  showAdminLink: boolean;
  /** 'Modifier mon RDV': opens the appointment-management dialog. */
  onManageAppointment(): void;
}

const desktopQuery = '(min-width: 60rem)';

export function MobileMenu({ showAdminLink, onManageAppointment }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const cta = useCallToAction();
  const ids = useId();
  const panelId = `${ids}-menu-mobile`;

  const close = (restoreFocus = false) => {
    setOpen(false);
    if (restoreFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const active = document.activeElement;
      const focusInside = active instanceof Node && (panelRef.current?.contains(active) || buttonRef.current === active);
      close(Boolean(focusInside));
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target;
      if (!(target instanceof Node)) return;
      if (panelRef.current?.contains(target) || buttonRef.current?.contains(target)) return;
      setOpen(false);
    };
    // The panel is only for narrow screens: growing the window past the breakpoint closes it.
    const desktop = typeof window.matchMedia === 'function' ? window.matchMedia(desktopQuery) : undefined;
    const onMediaChange = (event: MediaQueryListEvent) => {
      if (event.matches) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    desktop?.addEventListener?.('change', onMediaChange);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      desktop?.removeEventListener?.('change', onMediaChange);
    };
  }, [open]);

  const choose = () => close();

  return (
    <div className="mobile-menu">
      <button
        ref={buttonRef}
        type="button"
        className="mobile-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
      >
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="22" height="22">
          {open ? (
            <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          ) : (
            <path d="M4 7h16M4 12h16M4 17h16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          )}
        </svg>
        {navText.menu}
      </button>

      <div ref={panelRef} id={panelId} className="mobile-menu__panel" hidden={!open}>
        <nav aria-label={navText.mobileNav}>
          <ul className="mobile-menu__list">
            {headerSections.map((section) => (
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
            <li>
              <Link to={navPaths.onlineBooking} className="mobile-menu__item" onClick={choose}>
                {navText.onlineBooking}
              </Link>
            </li>
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
              <Link to={navPaths.patientPortal} className="mobile-menu__item" onClick={choose}>
                {navText.patientPortal}
              </Link>
            </li>
            {showAdminLink ? (
              <li>
                <Link to={navPaths.admin} className="mobile-menu__item" onClick={choose}>
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
