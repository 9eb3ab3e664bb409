// The frame of a signed-in area (the back-office, the patient portal): a sidebar beside the current
// view. From 768 px the sidebar stands beside the view, 280 px wide or, collapsed, 80 px of icons
// (the owner keeps that choice with useSidebarCollapsed, since its own items need it too); below,
// a bar with « Menu » opens it as a slide-over. The slide-over is a disclosure (useDisclosure:
// Escape and a press outside close it) that also closes when a link in it is chosen and when the
// window grows past the breakpoint. While it is open the focus is inside and the view behind is
// inert; once closed, the focus goes back to « Menu » rather than staying in a hidden panel.
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useDisclosure } from './useDisclosure';
import { useMediaQuery } from './useMediaQuery';
import './SidebarLayout.css';

/** Below this width the sidebar is a slide-over (SidebarLayout.css uses the same breakpoint). */
export const phoneLayoutQuery = '(max-width: 767.98px)';

/** The frame's words, the same in every area; the collapse control (the area's own) says the last two. */
export const sidebarLayoutText = {
  menu: 'Menu',
  closeMenu: 'Fermer le menu',
  collapse: 'Réduire le menu',
  expand: 'Agrandir le menu',
} as const;

export interface SidebarLayoutProps {
  /** Added to the root, for the area's own look ('admin-frame', 'portal'). */
  className: string;
  /** Narrowed to its icons, on a wide screen (a phone's slide-over shows everything): elements with `ui-sidebar__label` are then visually hidden. */
  collapsed: boolean;
  /** The sidebar is itself the navigation landmark of that name; without it, a complementary landmark (named after `title`) holding the area's own navigation. */
  navigationLabel?: string;
  /** The area's name at the top of the sidebar, hidden when collapsed. */
  title?: string;
  /** Drawn before « Menu » (decorative). */
  menuIcon?: ReactNode;
  /** With it, the slide-over's close button shows this icon alone (its name stays for screen readers), as does « Menu » while open. */
  closeIcon?: ReactNode;
  /** Beside « Menu » in the bar above the view (the area's name, a welcome…); an area may hide the bar on wide screens. */
  bar?: ReactNode;
  /** 'header': the bar is the page's banner (it holds more than « Menu »: a welcome, a sign-out). */
  barElement?: 'div' | 'header';
  /** The collapse control, at the end of the sidebar's top row: the area's own button, with the `ui-sidebar__control` look and the `ui-sidebar__collapse` class (hidden on phones). */
  collapseControl?: ReactNode;
  /** The sidebar under its top row: the navigation and anything else. */
  sidebar: ReactNode;
  /** The current view. */
  children?: ReactNode;
}

export function SidebarLayout({
  className,
  collapsed,
  navigationLabel,
  title,
  menuIcon,
  closeIcon,
  bar,
  barElement: Bar = 'div',
  collapseControl,
  sidebar,
  children,
}: SidebarLayoutProps) {
  const menu = useDisclosure<HTMLElement>();
  const { open, close } = menu;
  const { ref: panelRef, id: panelId } = menu.panelProps;
  const menuButtonRef = menu.buttonProps.ref;
  const phone = useMediaQuery(phoneLayoutQuery);
  const wasOpen = useRef(false);
  // One ref for either element the panel may be (a <nav> or an <aside>).
  const setPanel = useCallback(
    (element: HTMLElement | null) => {
      panelRef.current = element;
    },
    [panelRef],
  );

  // The slide-over exists only on a phone: widening the window closes it.
  useEffect(() => {
    if (!phone) close();
  }, [phone, close]);

  useEffect(() => {
    if (open) {
      // Opened: the keyboard starts on its first link.
      panelRef.current?.querySelector<HTMLElement>('a[href]')?.focus();
    } else if (wasOpen.current) {
      // Closed with the focus inside (now hidden) or lost: back to « Menu », which the view's
      // inertness kept out of reach until now. A view that takes the focus itself does so later.
      const active = document.activeElement;
      if (!active || active === document.body || panelRef.current?.contains(active)) menuButtonRef.current?.focus();
    }
    wasOpen.current = open;
  }, [open, panelRef, menuButtonRef]);

  // A link chosen in the slide-over closes it (one opening another tab leaves it open).
  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href]:not([target="_blank"])')) close();
    };
    panel.addEventListener('click', onClick);
    return () => panel.removeEventListener('click', onClick);
  }, [open, close, panelRef]);

  const classes = ['ui-sidebar-layout', className, collapsed && !phone && 'ui-sidebar-layout--collapsed', open && 'ui-sidebar-layout--open']
    .filter(Boolean)
    .join(' ');
  const controlClass = closeIcon ? 'ui-sidebar__control ui-sidebar__control--icon' : 'ui-sidebar__control';
  // A landmark either way: everything the sidebar shows (the person, the area's name) sits in one.
  const Panel = navigationLabel ? 'nav' : 'aside';

  return (
    <div className={classes}>
      <Panel ref={setPanel} id={panelId} className="ui-sidebar" aria-label={navigationLabel ?? title}>
        <div className="ui-sidebar__top">
          {title ? <span className="ui-sidebar__title ui-sidebar__label">{title}</span> : null}
          {open ? (
            // The slide-over covers « Menu »: its own way out, for touch and screen readers alike.
            <button type="button" className={`${controlClass} ui-sidebar__close`} onClick={() => close(true)}>
              {closeIcon}
              <span className={closeIcon ? 'ui-visually-hidden' : undefined}>{sidebarLayoutText.closeMenu}</span>
            </button>
          ) : null}
          {collapseControl}
        </div>
        {sidebar}
      </Panel>

      {open ? <div className="ui-sidebar-layout__backdrop" aria-hidden="true" /> : null}

      <div className="ui-sidebar-layout__content" inert={open}>
        <Bar className="ui-sidebar-layout__bar">
          <button {...menu.buttonProps} type="button" className="ui-sidebar__control ui-sidebar-layout__menu-button">
            {open && closeIcon ? closeIcon : menuIcon}
            {sidebarLayoutText.menu}
          </button>
          {bar}
        </Bar>
        {children}
      </div>
    </div>
  );
}
