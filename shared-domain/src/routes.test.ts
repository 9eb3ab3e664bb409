import { describe, expect, it } from 'vitest';
import { breadcrumbFor, matchPath, matchRoute, resolveRoute, routeTable, shouldShowBreadcrumb } from './routes';

describe('matchPath', () => {
  it('matches the same number of segments with equal fixed segments', () => {
    expect(matchPath('/booking', '/booking')).toEqual({});
    expect(matchPath('/booking', '/booking/')).toEqual({});
    expect(matchPath('/booking', '/waitlist')).toBeUndefined();
    expect(matchPath('/booking', '/booking/extra')).toBeUndefined();
    expect(matchPath('/', '/')).toEqual({});
  });

  it('captures colon segments as parameters, decoded', () => {
    expect(matchPath('/invitation/:token', '/invitation/abc%20def')).toEqual({ token: 'abc def' });
    expect(matchPath('/invitation/:token', '/invitation/%E0%A4%A')).toEqual({ token: '%E0%A4%A' });
    expect(matchPath('/invitation/:token', '/invitation')).toBeUndefined();
  });
});

describe('matchRoute and resolveRoute', () => {
  it('finds each route of the table by its own path', () => {
    for (const route of routeTable) {
      const concrete = route.path.replace(/:[^/]+/g, 'x1');
      expect(matchRoute(concrete)?.route.path).toBe(route.path);
    }
  });

  it('assigns routes to the remote that renders them', () => {
    expect(resolveRoute('/patient-portal/login').route.remote).toBe('portal');
    expect(resolveRoute('/admin/dashboard').route.remote).toBe('admin');
    expect(resolveRoute('/appointment/confirm/t0k3n').route).toMatchObject({ remote: 'public', label: 'Confirmer RDV' });
  });

  it('falls back to the public home page for unknown paths', () => {
    expect(matchRoute('/nulle-part')).toBeUndefined();
    expect(resolveRoute('/nulle-part').route.path).toBe('/');
    expect(resolveRoute('/admin/inconnu/profond').route).toMatchObject({ path: '/', remote: 'public' });
  });
});

describe('breadcrumbFor', () => {
  it('is only Accueil, and hidden, on the home page', () => {
    expect(breadcrumbFor('/')).toEqual([{ label: 'Accueil', path: '/' }]);
    expect(shouldShowBreadcrumb(breadcrumbFor('/'))).toBe(false);
    expect(shouldShowBreadcrumb(breadcrumbFor('/booking'))).toBe(true);
  });

  it('adds each non-hidden route matched by a prefix of the path', () => {
    expect(breadcrumbFor('/admin/dashboard')).toEqual([
      { label: 'Accueil', path: '/' },
      { label: 'Connexion Admin', path: '/admin' },
      { label: 'Tableau de bord', path: '/admin/dashboard' },
    ]);
    expect(breadcrumbFor('/patient-portal/login').map((item) => item.label)).toEqual([
      'Accueil',
      'Portail Patient',
      'Connexion Patient',
    ]);
  });

  it('leaves out hidden routes such as token pages', () => {
    expect(breadcrumbFor('/invitation/abc')).toEqual([{ label: 'Accueil', path: '/' }]);
    expect(breadcrumbFor('/appointment/manage/abc').map((item) => item.label)).toEqual(['Accueil']);
  });

  it('shows the known prefixes of a deeper unknown path', () => {
    const items = breadcrumbFor('/booking/inconnu');
    expect(items.map((item) => item.label)).toEqual(['Accueil', 'Réservation en ligne']);
    expect(shouldShowBreadcrumb(items)).toBe(true);
    expect(shouldShowBreadcrumb(breadcrumbFor('/inconnu/profond'))).toBe(false);
  });
});
