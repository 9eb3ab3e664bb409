// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PageFrame } from './PageFrame';

afterEach(cleanup);
beforeEach(() => {
  // What the shell's index.html carries before any page is mounted.
  document.head.innerHTML = '<title>Clinique chiropratique</title>';
});

describe('PageFrame', () => {
  it('is the main landmark, the skip link’s target, with the page’s one h1', () => {
    render(
      <PageFrame title="Portail Patient">
        <p>Contenu</p>
      </PageFrame>,
    );
    const main = screen.getByRole('main');
    expect(main.id).toBe('contenu');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Portail Patient']);
    expect(main.textContent).toContain('Contenu');
  });

  it('names the tab after the page, ahead of the static title, and gives it back on leaving', () => {
    const view = render(<PageFrame title="Connexion Admin" />);
    expect(document.title).toBe('Connexion Admin — Clinique chiropratique');
    // Hoisted into <head>, not left inside <main>.
    expect(document.head.querySelector('title')?.textContent).toBe('Connexion Admin — Clinique chiropratique');
    expect(screen.getByRole('main').querySelector('title')).toBeNull();
    view.rerender(<PageFrame title="Inscription Admin" site="Clinique Essai" />);
    expect(document.title).toBe('Inscription Admin — Clinique Essai');
    view.unmount();
    expect(document.title).toBe('Clinique chiropratique');
  });

  it('takes the page’s own layout class', () => {
    render(<PageFrame title="Politique de confidentialité" className="privacy" />);
    expect(screen.getByRole('main').className).toBe('privacy');
  });

  it('may show a longer heading than the tab', () => {
    render(<PageFrame title="Ma Journée" heading="Ma Journée — Émilie Tremblay" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ma Journée — Émilie Tremblay');
    expect(document.title).toBe('Ma Journée — Clinique chiropratique');
  });
});
