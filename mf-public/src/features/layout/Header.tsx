// The fixed site header (specification section 2.2): logo, section anchors (home page), the
// 'Réserver' and 'Portails' menus, the call-to-action; below 960 px (60rem), the mobile menu instead.
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { paths } from 'shared-domain/platform/paths';
import { Button } from 'shared-ui/Button';
import { Link, useLocation } from 'shared-ui/router';
import { ClinicMark } from 'shared-ui/SignInFrame';
import { useClinicProfile } from '../../lib/clinic/ClinicProfileProvider';
import { useCallToAction } from '../../lib/cta/useCallToAction';
import { DropdownMenu, type DropdownItem } from './DropdownMenu';
import { MobileMenu } from './MobileMenu';
import { bookingEntry, headerSectionsFor, navText } from './nav-entries';
import { scrollToTop, useScrolledPast } from './scroll';
import { SectionLink } from './SectionLink';
import './layout.css';

// The dialog's code is fetched the first time someone asks for it.
const ManageAppointmentDialog = lazy(() =>
  import('../manage-appointment/public-manage-dialog').then((module) => ({
    default: module.ManageAppointmentDialog,
  })),
);

/** Scroll (in px) after which the header gets its solid background (section 9). */
export const headerScrollThreshold = 20;

export function Header() {
  const scrolled = useScrolledPast(headerScrollThreshold);
  const { pathname } = useLocation();
  const clinic = useClinicProfile();
  const cta = useCallToAction();
  const [manageOpen, setManageOpen] = useState(false);
  const [manageRequested, setManageRequested] = useState(false);
  const profile = clinic.status === 'ready' ? clinic.profile : undefined;
  const showAdminLink = profile?.showAdminLink ?? false;
  const openManage = () => {
    setManageRequested(true);
    setManageOpen(true);
  };

  const booking = bookingEntry(profile);
  const sections = headerSectionsFor(profile);
  const bookingItems: DropdownItem[] = [...(booking ? [booking] : []), { label: navText.manageAppointment, onSelect: openManage }];
  const portalItems: DropdownItem[] = [{ label: navText.patientPortal, to: paths.patientLogin.build() }];
  if (showAdminLink) portalItems.push({ label: navText.adminSpace, to: paths.adminLogin.build() });

  const onLogoClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (pathname !== paths.home.build()) return;
    // Already home: back to the top instead of a navigation that would change nothing.
    event.preventDefault();
    scrollToTop();
  };

  return (
    <header className={`site-header${scrolled ? ' site-header--scrolled' : ''}`}>
      <div className="site-header__bar">
        <Link to={paths.home.build()} className="site-header__logo" onClick={onLogoClick}>
          <span className="site-header__logo-mark" aria-hidden="true">
            <ClinicMark />
          </span>
          <span className="site-header__logo-text">
            <span className="site-header__name">{profile?.practitionerName ?? 'Accueil'}</span>{' '}
            <span className="site-header__title">{profile?.practitionerTitle ?? 'Chiropraticienne'}</span>
          </span>
        </Link>

        <nav className="site-header__nav" aria-label={navText.mainNav}>
          <ul className="site-header__links">
            {sections.map((section) => (
              <li key={section.id}>
                <SectionLink id={section.id} className="site-header__link">
                  {section.label}
                </SectionLink>
              </li>
            ))}
            <li>
              <DropdownMenu label={navText.booking} items={bookingItems} />
            </li>
            <li>
              <DropdownMenu label={navText.portals} items={portalItems} />
            </li>
          </ul>
        </nav>

        <Button className="site-header__cta" onClick={() => cta.activate('header')}>
          {cta.shortLabel}
        </Button>

        <MobileMenu showAdminLink={showAdminLink} booking={booking} sections={sections} onManageAppointment={openManage} />
      </div>
      {manageRequested ? (
        <Suspense fallback={null}>
          <ManageAppointmentDialog open={manageOpen} onClose={() => setManageOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}
