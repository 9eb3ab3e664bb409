import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Header } from './Header';
import { renderWithClinic } from '../../test-support/render';

beforeEach(() => {
  window.dataLayer = [];
});

afterEach(() => {
  cleanup();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

const mainNav = () => screen.getByRole('navigation', { name: 'Navigation principale' });
const location = () => screen.getByTestId('location').textContent;

describe('Header', () => {
  it('shows the practitioner with her title, linking home', () => {
    renderWithClinic(<Header />, { path: '/booking' });
    const logo = screen.getByRole('link', { name: /Dre Camille Essai\s*Chiropraticienne/ });
    expect(logo.getAttribute('href')).toBe('/');
  });

  it('offers an appointment when the agenda is open', () => {
    const openRequest = vi.fn();
    renderWithClinic(<Header />, { openRequest });
    fireEvent.click(screen.getByRole('button', { name: 'Prendre RDV' }));
    expect(openRequest).toHaveBeenCalledOnce();
    expect(window.dataLayer?.at(-1)).toMatchObject({
      event: 'cta_click',
      label: 'header_appointment',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    screen.getByRole('button', { name: 'Prendre rendez-vous' });
  });

  it('offers the waitlist when the agenda is full', () => {
    renderWithClinic(<Header />, { profile: { agendaFull: true } });
    expect(screen.queryByRole('button', { name: 'Prendre RDV' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: "Liste d'attente" }));
    expect(location()).toBe('/waitlist');
    expect(window.dataLayer?.at(-1)).toMatchObject({
      event: 'cta_click',
      label: 'header_waitlist',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    fireEvent.click(screen.getByRole('button', { name: "Rejoindre la liste d'attente" }));
    expect(window.dataLayer?.at(-1)).toMatchObject({
      event: 'cta_click',
      label: 'mobile_waitlist',
    });
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('uses in-page anchors on the home page and /#section links elsewhere', () => {
    renderWithClinic(<Header />, { path: '/', profile: { showTestimonials: true } });
    expect(within(mainNav()).getByRole('link', { name: 'Services' }).getAttribute('href')).toBe('#services');
    expect(within(mainNav()).getByRole('link', { name: 'Approche' }).getAttribute('href')).toBe('#about');
    expect(within(mainNav()).getByRole('link', { name: 'Témoignages' }).getAttribute('href')).toBe('#testimonials');
    expect(within(mainNav()).getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('#contact');
    cleanup();

    renderWithClinic(<Header />, { path: '/booking' });
    const services = within(mainNav()).getByRole('link', { name: 'Services' });
    expect(services.getAttribute('href')).toBe('/#services');
    fireEvent.click(services);
    expect(location()).toBe('/#services');
  });

  it('offers « Témoignages » in both menus only when the clinic shows its testimonials', () => {
    renderWithClinic(<Header />, { path: '/' });
    expect(within(mainNav()).queryByRole('link', { name: 'Témoignages' })).toBeNull();
    within(mainNav()).getByRole('link', { name: 'Approche' });
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const mobile = screen.getByRole('navigation', { name: 'Menu du site' });
    expect(within(mobile).queryByRole('link', { name: 'Témoignages' })).toBeNull();
    within(mobile).getByRole('link', { name: 'Contact' });
    cleanup();

    renderWithClinic(<Header />, { path: '/', profile: { showTestimonials: true } });
    within(mainNav()).getByRole('link', { name: 'Témoignages' });
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    within(screen.getByRole('navigation', { name: 'Menu du site' })).getByRole('link', { name: 'Témoignages' });
  });

  it('shows the admin entry only when the clinic enables it', () => {
    renderWithClinic(<Header />);
    fireEvent.click(within(mainNav()).getByRole('button', { name: 'Portails' }));
    expect(within(mainNav()).getByRole('link', { name: 'Portail Patient' }).getAttribute('href')).toBe('/patient-portal/login');
    expect(screen.queryByRole('link', { name: 'Espace Admin' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.queryByRole('link', { name: 'Espace Admin' })).toBeNull();
    cleanup();

    renderWithClinic(<Header />, { profile: { showAdminLink: true } });
    fireEvent.click(within(mainNav()).getByRole('button', { name: 'Portails' }));
    expect(within(mainNav()).getByRole('link', { name: 'Espace Admin' }).getAttribute('href')).toBe('/admin');
  });

  it('changes its background after 20 px of scroll', () => {
    const { container } = renderWithClinic(<Header />);
    const header = container.querySelector('header.site-header');
    expect(header?.classList.contains('site-header--scrolled')).toBe(false);
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 20, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header?.classList.contains('site-header--scrolled')).toBe(false);
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 21, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header?.classList.contains('site-header--scrolled')).toBe(true);
  });
});

describe('Réserver menu', () => {
  it('opens with Enter, moves with the arrows, closes with Escape and gives the focus back', () => {
    renderWithClinic(<Header />);
    const button = within(mainNav()).getByRole('button', { name: 'Réserver' });
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(list).toBeTruthy();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(list?.hidden).toBe(true);

    button.focus();
    fireEvent.keyDown(button, { key: 'Enter' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(list?.hidden).toBe(false);
    expect(document.activeElement).toBe(button);

    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Réservation en ligne');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Modifier mon RDV');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Réservation en ligne');
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    expect(document.activeElement?.textContent).toBe('Modifier mon RDV');

    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(list?.hidden).toBe(true);
    expect(document.activeElement).toBe(button);
  });

  it('toggles on click and closes on a click outside', () => {
    renderWithClinic(<Header />);
    const button = within(mainNav()).getByRole('button', { name: 'Réserver' });
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(document.body);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('leads to online booking', () => {
    renderWithClinic(<Header />);
    fireEvent.click(within(mainNav()).getByRole('button', { name: 'Réserver' }));
    fireEvent.click(within(mainNav()).getByRole('link', { name: 'Réservation en ligne' }));
    expect(location()).toBe('/booking');
    expect(within(mainNav()).getByRole('button', { name: 'Réserver' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('leads to the waitlist, never to /booking, when the agenda is full, in the header and the mobile menu', () => {
    renderWithClinic(<Header />, { profile: { agendaFull: true } });
    fireEvent.click(within(mainNav()).getByRole('button', { name: 'Réserver' }));
    expect(within(mainNav()).queryByRole('link', { name: 'Réservation en ligne' })).toBeNull();
    fireEvent.click(within(mainNav()).getByRole('link', { name: "Liste d'attente" }));
    expect(location()).toBe('/waitlist');

    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const mobileNav = screen.getByRole('navigation', { name: 'Menu du site' });
    expect(within(mobileNav).queryByRole('link', { name: 'Réservation en ligne' })).toBeNull();
    expect(within(mobileNav).getByRole('link', { name: "Liste d'attente" }).getAttribute('href')).toBe('/waitlist');
    expect(document.querySelectorAll('a[href="/booking"]')).toHaveLength(0);
  });

  it('does not offer online booking when the clinic turned it off', () => {
    renderWithClinic(<Header />, { profile: { onlineBookingEnabled: false } });
    fireEvent.click(within(mainNav()).getByRole('button', { name: 'Réserver' }));
    expect(within(mainNav()).queryByRole('link', { name: 'Réservation en ligne' })).toBeNull();
    within(mainNav()).getByRole('button', { name: 'Modifier mon RDV' });
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const mobileNav = screen.getByRole('navigation', { name: 'Menu du site' });
    expect(within(mobileNav).queryByRole('link', { name: 'Réservation en ligne' })).toBeNull();
    within(mobileNav).getByRole('button', { name: 'Modifier mon RDV' });
    expect(document.querySelectorAll('a[href="/booking"]')).toHaveLength(0);
  });

  it('opens the appointment-management dialog, which gives the focus back when closed', async () => {
    renderWithClinic(<Header />);
    const button = within(mainNav()).getByRole('button', { name: 'Réserver' });
    fireEvent.click(button);
    fireEvent.click(within(mainNav()).getByRole('button', { name: 'Modifier mon RDV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier mon rendez-vous' });
    await waitFor(() => expect((dialog as HTMLDialogElement).open).toBe(true));
    expect(button.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect((dialog as HTMLDialogElement).open).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(button));
  });
});

describe('mobile menu', () => {
  it('closes after a choice', async () => {
    renderWithClinic(<Header />);
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(menuButton);
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    const mobileNav = screen.getByRole('navigation', { name: 'Menu du site' });
    fireEvent.click(within(mobileNav).getByRole('link', { name: 'Réservation en ligne' }));
    expect(location()).toBe('/booking');
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('navigation', { name: 'Menu du site' })).toBeNull();

    fireEvent.click(menuButton);
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Menu du site' })).getByRole('link', {
        name: 'Contact',
      }),
    );
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(menuButton);
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Menu du site' })).getByRole('button', {
        name: 'Modifier mon RDV',
      }),
    );
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    await screen.findByRole('dialog', { name: 'Modifier mon rendez-vous' });
  });

  it('closes on Escape and gives the focus back to its button', () => {
    renderWithClinic(<Header />);
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(menuButton);
    const first = within(screen.getByRole('navigation', { name: 'Menu du site' })).getByRole('link', {
      name: 'Services',
    });
    first.focus();
    fireEvent.keyDown(first, { key: 'Escape' });
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menuButton);
  });
});
