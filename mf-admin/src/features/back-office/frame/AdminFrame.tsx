// The back-office frame (specification 2.13): a sidebar beside the current view, as a layout route
// around the signed-in pages, on shared-ui's SidebarLayout. On a wide screen the sidebar is 280 px
// or, collapsed, 80 px of icons (the choice is remembered); below 768 px it is a slide-over behind
// a 'Menu' button. The sidebar holds the staff member, the views by section, a link to the site and
// 'Se déconnecter'. The header above the view holds the search and the shortcuts help, and the
// keyboard shortcuts work on every view (FrameTools). The sidebar lists only the views the signed-in
// role may open; a view the server refuses for the role says why (ViewBoundary).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { paths } from 'shared-domain/platform/paths';
import { staffRoleLabels } from 'shared-domain/accounts/staff-role';
import { NavLink, Outlet } from 'shared-ui/router';
import { SidebarLayout, sidebarLayoutText } from 'shared-ui/SidebarLayout';
import { useSidebarCollapsed } from 'shared-ui/useSidebarCollapsed';
import { ViewBoundary } from '../access/ViewBoundary';
import { clearRecentSearches } from '../search/recent-searches';
import { leaveBackOffice } from '../session/leave-back-office';
import { useMe } from '../session/api/me';
import { signOut } from './api/sign-out';
import { FrameTools, type QuickSoapNote } from './FrameTools';
import { SidebarIcon } from './SidebarIcon';
import { type SidebarCountName, type SidebarSection, sidebarCountText, sidebarSections, visibleSections } from './sidebar-sections';
import './admin-frame.css';

/** Where the sidebar's collapsed state is remembered in this browser. */
export const sidebarCollapsedKey = 'clinique.admin.sidebar-collapsed';

export const frameText = {
  area: 'Espace Admin',
  nav: 'Navigation du back-office',
  sidebarToggle: 'Menu latéral',
  viewSite: 'Voir le site',
  newTab: " (s'ouvre dans un nouvel onglet)",
  signOut: 'Se déconnecter',
  signingOut: 'Déconnexion…',
  signOutFailed: "La déconnexion n'a pas abouti. Vérifiez votre connexion, puis réessayez.",
} as const;

export interface AdminFrameProps {
  /** The shell's breadcrumb, placed above the view. */
  breadcrumb?: ReactNode;
  /** The sidebar's sections; tests hand their own. */
  sections?: readonly SidebarSection[];
  /**
   * Numbers shown as badges on the views that ask for them (the requests waiting for a slot): read
   * by the page that composes the frame (mf-admin/src/BackOfficeFrame.tsx), scheduling's.
   */
  counts?: Partial<Record<SidebarCountName, number>>;
  /** The quick SOAP note's dialog (clinical's), opened by its shortcut: handed in by the same page. */
  QuickSoapNote?: QuickSoapNote;
}

function initials(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

export function AdminFrame({ breadcrumb = null, sections = sidebarSections, counts = {}, QuickSoapNote }: AdminFrameProps) {
  const staff = useMe();
  const queryClient = useQueryClient();
  const [collapsed, toggleCollapsed] = useSidebarCollapsed(sidebarCollapsedKey);
  const navId = useId();
  const sectionIds = useId();

  const signingOut = useMutation({
    mutationFn: async () => {
      await signOut();
      // The recent searches often hold patients' names: a shared reception computer keeps none.
      clearRecentSearches();
      return leaveBackOffice(queryClient, paths.home.build());
    },
  });

  return (
    <SidebarLayout
      className="admin-frame"
      collapsed={collapsed}
      title={frameText.area}
      menuIcon={<SidebarIcon name="menu" />}
      closeIcon={<SidebarIcon name="close" />}
      bar={
        <>
          <span className="admin-frame__bar-title">{frameText.area}</span>
          <FrameTools role={staff.role} QuickSoapNote={QuickSoapNote} />
        </>
      }
      barElement="header"
      collapseControl={
        <button
          type="button"
          className="ui-sidebar__control ui-sidebar__control--icon ui-sidebar__collapse"
          aria-label={frameText.sidebarToggle}
          aria-expanded={!collapsed}
          aria-controls={navId}
          title={collapsed ? sidebarLayoutText.expand : sidebarLayoutText.collapse}
          onClick={toggleCollapsed}
        >
          <SidebarIcon name={collapsed ? 'expand' : 'collapse'} />
        </button>
      }
      sidebar={
        <>
          <p className="admin-sidebar__user">
            <span className="admin-sidebar__avatar" aria-hidden="true">
              {initials(staff.fullName)}
            </span>
            <span className="ui-sidebar__label admin-sidebar__who">
              <span className="admin-sidebar__role">{staffRoleLabels[staff.role]}</span>{' '}
              <span className="admin-sidebar__name">{staff.fullName}</span>
            </span>
          </p>

          <nav id={navId} className="admin-sidebar__nav" aria-label={frameText.nav}>
            {visibleSections(sections, staff.role).map((section, index) => {
              const labelId = `${sectionIds}-${index}`;
              return (
                <div key={section.label} className="admin-sidebar__section">
                  <p id={labelId} className="admin-sidebar__section-label ui-sidebar__label">
                    {section.label}
                  </p>
                  <ul className="admin-sidebar__list" aria-labelledby={labelId}>
                    {section.items.map((item) => {
                      const count = item.count ? (counts[item.count] ?? 0) : 0;
                      return (
                        <li key={item.path}>
                          <NavLink to={item.path} end className="ui-sidebar__item" title={collapsed ? item.label : undefined}>
                            <SidebarIcon name={item.icon} />
                            <span className="ui-sidebar__label">{item.label}</span>
                            {item.count && count > 0 ? (
                              <span className="admin-sidebar__count">
                                <span aria-hidden="true">{count}</span>
                                <span className="ui-visually-hidden">, {sidebarCountText[item.count](count)}</span>
                              </span>
                            ) : null}
                          </NavLink>
                        </li>
                      );
                    })}
                  </ul>
                </div>
              );
            })}
          </nav>

          <div className="admin-sidebar__actions">
            <a
              href={paths.home.build()}
              target="_blank"
              rel="noopener"
              className="ui-sidebar__item"
              title={collapsed ? frameText.viewSite : undefined}
            >
              <SidebarIcon name="site" />
              <span className="ui-sidebar__label">
                {frameText.viewSite}
                <span className="ui-visually-hidden">{frameText.newTab}</span>
              </span>
            </a>
            <button
              type="button"
              className="ui-sidebar__item"
              title={collapsed ? frameText.signOut : undefined}
              disabled={signingOut.isPending}
              onClick={() => signingOut.mutate()}
            >
              <SidebarIcon name="signOut" />
              <span className="ui-sidebar__label">{signingOut.isPending ? frameText.signingOut : frameText.signOut}</span>
            </button>
            <p className="admin-sidebar__problem" role="alert">
              {signingOut.isError ? frameText.signOutFailed : ''}
            </p>
          </div>
        </>
      }
    >
      {breadcrumb}
      <ViewBoundary>
        <Outlet />
      </ViewBoundary>
    </SidebarLayout>
  );
}
