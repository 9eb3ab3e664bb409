// The portal's frame (spec 2.11), a layout route under the session guard, on shared-ui's
// SidebarLayout: the sidebar with the four tabs, the welcome line and « Se déconnecter » above the
// chosen tab. On a desktop the sidebar can be reduced to its icons; on a phone (< 768 px) it is a
// slide-over behind a menu button, closed by Escape, a press outside it, its own button, or
// choosing a tab (whose heading then takes the focus). On a phone the bar holds « Menu » and the
// welcome on one line, and « Se déconnecter » goes to the end of the slide-over: two buttons side
// by side above the greeting read as one choice.
import { useId } from 'react';
import { paths } from 'shared-domain/platform/paths';
import { PageBoundary } from 'shared-ui/PageBoundary';
import { NavLink, Outlet } from 'shared-ui/router';
import { phoneLayoutQuery, SidebarLayout, sidebarLayoutText } from 'shared-ui/SidebarLayout';
import { useMediaQuery } from 'shared-ui/useMediaQuery';
import { useSidebarCollapsed } from 'shared-ui/useSidebarCollapsed';
import { useMe } from '../session/api/me';
import { SignOutButton } from '../session/public';
import { portalTabLabel, portalTabs, type PortalTabNavigation } from './portal-tabs';
import { TabIcon } from './TabIcon';
import { OwnConsentNotice, PersonSwitcher } from './PersonSwitcher';
import { useActingFor } from '../../lib/acting-for/acting-for';
import './portal.css';

/** Where the sidebar's reduced state is remembered in this browser. */
export const sidebarCollapsedKey = 'clinique.portal.sidebar-collapsed';

export const portalFrameText = {
  navigation: 'Portail patient',
  welcome: (firstName: string) => `Bonjour ${firstName}`,
} as const;

const tabNavigation: PortalTabNavigation = { focusHeading: true };

export function PortalLayout() {
  const patient = useMe();
  const [collapsed, toggleCollapsed] = useSidebarCollapsed(sidebarCollapsedKey);
  const listId = useId();
  const phone = useMediaQuery(phoneLayoutQuery);
  const person = useActingFor();

  return (
    <SidebarLayout
      className="portal"
      collapsed={collapsed}
      navigationLabel={portalFrameText.navigation}
      menuIcon={<span aria-hidden="true">☰</span>}
      barElement="header"
      bar={
        <>
          <p className="portal__welcome">{portalFrameText.welcome(patient.firstName)}</p>
          <PersonSwitcher className="portal__person" />
          {phone ? null : (
            <div className="portal__sign-out">
              <SignOutButton />
            </div>
          )}
        </>
      }
      collapseControl={
        <button
          type="button"
          className="ui-sidebar__control ui-sidebar__collapse"
          aria-controls={listId}
          onClick={toggleCollapsed}
          title={collapsed ? sidebarLayoutText.expand : undefined}
        >
          <span aria-hidden="true">{collapsed ? '»' : '«'}</span>
          <span className="ui-sidebar__label">{collapsed ? sidebarLayoutText.expand : sidebarLayoutText.collapse}</span>
        </button>
      }
      sidebar={
        <>
          <ul id={listId} className="portal-nav__list">
            {portalTabs.map((tab) => (
              <li key={tab}>
                <NavLink
                  to={paths[tab].build()}
                  state={tabNavigation}
                  className="ui-sidebar__item portal-nav__link"
                  title={collapsed ? portalTabLabel(tab) : undefined}
                >
                  <TabIcon tab={tab} />
                  <span className="ui-sidebar__label">{portalTabLabel(tab)}</span>
                </NavLink>
              </li>
            ))}
          </ul>
          {phone ? (
            <div className="portal-nav__sign-out">
              <SignOutButton />
            </div>
          ) : null}
        </>
      }
    >
      <OwnConsentNotice />
      {/* Another person chosen: the tab's page starts afresh for her. */}
      <PageBoundary key={person ?? 'self'}>
        <Outlet />
      </PageBoundary>
    </SidebarLayout>
  );
}
