import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StickyCta, stickyDismissedKey } from './StickyCta';
import { renderWithClinic } from '../../test-support/render';

/** An IntersectionObserver the test drives: `intersect(id, true)` reports a change. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  takeRecords() {
    return [];
  }
  static intersect(id: string, isIntersecting: boolean) {
    for (const observer of FakeIntersectionObserver.instances) {
      for (const target of observer.targets) {
        if (target.id !== id) continue;
        const entry = { target, isIntersecting } as IntersectionObserverEntry;
        observer.callback([entry], observer as unknown as IntersectionObserver);
      }
    }
  }
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

function HomeSections() {
  return (
    <main id="contenu">
      {['accueil', 'services', 'reconnexion', 'about', 'testimonials', 'faq', 'contact'].map((id) => (
        <section key={id} id={id}>
          <h2>{id}</h2>
        </section>
      ))}
      <StickyCta />
    </main>
  );
}

const bar = () => screen.getByRole('region', { name: 'Accès rapide', hidden: true });

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
  window.sessionStorage.clear();
  window.dataLayer = [];
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('StickyCta', () => {
  it('appears past half the viewport, inert (not focusable) until then', () => {
    renderWithClinic(<HomeSections />);
    expect(bar().hasAttribute('inert')).toBe(true);
    scrollTo(400);
    expect(bar().hasAttribute('inert')).toBe(true);
    scrollTo(401);
    expect(bar().hasAttribute('inert')).toBe(false);
    expect(bar().classList.contains('sticky-cta--visible')).toBe(true);
    expect(document.documentElement.classList.contains('has-sticky-cta')).toBe(true);
  });

  it('hides while the contact section is in view', () => {
    renderWithClinic(<HomeSections />);
    scrollTo(1000);
    act(() => FakeIntersectionObserver.intersect('contact', true));
    expect(bar().hasAttribute('inert')).toBe(true);
    expect(document.documentElement.classList.contains('has-sticky-cta')).toBe(false);
    act(() => FakeIntersectionObserver.intersect('contact', false));
    expect(bar().hasAttribute('inert')).toBe(false);
  });

  it('follows the section in view', () => {
    const openRequest = vi.fn();
    renderWithClinic(<HomeSections />, { openRequest });
    scrollTo(1000);
    act(() => FakeIntersectionObserver.intersect('accueil', true));
    fireEvent.click(screen.getByRole('button', { name: 'Prendre rendez-vous' }));
    expect(openRequest).toHaveBeenCalledOnce();
    expect(window.dataLayer?.at(-1)).toMatchObject({
      event: 'cta_click',
      label: 'sticky_appointment',
    });

    act(() => {
      FakeIntersectionObserver.intersect('accueil', false);
      FakeIntersectionObserver.intersect('services', true);
    });
    expect(screen.getByRole('link', { name: 'Trouver mon service' }).getAttribute('href')).toBe('#services');

    act(() => {
      FakeIntersectionObserver.intersect('services', false);
      FakeIntersectionObserver.intersect('reconnexion', true);
    });
    expect(screen.getByRole('link', { name: 'Découvrir le programme' }).getAttribute('href')).toBe('#reconnexion');

    act(() => {
      FakeIntersectionObserver.intersect('reconnexion', false);
      FakeIntersectionObserver.intersect('faq', true);
    });
    screen.getByRole('button', { name: 'Réserver maintenant' });
  });

  it('can be dismissed for the visit', () => {
    renderWithClinic(<HomeSections />);
    scrollTo(1000);
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('region', { name: 'Accès rapide', hidden: true })).toBeNull();
    expect(window.sessionStorage.getItem(stickyDismissedKey)).toBe('1');
    expect(window.dataLayer).toHaveLength(1);
    expect(window.dataLayer?.[0]).toMatchObject({ event: 'sticky_cta_dismissed' });
    expect(typeof window.dataLayer?.[0]?.timestamp).toBe('string');
    expect(document.documentElement.classList.contains('has-sticky-cta')).toBe(false);
    cleanup();

    renderWithClinic(<HomeSections />);
    scrollTo(1000);
    expect(screen.queryByRole('region', { name: 'Accès rapide', hidden: true })).toBeNull();
  });
});
