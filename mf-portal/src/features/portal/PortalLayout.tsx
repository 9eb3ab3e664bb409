// The portal's frame (spec 2.11), a layout route under the session guard: the sidebar with the
// four tabs, the welcome line and « Se déconnecter », and the chosen tab beside them. On a desktop
// the sidebar can be reduced to its icons; on a phone (< 768 px) it is a slide-over behind a menu
// button, closed by Escape, a press outside it, its own button, or choosing a tab.
import { useEffect, useId, useRef } from 'react';
import { paths } from 'shared-domain/paths';
import { PageBoundary } from 'shared-ui/PageBoundary';
import { NavLink, Outlet } from 'shared-ui/router';
import { useDisclosure } from 'shared-ui/useDisclosure';
import { useMe } from '../session/api/me';
import { SignOutButton } from '../session/SignOutButton';
import { portalTabLabel, portalTabs, type PortalTabNavigation } from './portal-tabs';
import { TabIcon } from './TabIcon';
import { useMediaQuery } from './useMediaQuery';
import { useSidebarCollapsed } from './useSidebarCollapsed';
import './portal.css';

/** Below this width the sidebar is a slide-over (the CSS uses the same breakpoint). */
export const phoneLayoutQuery = '(max-width: 767.98px)';

export const portalFrameText = {
  navigation: 'Portail patient',
  openMenu: 'Menu',
  closeMenu: 'Fermer le menu',
  reduce: 'Réduire le menu',
  expand: 'Agrandir le menu',
  welcome: (firstName: string) => `Bonjour ${firstName}`,
} as const;

const tabNavigation: PortalTabNavigation = { focusHeading: true };

export function PortalLayout() {
  const patient = useMe();
  const menu = useDisclosure<HTMLElement>();
  const { open, close } = menu;
  const [collapsed, toggleCollapsed] = useSidebarCollapsed();
  const phone = useMediaQuery(phoneLayoutQuery);
  const listId = useId();
  const wasOpen = useRef(false);
  const firstLinkRef = useRef<HTMLAnchorElement>(null);

  // The slide-over exists only on a phone: widening the window closes it.
  useEffect(() => {
    if (!phone) close();
  }, [phone, close]);

  useEffect(() => {
    if (open) {
      // Opened: the focus goes into it.
      firstLinkRef.current?.focus();
    } else if (wasOpen.current) {
      // Closed with the focus still inside (now hidden) or lost: back to the menu button. A tab
      // chosen in it has given the focus to its page's heading already.
      const active = document.activeElement;
      const panel = menu.panelProps.ref.current;
      if (!active || active === document.body || panel?.contains(active)) menu.buttonProps.ref.current?.focus();
    }
    wasOpen.current = open;
  }, [open, menu.panelProps.ref, menu.buttonProps.ref]);

  const slideOverOpen = phone && open;

  return (
    <div className="portal" data-collapsed={collapsed || undefined}>
      <nav
        ref={menu.panelProps.ref}
        id={menu.panelProps.id}
        className="portal-nav"
        aria-label={portalFrameText.navigation}
        data-open={slideOverOpen || undefined}
      >
        <div className="portal-nav__header">
          <button type="button" className="portal-nav__close" onClick={() => close(true)}>
            {portalFrameText.closeMenu}
          </button>
          <button
            type="button"
            className="portal-nav__collapse"
            aria-controls={listId}
            onClick={toggleCollapsed}
            title={collapsed ? portalFrameText.expand : undefined}
          >
            <span aria-hidden="true" className="portal-nav__chevron">
              {collapsed ? '»' : '«'}
            </span>
            <span className="portal-nav__label">{collapsed ? portalFrameText.expand : portalFrameText.reduce}</span>
          </button>
        </div>
        <ul id={listId} className="portal-nav__list">
          {portalTabs.map((tab, index) => (
            <li key={tab}>
              <NavLink
                ref={index === 0 ? firstLinkRef : undefined}
                to={paths[tab].build()}
                state={tabNavigation}
                className="portal-nav__link"
                title={collapsed ? portalTabLabel(tab) : undefined}
                onClick={() => close()}
              >
                <TabIcon tab={tab} />
                <span className="portal-nav__label">{portalTabLabel(tab)}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {slideOverOpen ? <div className="portal__backdrop" aria-hidden="true" /> : null}
      {/* While the slide-over is open, the page behind it is out of reach (it has its own close button). */}
      <div className="portal__main" inert={slideOverOpen}>
        <header className="portal__topbar">
          <button
            type="button"
            ref={menu.buttonProps.ref}
            aria-expanded={menu.buttonProps['aria-expanded']}
            aria-controls={menu.buttonProps['aria-controls']}
            onClick={menu.buttonProps.onClick}
            className="portal__menu-button"
          >
            <span aria-hidden="true">☰</span> {portalFrameText.openMenu}
          </button>
          <p className="portal__welcome">{portalFrameText.welcome(patient.firstName)}</p>
          <div className="portal__sign-out">
            <SignOutButton />
          </div>
        </header>
        <PageBoundary>
          <Outlet />
        </PageBoundary>
      </div>
    </div>
  );
}
