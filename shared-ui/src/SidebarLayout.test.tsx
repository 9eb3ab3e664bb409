// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SidebarLayout, type SidebarLayoutProps } from './SidebarLayout';

interface HappyDomWindow {
  happyDOM: { setViewport(viewport: { width: number; height: number }): void };
}
const setViewportWidth = (width: number) => (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height: 800 });

// The links go nowhere here (happy-dom would try to open them).
const stayOnPage = (event: Event) => event.preventDefault();
beforeEach(() => document.addEventListener('click', stayOnPage));

afterEach(() => {
  document.removeEventListener('click', stayOnPage);
  cleanup();
  vi.restoreAllMocks();
  setViewportWidth(1024);
});

function renderLayout(props: Partial<SidebarLayoutProps> = {}) {
  return render(
    <SidebarLayout
      className="test-area"
      collapsed={false}
      sidebar={
        <nav aria-label="Navigation de test">
          <a href="#un">
            <span className="ui-sidebar__label">Un</span>
          </a>
          <a href="#deux">Deux</a>
          <a href="https://example.org" target="_blank" rel="noopener">
            Ailleurs
          </a>
        </nav>
      }
      {...props}
    >
      <main>vue</main>
    </SidebarLayout>,
  );
}

const root = () => document.querySelector('.ui-sidebar-layout') as HTMLElement;
const menu = () => screen.getByRole('button', { name: 'Menu' });
const content = () => screen.getByRole('main', { hidden: true }).closest('.ui-sidebar-layout__content') as HTMLElement;
const isOpen = () => root().classList.contains('ui-sidebar-layout--open');

describe('SidebarLayout', () => {
  it('puts the sidebar beside the view, with the area’s class, its title and a bar above the view', () => {
    renderLayout({ title: 'Espace Test', bar: <span>Bonjour</span> });
    expect(root().classList.contains('test-area')).toBe(true);
    expect(screen.getByText('Espace Test').closest('.ui-sidebar')).not.toBeNull();
    within(content()).getByText('Bonjour');
    expect(within(content()).getByRole('main').textContent).toBe('vue');
    // No banner unless asked for one.
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('is itself the named navigation when given a name, and its bar the banner when asked', () => {
    renderLayout({ navigationLabel: 'Portail', barElement: 'header', sidebar: <a href="#un">Un</a> });
    const sidebar = screen.getByRole('navigation', { name: 'Portail' });
    expect(document.getElementById(menu().getAttribute('aria-controls') ?? '')).toBe(sidebar);
    within(screen.getByRole('banner')).getByRole('button', { name: 'Menu' });
  });

  it('is a complementary landmark named after the area otherwise, so nothing it shows sits outside a landmark', () => {
    renderLayout({ title: 'Espace Test' });
    const sidebar = screen.getByRole('complementary', { name: 'Espace Test' });
    within(sidebar).getByRole('navigation', { name: 'Navigation de test' });
    within(sidebar).getByText('Espace Test');
  });

  it('marks itself collapsed on a wide screen only, where the labels are then hidden', () => {
    renderLayout({ collapsed: true });
    expect(root().classList.contains('ui-sidebar-layout--collapsed')).toBe(true);
    cleanup();
    setViewportWidth(375);
    renderLayout({ collapsed: true });
    expect(root().classList.contains('ui-sidebar-layout--collapsed')).toBe(false);
  });

  describe('on a phone, the slide-over', () => {
    function openMenu(props: Partial<SidebarLayoutProps> = {}) {
      setViewportWidth(375);
      renderLayout(props);
      expect(menu().getAttribute('aria-expanded')).toBe('false');
      expect(content().hasAttribute('inert')).toBe(false);
      expect(screen.queryByRole('button', { name: 'Fermer le menu' })).toBeNull();
      fireEvent.click(menu());
      expect(menu().getAttribute('aria-expanded')).toBe('true');
      expect(isOpen()).toBe(true);
    }

    it('opens from Menu with the focus on its first link and the view behind inert', () => {
      openMenu();
      expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Un' }));
      expect(content().hasAttribute('inert')).toBe(true);
      expect(document.querySelector('.ui-sidebar-layout__backdrop')).toBeTruthy();
    });

    it('closes on Escape, the focus back on Menu and the view reachable again', () => {
      openMenu();
      fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
      expect(isOpen()).toBe(false);
      expect(content().hasAttribute('inert')).toBe(false);
      expect(document.activeElement).toBe(menu());
    });

    it('closes on a press outside it, the focus back on Menu rather than lost in the hidden panel', () => {
      openMenu();
      fireEvent.pointerDown(document.querySelector('.ui-sidebar-layout__backdrop') as HTMLElement);
      expect(isOpen()).toBe(false);
      expect(document.querySelector('.ui-sidebar-layout__backdrop')).toBeNull();
      expect(document.activeElement).toBe(menu());
    });

    it('closes from its own button, named for screen readers when it shows an icon', () => {
      openMenu({ closeIcon: <svg aria-hidden="true" /> });
      const close = screen.getByRole('button', { name: 'Fermer le menu' });
      expect(close.querySelector('.ui-visually-hidden')?.textContent).toBe('Fermer le menu');
      fireEvent.click(close);
      expect(isOpen()).toBe(false);
      expect(document.activeElement).toBe(menu());
    });

    it('closes when a link in it is chosen, but not for one opening another tab', () => {
      openMenu();
      fireEvent.click(screen.getByRole('link', { name: 'Ailleurs' }));
      expect(isOpen()).toBe(true);
      fireEvent.click(screen.getByRole('link', { name: 'Deux' }));
      expect(isOpen()).toBe(false);
      expect(document.activeElement).toBe(menu());
    });

    it('closes when the window widens past the breakpoint', () => {
      // happy-dom does not report a query that stops matching, so the window's queries are played here.
      let phone = true;
      const listeners = new Set<() => void>();
      vi.spyOn(window, 'matchMedia').mockImplementation(
        (media) =>
          ({
            media,
            get matches() {
              return phone;
            },
            addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
            removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
          }) as unknown as MediaQueryList,
      );
      openMenu();
      act(() => {
        phone = false;
        for (const listener of listeners) listener();
      });
      expect(isOpen()).toBe(false);
      expect(content().hasAttribute('inert')).toBe(false);
    });
  });
});
