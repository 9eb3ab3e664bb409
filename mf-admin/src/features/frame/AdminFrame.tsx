// The back-office frame (specification 2.13): a sidebar beside the current view, as a layout route
// around the signed-in pages. On a wide screen the sidebar is 280 px or, collapsed, 80 px of icons
// (the choice is remembered); below 768 px it is a slide-over behind a 'Menu' button, on shared-ui's
// useDisclosure (Escape and a press outside close it), which also closes on any choice and when
// the window grows past the breakpoint. While it is open the view behind is inert.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, type ReactNode } from 'react';
import { paths } from 'shared-domain/paths';
import { PageBoundary } from 'shared-ui/PageBoundary';
import { NavLink, Outlet } from 'shared-ui/router';
import { useDisclosure } from 'shared-ui/useDisclosure';
import { leaveBackOffice } from '../session/leave-back-office';
import { useMe } from '../session/api/me';
import { signOut } from './api/sign-out';
import { SidebarIcon } from './SidebarIcon';
import { sidebarSections, visibleSections, type SidebarSection } from './sidebar-sections';
import { useSidebarCollapsed } from './useSidebarCollapsed';
import './admin-frame.css';

/** Where the sidebar stops being a slide-over (768 px). */
export const wideScreenQuery = '(min-width: 48rem)';

export const frameText = {
  menu: 'Menu',
  closeMenu: 'Fermer le menu',
  area: 'Espace Admin',
  nav: 'Navigation du back-office',
  sidebarToggle: 'Menu latéral',
  collapse: 'Réduire le menu',
  expand: 'Agrandir le menu',
  role: 'Administrateur',
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
}

function initials(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

export function AdminFrame({ breadcrumb = null, sections = sidebarSections }: AdminFrameProps) {
  const staff = useMe();
  const queryClient = useQueryClient();
  const [collapsed, toggleCollapsed] = useSidebarCollapsed();
  const slideOver = useDisclosure<HTMLDivElement>();
  const { open, close } = slideOver;
  const { hidden: _alwaysInPage, ...panelProps } = slideOver.panelProps;
  const navId = useId();
  const sectionIds = useId();

  const signingOut = useMutation({
    mutationFn: async () => {
      await signOut();
      return leaveBackOffice(queryClient, paths.home.build());
    },
  });

  // Opened: the focus goes to the first view of the list, so the keyboard starts inside it.
  useEffect(() => {
    if (open) panelProps.ref.current?.querySelector<HTMLElement>('nav a')?.focus();
  }, [open, panelProps.ref]);

  // The slide-over is only for narrow screens: growing the window past the breakpoint closes it.
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const wide = window.matchMedia(wideScreenQuery);
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) close();
    };
    wide.addEventListener?.('change', onChange);
    return () => wide.removeEventListener?.('change', onChange);
  }, [open, close]);

  // A view chosen in the slide-over closes it; the focus goes back to 'Menu' rather than nowhere.
  const choose = () => {
    if (open) close(true);
  };

  const classes = ['admin-frame', collapsed && 'admin-frame--collapsed', open && 'admin-frame--menu-open'].filter(Boolean).join(' ');

  return (
    <div className={classes}>
      <div className="admin-frame__bar">
        <button {...slideOver.buttonProps} type="button" className="admin-frame__menu-button">
          <SidebarIcon name={open ? 'close' : 'menu'} />
          {frameText.menu}
        </button>
        <span className="admin-frame__bar-title">{frameText.area}</span>
      </div>

      <div {...panelProps} className="admin-sidebar">
        <div className="admin-sidebar__top">
          <span className="admin-sidebar__area admin-sidebar__label">{frameText.area}</span>
          {open ? (
            // The slide-over covers 'Menu': its own way out, for touch and screen readers alike.
            <button type="button" className="admin-sidebar__close" aria-label={frameText.closeMenu} onClick={() => close(true)}>
              <SidebarIcon name="close" />
            </button>
          ) : null}
          <button
            type="button"
            className="admin-sidebar__collapse"
            aria-label={frameText.sidebarToggle}
            aria-expanded={!collapsed}
            aria-controls={navId}
            title={collapsed ? frameText.expand : frameText.collapse}
            onClick={toggleCollapsed}
          >
            <SidebarIcon name={collapsed ? 'expand' : 'collapse'} />
          </button>
        </div>

        <p className="admin-sidebar__user">
          <span className="admin-sidebar__avatar" aria-hidden="true">
            {initials(staff.fullName)}
          </span>
          <span className="admin-sidebar__label admin-sidebar__who">
            <span className="admin-sidebar__role">{frameText.role}</span> <span className="admin-sidebar__name">{staff.fullName}</span>
          </span>
        </p>

        <nav id={navId} className="admin-sidebar__nav" aria-label={frameText.nav}>
          {visibleSections(sections).map((section, index) => {
            const labelId = `${sectionIds}-${index}`;
            return (
              <div key={section.label} className="admin-sidebar__section">
                <p id={labelId} className="admin-sidebar__section-label admin-sidebar__label">
                  {section.label}
                </p>
                <ul className="admin-sidebar__list" aria-labelledby={labelId}>
                  {section.items.map((item) => (
                    <li key={item.path}>
                      <NavLink
                        to={item.path}
                        end
                        className="admin-sidebar__item"
                        title={collapsed ? item.label : undefined}
                        onClick={choose}
                      >
                        <SidebarIcon name={item.icon} />
                        <span className="admin-sidebar__label">{item.label}</span>
                      </NavLink>
                    </li>
                  ))}
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
            className="admin-sidebar__item"
            title={collapsed ? frameText.viewSite : undefined}
          >
            <SidebarIcon name="site" />
            <span className="admin-sidebar__label">
              {frameText.viewSite}
              <span className="ui-visually-hidden">{frameText.newTab}</span>
            </span>
          </a>
          <button
            type="button"
            className="admin-sidebar__item"
            title={collapsed ? frameText.signOut : undefined}
            disabled={signingOut.isPending}
            onClick={() => signingOut.mutate()}
          >
            <SidebarIcon name="signOut" />
            <span className="admin-sidebar__label">{signingOut.isPending ? frameText.signingOut : frameText.signOut}</span>
          </button>
          <p className="admin-sidebar__problem" role="alert">
            {signingOut.isError ? frameText.signOutFailed : ''}
          </p>
        </div>
      </div>

      {open ? <div className="admin-frame__backdrop" aria-hidden="true" /> : null}

      <div className="admin-frame__content" inert={open}>
        {breadcrumb}
        <PageBoundary>
          <Outlet />
        </PageBoundary>
      </div>
    </div>
  );
}
